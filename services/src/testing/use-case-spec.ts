import { DomainError, type DomainEvent, type FieldError, type MessageKey, type RecordedEvent } from '@cargo/contracts';
import type { AggregateRepository } from '../platform/write-model/aggregate-repository';
import {
  decideOnRead,
  decisionFor,
  stepsOf,
  StreamStates,
  type Decision,
  type StreamCommand,
  type StreamRead,
  type UseCase,
} from '../platform/write-model/use-case';
import { sentAlone, useCaseWorkflow } from '../platform/write-model/use-cases';
import type { WorkflowPlan } from '../platform/write-model/workflow';
import { workflowSpec, type Stop } from './workflow-spec';

type Streams = Record<string, DomainEvent[]>;

/** The ids a use case that opens a record is decided for: its own, or its own and its further ones (`alsoOpens`). */
type NewIds = number | null | { id: number; also: number[] };

/** A command as a spec names it: the stream it goes to and the command. */
export type Sent = [stream: string, command: unknown];

export interface Expected<Record> {
  record?: Record;
  before?: Sent[];
  pivot: Sent;
  after?: Sent[];
}

const sent = (commands: StreamCommand[]): Sent[] => commands.map(({ stream, command }) => [stream, command]);

/** The states the use case reads, each folded from the given events with its decider, asked until it names no new stream (as the runner reads them). */
export function statesFor<Input>(useCase: UseCase<Input, unknown>, input: Input, streams: Streams): StreamStates {
  const states = new Map<string, unknown>();
  for (;;) {
    const unread: StreamRead[] = useCase.reads(input, new StreamStates(states)).filter((read) => !states.has(read.stream));
    if (unread.length === 0) return new StreamStates(states);
    for (const { stream, decider } of unread) states.set(stream, (streams[stream] ?? []).reduce(decider.evolve, decider.initialState));
  }
}

/** The steps a run cut after its pivot still owes: from its record, what the pivot recorded, and the streams it names as given. */
export function owedAfter<Record>(useCase: UseCase<unknown, Record>, record: Record, recorded: RecordedEvent[], streams: Streams = {}): Sent[] {
  const { after, reads } = useCase.owed(record);
  if (typeof after !== 'function') return sent(after);
  const states = new Map<string, unknown>();
  for (;;) {
    const unread = (reads?.(recorded, new StreamStates(states)) ?? []).filter((read) => !states.has(read.stream));
    if (unread.length === 0) return sent(after(recorded, new StreamStates(states)));
    for (const { stream, decider } of unread) states.set(stream, (streams[stream] ?? []).reduce(decider.evolve, decider.initialState));
  }
}

/**
 * given(events per stream).when(input).then(commands per stream) / .thenRefused(code): a use case's
 * specification with no store at all (emmett's WorkflowSpecification shape). `newId` is the id a
 * use case that opens a record is decided for.
 */
export function useCaseSpec<Input, Record>(useCase: UseCase<Input, Record>) {
  return {
    given(streams: Streams = {}) {
      return {
        /** `newId` (and `also`, its further ids) is what a use case that opens a record is decided for. */
        when(input: Input, newId: number | null = null, also: number[] = []) {
          const decide = (): Decision<Record> => decisionFor(useCase.decide(input, statesFor(useCase, input, streams)), newId, also);
          return {
            /** The commands per stream, in the order they are sent; the steps before the pivot each carry their undo. */
            then(expected: Expected<Record>): Decision<Record> {
              const decision = decide();
              const actual: Expected<Record> = { pivot: [decision.pivot.stream, decision.pivot.command] };
              if (expected.record !== undefined) actual.record = decision.record;
              actual.before = sent(decision.before);
              actual.after = sent(decision.after);
              expect(actual).toEqual({ before: [], after: [], ...expected });
              return decision;
            },
            /** Refused as the runner refuses before it writes: by the use case, or by a step's own stream on the state read. */
            thenRefused(code: MessageKey, fields?: FieldError[]): void {
              let thrown: unknown = null;
              try {
                decideOnRead(stepsOf(decide()), statesFor(useCase, input, streams));
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).code).toBe(code);
              if (fields) expect((thrown as DomainError).fields).toEqual(fields);
            },
          };
        },
      };
    },
  };
}

/**
 * A use case's decision run as a recorded workflow on a real embedded log (`workflowSpec`): each
 * step through its stream's decider, undo before the pivot, cut-then-resumed from the record. The
 * decision is made on the given streams, or on `decidedOn` (the streams as they were when it was
 * decided, before another writer moved them).
 */
export function useCaseRunSpec<Input, Record>(useCase: UseCase<Input, Record>) {
  let aggregates: AggregateRepository | null = null;
  const spec = workflowSpec((repository) => {
    aggregates = repository;
    return useCaseWorkflow(useCase, repository);
  });
  const planOf = (decision: Decision<Record>): WorkflowPlan => {
    if (!aggregates) throw new Error('given() comes first');
    const step = (command: StreamCommand) => sentAlone(aggregates!, command);
    return { before: decision.before.map(step), pivot: step(decision.pivot), after: decision.after.map(step) };
  };
  return {
    given(streams: Streams = {}) {
      const run = spec.given(streams);
      const decided = (input: Input, newId: NewIds, decidedOn: Streams) => {
        const [id, also] = typeof newId === 'object' && newId !== null ? [newId.id, newId.also] : [newId, []];
        return decisionFor(useCase.decide(input, statesFor(useCase, input, decidedOn)), id, also);
      };
      return {
        when(input: Input, newId: NewIds = null, decidedOn: Streams = streams) {
          const decision = decided(input, newId, decidedOn);
          return run.when(decision.record, planOf(decision));
        },
        whenStopped(input: Input, stop: Stop, newId: NewIds = null, decidedOn: Streams = streams) {
          const decision = decided(input, newId, decidedOn);
          return run.whenStopped(decision.record, planOf(decision), stop);
        },
      };
    },
  };
}
