import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DomainEvent } from '@cargo/contracts';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { ForwardingEventStore } from '../event-store/forwarding-event-store';
import type { AppendResult, EventStore, EventToAppend, ExpectedRevision } from '../event-store/event-store.port';
import { openDatabase } from '../process/database';
import { AggregateRepository } from './aggregate-repository';
import type { Decider } from './decider';
import { IdAllocator } from './id-allocator';
import { uniqueClaimDecider } from './unique-claim.decider';
import { streamCommand, streamRead, type UseCase } from './use-case';
import { UseCases } from './use-cases';
import { Workflows } from './workflows';

const claims = uniqueClaimDecider('error.concurrency');
const context = { actor: 'tester', correlationId: 'spec', causationId: null };

type TallyEvent = DomainEvent<'Counted', { by: number }>;
/** A hot stream every run writes, whose writes never contradict each other (a product's stock taken by many orders). */
const tally: Decider<{ type: 'Count'; by: number }, TallyEvent, number> = {
  initialState: 0,
  evolve: (count, event) => count + event.data.by,
  decide: (command) => [{ type: 'Counted', data: { by: command.by } }],
};

/** Holds its own key (`claim-{n}`), then counts on the one hot stream: the pivot. */
const countOnce: UseCase<number, { n: number }> = {
  name: 'count-once',
  reads: (n) => [streamRead(`claim-${n}`, claims), streamRead('tally-hot', tally)],
  decide: (n) => ({
    record: { n },
    before: [
      streamCommand(
        'hold',
        { stream: `claim-${n}`, decider: claims },
        { type: 'Claim', data: { key: String(n), holderId: n } },
        { undo: { type: 'Release', data: { key: String(n), holderId: n } } },
      ),
    ],
    pivot: streamCommand('count', { stream: 'tally-hot', decider: tally }, { type: 'Count', by: 1 }),
    after: [],
  }),
  owed: ({ n }) => ({
    before: [
      streamCommand(
        'hold',
        { stream: `claim-${n}`, decider: claims },
        { type: 'Claim', data: { key: String(n), holderId: n } },
        { undo: { type: 'Release', data: { key: String(n), holderId: n } } },
      ),
    ],
    pivot: { name: 'count', stream: 'tally-hot' },
    after: [],
  }),
};

/** A store whose appends to one stream fail (the disk full, the server gone) while `failing` is set. */
class FailingStore extends ForwardingEventStore {
  failing: string | null = null;

  override append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    if (streamId === this.failing) return Promise.reject(new Error(`disk I/O error writing ${streamId}`));
    return super.append(streamId, events, expected);
  }
}

describe('writes that do not contradict each other, on one hot stream', () => {
  function given() {
    const store = new FailingStore(new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-contention-')))));
    /** One process's runner: its own turns per stream and its own cache, over the shared log. */
    const process = (log: EventStore = store) => {
      const aggregates = new AggregateRepository(log);
      return { aggregates, useCases: new UseCases(new Workflows(log, 60_000), aggregates, new IdAllocator(log)) };
    };
    const counted = async () => (await process().aggregates.load('tally-hot', tally)).state;
    return { store, process, counted };
  }

  it('all go through in one process: 200 runs at once, none refused, each counted once', async () => {
    const { process, counted } = given();
    const { useCases } = process();
    const outcomes = await Promise.allSettled(Array.from({ length: 200 }, (_, n) => useCases.run(countOnce, n + 1, context)));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await counted()).toBe(200);
  });

  it('all go through from two processes at once: the other process is waited out, never answered as a conflict', async () => {
    const { process, counted } = given();
    const [one, two] = [process(), process()];
    const outcomes = await Promise.allSettled(Array.from({ length: 120 }, (_, n) => (n % 2 === 0 ? one : two).useCases.run(countOnce, n + 1, context)));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await counted()).toBe(120);
  });

  it('a run whose pivot fails for any reason takes back what it held before it answers, so a retry at once succeeds', async () => {
    const { store, process, counted } = given();
    const { useCases, aggregates } = process();
    store.failing = 'tally-hot';
    await expect(useCases.run(countOnce, 7, context)).rejects.toThrow('disk I/O error');
    expect((await aggregates.load('claim-7', claims)).state.holder).toBeNull();
    const runs = (await store.readAll(0n, 1000)).filter((event) => event.streamId.startsWith('workflow-count-once-'));
    expect(runs.map((event) => [event.type, event.data])).toEqual([
      ['WorkflowStarted', { workflow: 'count-once', input: { n: 7 } }],
      ['WorkflowEnded', { outcome: 'undone' }],
    ]);
    store.failing = null;
    await useCases.run(countOnce, 7, context);
    expect((await aggregates.load('claim-7', claims)).state.holder).toBe(7);
    expect(await counted()).toBe(1);
  });

  it('a run whose undo fails too is left open for the resumer, which takes it back once the store answers', async () => {
    const { store, process } = given();
    const workflows = new Workflows(store, 1);
    const aggregates = new AggregateRepository(store);
    const useCases = new UseCases(workflows, aggregates, new IdAllocator(store));
    useCases.register(countOnce);
    // The pivot fails; so does the hold's release, written to the same failing store a moment later.
    store.failing = 'tally-hot';
    const release = store.append.bind(store);
    store.append = (stream, events, expected) =>
      stream === 'claim-8' && events[0]?.type === 'KeyReleased' ? Promise.reject(new Error('disk I/O error')) : release(stream, events, expected);
    await expect(useCases.run(countOnce, 8, context)).rejects.toThrow('disk I/O error');
    expect((await aggregates.load('claim-8', claims)).state.holder).toBe(8);
    store.append = release;
    store.failing = null;
    await new Promise((done) => setTimeout(done, 5));
    expect(await workflows.resume((await store.readAll(0n, 1000)).find((event) => event.type === 'WorkflowStarted')!.streamId)).toBe('undone');
    expect((await process().aggregates.load('claim-8', claims)).state.holder).toBeNull();
  });
});
