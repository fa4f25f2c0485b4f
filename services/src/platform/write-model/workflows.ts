import { randomUUID } from 'node:crypto';
import { DomainError, type RecordedEvent } from '@cargo/contracts';
import { AppendOutcomeUnknownError, ConcurrencyError, type EventStore } from '../event-store/event-store.port';
import { provisionally } from '../event-store/write-gate';
import { metadataFor } from './aggregate-repository';
import type { CommandContext } from './command-context';
import { latest } from './positions';
import {
  stepMark,
  workflowStream,
  type RunResult,
  type Workflow,
  type WorkflowClaimed,
  type WorkflowEnded,
  type WorkflowOutcome,
  type WorkflowPlan,
  type WorkflowStarted,
  type WorkflowStep,
  type WorkflowStepSkipped,
} from './workflow';
import { RunTakenOver } from './write-deadline';

/** Events read at a time when a resumed run looks back along a stream for its marks. */
const LOOK_BACK_PAGE = 100;
/** A mark is looked for among events from this long before the run started (clocks of several servers differ a little). */
const CLOCK_MARGIN_MS = 5 * 60 * 1000;

type AnyWorkflow = Workflow<unknown, unknown>;

/** A run's own stream as the one acting on it holds it: the revision its next record expects. */
interface RunCursor {
  stream: string;
  revision: bigint;
  context: CommandContext;
}

/**
 * The one way the product writes across streams. A run records its start (the workflow and its
 * input) on its own stream, takes its steps, and records its end there; a run that dies midway is
 * found by `WorkflowResumer` on the log and finished from its own stream: carried through when its
 * pivot happened, taken back when it did not. Each step's appends carry the run's mark for it, so
 * a resumed run does on each stream exactly what the cut run had not done.
 *
 * Who acts is decided on the run's stream: the live run claims it just before its pivot, a resumer
 * before it acts, each at the revision it read (`WorkflowClaimed`); the append that lands acts.
 *
 * The start and end are bookkeeping beside the command, so they bypass the write gate (an
 * idempotency key's claim); the steps before the pivot are provisional for it (the command has not
 * taken effect until the pivot).
 */
export class Workflows {
  private readonly known = new Map<string, AnyWorkflow>();
  /** The runs this process is running now: its own resumer leaves them alone. */
  private readonly live = new Set<string>();

  constructor(
    private readonly log: EventStore,
    /** A run this long without a record of its own (its start, a claim, a skip) and without its end is taken for dead and resumed. */
    readonly resumeAfterMs: number,
    /**
     * Whether other processes' resumers read this log (KurrentDB serves several API processes; the
     * embedded store one, whose resumer knows its live runs): then a live run claims its run before its pivot.
     */
    private readonly sharedLog = false,
  ) {}

  /** Makes a workflow's runs resumable: each workflow registers itself once, by name. */
  register<Input, Payload>(workflow: Workflow<Input, Payload>): void {
    const known = this.known.get(workflow.name);
    if (known && known !== workflow) throw new Error(`Two workflows are named ${workflow.name}`);
    this.known.set(workflow.name, workflow as AnyWorkflow);
  }

  /**
   * Runs the workflow. Any failure before the pivot takes back the steps done (newest first) before
   * it is rethrown, so a retry finds nothing held; only an append whose outcome is unknown leaves the
   * run open for the resumer (it may have landed). A resumer that claimed the run first is left to
   * take it back, and the caller is told the server is busy. A refusal after the pivot skips that step,
   * recorded on the run. Answers the position of the last write and what was skipped.
   */
  async run<Input, Payload>(workflow: Workflow<Input, Payload>, input: Input, payload: Payload, context: CommandContext): Promise<RunResult> {
    this.register(workflow);
    const run: RunCursor = { stream: workflowStream(workflow.name, randomUUID()), revision: 0n, context };
    const since = Date.now() - CLOCK_MARGIN_MS;
    const started: WorkflowStarted = { workflow: workflow.name, input };
    await this.log.append(run.stream, [{ type: 'WorkflowStarted', data: started, metadata: metadataFor(context) }], 'no_stream');
    this.live.add(run.stream);
    try {
      return await this.runLive(workflow.plan(input, payload), run, since);
    } finally {
      this.live.delete(run.stream);
    }
  }

