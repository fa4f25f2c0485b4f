import { randomUUID } from 'node:crypto';
import { DomainError, type RecordedEvent } from '@cargo/contracts';
import { ConcurrencyError, type EventStore } from '../event-store/event-store.port';
import { provisionally } from '../event-store/write-gate';
import { metadataFor } from './aggregate-repository';
import type { CommandContext } from './command-context';
import { latest } from './positions';
import { stepMark, workflowStream, type Workflow, type WorkflowEnded, type WorkflowOutcome, type WorkflowStarted, type WorkflowStep } from './workflow';

/** Events read at a time when a resumed run looks back along a stream for its marks. */
const LOOK_BACK_PAGE = 100;
/** A mark is looked for among events from this long before the run started (clocks of several servers differ a little). */
const CLOCK_MARGIN_MS = 5 * 60 * 1000;

type AnyWorkflow = Workflow<unknown, unknown>;

/**
 * The one way the product writes across streams. A run records its start (the workflow and its
 * input) on its own stream, takes its steps, and records its end there; a run that dies midway is
 * found by `WorkflowResumer` on the log and finished from its own stream: carried through when its
 * pivot happened, taken back when it did not. Each step's appends carry the run's mark for it, so
 * a resumed run does on each stream exactly what the cut run had not done.
 *
 * The start and end are bookkeeping beside the command, so they bypass the write gate (an
 * idempotency key's claim); the steps before the pivot are provisional for it (the command has not
 * taken effect until the pivot).
 */
export class Workflows {
  private readonly known = new Map<string, AnyWorkflow>();

  constructor(
    private readonly log: EventStore,
    /** A run this old without its end is taken for dead (its process stopped) and resumed. */
    readonly resumeAfterMs: number,
  ) {}

  /** Makes a workflow's runs resumable: each workflow registers itself once, by name. */
  register<Input, Payload>(workflow: Workflow<Input, Payload>): void {
    const known = this.known.get(workflow.name);
    if (known && known !== workflow) throw new Error(`Two workflows are named ${workflow.name}`);
    this.known.set(workflow.name, workflow as AnyWorkflow);
  }

  /**
   * Runs the workflow: a refusal before or at the pivot takes back the steps done (newest first) and
   * is rethrown; a refusal after it ends the run and is rethrown. Any other error leaves the run
   * open for the resumer. Answers the position of the last write.
   */
  async run<Input, Payload>(workflow: Workflow<Input, Payload>, input: Input, payload: Payload, context: CommandContext): Promise<bigint> {
    this.register(workflow);
    const run = workflowStream(workflow.name, randomUUID());
    const since = Date.now() - CLOCK_MARGIN_MS;
    const started: WorkflowStarted = { workflow: workflow.name, input };
    await this.log.append(run, [{ type: 'WorkflowStarted', data: started, metadata: metadataFor(context) }], 'no_stream');
    const plan = workflow.plan(input, payload);
    const done: WorkflowStep[] = [];
    let position = 0n;
    try {
      await provisionally(async () => {
        for (const step of plan.before) {
          const written = await step.run(marked(context, run, step));
          if (written === null) continue;
          position = latest(position, written);
          done.unshift(step);
        }
      });
      position = latest(position, (await plan.pivot.run(marked(context, run, plan.pivot))) ?? 0n);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      for (const step of done) await step.undo?.(marked(context, run, step, true));
      await this.end(run, 0n, 'undone', context);
      throw error;
    }
    const after = typeof plan.after === 'function' ? await plan.after(await this.marks(plan.pivot.stream, stepMark(run, plan.pivot.name), since)) : plan.after;
    position = latest(position, await this.carryThrough(after, () => Promise.resolve(false), run, 0n, context));
    await this.end(run, 0n, 'done', context);
    return position;
  }

  /**
   * Finishes a run from its own stream: the steps after the pivot that have not happened, when the
   * pivot's stream holds the run's mark; else the undo of every step before it that happened and
   * was not undone. Answers how it ended, or null when it had ended already or its workflow is not
   * known here.
   */
  async resume(stream: string): Promise<WorkflowOutcome | null> {
    const events = await this.log.readStream(stream);
    if (events.length === 0 || events.some((event) => (event.type as string) === 'WorkflowEnded')) return null;
    const { workflow: name, input } = events[0].data as unknown as WorkflowStarted;
    const workflow = this.known.get(name);
    if (!workflow) return null;
    const since = Date.parse(events[0].metadata.timestamp) - CLOCK_MARGIN_MS;
    const revision = events[events.length - 1].revision;
    const context = { actor: 'system', correlationId: events[0].metadata.correlationId, causationId: events[0].metadata.causationId };
    const plan = workflow.plan(input, null);
    const happened = async (step: WorkflowStep, undo = false) => (await this.marks(step.stream, stepMark(stream, step.name, undo), since)).length > 0;
    const pivot = await this.marks(plan.pivot.stream, stepMark(stream, plan.pivot.name), since);
    if (pivot.length > 0) {
      const after = typeof plan.after === 'function' ? await plan.after(pivot) : plan.after;
      await this.carryThrough(after, happened, stream, revision, context);
      return (await this.end(stream, revision, 'done', context)) ? 'done' : null;
    }
    for (const step of [...plan.before].reverse()) {
      if ((await happened(step)) && !(await happened(step, true))) await step.undo?.(marked(context, stream, step, true));
    }
    return (await this.end(stream, revision, 'undone', context)) ? 'undone' : null;
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

  /** The steps after the pivot (but those done); a refusal there is the run's outcome: it ends the run and is rethrown. */
  private async carryThrough(
    after: WorkflowStep[],
    happened: (step: WorkflowStep) => Promise<boolean>,
    run: string,
    revision: bigint,
    context: CommandContext,
  ): Promise<bigint> {
    let position = 0n;
    try {
      for (const step of after) {
        if (await happened(step)) continue;
        position = latest(position, (await step.run(marked(context, run, step))) ?? 0n);
      }
    } catch (error) {
      if (error instanceof DomainError) await this.end(run, revision, 'refused', context);
      throw error;
    }
    return position;
  }

  /** Records the run's end once: false when another runner (the resumer, or the run itself) ended it first. */
  private async end(run: string, revision: bigint, outcome: WorkflowOutcome, context: CommandContext): Promise<boolean> {
    const ended: WorkflowEnded = { outcome };
    try {
      await this.log.append(run, [{ type: 'WorkflowEnded', data: ended, metadata: metadataFor(context) }], revision);
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
