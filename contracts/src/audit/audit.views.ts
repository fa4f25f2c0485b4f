import { splitPath, type FieldChange, type HistoryFields, type HistoryValue } from '../platform/history';

/**
 * The audit log: one entry per recorded change of any record, who made it (the actor: a user id,
 * 'system', or none for a visitor), when, by which command (correlation id), and the event's data.
 */
export interface AuditEntryView {
  /** The log position (decimal text). */
  id: string;
  position: number;
  streamId: string;
  /** The record's kind and id, from its stream (`invoice-42` -> invoice, 42). */
  recordType: string;
  recordId: string;
  /** The part of the record with a history of its own (`stock-21`), or null. */
  part: string | null;
  type: string;
  actor: string | null;
  correlationId: string;
  timestamp: string;
  data: unknown;
  /** The record's fields this event moved, before and after (see `history-catalog.ts`). */
  changes: FieldChange[];
  /** A part's changes (a stock row's fields, as items of its record), apart: the record as of a time is folded from `changes` alone. */
  partChanges?: FieldChange[];
  /** The entry of this record that keeps its whole fields at or before this one (see `recordAsOf`). */
  snapshotPosition: number;
  /** On every so many entries of a record: its whole fields after this change. */
  snapshot?: HistoryFields;
}

/**
 * A record as it was at a time: each field (and list item) with its value then; or, before its first
 * change, that it did not exist yet (an answer, not an error).
 */
export type RecordAsOf = RecordThen | RecordNotYet;
export interface RecordNotYet {
  at: string;
  existed: false;
}
export interface RecordThen {
  at: string;
  existed: true;
  /** The last change at or before that time. */
  position: number;
  timestamp: string;
  fields: FieldValueAt[];
  /** The event that made the last change: what its fields' values refer to (`historyReferences`). */
  type: string;
  names: ReferenceNames;
}
export interface FieldValueAt {
  field: string;
  item?: string;
  value: HistoryValue;
}

/** The record's fields folded from a snapshot and the changes after it, as they stood after the last one. */
export function recordAsOf(snapshot: HistoryFields, changes: readonly FieldChange[][]): FieldValueAt[] {
  const values = new Map<string, FieldValueAt>();
  for (const [path, value] of Object.entries(snapshot)) {
    const { field, item } = splitPath(path);
    values.set(`${field}|${item ?? ''}`, item === undefined ? { field, value } : { field, item, value });
  }
  for (const change of changes.flat()) {
    const key = `${change.field}|${change.item ?? ''}`;
    if (change.after === undefined) values.delete(key);
    else
      values.set(
        key,
        change.item === undefined ? { field: change.field, value: change.after } : { field: change.field, item: change.item, value: change.after },
      );
  }
  return [...values.values()];
}

/** An entry as lists show it: with the actor's name ('First Last'), when the actor is a user. */
/** The customers and vendors a page of changes names by id, as `customer:<id>` -> their label (name - phone) and `vendor:<id>` -> its name. */
export type ReferenceNames = Record<string, string>;

export interface AuditListRow extends AuditEntryView {
  actorName: string | null;
  names: ReferenceNames;
}

/** Fields the audit log never shows: password hashes and token hashes stay in the log only. */
export const SECRET_FIELDS = ['passwordHash', 'verificationTokenHash', 'tokenHash'] as const;

/**
 * An event's data with its secret fields hidden (at any depth). Every audited event passes through
 * here and few hold a secret: the data is copied only when it does.
 */
export function withoutSecrets(data: unknown): unknown {
  return holdsSecret(data) ? hidden(data) : data;
}

function holdsSecret(data: unknown): boolean {
  if (data === null || typeof data !== 'object') return false;
  if (Array.isArray(data)) return data.some(holdsSecret);
  for (const key in data) if ((SECRET_FIELDS as readonly string[]).includes(key) || holdsSecret((data as Record<string, unknown>)[key])) return true;
  return false;
}

function hidden(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(hidden);
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, (SECRET_FIELDS as readonly string[]).includes(key) ? '••••' : hidden(value)]));
}

/** Streams that are bookkeeping, not records: id sequences, idempotency claims and cross-stream workflow runs. */
export const UNAUDITED_STREAMS = ['sequence', 'command', 'workflow'] as const;

/** A stream's record kind and id: the text before and after its first hyphen. */
export function recordOf(streamId: string): { recordType: string; recordId: string } {
  const cut = streamId.indexOf('-');
  return cut < 0 ? { recordType: streamId, recordId: '' } : { recordType: streamId.slice(0, cut), recordId: streamId.slice(cut + 1) };
}

/**
 * A verified replay: every read model rebuilt from the log in memory and compared with the
 * live one, the log's hash chain checked and the billing ledger's identities recomputed.
 */
export interface ReplayReport {
  startedAt: string;
  finishedAt: string;
  seconds: number;
  /** Events replayed (the log up to the live position). */
  events: number;
  position: string;
  projections: ProjectionCheck[];
  /** Null where the event store keeps no chain (EventStoreDB). */
  chain: { checked: number; firstBroken: { position: string; streamId: string; revision: string } | null } | null;
  ledger: { accounts: number; invoices: number; differences: string[] };
  differences: number;
}
export interface ProjectionCheck {
  name: string;
  documents: number;
  differenceCount: number;
  /** The first few, with the record they concern. */
  differences: { collection: string; id: string; live: unknown; rebuilt: unknown }[];
}

/** A replay the server runs for an auditor: running (with what is done so far) or finished with its report. */
export interface ReplayJob {
  state: 'idle' | 'running' | 'finished' | 'failed';
  startedAt: string | null;
  done: number;
  of: number;
  report: ReplayReport | null;
}

/**
 * A read model set aside by an error (a projection that threw): its documents stay as of `position`
 * while the others go on; the runner retries it when it starts again.
 */
export interface ParkedProjection {
  /** The projection's name. */
  id: string;
  /** Its checkpoint: every event up to here is in its read models. */
  position: string;
  /** The last event of the batch it failed in. */
  failedAt: string;
  error: string;
  parkedAt: string;
}
