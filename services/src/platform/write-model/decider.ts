import { conflict, type DomainEvent } from '@cargo/contracts';

/** Write-side logic of one stream: pure, no framework, no I/O. */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
  /**
   * For streams that keep growing: keep the state every `every` events, under `version` (change it
   * when the state's shape changes: older snapshots are then ignored and the state is folded again).
   */
  snapshot?: SnapshotPolicy;
}

export interface SnapshotPolicy {
  version: string;
  every: number;
}

/**
 * A record's first event. A stream that has one already refuses it: two writers took the same new id,
 * or a command to open the record reached a stream that another command opened first.
 */
export function opening<Event extends DomainEvent>(state: { status: string }, event: Event): Event[] {
  if (state.status !== 'absent') throw conflict('error.concurrency');
  return [event];
}