  private async runLive(plan: WorkflowPlan, run: RunCursor, since: number): Promise<RunResult> {
    const { context } = run;
    const done: WorkflowStep[] = [];
    let position = 0n;
    try {
      await provisionally(async () => {
        for (const step of plan.before) {
          const written = await step.run(marked(context, run.stream, step));
          if (written === null) continue;
          position = latest(position, written);
          done.unshift(step);
        }
      });
      if (this.sharedLog && !(await this.claim(run, 'run'))) {
        // A resumer took the run for dead: it takes back what it found; what it could not have seen is taken back here.
        await this.takeBack(run, done, since, true);
        throw new RunTakenOver(run.stream);
      }
      position = latest(position, (await plan.pivot.run(marked(context, run.stream, plan.pivot))) ?? 0n);
    } catch (error) {
      if (error instanceof AppendOutcomeUnknownError || error instanceof RunTakenOver) throw error;
      // Ended only once all is taken back: an undo that fails (the store gone, a decider's refusal) leaves the run to the resumer.
      const takenBack = await this.takeBack(run, done, since, false).then(
        () => true,
        () => false,
      );
      if (takenBack) await this.end(run, 'undone').catch(() => undefined);
      throw error;
    }
    const after =
      typeof plan.after === 'function' ? await plan.after(await this.marks(plan.pivot.stream, stepMark(run.stream, plan.pivot.name), since)) : plan.after;
    const carried = await this.carryThrough(after, () => Promise.resolve(false), run);
    await this.end(run, 'done');
    return { position: latest(position, carried.position), skipped: carried.skipped };
  }

  /**
   * Finishes a run from its own stream, once it has claimed it: the steps after the pivot that have
   * not happened, when the pivot's stream holds the run's mark; else the undo of every step before
   * it that happened and was not undone. Answers how it ended; null when it had ended already or its
   * workflow is not known here; 'elsewhere' when another acts on it: its live run or a resumer
   * claimed it less than `resumeAfterMs` ago (a live run's pivot lands within that time), or claimed
   * it first now.
   */
  async resume(stream: string): Promise<WorkflowOutcome | 'elsewhere' | null> {
    const events = await this.log.readStream(stream);
    if (events.length === 0 || events.some((event) => (event.type as string) === 'WorkflowEnded')) return null;
    if (this.live.has(stream)) return 'elsewhere';
    const { workflow: name, input } = events[0].data as unknown as WorkflowStarted;
    const workflow = this.known.get(name);
    if (!workflow) return null;
    const last = events[events.length - 1];
    if ((last.type as string) === 'WorkflowClaimed' && Date.now() - Date.parse(last.metadata.timestamp) < this.resumeAfterMs) return 'elsewhere';
    const since = Date.parse(events[0].metadata.timestamp) - CLOCK_MARGIN_MS;
    const context = { actor: 'system', correlationId: events[0].metadata.correlationId, causationId: events[0].metadata.causationId };
    const run: RunCursor = { stream, revision: events[events.length - 1].revision, context };
    if (!(await this.claim(run, 'resumer'))) return 'elsewhere';
    const plan = workflow.plan(input, null);
    const happened = async (step: WorkflowStep, undo = false) => (await this.marks(step.stream, stepMark(stream, step.name, undo), since)).length > 0;
    const pivot = await this.marks(plan.pivot.stream, stepMark(stream, plan.pivot.name), since);
    if (pivot.length > 0) {
      const after = typeof plan.after === 'function' ? await plan.after(pivot) : plan.after;
      await this.carryThrough(after, happened, run);
      return (await this.end(run, 'done')) ? 'done' : 'elsewhere';
    }
    for (const step of [...plan.before].reverse()) {
      if ((await happened(step)) && !(await happened(step, true))) await step.undo?.(marked(context, stream, step, true));
    }
    return (await this.end(run, 'undone')) ? 'undone' : 'elsewhere';
  }

