import { z } from 'zod';
import { queryPagingWith } from '../platform/paging';
import { isoDate, text, TEXT_MAX } from '../platform/schema-helpers';
import type { AccessLevel } from '../identity/access';

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
 * Records with a History tab and the level that reads it (auditors read every one). A stock row's
 * and a dropdown option's history are parts of their product's and dropdown's streams.
 */
export const HISTORY_RECORDS = {
  product: 'admin',
  stock: 'admin',
  stockgroup: 'admin',
  order: 'admin',
  customer: 'admin',
  vendor: 'admin',
  shipment: 'admin',
  shipmentgroup: 'admin',
  invoice: 'admin',
  payment: 'admin',
  credit: 'admin',
  expense: 'admin',
  dropdown: 'root',
  dropdownoption: 'root',
  contactmessage: 'admin',
  package: 'admin',
  prealert: 'admin',
  shiprequest: 'admin',
  packageclaim: 'admin',
  storageterms: 'root',
  deliveryaddress: 'admin',
  user: 'root',
} as const satisfies Record<string, AccessLevel>;
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
