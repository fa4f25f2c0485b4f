import { createHash } from 'node:crypto';
import { isKeyStream } from './key-streams';

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

/**
 * The field of an event's metadata that carries its link where the log has no column for it
 * (EventStoreDB). The link covers the metadata without this field.
 */
export const LINK_FIELD = 'link';

/** An event as EventStoreDB hands it back: parsed data and metadata, the link inside the metadata. */
export interface LinkedEvent {
  streamId: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

/** The text a link covers: JSON as the client wrote it (a parse and stringify gives the same text back). */
export function storedForm(event: LinkedEvent): StoredEvent {
  const { [LINK_FIELD]: _link, ...metadata } = event.metadata;
  return { streamId: event.streamId, revision: event.revision, type: event.type, data: JSON.stringify(event.data), metadata: JSON.stringify(metadata) };
}

/**
 * Checks chains kept per stream (EventStoreDB appends to one stream at a time, so an append knows
 * its stream's previous link, not the whole log's). Events read in log order; each stream's first
 * event links to the genesis hash. An event from before links were written starts nothing, but once
 * a stream has a link, an event without one (or with another) is a broken link.
 *
 * A key stream (`key-streams.ts`) loses its older events once they are no longer kept, so its chain
 * may start at its first event still there, and an append after them links to the genesis hash
 * again. Only key streams, which record no fact of the business, are let start anew.
 */
export class StreamChains {
  private readonly last = new Map<string, { hash: string; revision: bigint }>();
  checked = 0;

  /** True when the event's link is whole. */
  check(event: LinkedEvent): boolean {
    const link = event.metadata[LINK_FIELD];
    const previous = this.last.get(event.streamId);
    if (link === undefined && !previous) return true;
    if (previous && previous.revision + 1n !== event.revision) return false;
    const restarts =
      isKeyStream(event.streamId) && typeof link === 'string' && (previous ? link === linkHash(GENESIS, storedForm(event)) : event.revision > 0n);
    const expected = restarts ? link : linkHash(previous?.hash ?? GENESIS, storedForm(event));
    if (link !== expected) return false;
    this.last.set(event.streamId, { hash: expected, revision: event.revision });
    this.checked += 1;
    return true;
  }
}
