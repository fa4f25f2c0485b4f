import { DomainError, type DomainEvent, type RecordedEvent } from '@cargo/contracts';
import type { Decider } from './decider';

/** A stream a use case reads, with the decider that folds it (the one that owns that stream's invariants). */
export interface StreamRead<State = unknown> {
  stream: string;
  decider: Decider<unknown, DomainEvent, State>;
}

export const streamRead = <Command, Event extends DomainEvent, State>(stream: string, decider: Decider<Command, Event, State>): StreamRead<State> => ({
  stream,
  decider: decider as unknown as Decider<unknown, DomainEvent, State>,
});

/** The states a decision reads, each stream's folded once. */
export class StreamStates {
  constructor(private readonly states: ReadonlyMap<string, unknown>) {}

  /** Whether the stream was read (a use case's later reads may depend on earlier ones). */
  has(read: StreamRead): boolean {
    return this.states.has(read.stream);
  }

  of<State>(read: StreamRead<State>): State {
    if (!this.states.has(read.stream)) throw new Error(`${read.stream} is not among the streams the use case reads`);
    return this.states.get(read.stream) as State;
  }
}

/** Reads each stream `reads` names once, asked again with what was read until it names no new one; `load` folds a stream. */
export async function readEach(
  reads: (states: StreamStates) => StreamRead[],
  seen: Map<string, unknown>,
  load: (read: StreamRead) => Promise<unknown>,
): Promise<StreamStates> {
  for (;;) {
    const unread = new Map<string, StreamRead>();
    for (const read of reads(new StreamStates(seen))) if (!seen.has(read.stream)) unread.set(read.stream, read);
    if (unread.size === 0) return new StreamStates(seen);
    await Promise.all([...unread.values()].map(async (read) => seen.set(read.stream, await load(read))));
  }
}

/** One command for one stream: a step of the use case's run, named uniquely in its decision. */
export interface StreamCommand {
  name: string;
  stream: string;
  decider: Decider<unknown, DomainEvent, unknown>;
  command: unknown;
  /** What takes the step back when a later step is refused before the pivot. */
  undo?: unknown;
  /** Words a refusal of the command as the caller's form needs it (the lines or field it concerns). */
  refusal?: (error: DomainError) => DomainError;
}

export function streamCommand<Command, Event extends DomainEvent, State>(
  name: string,
  read: { stream: string; decider: Decider<Command, Event, State> },
  command: Command,
  options: { undo?: Command; refusal?: (error: DomainError) => DomainError } = {},
): StreamCommand {
  return { name, stream: read.stream, decider: read.decider as unknown as StreamCommand['decider'], command, ...options };
}

/**
 * What a use case decided: the commands per stream before the pivot (reservations, claims), the
 * pivot (the append that makes the use case take effect) and after it (links, credit), and the
 * record a run cut midway is finished from (ids, never personal data: a run's stream is not sealed).
 */
export interface Decision<Record> {
  record: Record;
  before: StreamCommand[];
  pivot: StreamCommand;
  after: StreamCommand[];
}

/**
 * What a run cut midway still owes, from its record alone: the steps before the pivot (to take
 * back), the pivot (looked for by its name on its stream: a resumed run never sends it), and those
 * after (to carry through).
 */
export interface Owed {
  before: StreamCommand[];
  pivot: Pick<StreamCommand, 'name' | 'stream'>;
  /**
   * The steps after the pivot, or how to make them from what the pivot recorded (the run's events on
   * its stream) and the streams `reads` names, as they are when the run resumes.
   */
  after: StreamCommand[] | ((pivot: RecordedEvent[], states: StreamStates) => StreamCommand[]);
  /** The streams the steps after the pivot are made from, when its record alone does not tell them (a run recorded by an earlier build). */
  reads?: (pivot: RecordedEvent[], states: StreamStates) => StreamRead[];
}

/**
 * A write across streams, as one pure decision (emmett's workflow shape): it names the streams it
 * reads, the runner folds each of them once, and `decide` answers the commands for each stream,
 * or refuses by throwing. A use case that opens a record answers a decision for its new id, which
 * is allocated only once the use case goes ahead (a refusal spends no id).
 */
export interface UseCase<Input, Record> {
  /** Unique among use cases and workflows: the name its runs are recorded and resumed under. */
  readonly name: string;
  /** The kind of id the record it opens takes, when it opens one. */
  readonly opens?: string;
  /** What the new id's allocation keeps about it (a stock row's product), for `IdAllocator.recorded`. */
  about?(input: Input): { [field: string]: number };
  /** Further ids the new record takes beside its own (a purchase's stock rows), allocated after it, each of a kind with what its allocation keeps. */
  alsoOpens?(input: Input): { kind: string; about?: { [field: string]: number } }[];
  /** The streams to read, asked again with what was read until it names no new one (a read may depend on another's state). */
  reads(input: Input, states: StreamStates): StreamRead[];
  decide(input: Input, states: StreamStates): Decision<Record> | ((id: number, also: number[]) => Decision<Record>);
  owed(record: Record): Owed;
}

/** The decision, for the new id when the use case opens a record. */
export function decisionFor<Record>(decided: ReturnType<UseCase<unknown, Record>['decide']>, id: number | null, also: number[] = []): Decision<Record> {
  if (typeof decided !== 'function') return decided;
  if (id === null) throw new Error('A use case that opens a record is decided for its new id');
  return decided(id, also);
}

/**
 * Each step's command decided by its stream's decider on the state as read (folding the steps
 * before it on the same stream), so a refusal comes before anything is written. Pure: the runner
 * checks a decision with it before its run, and a use case's spec with it too. Answers whether any
 * step would write (a step on a stream not read is taken to).
 */
export function decideOnRead(steps: StreamCommand[], states: StreamStates): boolean {
  const folded = new Map<string, unknown>();
  let writes = false;
  for (const [index, step] of steps.entries()) {
    if (!states.has(step)) {
      writes = true;
      continue;
    }
    const state = folded.has(step.stream) ? folded.get(step.stream) : states.of(step);
    try {
      const events = step.decider.decide(step.command, state);
      writes ||= events.length > 0;
      // Folded only for a later step on the same stream (most streams take one step).
      if (steps.some((later, at) => at > index && later.stream === step.stream)) folded.set(step.stream, events.reduce(step.decider.evolve, state));
    } catch (error) {
      throw error instanceof DomainError && step.refusal ? step.refusal(error) : error;
    }
  }
  return writes;
}

/** A decision's steps, in the order they run. */
export const stepsOf = (decision: Pick<Decision<unknown>, 'before' | 'pivot' | 'after'>): StreamCommand[] => [
  ...decision.before,
  decision.pivot,
  ...decision.after,
];
