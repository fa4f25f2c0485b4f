import { DomainError, type DomainEvent, type RecordedEvent } from '@cargo/contracts';
import type { AggregateRepository } from './aggregate-repository';
import type { CommandContext } from './command-context';
import type { Decider } from './decider';

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

/** The pivot's payload: present on a live run (a resumed run never runs its pivot). */
export function livePayload<Payload>(payload: Payload | null): Payload {
  if (payload === null) throw new Error('A resumed workflow run never records its pivot again');
  return payload;
}

/**
 * A step that runs one command on one stream (and, to take it back, another). The command may be
 * made when the step runs (a pivot made from the live run's payload); `refusal` words a refusal of
 * the command as the caller's form needs it (the lines or field it concerns).
 */
export function streamStep<Command extends object, Event extends DomainEvent, State>(
  aggregates: AggregateRepository,
  name: string,
  stream: string,
  decider: Decider<Command, Event, State>,
  command: Command | (() => Command),
  undo?: Command,
  refusal?: (error: DomainError) => DomainError,
): WorkflowStep {
  const write = async (next: Command, context: CommandContext) => {
    const decision = await aggregates.execute(stream, decider, next, context);
    return decision.events.length > 0 ? decision.position : null;
  };
  const run = refusal
    ? (context: CommandContext) =>
        write(typeof command === 'function' ? command() : command, context).catch((error: unknown) => {
          throw error instanceof DomainError ? refusal(error) : error;
        })
    : (context: CommandContext) => write(typeof command === 'function' ? command() : command, context);
  const step: WorkflowStep = { name, stream, run };
  if (undo !== undefined) step.undo = (context) => write(undo, context);
  return step;
}

/** What a run recorded on its pivot's stream, as that stream's events (the plan knows which decider the pivot ran). */
export const recordedBy = <Event extends DomainEvent>(pivot: RecordedEvent[]) => pivot as unknown as RecordedEvent<Event>[];

/** A run's own stream: its start (with its input) and its end. */
export const workflowStream = (name: string, runId: string) => `workflow-${name}-${runId}`;

/** The causation a step's appends carry (and its undo's, with `undo`). */
export const stepMark = (run: string, step: string, undo = false) => `${run}/${step}${undo ? '/undo' : ''}`;

export type WorkflowOutcome = 'done' | 'undone' | 'refused';

export interface WorkflowStarted {
  workflow: string;
  input: unknown;
}

export interface WorkflowEnded {
  outcome: WorkflowOutcome;
}
