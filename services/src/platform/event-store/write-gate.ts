import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppendResult, EventToAppend, ExpectedRevision } from './event-store.port';
import { ForwardingEventStore } from './forwarding-event-store';

/**
 * What a unit of work's appends pass through (e.g. an idempotency key: claimed before the first
 * append, each append's intent recorded before it is made, so a crash leaves the log able to say
 * whether the work wrote anything).
 */
export interface WriteGate {
  /** Before each append; an error stops the append. `provisional`: see `provisionally`. */
  beforeAppend(streamId: string, events: readonly EventToAppend[], expected: ExpectedRevision, provisional: boolean): Promise<void>;
  /** A human id the work allocated (its reply names it). */
  allocated?(id: number): void;
}

const gates = new AsyncLocalStorage<WriteGate>();
const provisionalWork = new AsyncLocalStorage<true>();

/**
 * Runs `work` so that each of its appends first passes `gate`. Work that never appends never
 * touches the gate, so a request refused before it writes leaves nothing in the log.
 */
export function withWriteGate<T>(gate: WriteGate, work: () => Promise<T>): Promise<T> {
  return gates.run(gate, work);
}

/**
 * Runs appends that do not by themselves make the command take effect: a step a later one confirms,
 * and that is swept up when the command dies before it (stock held for an order not yet recorded).
 */
export function provisionally<T>(work: () => Promise<T>): Promise<T> {
  return provisionalWork.run(true, work);
}

/** Tells the current unit of work's gate, if any, that it allocated this id. */
export function noteAllocatedId(id: number): void {
  gates.getStore()?.allocated?.(id);
}

/** The event store commands write through: appends pass the current unit of work's gate first (a snapshot is bookkeeping and does not). */
export class GatedEventStore extends ForwardingEventStore {
  override async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    await gates.getStore()?.beforeAppend(streamId, events, expected, provisionalWork.getStore() === true);
    return this.inner.append(streamId, events, expected);
  }
}
