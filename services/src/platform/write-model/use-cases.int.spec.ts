import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, type RecordedEvent } from '@cargo/contracts';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { openDatabase } from '../process/database';
import { MovingStore } from '../../testing/moving-store';
import { AggregateRepository, metadataFor } from './aggregate-repository';
import { IdAllocator } from './id-allocator';
import { uniqueClaimDecider } from './unique-claim.decider';
import { streamCommand, streamRead, StreamStates, type Decision, type UseCase } from './use-case';
import { UseCases } from './use-cases';
import { Workflows } from './workflows';

const claims = uniqueClaimDecider('error.concurrency');
const context = { actor: 'tester', correlationId: 'spec', causationId: null };

/** The log's reads counted per stream, on a store another writer moves (`meanwhile`). */
class WatchedStore extends MovingStore {
  readonly reads = new Map<string, number>();

  override readStream(streamId: string, fromRevision?: bigint): Promise<RecordedEvent[]> {
    this.reads.set(streamId, (this.reads.get(streamId) ?? 0) + 1);
    return super.readStream(streamId, fromRevision);
  }
}

/** Holds key `x` then key `y` for holder 1: two streams, one step before the pivot and the pivot. */
const holdBoth: UseCase<null, { holder: number }> = {
  name: 'hold-both',
  reads: () => [streamRead('claim-x', claims), streamRead('claim-y', claims)],
  decide: (_input, states) => {
    if (states.of(streamRead('claim-y', claims)).holder === 2) throw new DomainError('conflict', 'error.concurrency');
    return {
      record: { holder: 1 },
      before: [
        streamCommand(
          'x',
          { stream: 'claim-x', decider: claims },
          { type: 'Claim', data: { key: 'x', holderId: 1 } },
          { undo: { type: 'Release', data: { key: 'x', holderId: 1 } } },
        ),
      ],
      pivot: streamCommand('y', { stream: 'claim-y', decider: claims }, { type: 'Claim', data: { key: 'y', holderId: 1 } }),
      after: [],
    };
  },
  owed: () => ({ before: [], pivot: { name: 'y', stream: 'claim-y' }, after: [] }),
};

/** holdBoth, and after its pivot a hold on z: a later step that its stream may refuse by then. */
const holdAllThree: UseCase<null, { holder: number }> = {
  ...holdBoth,
  name: 'hold-all-three',
  reads: () => [...holdBoth.reads(null, new StreamStates(new Map())), streamRead('claim-z', claims)],
  decide: (input, states) => {
    const decided = holdBoth.decide(input, states) as Decision<{ holder: number }>;
    return { ...decided, after: [streamCommand('z', { stream: 'claim-z', decider: claims }, { type: 'Claim', data: { key: 'z', holderId: 1 } })] };
  },
};

describe('the use case runner on a real log', () => {
  function given() {
    const store = new WatchedStore(new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-use-cases-')))));
    const aggregates = new AggregateRepository(store);
    const useCases = new UseCases(new Workflows(store, 0), aggregates, new IdAllocator(store));
    const other = (type: 'Claim' | 'Release', holderId: number) =>
      store.append('claim-y', [{ type: type === 'Claim' ? 'KeyClaimed' : 'KeyReleased', data: { key: 'y', holderId }, metadata: metadataFor(context) }], 'any');
    const holders = async () =>
      Object.fromEntries(
        await Promise.all(['claim-x', 'claim-y'].map(async (stream) => [stream, (await aggregates.load(stream, claims)).state.holder] as const)),
      );
    return { store, useCases, other, holders };
  }

  it('reads each stream once when nothing moves them', async () => {
    const { store, useCases, holders } = given();
    await useCases.run(holdBoth, null, context);
    expect(Object.fromEntries(store.reads)).toEqual({ 'claim-x': 1, 'claim-y': 1 });
    expect(await holders()).toEqual({ 'claim-x': 1, 'claim-y': 1 });
  });

  it('reads again only the stream that moved between the read and the append, decides again, and goes on', async () => {
    const { store, useCases, other, holders } = given();
    // Another writer holds and lets go of y while this run holds x: y's revision moved, its state did not.
    store.meanwhile = { after: 'claim-x', write: async () => (await other('Claim', 2), await other('Release', 2)) };
    await useCases.run(holdBoth, null, context);
    expect(Object.fromEntries(store.reads)).toEqual({ 'claim-x': 1, 'claim-y': 2 });
    expect(await holders()).toEqual({ 'claim-x': 1, 'claim-y': 1 });
  });

  it('refuses when the decision made again refuses, and takes back what it held', async () => {
    const { store, useCases, other, holders } = given();
    store.meanwhile = { after: 'claim-x', write: () => other('Claim', 2) };
    await expect(useCases.run(holdBoth, null, context)).rejects.toMatchObject({ code: 'error.concurrency' });
    expect(await holders()).toEqual({ 'claim-x': null, 'claim-y': 2 });
  });

  it('after the pivot, a step its stream now refuses is skipped: recorded on the run with why, and the run answers its success naming it', async () => {
    const { store, useCases } = given();
    // Another holder takes z between this run's pivot and its step on z.
    store.meanwhile = {
      after: 'claim-y',
      write: () => store.append('claim-z', [{ type: 'KeyClaimed', data: { key: 'z', holderId: 2 }, metadata: metadataFor(context) }], 'any'),
    };
    const { skipped } = await useCases.run(holdAllThree, null, context);
    expect(skipped).toEqual([{ step: 'z', code: 'error.concurrency' }]);
    const run = (await store.readAll(0n, 1000)).filter((event) => event.streamId.startsWith('workflow-hold-all-three-'));
    expect(run.map((event) => [event.type, event.data])).toEqual([
      ['WorkflowStarted', { workflow: 'hold-all-three', input: { holder: 1 } }],
      ['WorkflowStepSkipped', { step: 'z', code: 'error.concurrency' }],
      ['WorkflowEnded', { outcome: 'done' }],
    ]);
  });
});
