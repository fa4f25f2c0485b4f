import { createHash } from 'node:crypto';

/** The hash before the first event. */
export const GENESIS = '0'.repeat(64);

/** What one link covers: the event as stored (stream, revision, type, data and metadata text). */
export interface StoredEvent {
  streamId: string;
  revision: bigint | number;
  type: string;
  data: string;
  metadata: string;
}

/**
 * Tamper evidence: each stored event's hash covers the previous event's hash and the event's stored
 * form, so editing, removing or reordering any event breaks every link after it. Upcasting reads
 * change nothing: the hash is over the stored text, not the lifted event.
 */
export function linkHash(previous: string, event: StoredEvent): string {
  return createHash('sha256')
    .update(previous)
    .update('\n')
    .update(event.streamId)
    .update('\n')
    .update(String(event.revision))
    .update('\n')
    .update(event.type)
    .update('\n')
    .update(event.data)
    .update('\n')
    .update(event.metadata)
    .digest('hex');
}

/** What a check of the chain found: how many events it read and the first one whose link is broken. */
export interface ChainReport {
  checked: number;
  firstBroken: { position: string; streamId: string; revision: string } | null;
}