  /**
   * Takes back the steps done, newest first. `alongside`: a resumer may be taking them back too, so
   * a step whose undo is already on its stream is left, and a refusal (it got there first) is no error.
   */
  private async takeBack(run: RunCursor, done: WorkflowStep[], since: number, alongside: boolean): Promise<void> {
    for (const step of done) {
      if (alongside && (await this.marks(step.stream, stepMark(run.stream, step.name, true), since)).length > 0) continue;
      try {
        await step.undo?.(marked(run.context, run.stream, step, true));
      } catch (error) {
        if (!(alongside && error instanceof DomainError)) throw error;
      }
    }
  }

  /** The run's events on a stream under a mark, looked for back from the stream's end to `since` (ms). */
  private async marks(streamId: string, mark: string, since: number): Promise<RecordedEvent[]> {
    const found: RecordedEvent[] = [];
    let before: bigint | undefined;
    for (;;) {
      const page = await this.log.readStreamBackwards(streamId, LOOK_BACK_PAGE, before);
      for (const event of page) {
        if (Date.parse(event.metadata.timestamp) < since) return found.reverse();
        if (event.metadata.causationId === mark) found.push(event);
      }
      if (page.length < LOOK_BACK_PAGE) return found.reverse();
      before = page[page.length - 1].revision;
    }
  }

  /**
   * The steps after the pivot (but those done). The command has taken effect, so a step its stream
   * now refuses is skipped: recorded on the run with why, and the others go on.
   */
  private async carryThrough(
    after: WorkflowStep[],
    happened: (step: WorkflowStep) => Promise<boolean>,
    run: RunCursor,
  ): Promise<{ position: bigint; skipped: WorkflowStepSkipped[] }> {
    let position = 0n;
    const skipped: WorkflowStepSkipped[] = [];
    for (const step of after) {
      if (await happened(step)) continue;
      try {
        position = latest(position, (await step.run(marked(run.context, run.stream, step))) ?? 0n);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        const skip: WorkflowStepSkipped = { step: step.name, code: error.code };
        await this.record(run, 'WorkflowStepSkipped', skip);
        skipped.push(skip);
      }
    }
    return { position, skipped };
  }

  /** Claims the run for `by` at the revision held: false when another claimed it (or ended it) first. */
  private claim(run: RunCursor, by: WorkflowClaimed['by']): Promise<boolean> {
    const claimed: WorkflowClaimed = { by };
    return this.record(run, 'WorkflowClaimed', claimed);
  }

  /** Records the run's end once: false when another runner (the resumer, or the run itself) ended it first. */
  private end(run: RunCursor, outcome: WorkflowOutcome): Promise<boolean> {
    const ended: WorkflowEnded = { outcome };
    return this.record(run, 'WorkflowEnded', ended);
  }

  /** Appends one record to the run's stream at the revision held; false when the stream moved (another acts on the run). */
  private async record(run: RunCursor, type: string, data: object): Promise<boolean> {
    try {
      const written = await this.log.append(run.stream, [{ type, data, metadata: metadataFor(run.context) }], run.revision);
      run.revision = written.nextRevision;
      return true;
    } catch (error) {
      if (error instanceof ConcurrencyError) return false;
      throw error;
    }
  }
}

/** The context a step writes under: the run's mark for the step as causation. */
const marked = (context: CommandContext, run: string, step: WorkflowStep, undo = false): CommandContext => ({
  actor: context.actor,
  correlationId: context.correlationId,
  causationId: stepMark(run, step.name, undo),
});
