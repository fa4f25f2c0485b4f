import type { DomainEvent, RecordedEvent, SkippedStep } from '@cargo/contracts';
import type { CommandContext } from './command-context';

/**
 * One write of a workflow, on one stream. Its appends carry the run's mark for the step as their
 * causation (`stepMark`), so a resumed run can tell whether the step happened, and whether its undo did.
 */
export interface WorkflowStep {
  /** Unique in its plan. */
  name: string;
  /** The stream the step writes, where a resumed run looks for the step's mark. */
  stream: string;
  /** The position of what it wrote; null when it wrote nothing (so there is nothing to undo). */
  run(context: CommandContext): Promise<bigint | null>;
  undo?(context: CommandContext): Promise<bigint | null>;
}

/**
 * A command's writes across streams, in order, around one pivot: the append that makes the command
 * take effect. The steps before it (claims, memberships, reservations) are taken back when a later
 * one is refused or the run dies before the pivot; the steps after it are carried through.
 */
export interface WorkflowPlan {
  before: WorkflowStep[];
  pivot: WorkflowStep;
  /** The steps after the pivot, or how to make them from what the pivot recorded (this run's events on its stream). */
  after: WorkflowStep[] | ((pivot: RecordedEvent[]) => WorkflowStep[] | Promise<WorkflowStep[]>);
}

/**
 * A kind of cross-stream write. A run records its input on its own stream, and a run that died
 * midway is finished from it, so the plan depends on nothing but the input and the payload. The
 * input is what finishing needs (ids, tracking numbers), never personal data: the run's stream is
 * not sealed. The payload (the record's fields) only the live run's pivot uses; a resumed run has
 * none, and never runs its pivot.
 */
export interface Workflow<Input, Payload = null> {
  /** Unique among workflows: the name its runs are recorded and resumed under. */
  readonly name: string;
  plan(input: Input, payload: Payload | null): WorkflowPlan;
}

/** What a run recorded on its pivot's stream, as that stream's events (the plan knows which decider the pivot ran). */
export const recordedBy = <Event extends DomainEvent>(pivot: RecordedEvent[]) => pivot as unknown as RecordedEvent<Event>[];

/** A run's own stream: its start (with its input) and its end. */
export const workflowStream = (name: string, runId: string) => `workflow-${name}-${runId}`;

/** The causation a step's appends carry (and its undo's, with `undo`). */
export const stepMark = (run: string, step: string, undo = false) => `${run}/${step}${undo ? '/undo' : ''}`;

/** How a run ended ('refused': a step after the pivot refused, as builds before skipped steps ended such runs). */
export type WorkflowOutcome = 'done' | 'undone' | 'refused';

/**
 * Who acts on a run from here: the live run records it just before its pivot, a resumer before it
 * finishes or takes back a run, each at the revision of the run's stream it read. Whichever append
 * lands acts; the other finds the stream moved and stops.
 */
export interface WorkflowClaimed {
  by: 'run' | 'resumer';
}

/** A step after the pivot that its stream refused: the run is carried through without it (its effect no longer applies). As the receipt names it. */
export type WorkflowStepSkipped = SkippedStep;

/** A run the resumer failed to finish again and again: it waits for root (`WorkflowUnparked`), and the runs behind it go on. */
export interface WorkflowParked {
  error: string;
  attempts: number;
}

/** What a finished run's caller learns besides its position: the steps after the pivot it skipped, and why. */
export interface RunResult {
  position: bigint;
  skipped: WorkflowStepSkipped[];
}

export interface WorkflowStarted {
  workflow: string;
  input: unknown;
}

export interface WorkflowEnded {
  outcome: WorkflowOutcome;
}
