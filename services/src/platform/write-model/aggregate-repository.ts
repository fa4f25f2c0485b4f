import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventMetadata } from '@cargo/contracts';
import type { CommandContext } from './command-context';
import type { Decider } from './decider';
import { ConcurrencyError, type EventStore } from '../event-store/event-store.port';
import { KeyedLock } from './keyed-lock';
import { backoff, pastDeadline, WriteBusyError } from './write-deadline';

export const SCHEMA_VERSION = 1;
const DEFAULT_CACHE_SIZE = 10_000;

/** Least-recently-used folded states per stream, kept apart per evolve function. */
class StateCache {
  private readonly entries = new Map<string, { state: unknown; revision: bigint | null }>();
  private readonly evolveIds = new WeakMap<object, number>();
  private nextEvolveId = 1;

  constructor(private readonly capacity: number) {}

  get<State>(evolve: object, streamId: string): { state: State; revision: bigint | null } | undefined {
    const key = this.key(evolve, streamId);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry as { state: State; revision: bigint | null };
  }

  set(evolve: object, streamId: string, entry: { state: unknown; revision: bigint | null }): void {
    const key = this.key(evolve, streamId);
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as string);
  }

  private key(evolve: object, streamId: string): string {
    let id = this.evolveIds.get(evolve);
    if (id === undefined) {
      id = this.nextEvolveId++;
      this.evolveIds.set(evolve, id);
    }
    return `${id}:${streamId}`;
  }
}

/** A stream's state as folded, and the revision it was folded to (null: the stream is empty). */
export interface Loaded<State> {
  state: State;
  revision: bigint | null;
}

/** An append at the revision a state was read at, within the stream's turn the caller holds (`inTurn`). */
export type AppendInTurn = <Command, Event extends DomainEvent, State>(
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  read: Loaded<State>,
  context: CommandContext,
) => Promise<Decision<Event, State> & Loaded<State>>;

export interface Decision<Event, State> {
  events: Event[];
  state: State;
  /** Global position of the last appended event, or of the log head when nothing was appended. */
  position: bigint;
}

/**
 * Load, decide, append. Commands on one stream are serialised inside this process; a conflict with
 * another process (the expected revision moved) is retried on fresh state until the write's
 * deadline, never lost and never answered as a conflict.
 */
export class AggregateRepository {
  private readonly lock = new KeyedLock();
  private readonly states: StateCache;

  constructor(
    private readonly store: EventStore,
    cacheSize = DEFAULT_CACHE_SIZE,
  ) {
    this.states = new StateCache(cacheSize);
  }

  /**
   * Folds the stream into state. Recently used states are kept, keyed by their evolve function, and
   * only the events after the kept revision are read, so a long stream costs its new events only;
   * events another process appended are read like any others, so the cache is never stale.
   */
  async load<Event extends DomainEvent, State>(streamId: string, decider: Decider<unknown, Event, State>): Promise<Loaded<State>> {
    const kept = this.states.get<State>(decider.evolve, streamId) ??
      (await this.fromSnapshot(streamId, decider)) ?? { state: decider.initialState, revision: null };
    const events = await this.store.readStream(streamId, kept.revision === null ? 0n : kept.revision + 1n);
    if (events.length === 0) return kept;
    const state = events.reduce((current, event) => decider.evolve(current, { type: event.type, data: event.data } as Event), kept.state);
    const loaded = { state, revision: events[events.length - 1].revision };
    this.states.set(decider.evolve, streamId, loaded);
    return loaded;
  }

  /** A cold load of a growing stream starts from its latest snapshot of the decider's version, if any. */
  private async fromSnapshot<State>(streamId: string, decider: Decider<unknown, DomainEvent, State>): Promise<{ state: State; revision: bigint } | null> {
    if (!decider.snapshot) return null;
    const snapshot = await this.store.readSnapshot(streamId);
    return snapshot && snapshot.version === decider.snapshot.version ? { state: snapshot.state as State, revision: snapshot.revision } : null;
  }

