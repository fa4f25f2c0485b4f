import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventMetadata } from '@cargo/contracts';
import type { CommandContext } from './command-context';
import type { Decider } from './decider';
import { ConcurrencyError, type EventStore } from './event-store/event-store.port';
import { KeyedLock } from './keyed-lock';

export const SCHEMA_VERSION = 1;
const MAX_ATTEMPTS = 50;

export interface Decision<Event, State> {
  events: Event[];
  state: State;
  /** Global position of the last appended event, or of the log head when nothing was appended. */
  position: bigint;
}

/**
 * Load, decide, append. Commands on one stream are serialised inside this process; a conflict with
 * another process (the expected revision moved) is retried on fresh state, never lost.
 */
export class AggregateRepository {
  private readonly lock = new KeyedLock();

  constructor(private readonly store: EventStore) {}

  async load<Event extends DomainEvent, State>(streamId: string, decider: Decider<unknown, Event, State>): Promise<{ state: State; revision: bigint | null }> {
    const events = await this.store.readStream(streamId);
    const state = events.reduce((current, event) => decider.evolve(current, { type: event.type, data: event.data } as Event), decider.initialState);
    return { state, revision: events.length === 0 ? null : events[events.length - 1].revision };
  }

  /**
   * Decides without appending, so a command that will be refused is refused before anything
   * else (an id allocation) is written. Deciders are pure, so this costs one stream read.
   */
  async check<Command, Event extends DomainEvent, State>(streamId: string, decider: Decider<Command, Event, State>, command: Command): Promise<void> {
    const { state } = await this.load(streamId, decider);
    decider.decide(command, state);
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
        return { events, state: events.reduce(decider.evolve, state), position: result.position };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 10)));
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
