import type { DomainEvent } from '@cargo/contracts';

/** Write-side logic of one stream: pure, no framework, no I/O. */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}
