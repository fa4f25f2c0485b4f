import { z } from 'zod';
import { queryPagingWith } from '../platform/paging';
import { isoDate, TEXT_MAX } from '../platform/schema-helpers';

const filterText = () => z.string({ error: 'validation.invalidValue' }).max(TEXT_MAX.code, 'validation.tooLong').trim().optional();

/** The audit log's filters (all in the URL): person, record type and id, event type, command, date range. */
export const auditQuerySchema = queryPagingWith(50).extend({
  actor: filterText(),
  recordType: filterText(),
  recordId: filterText(),
  type: filterText(),
  correlationId: filterText(),
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
