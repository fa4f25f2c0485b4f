import { diffFields, historyPart, historyStep, recordOf, UNAUDITED_STREAMS, withoutSecrets, type AuditEntryView, type HistoryFields } from '@cargo/contracts';
import { change, changeFollowed, projectionOfEvery } from '../platform/projection';

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
  indexes: [{ collection: AUDIT_LOG, indexes: [['position'], ['actor', 'position'], ['recordType', 'recordId', 'position'], ['recordType', 'recordId', 'timestamp'], ['part', 'position'], ['type', 'position'], ['correlationId', 'position'], ['timestamp']] }],
  changes: (event) => {
    const { recordType, recordId } = recordOf(event.streamId);
    if ((UNAUDITED_STREAMS as readonly string[]).includes(recordType)) return [];
    const position = Number(event.position);
    const entry: Omit<AuditEntryView, 'changes' | 'snapshotPosition' | 'snapshot'> = {
      id: event.position.toString(),
      position,
      streamId: event.streamId,
      recordType,
      recordId,
      part: historyPart(event.type, event.data),
      type: event.type,
      actor: event.metadata.actor,
      correlationId: event.metadata.correlationId,
      timestamp: event.metadata.timestamp,
      data: withoutSecrets(event.data),
    };
    return [
      changeFollowed<AuditRecordDoc>(
        AUDIT_RECORDS,
        event.streamId,
        (doc) => {
          if (doc && doc.position >= position) return doc;
          const count = doc?.count ?? 0;
          const fields = historyStep(event.type, event.data, doc?.fields ?? {}).after;
          return { id: event.streamId, position, fields, count: count + 1, snapshotPosition: count % HISTORY_SNAPSHOT_EVERY === 0 ? position : (doc?.snapshotPosition ?? position) };
        },
        // An entry already written keeps its changes (a redelivered event finds its record unmoved).
        (before, after) => [
          change<AuditEntryView>(AUDIT_LOG, entry.id, (written) => {
            if (written || !after) return written;
            const snapshot = after.snapshotPosition === position ? { snapshot: after.fields } : {};
            return { ...entry, changes: diffFields(before?.fields ?? {}, after.fields), snapshotPosition: after.snapshotPosition, ...snapshot };
          }),
        ],
      ),
    ];
  },
});
