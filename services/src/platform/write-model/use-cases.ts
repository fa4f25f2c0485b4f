import { Injectable } from '@nestjs/common';
import { conflict, DomainError, type RecordedEvent } from '@cargo/contracts';
import { ConcurrencyError } from '../event-store/event-store.port';
import { AggregateRepository, type Loaded } from './aggregate-repository';
import type { CommandContext } from './command-context';
import { IdAllocator } from './id-allocator';
import {
  decideOnRead,
  decisionFor,
  readEach,
  stepsOf,
  StreamStates,
  type Decision,
  type Owed,
  type StreamCommand,
  type StreamRead,
  type UseCase,
} from './use-case';
import type { Workflow, WorkflowPlan, WorkflowStep, WorkflowStepSkipped } from './workflow';
import { Workflows } from './workflows';
import { backoff, pastDeadline, WriteBusyError } from './write-deadline';

/** The id a new record's decision is checked under before its real one is allocated (no record has it; its further ids are -1, -2 ...). */
const PROVISIONAL_ID = 0;

type AnyUseCase = UseCase<unknown, unknown>;

/**
 * Runs use cases: reads each stream a use case names once, asks its pure decision, and sends each
 * step's command at the revision it read, as a recorded workflow run (undo before the pivot, resume
 * after a crash). A step whose stream moved meanwhile reads that stream alone again and decides again.
 */
@Injectable()
export class UseCases {
  private readonly workflows = new WeakMap<AnyUseCase, Workflow<unknown, WorkflowPlan>>();

  constructor(
    private readonly runs: Workflows,
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  /** Makes the use case's cut runs resumable: each registers once, at start. */
  register<Input, Record>(useCase: UseCase<Input, Record>): void {
    this.runs.register(this.workflowOf(useCase));
  }

  /**
   * Decides and writes: a refusal before any write leaves everything as it was (no id spent either).
   * `beforeWriting` runs once the decision stands, before its first write: what must happen outside
   * the log first (an erasure destroys the keys of what it erases).
   */
  async run<Input, Record>(
    useCase: UseCase<Input, Record>,
    input: Input,
    context: CommandContext,
    { beforeWriting }: { beforeWriting?: (decision: Decision<Record>) => Promise<void> } = {},
  ): Promise<{ id: number | null; position: bigint; decision: Decision<Record>; skipped: WorkflowStepSkipped[] }> {
    const run = new UseCaseRun(useCase, input, this.aggregates);
    await run.read();
    const decided = useCase.decide(input, run.states());
    if (typeof decided === 'function') {
      // Its streams' own rules first, on a provisional id: a refusal spends no id.
      const also = useCase.alsoOpens?.(input) ?? [];
      run.settle(
        decided,
        PROVISIONAL_ID,
        also.map((_, index) => -(index + 1)),
      );
      run.checkOnRead();
      const id = await this.ids.next(kindOf(useCase), context, useCase.about?.(input));
      const more: number[] = [];
      for (const { kind, about } of also) more.push(await this.ids.next(kind, context, about));
      run.settle(decided, id, more);
    } else {
      run.settle(decided, null);
      // A decision that changes nothing (a form saved twice) records nothing, not even a run.
      if (!run.checkOnRead()) return { id: null, position: await this.aggregates.headPosition(), decision: run.decision, skipped: [] };
    }
    await beforeWriting?.(run.decision);
    const { position, skipped } = await this.runs.run(this.workflowOf(useCase), run.decision.record, run.plan(), context);
    return { id: run.id, position, decision: run.decision, skipped };
  }

  /** The use case as the workflow runner records and resumes it: one workflow per use case. */
  workflowOf<Input, Record>(useCase: UseCase<Input, Record>): Workflow<unknown, WorkflowPlan> {
    const known = this.workflows.get(useCase as AnyUseCase);
    if (known) return known;
    const workflow = useCaseWorkflow(useCase, this.aggregates);
    this.workflows.set(useCase as AnyUseCase, workflow);
    return workflow;
  }
}

/** A step that sends its command as any single write does (load, decide, append): how a resumed run finishes what its record owes. */
export function sentAlone(aggregates: AggregateRepository, command: StreamCommand): WorkflowStep {
  const write = (sent: unknown) => async (context: CommandContext) => {
    try {
      const written = await aggregates.execute(command.stream, command.decider, sent, context);
      return written.events.length > 0 ? written.position : null;
    } catch (error) {
      throw refusedBy(command, error);
    }
  };
  return { name: command.name, stream: command.stream, run: write(command.command), ...(command.undo === undefined ? {} : { undo: write(command.undo) }) };
}

/** A stream's refusal of the step in the words its caller's form needs. */
const refusedBy = (step: StreamCommand, error: unknown) => (error instanceof DomainError && step.refusal ? step.refusal(error) : error);

/** The use case as the workflow runner knows it: a live run's plan is its decision's steps; a resumed one's is what its record says it owes. */
export function useCaseWorkflow<Input, Record>(useCase: UseCase<Input, Record>, aggregates: AggregateRepository): Workflow<unknown, WorkflowPlan> {
  const resumed = ({ before, pivot, after, reads }: Owed): WorkflowPlan => {
    const cut = () => Promise.reject(new Error('A resumed run never records its pivot again'));
    const step = (command: StreamCommand) => sentAlone(aggregates, command);
    const load = async (read: StreamRead) => (await aggregates.load(read.stream, read.decider)).state;
    const afterFrom = async (recorded: RecordedEvent[]) => {
      const states = await readEach((seen) => reads?.(recorded, seen) ?? [], new Map(), load);
      return typeof after === 'function' ? after(recorded, states).map(step) : after.map(step);
    };
    return { before: before.map(step), pivot: { name: pivot.name, stream: pivot.stream, run: cut }, after: afterFrom };
  };
  return { name: useCase.name, plan: (record, live) => live ?? resumed(useCase.owed(record as Record)) };
}

function kindOf(useCase: AnyUseCase): string {
  if (!useCase.opens) throw new Error(`${useCase.name} answers a decision for a new id but names no kind of id (opens)`);
  return useCase.opens;
}

/** One live run: the states as read (what the decision sees) and as written (what each append is decided on). */
class UseCaseRun<Input, Record> {
  /** Each stream as the decision sees it: as first read, or read again after a conflict. */
  private readonly seen = new Map<string, unknown>();
  /** Each stream as this run last wrote or read it, with its revision: what the next append on it is decided on. */
  private readonly current = new Map<string, Loaded<unknown>>();
  id: number | null = null;
  private also: number[] = [];
  private readonly done: StreamCommand[] = [];
  decision!: Decision<Record>;

