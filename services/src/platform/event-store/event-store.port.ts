import type { ChainReport } from './hash-chain';
import type { EventMetadata, RecordedEvent } from '@cargo/contracts';

/** `no_stream`: the stream must not exist yet; `any`: no check; a bigint: the last revision read. */
export type ExpectedRevision = bigint | 'no_stream' | 'any';

export interface EventToAppend {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface AppendResult {
  /** Revision of the last event appended to the stream. */
  nextRevision: bigint;
  /** Global position of the last event appended. */
  position: bigint;
}

/** A stream's state as of `revision`, kept so loading it need not read every event again. */
export interface Snapshot {
  version: string;
  revision: bigint;
  state: unknown;
}

export interface Subscription {
  stop(): Promise<void>;
}

/** Receives events in log order, a batch at a time; the next batch waits for this promise. */
export type BatchHandler = (events: RecordedEvent[]) => Promise<void>;

/**
 * The event log. Positions are global and increase; 0n means "before the first event".
 * Every adapter passes the same contract suite (event-store.contract.ts).
 */
export interface EventStore {
  append(streamId: string, events: EventToAppend[], expected: ExpectedRevision): Promise<AppendResult>;
  /** The stream's events from `fromRevision` (default 0) in revision order; [] when the stream does not exist. */
  readStream(streamId: string, fromRevision?: bigint): Promise<RecordedEvent[]>;
  /** Up to maxCount of the stream's events before revision `before` (default: its end), newest first; [] when the stream does not exist. */
  readStreamBackwards(streamId: string, maxCount: number, before?: bigint): Promise<RecordedEvent[]>;
  /** Up to maxCount events with a position greater than `after`, in order. */
  readAll(after: bigint, maxCount: number): Promise<RecordedEvent[]>;
  /** Catch-up then live: every event after `after`, in order, until stopped. */
  subscribe(after: bigint, handler: BatchHandler, onError: (error: unknown) => void): Subscription;
  /** Position of the last event in the log (0n when empty). */
  headPosition(): Promise<bigint>;
  /** The latest snapshot kept for the stream, if any. */
  readSnapshot(streamId: string): Promise<Snapshot | null>;
  /** Keeps a snapshot for the stream (replacing an older one); it is bookkeeping, not an event of the stream. */
  writeSnapshot(streamId: string, snapshot: Snapshot): Promise<void>;
  /** Tamper evidence: recomputes the hash chain (where the store keeps one) and reports the first broken link. */
  verifyChain?(): Promise<ChainReport>;
  close(): Promise<void>;
}

/** The stream's revision was not the expected one: somebody appended in between. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'ConcurrencyError';
  }
}

/**
 * The store did not say whether an append committed (a timeout, a cancelled call, the server gone
 * mid-call), and retrying with the same event ids did not settle it. The caller must not assume
 * either way: an idempotency key stays claimed, so a retry of the request waits instead of running twice.
 */
export class AppendOutcomeUnknownError extends Error {
  constructor(
    readonly streamId: string,
    readonly reason: unknown,
  ) {
    super(`Append to ${streamId}: outcome unknown (${String(reason)})`);
    this.name = 'AppendOutcomeUnknownError';
  }
}
