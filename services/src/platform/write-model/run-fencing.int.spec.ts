import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError } from '@cargo/contracts';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { ForwardingEventStore } from '../event-store/forwarding-event-store';
import type { AppendResult, EventToAppend, ExpectedRevision } from '../event-store/event-store.port';
import { openDatabase } from '../process/database';
import { AggregateRepository, metadataFor } from './aggregate-repository';
import { IdAllocator } from './id-allocator';
import { uniqueClaimDecider } from './unique-claim.decider';
import { streamCommand, streamRead, type UseCase } from './use-case';
import { UseCases } from './use-cases';
import { stepMark, workflowStream, type Workflow, type WorkflowStarted } from './workflow';
import { WorkflowResumer } from './workflow-resumer';
import { Workflows } from './workflows';
import { RunTakenOver } from './write-deadline';

const claims = uniqueClaimDecider('error.concurrency');
const context = { actor: 'tester', correlationId: 'spec', causationId: null };

/** Holds x (before the pivot), then y: the pivot. */
const holdBoth: UseCase<null, { holder: number }> = {
  name: 'hold-both-fenced',
  reads: () => [streamRead('claim-x', claims), streamRead('claim-y', claims)],
  decide: () => ({
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
  }),
  owed: () => ({
    before: [
      streamCommand(
        'x',
        { stream: 'claim-x', decider: claims },
        { type: 'Claim', data: { key: 'x', holderId: 1 } },
        { undo: { type: 'Release', data: { key: 'x', holderId: 1 } } },
      ),
    ],
    pivot: { name: 'y', stream: 'claim-y' },
    after: [],
  }),
};

/** A store whose appends to one stream take a while (a slow disk, a busy server): `slow` is called once such an append has begun. */
class SlowStore extends ForwardingEventStore {
  slow: { stream: string; began: () => Promise<void> } | null = null;

  override async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    const due = this.slow;
    if (due && due.stream === streamId) {
      this.slow = null;
      await due.began();
    }
    return super.append(streamId, events, expected);
  }
}

/**
 * One process, or (`shared`) two on one log as on KurrentDB: the runs go through the first, the
 * resumer is the second's. Runs are taken for dead after a few milliseconds: the resumer meets live ones.
 */