  constructor(
    private readonly useCase: UseCase<Input, Record>,
    private readonly input: Input,
    private readonly aggregates: AggregateRepository,
  ) {}

  states(): StreamStates {
    return new StreamStates(this.seen);
  }

  /** Reads every stream the use case names, each once, until it names no new one. */
  async read(): Promise<void> {
    await readEach(
      (states) => this.useCase.reads(this.input, states),
      this.seen,
      async (read) => (await this.load(read)).state,
    );
  }

  settle(decided: ReturnType<UseCase<Input, Record>['decide']>, id: number | null, also: number[] = []): void {
    this.id = id;
    this.also = also;
    this.decision = decisionFor(decided, id, also);
  }

  /** The decision checked by each stream's decider on the state as read: a refusal comes before anything is written, the run's record included. */
  checkOnRead(): boolean {
    return decideOnRead(stepsOf(this.decision), this.states());
  }

  plan(): WorkflowPlan {
    const step = (command: StreamCommand): WorkflowStep => ({
      name: command.name,
      stream: command.stream,
      run: (context) => this.write(command.name, context),
      ...(command.undo === undefined ? {} : { undo: (context: CommandContext) => this.undo(command.name, context) }),
    });
    return { before: this.decision.before.map(step), pivot: step(this.decision.pivot), after: this.decision.after.map(step) };
  }

  private async load(read: StreamRead): Promise<Loaded<unknown>> {
    const loaded = await this.aggregates.load(read.stream, read.decider);
    this.seen.set(read.stream, loaded.state);
    this.current.set(read.stream, loaded);
    return loaded;
  }

  private stepNamed(name: string): StreamCommand {
    const step = stepsOf(this.decision).find((candidate) => candidate.name === name);
    // A decision made again after a conflict names other steps: what was decided no longer holds.
    if (!step) throw conflict('error.concurrency');
    return step;
  }

  /**
   * The step's command, at the revision this run holds for its stream. A stream that moved is read
   * again and the use case decides again, in the stream's turn: from there to the append no other
   * writer of this process reaches it, so writers that do not contradict each other all go through,
   * each waiting its turn once; only a writer in another process makes it try again, with backoff,
   * until the write's deadline.
   */
  private async write(name: string, context: CommandContext): Promise<bigint | null> {
    const began = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const stream = this.stepNamed(name).stream;
      try {
        return await this.aggregates.inTurn(stream, async (append) => {
          let step = this.stepNamed(name);
          const read = this.current.get(step.stream);
          if (read === undefined) {
            // A stream the use case writes but did not read (a new record's) is read when first written.
            await this.load(step);
          } else if (attempt > 1 || this.aggregates.movedSince(step.stream, step.decider, read) !== null) {
            await this.load(step);
            await this.read();
            this.decideAgain();
            step = this.stepNamed(name);
            if (step.stream !== stream) throw new ConcurrencyError(stream, 'any', 'no_stream');
          }
          try {
            return this.written(step, await append(step.stream, step.decider, step.command, this.current.get(step.stream)!, context));
          } catch (error) {
            throw refusedBy(step, error);
          }
        });
      } catch (error) {
        if (!(error instanceof ConcurrencyError)) throw error;
        if (pastDeadline(began)) throw new WriteBusyError(stream);
        await backoff(attempt);
      }
    }
  }

  private written(step: StreamCommand, written: { events: unknown[]; state: unknown; revision: bigint | null; position: bigint }): bigint | null {
    this.current.set(step.stream, { state: written.state, revision: written.revision });
    this.done.push(step);
    return written.events.length > 0 ? written.position : null;
  }

  /** Decides again on what is now read; the steps already taken must be the ones it still decides. */
  private decideAgain(): void {
    this.settle(this.useCase.decide(this.input, this.states()), this.id, this.also);
    const again = new Map(stepsOf(this.decision).map((step) => [step.name, JSON.stringify([step.stream, step.command])]));
    if (this.done.some((step) => again.get(step.name) !== JSON.stringify([step.stream, step.command]))) throw conflict('error.concurrency');
  }

  /** Takes a step back: rare (a later step was refused), so it reads its stream as any single write does. */
  private async undo(name: string, context: CommandContext): Promise<bigint | null> {
    const step = this.done.find((candidate) => candidate.name === name);
    if (!step || step.undo === undefined) return null;
    const written = await this.aggregates.execute(step.stream, step.decider, step.undo, context);
    return written.events.length > 0 ? written.position : null;
  }
}