  /**
   * Keeps a snapshot each time a growing stream passes a multiple of `every` events. It is only an
   * optimisation: failing to keep one never fails the command that appended.
   */
  private async keepSnapshot<State>(
    streamId: string,
    decider: Decider<unknown, DomainEvent, State>,
    state: State,
    before: bigint | null,
    after: bigint,
  ): Promise<void> {
    if (!decider.snapshot) return;
    const every = BigInt(decider.snapshot.every);
    // How many whole `every`s of events the stream holds: a snapshot when that number grows.
    const blocks = (revision: bigint | null) => (revision === null ? 0n : (revision + 1n) / every);
    if (blocks(after) === blocks(before)) return;
    await this.store.writeSnapshot(streamId, { version: decider.snapshot.version, revision: after, state }).catch(() => undefined);
  }

  /** The log's head: the position a decision that appends nothing answers. */
  headPosition(): Promise<bigint> {
    return this.store.headPosition();
  }

  /**
   * Runs `task` in the stream's turn: no other append from this process reaches the stream until it
   * ends, so a read made in it and appended in it with `append` (which takes no turn of its own)
   * conflicts only with another process. `append` decides on a state read earlier and appends at the
   * revision it was read at; one that this process has already moved on is refused without asking
   * the log (`ConcurrencyError`: the caller reads it again).
   */
  inTurn<T>(streamId: string, task: (append: AppendInTurn) => Promise<T>): Promise<T> {
    return this.lock.run(streamId, () => task((...args) => this.appendInTurn(...args)));
  }

  /** The revision this process has seen the stream reach since `read`, or null when it has seen no later one. */
  movedSince(streamId: string, decider: Decider<never, DomainEvent, unknown>, read: Loaded<unknown>): bigint | null {
    const kept = this.states.get(decider.evolve, streamId);
    return kept && kept.revision !== null && (read.revision === null || kept.revision > read.revision) ? kept.revision : null;
  }

  private appendInTurn<Command, Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    read: Loaded<State>,
    context: CommandContext,
  ): Promise<Decision<Event, State> & Loaded<State>> {
    const kept = this.movedSince(streamId, decider, read);
    if (kept !== null) return Promise.reject(new ConcurrencyError(streamId, read.revision ?? 'no_stream', kept));
    return this.appendOnRead(streamId, decider, command, read, context);
  }

  private async appendOnRead<Command, Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    read: Loaded<State>,
    context: CommandContext,
  ): Promise<Decision<Event, State> & Loaded<State>> {
    const events = decider.decide(command, read.state);
    if (events.length === 0) return { events, ...read, position: await this.store.headPosition() };
    const result = await this.store.append(
      streamId,
      events.map((event) => ({ type: event.type, data: event.data, metadata: metadataFor(context) })),
      read.revision ?? 'no_stream',
    );
    const state = events.reduce(decider.evolve, read.state);
    this.states.set(decider.evolve, streamId, { state, revision: result.nextRevision });
    await this.keepSnapshot(streamId, decider, state, read.revision, result.nextRevision);
    return { events, state, revision: result.nextRevision, position: result.position };
  }

  execute<Command, Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    context: CommandContext,
  ): Promise<Decision<Event, State>> {
    return this.lock.run(streamId, () => this.decideAndAppend(streamId, decider, command, context));
  }

  private async decideAndAppend<Command, Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    context: CommandContext,
  ): Promise<Decision<Event, State>> {
    const began = Date.now();
    for (let attempt = 1; ; attempt += 1) {
      const { state, revision } = await this.load(streamId, decider);
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, state, position: await this.store.headPosition() };
      try {
        const result = await this.store.append(
          streamId,
          events.map((event) => ({ type: event.type, data: event.data, metadata: metadataFor(context) })),
          revision ?? 'no_stream',
        );
        const next = events.reduce(decider.evolve, state);
        this.states.set(decider.evolve, streamId, { state: next, revision: result.nextRevision });
        await this.keepSnapshot(streamId, decider, next, revision, result.nextRevision);
        return { events, state: next, position: result.position };
      } catch (error) {
        // Only another process moves a stream between this turn's load and its append.
        if (!(error instanceof ConcurrencyError)) throw error;
        if (pastDeadline(began)) throw new WriteBusyError(streamId);
        await backoff(attempt);
      }
    }
  }
}

export function metadataFor(context: CommandContext): EventMetadata {
  return {
    eventId: randomUUID(),
    actor: context.actor,
    correlationId: context.correlationId,
    causationId: context.causationId,
    timestamp: new Date().toISOString(),
    schemaVersion: SCHEMA_VERSION,
  };
}
