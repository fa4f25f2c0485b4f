import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppendResult, EventToAppend, ExpectedRevision } from './event-store.port';
import { ForwardingEventStore } from './forwarding-event-store';

/** Something that must happen once before a unit of work's first append (e.g. claiming an idempotency key). */
type Opener = () => Promise<void>;

const gates = new AsyncLocalStorage<Opener>();

/**
 * Runs `work` so that its first append first runs `open` (once; every later append waits for the
 * same result). Work that never appends never opens the gate, so a request refused before it
 * writes leaves nothing in the log.
 */
export function withWriteGate<T>(open: Opener, work: () => Promise<T>): Promise<T> {
  let opened: Promise<void> | null = null;
  return gates.run(() => (opened ??= open()), work);
}

/** The event store commands write through: appends pass the current unit of work's gate first (a snapshot is bookkeeping and does not open it). */
export class GatedEventStore extends ForwardingEventStore {
  override async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    await gates.getStore()?.();
    return this.inner.append(streamId, events, expected);
  }
}
