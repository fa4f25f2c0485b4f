import { z } from 'zod';
import { queryPagingWith } from '../platform/paging';
import { isoDate, text, TEXT_MAX } from '../platform/schema-helpers';
import type { AccessLevel } from '../identity/access';
import type { RoleCapability } from '../identity/roles';

const filterText = () => text(TEXT_MAX.code).trim().optional();

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

/**
 * Records with a History tab, the level that reads it (auditors read every one) and the capability
 * whose readers read it. A stock row's
 * and a dropdown option's history are parts of their product's and dropdown's streams.
 */
export const HISTORY_RECORDS = {
  product: { level: 'admin', capability: 'catalog' },
  stock: { level: 'admin', capability: 'inventory' },
  stockgroup: { level: 'admin', capability: 'inventory' },
  order: { level: 'admin', capability: 'ordering' },
  customer: { level: 'admin', capability: 'customers' },
  vendor: { level: 'admin', capability: 'vendors' },
  shipment: { level: 'admin', capability: 'shipping' },
  shipmentgroup: { level: 'admin', capability: 'shipping' },
  invoice: { level: 'admin', capability: 'billing' },
  payment: { level: 'admin', capability: 'billing' },
  credit: { level: 'admin', capability: 'billing' },
  expense: { level: 'admin', capability: 'expenses' },
  dropdown: { level: 'root', capability: 'settings' },
  dropdownoption: { level: 'root', capability: 'settings' },
  contactmessage: { level: 'admin', capability: 'customers' },
  package: { level: 'admin', capability: 'receiving' },
  prealert: { level: 'admin', capability: 'receiving' },
  shiprequest: { level: 'admin', capability: 'receiving' },
  packageclaim: { level: 'admin', capability: 'receiving' },
  storageterms: { level: 'root', capability: 'receiving' },
  deliveryaddress: { level: 'admin', capability: 'ordering' },
  user: { level: 'root', capability: 'identity' },
} as const satisfies Record<string, { level: AccessLevel; capability: RoleCapability }>;
export type HistoryRecordType = keyof typeof HISTORY_RECORDS;

/** Record kinds kept as parts of another record's stream: their entries are found by `part`. */
export const HISTORY_PARTS: readonly HistoryRecordType[] = ['stock', 'dropdownoption'];

/** `GET /api/audit/get/history/{recordType}/{recordId}`: a record's changes, newest first, a page at a time. */
export const historyParamsSchema = z.object({
  recordType: z.enum(Object.keys(HISTORY_RECORDS) as [HistoryRecordType, ...HistoryRecordType[]], { error: 'validation.invalidChoice' }),
  recordId: text(TEXT_MAX.code, { error: 'validation.required' }).trim().min(1, 'validation.required'),
});
export const historyQuerySchema = queryPagingWith(20);

/** `.../as/of?at=`: an instant (ISO 8601 with its offset, as the browser sends `toISOString()`). */
export const asOfQuerySchema = z.object({
  at: z
    .string({ error: 'validation.required' })
    .max(40, 'validation.invalidDate')
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'validation.invalidDate')
    .refine((value) => !Number.isNaN(Date.parse(value)), 'validation.invalidDate')
    // Log timestamps are UTC ISO text: compare like with like.
    .transform((value) => new Date(value).toISOString()),
});
