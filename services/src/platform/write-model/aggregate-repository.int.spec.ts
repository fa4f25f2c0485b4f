import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent } from '@cargo/contracts';
import { AggregateRepository } from './aggregate-repository';
import { openDatabase } from '../process/database';
import type { Decider } from './decider';
import { SqliteEventStore } from '../event-store/sqlite-event-store';

type Counted = DomainEvent<'Counted', { by: number }>;
const counter = (version: string): Decider<{ by: number }, Counted, { total: number; events: number }> => ({
  initialState: { total: 0, events: 0 },
  evolve: (state, event) => ({ total: state.total + event.data.by, events: state.events + 1 }),
  decide: (command) => [{ type: 'Counted', data: { by: command.by } }],
  snapshot: { version, every: 100 },
});
const context = { actor: 'tester', correlationId: 'c', causationId: null };

describe('aggregate repository snapshots', () => {
  it('keeps a snapshot every `every` events, and a cold load reads only the events after it', async () => {
    const store = new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-snap-'))));
    const writer = new AggregateRepository(store);
    const decider = counter('counter-1');
    for (let n = 1; n <= 250; n += 1) await writer.execute('counter-1', decider, { by: n }, context);
    expect(await store.readSnapshot('counter-1')).toMatchObject({ version: 'counter-1', revision: 199n, state: { total: (200 * 201) / 2, events: 200 } });

    const reads: bigint[] = [];
    const spy = Object.assign(Object.create(store) as SqliteEventStore, {
      readStream: (streamId: string, from?: bigint) => {
        reads.push(from ?? 0n);
        return store.readStream(streamId, from);
      },
    });
    const cold = await new AggregateRepository(spy).load('counter-1', decider);
    expect(cold).toEqual({ state: { total: (250 * 251) / 2, events: 250 }, revision: 249n });
    expect(reads).toEqual([200n]);
  });

  it('ignores a snapshot of another version (the state changed shape) and folds the events again', async () => {
    const store = new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-snap-'))));
    for (let n = 1; n <= 120; n += 1) await new AggregateRepository(store).execute('counter-2', counter('counter-1'), { by: 1 }, context);
    await store.writeSnapshot('counter-2', { version: 'counter-1', revision: 119n, state: { total: -999, events: -999 } });
    const loaded = await new AggregateRepository(store).load('counter-2', counter('counter-2'));
    expect(loaded).toEqual({ state: { total: 120, events: 120 }, revision: 119n });
  });
});
