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
}

/**
 * Every change of every record, one entry per event, for the audit log and each record's history:
 * indexed by person, record, event type, command and time, each newest first (by position).
 */
export const auditLogProjection = projectionOfEvery({
  name: 'audit-log',
  collections: [AUDIT_LOG, AUDIT_RECORDS],
  indexes: [{ collection: AUDIT_LOG, indexes: [['position'], ['actor', 'position'], ['recordType', 'recordId', 'position'], ['part', 'position'], ['type', 'position'], ['correlationId', 'position'], ['timestamp']] }],
  changes: (event) => {
    const { recordType, recordId } = recordOf(event.streamId);
    if ((UNAUDITED_STREAMS as readonly string[]).includes(recordType)) return [];
    const position = Number(event.position);
    const entry: Omit<AuditEntryView, 'changes'> = {
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
        (doc) => (doc && doc.position >= position ? doc : { id: event.streamId, position, fields: historyStep(event.type, event.data, doc?.fields ?? {}).after }),
        // An entry already written keeps its changes (a redelivered event finds its record unmoved).
        (before, after) => [change<AuditEntryView>(AUDIT_LOG, entry.id, (written) => written ?? { ...entry, changes: diffFields(before?.fields ?? {}, after?.fields ?? {}) })],
      ),
    ];
  },
});
