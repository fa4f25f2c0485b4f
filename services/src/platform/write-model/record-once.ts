import { type DomainEvent } from '@cargo/contracts';
import { type Decider, opening } from './decider';

export type RecordOnceState = { status: 'absent' } | { status: 'recorded' };

/**
 * The decider of a stream that records one fact and never changes (a contact message, a stock
 * purchase): its one command becomes its one event; a second write under the same id is refused.
 */
export function recordOnceDecider<Command, Event extends DomainEvent>(record: (command: Command) => Event): Decider<Command, Event, RecordOnceState> {
  return {
    initialState: { status: 'absent' },
    evolve: () => ({ status: 'recorded' }),
    decide: (command, state) => {
      return opening(state, record(command));
    },
  };
}
