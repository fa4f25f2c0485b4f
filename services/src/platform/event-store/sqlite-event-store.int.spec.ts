import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../process/database';
import { eventStoreContract } from './event-store.contract';
import { ConcurrencyError } from './event-store.port';
import { SqliteEventStore } from './sqlite-event-store';

describe('event store contract: embedded SQLite', () => {
  eventStoreContract(async () => new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-es-')))));
});

describe('group commit on the embedded store', () => {
  const meta = { eventId: 'e', actor: null, correlationId: 'c', causationId: null, timestamp: '2026-11-21T00:00:00.000Z', schemaVersion: 1 };
  const event = (type: string) => ({ type, data: {}, metadata: meta });

  it('gives each append of one moment its own revision check: a conflict fails only its own append', async () => {
    const db = openDatabase(mkdtempSync(join(tmpdir(), 'cargo-es-')));
    const store = new SqliteEventStore(db);
    await store.append('taken', [event('First')], 'no_stream');
    const outcomes = await Promise.allSettled([
      store.append('a', [event('Grouped')], 'no_stream'),
      store.append('taken', [event('Grouped')], 'no_stream'),
      store.append('b', [event('Grouped')], 'no_stream'),
      store.append('a', [event('Grouped')], 0n),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    const positions = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.position] : []));
    expect(positions).toEqual([positions[0], positions[0] + 1n, positions[0] + 2n]);
    expect((await store.readStream('a')).map((recorded) => recorded.revision)).toEqual([0n, 1n]);
    expect(await store.readStream('taken')).toHaveLength(1);
  });

  it('commits the appends of one moment in one transaction: one that cannot be written fails them all, and the next group goes on', async () => {
    const db = openDatabase(mkdtempSync(join(tmpdir(), 'cargo-es-')));
    const store = new SqliteEventStore(db);
    db.exec("CREATE TEMP TRIGGER refuse BEFORE INSERT ON events WHEN NEW.type = 'Poison' BEGIN SELECT RAISE(ABORT, 'refused'); END");
    const outcomes = await Promise.allSettled([store.append('x', [event('Fine')], 'no_stream'), store.append('y', [event('Poison')], 'no_stream')]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await store.readStream('x')).toEqual([]);
    await store.append('x', [event('Fine')], 'no_stream');
    expect(await store.readStream('x')).toHaveLength(1);
  });
});
