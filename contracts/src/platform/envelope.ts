/** An event as deciders produce it: past-tense type plus data. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** Who, why and when, stored beside every event. */
export interface EventMetadata {
  eventId: string;
  actor: string | null;
  correlationId: string;
  causationId: string | null;
  timestamp: string;
  schemaVersion: number;
}

/**
 * An event as the log holds it. Positions are bigints because EventStoreDB's are 64-bit.
 * Distributes over a union of events, so a switch on `type` narrows `data`.
 */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? {
      streamId: string;
      revision: bigint;
      position: bigint;
      type: E['type'];
      data: E['data'];
      metadata: EventMetadata;
      /** The data as the log stores it, when it holds sealed personal data (see `personal-data.ts`): the form the audit log keeps. */
      sealed?: unknown;
    }
  : never;

/** A step after a use case's pivot that its stream refused: the use case took effect without it. */
export interface SkippedStep {
  step: string;
  /** The refusal's message key. */
  code: string;
}

/** What every command answers: the record it concerns, and the log position to read its effects at. */
export interface CommandReceipt {
  id: number;
  /** Global position of the command's last event (decimal: positions are 64-bit). */
  position: string;
  /** Steps after the command took effect that their records refused, so were left out (a shipment deleted meanwhile). */
  skipped?: SkippedStep[];
}