function given({ shared = false } = {}) {
  const store = new SlowStore(new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-fencing-')))));
  const aggregates = new AggregateRepository(store);
  const workflows = new Workflows(store, 5, shared);
  const useCases = new UseCases(workflows, aggregates, new IdAllocator(store));
  const other = shared ? new Workflows(store, 5, true) : workflows;
  if (shared) new UseCases(other, new AggregateRepository(store), new IdAllocator(store)).register(holdBoth);
  const reported: string[] = [];
  const resumer = new WorkflowResumer(store, other, { resumed: () => undefined, failed: (error) => reported.push(String(error)) }, 0);
  const holder = async (stream: string) => (await aggregates.load(stream, claims)).state.holder;
  const runEvents = async (name: string) =>
    (await store.readAll(0n, 10_000)).filter((event) => event.streamId.startsWith(`workflow-${name}-`)).map((event) => [event.type, event.data]);
  return { store, aggregates, workflows, useCases, resumer, holder, runEvents, reported };
}

describe('a live run and the resumer never both act on one run', () => {
  it("on the embedded store (one process), the process's resumer leaves its own live run alone, however slow", async () => {
    const { store, useCases, resumer, holder, runEvents } = given();
    useCases.register(holdBoth);
    store.slow = {
      stream: 'claim-x',
      began: async () => {
        await new Promise((done) => setTimeout(done, 20));
        expect(await resumer.resume(0)).toBe(0);
      },
    };
    await useCases.run(holdBoth, null, context);
    expect({ x: await holder('claim-x'), y: await holder('claim-y') }).toEqual({ x: 1, y: 1 });
    expect(await runEvents('hold-both-fenced')).toEqual([
      ['WorkflowStarted', { workflow: 'hold-both-fenced', input: { holder: 1 } }],
      ['WorkflowEnded', { outcome: 'done' }],
    ]);
  });

  it('on a log several processes share, the resumer that claims a slow live run first takes it back; the live run then stops before its pivot and is not answered as done', async () => {
    const { store, useCases, resumer, holder, runEvents } = given({ shared: true });
    useCases.register(holdBoth);
    // While x's hold is being written, the run looks dead to the resumer, which claims it and takes back what it finds.
    store.slow = {
      stream: 'claim-x',
      began: async () => {
        await new Promise((done) => setTimeout(done, 20));
        await resumer.resume(0);
      },
    };
    await expect(useCases.run(holdBoth, null, context)).rejects.toBeInstanceOf(RunTakenOver);
    expect({ x: await holder('claim-x'), y: await holder('claim-y') }).toEqual({ x: null, y: null });
    expect(await runEvents('hold-both-fenced')).toEqual([
      ['WorkflowStarted', { workflow: 'hold-both-fenced', input: { holder: 1 } }],
      ['WorkflowClaimed', { by: 'resumer' }],
      ['WorkflowEnded', { outcome: 'undone' }],
    ]);
  });

  it('a live run that claimed its run first goes on to its pivot; the resumer finds it claimed and leaves it', async () => {
    const { store, useCases, resumer, holder, runEvents } = given({ shared: true });
    useCases.register(holdBoth);
    store.slow = { stream: 'claim-y', began: async () => void (await resumer.resume(60_000)) };
    await useCases.run(holdBoth, null, context);
    expect({ x: await holder('claim-x'), y: await holder('claim-y') }).toEqual({ x: 1, y: 1 });
    expect(await runEvents('hold-both-fenced')).toEqual([
      ['WorkflowStarted', { workflow: 'hold-both-fenced', input: { holder: 1 } }],
      ['WorkflowClaimed', { by: 'run' }],
      ['WorkflowEnded', { outcome: 'done' }],
    ]);
  });
});

/** A workflow whose step before the pivot its stream refuses to take back: its runs can never be resumed. */
const stubborn = (aggregates: AggregateRepository): Workflow<{ key: string }> => ({
  name: 'stubborn',
  plan: ({ key }) => ({
    before: [
      {
        name: 'hold',
        stream: `claim-${key}`,
        run: async (stepContext) => (await aggregates.execute(`claim-${key}`, claims, { type: 'Claim', data: { key, holderId: 1 } }, stepContext)).position,
        undo: () => Promise.reject(new DomainError('conflict', 'inventory.releaseExceedsReservation')),
      },
    ],
    pivot: { name: 'record', stream: `record-${key}`, run: () => Promise.reject(new Error('never')) },
    after: [],
  }),
});

describe('recovery never stops', () => {
  it('a run that cannot be resumed is retried, then parked with its error; the runs behind it are resumed; root retries it', async () => {
    const { store, aggregates, workflows, useCases, resumer, holder, reported } = given();
    workflows.register(stubborn(aggregates));
    useCases.register(holdBoth);
    // Two runs cut by a stopped process: the stubborn one first (it started earlier), then one that can be taken back.
    const cut = async (name: string, runId: string, input: unknown, hold: { stream: string; key: string }) => {
      const stream = workflowStream(name, runId);
      const started: WorkflowStarted = { workflow: name, input };
      await store.append(stream, [{ type: 'WorkflowStarted', data: started, metadata: metadataFor(context) }], 'no_stream');
      await aggregates.execute(
        hold.stream,
        claims,
        { type: 'Claim', data: { key: hold.key, holderId: 1 } },
        { ...context, causationId: stepMark(stream, hold.key === 'x' ? 'x' : 'hold') },
      );
      return stream;
    };
    const stuck = await cut('stubborn', 'one', { key: 's' }, { stream: 'claim-s', key: 's' });
    await cut('hold-both-fenced', 'two', { holder: 1 }, { stream: 'claim-x', key: 'x' });

    expect(await resumer.resume(0)).toBe(1);
    expect(await holder('claim-x')).toBeNull();
    expect(await resumer.parked()).toEqual([]);
    // Each try claims the run again: the next waits until that claim is older than resumeAfterMs.
    const quiet = () => new Promise((done) => setTimeout(done, 20));
    for (let pass = 2; pass <= 5; pass += 1) await quiet().then(() => resumer.resume(0));
    expect(reported).toHaveLength(5);
    expect(await resumer.parked()).toEqual([{ stream: stuck, error: 'inventory.releaseExceedsReservation', attempts: 5, parkedAt: expect.any(String) }]);
    // Parked, it is left alone: passes go on without trying it.
    await quiet().then(() => resumer.resume(0));
    expect(reported).toHaveLength(5);

    expect(await resumer.retry(stuck, 'user-1')).toBe(true);
    expect(await resumer.parked()).toEqual([]);
    await quiet().then(() => resumer.resume(0));
    expect(reported).toHaveLength(6);
    expect(await resumer.retry('workflow-stubborn-unknown', 'user-1')).toBe(false);
  });
});
