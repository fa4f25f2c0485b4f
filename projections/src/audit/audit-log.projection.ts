import { recordOf, UNAUDITED_STREAMS, withoutSecrets, type AuditEntryView } from '@cargo/contracts';
import { change, projectionOfEvery } from '../platform/projection';

export const AUDIT_LOG = 'audit_log';

/**
 * Every change of every record, one entry per event, for the audit log and each record's history:
 * indexed by person, record, event type, command and time, each newest first (by position).
 */
export const auditLogProjection = projectionOfEvery({
  name: 'audit-log',
  collections: [AUDIT_LOG],
  indexes: [{ collection: AUDIT_LOG, indexes: [['position'], ['actor', 'position'], ['recordType', 'recordId', 'position'], ['type', 'position'], ['correlationId', 'position'], ['timestamp']] }],
  changes: (event) => {
    const { recordType, recordId } = recordOf(event.streamId);
    if ((UNAUDITED_STREAMS as readonly string[]).includes(recordType)) return [];
    const entry: AuditEntryView = {
      id: event.position.toString(),
      position: Number(event.position),
      streamId: event.streamId,
      recordType,
      recordId,
      type: event.type,
      actor: event.metadata.actor,
      correlationId: event.metadata.correlationId,
      timestamp: event.metadata.timestamp,
      data: withoutSecrets(event.data),
    };
    return [change<AuditEntryView>(AUDIT_LOG, entry.id, () => entry)];
  },
});
