import { DomainError, type DomainEvent, type MessageKey } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

/** given(events).when(command).then(events) / .thenThrows(code), for pure deciders. */
export function deciderSpec<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return {
    given(events: Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState);
      return {
        when(command: Command) {
          return {
            then(expected: Event[]) {
              expect(decider.decide(command, state)).toEqual(expected);
            },
            thenThrows(code: MessageKey) {
              let thrown: unknown;
              try {
                decider.decide(command, state);
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).code).toBe(code);
            },
          };
        },
      };
    },
  };
}
