import { ForwardingEventStore } from '../platform/event-store/forwarding-event-store';
import type { AppendResult, EventToAppend, ExpectedRevision } from '../platform/event-store/event-store.port';

/** An event store another writer moves: `meanwhile` runs once, right after this process's first append to its stream. */
export class MovingStore extends ForwardingEventStore {
  meanwhile: { after: string; write: () => Promise<unknown> } | null = null;

  override async append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult> {
    const result = await super.append(streamId, events, expected);
    const due = this.meanwhile;
    if (due && due.after === streamId) {
      this.meanwhile = null;
      await due.write();
    }
    return result;
  }
}
