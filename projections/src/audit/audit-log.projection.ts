import {
  historyPart,
  historyPartStep,
  movesPartFields,
  historyStep,
  recordOf,
  UNAUDITED_STREAMS,
  withoutSecrets,
  type AuditEntryView,
  type FieldChange,
  type HistoryFields,
} from '@cargo/contracts';
import { change, projectionOfEvery } from '../platform/projection';

export const AUDIT_LOG = 'audit_log';
/** Each record's fields as its events left them (one document per stream), to tell what the next event changed. */
export const AUDIT_RECORDS = 'audit_records';

interface AuditRecordDoc {
  id: string;
  /** The last event applied: a redelivered event changes nothing twice. */
  position: number;
  fields: HistoryFields;
  /** Entries so far, and the position of the last one that keeps the record's whole fields. */
  count: number;
  snapshotPosition: number;
  /** What the last event changed, and its part's fields (its entry copies them). */
  lastChanges: FieldChange[];
  lastPartChanges?: FieldChange[];
}

/** A record's document after an event (unchanged when the event was applied before). */
function moved(
  doc: AuditRecordDoc | null,
  id: string,
  position: number,
  step: (fields: HistoryFields) => { after: HistoryFields; changes: FieldChange[] },
): AuditRecordDoc {
  if (doc && doc.position >= position) return doc;
  const count = doc?.count ?? 0;
  const { after, changes } = step(doc?.fields ?? {});
  return {
    id,
    position,
    fields: after,
    count: count + 1,
    snapshotPosition: count % HISTORY_SNAPSHOT_EVERY === 0 ? position : (doc?.snapshotPosition ?? position),
    lastChanges: changes,
  };
}

/**
 * Every this many entries of a record, its entry keeps the record's whole fields: the record as of
 * any time is that snapshot plus fewer than this many changes, however long its history.
 */
export const HISTORY_SNAPSHOT_EVERY = 50;

/**
 * Every change of every record, one entry per event, for the audit log and each record's history:
 * indexed by person, record, event type, command and time, each newest first (by position).
 */
export const auditLogProjection = projectionOfEvery({
  name: 'audit-log',
  collections: [AUDIT_LOG, AUDIT_RECORDS],
  writeOnce: [AUDIT_LOG],
  indexes: [
    {
      collection: AUDIT_LOG,
      indexes: [
        ['position'],
        ['actor', 'position'],
        ['recordType', 'recordId', 'position'],
        ['recordType', 'recordId', 'timestamp'],
        ['part', 'position'],
        ['type', 'position'],
        ['correlationId', 'position'],
        ['timestamp'],
      ],
    },
  ],
  changes: (event) => {
    const { recordType, recordId } = recordOf(event.streamId);
    // A run's stream is bookkeeping, but for the steps it left out: those belong in the history.
    if ((UNAUDITED_STREAMS as readonly string[]).includes(recordType) && !(recordType === 'workflow' && event.type === 'WorkflowStepSkipped')) return [];
    const position = Number(event.position);
    // Personal data stays sealed here (opened when read): erasing its subject erases it from the history too.
    const data = event.sealed ?? event.data;
    const entry: Omit<AuditEntryView, 'changes' | 'partChanges' | 'snapshotPosition' | 'snapshot'> = {
      id: event.position.toString(),
      position,
      streamId: event.streamId,
      recordType,
      recordId,
      part: historyPart(event.type, data),
      type: event.type,
      actor: event.metadata.actor,
      correlationId: event.metadata.correlationId,
      timestamp: event.metadata.timestamp,
      data: withoutSecrets(data),
    };
    const step = (fields: HistoryFields) => historyStep(event.type, data, fields);
    const partStep = (fields: HistoryFields) => historyPartStep(event.type, data, fields);
    // A part with fields of its own (a stock row) keeps them in its own document, moved first; the
    // record's document carries its changes to the entry (the runner applies one change per document per event).
    const part = entry.part && movesPartFields(event.type) ? entry.part : null;
    return [
      ...(part ? [change<AuditRecordDoc>(AUDIT_RECORDS, part, (doc) => moved(doc, part, position, (fields) => partStep(fields)!))] : []),
      change<AuditRecordDoc, AuditRecordDoc>(AUDIT_RECORDS, event.streamId, (doc, movedPart) => {
        const moves = moved(doc, event.streamId, position, step);
        return movedPart && movedPart.position === position && moves.position === position ? { ...moves, lastPartChanges: movedPart.lastChanges } : moves;
      }),
      // A redelivered event finds its entry written and its records unmoved: nothing changes twice.
      change<AuditEntryView, AuditRecordDoc>(AUDIT_LOG, entry.id, (written, record) => {
        if (written || !record || record.position !== position) return written;
        const snapshot = record.snapshotPosition === position ? { snapshot: record.fields } : {};
        const partChanges = record.lastPartChanges ? { partChanges: record.lastPartChanges } : {};
        return { ...entry, changes: record.lastChanges, ...partChanges, snapshotPosition: record.snapshotPosition, ...snapshot };
      }),
    ];
  },
});
