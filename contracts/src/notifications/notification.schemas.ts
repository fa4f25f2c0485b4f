import { z } from 'zod';
import { LANGUAGES } from '../platform/messages';
import { queryPagingSchema } from '../platform/paging';
import { idRef, idText } from '../platform/schema-helpers';
import {
  CUSTOMER_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_STATES,
  type CustomerNotificationKind,
  type NotificationKind,
  type NotificationState,
} from './notification.kinds';

/** A customer's choices, as the portal's form sends them: a switch per kind, and the language. */
export const notificationPreferencesSchema = z.object({
  language: z.enum(LANGUAGES as ['vi', 'en'], { error: 'validation.invalidChoice' }),
  kinds: z
    .object(
      Object.fromEntries(CUSTOMER_NOTIFICATION_KINDS.map((kind) => [kind, z.boolean({ error: 'validation.invalidValue' })])) as Record<
        CustomerNotificationKind,
        z.ZodBoolean
      >,
    )
    .strict(),
});
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesSchema>;
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/** The one-click link's three parts: the customer, the kind, and the signature that proves the link was sent to them. */
export const unsubscribeSchema = z.object({
  customer: idRef(),
  kind: z.enum(CUSTOMER_NOTIFICATION_KINDS, { error: 'notifications.badLink' }),
  token: z
    .string({ error: 'notifications.badLink' })
    .max(43, 'notifications.badLink')
    .regex(/^[A-Za-z0-9_-]{43}$/, 'notifications.badLink'),
});
export type Unsubscribe = z.output<typeof unsubscribeSchema>;

/**
 * The same three parts in a link's query string, where a mail client's own Unsubscribe button sends
 * them (RFC 8058 one-click): the customer's id arrives as text there.
 */
export const unsubscribeLinkSchema = unsubscribeSchema.extend({
  customer: idText({ missing: 'notifications.badLink', tooLong: 'notifications.badLink', notAnId: 'notifications.badLink' }),
});

/** Staff ask for another round of attempts at an email given up on, by its key. */
export const retryNotificationSchema = z.object({
  key: z
    .string({ error: 'validation.required' })
    .max(160, 'validation.tooLong')
    .regex(/^[A-Za-z]+-[A-Za-z0-9_-]+$/, 'validation.invalidValue'),
});

/** The staff list of emails: by delivery state and kind, newest first. */
export const notificationQuerySchema = queryPagingSchema.extend({
  state: z.enum(NOTIFICATION_STATES, { error: 'validation.invalidChoice' }).optional(),
  kind: z.enum(NOTIFICATION_KINDS as [NotificationKind, ...NotificationKind[]], { error: 'validation.invalidChoice' }).optional(),
});
export type NotificationQuery = z.input<typeof notificationQuerySchema>;

/** One email in the outbox, as staff see it: never its address or body, which are made when it is sent. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  /** The customer it is for; null for staff. */
  customerId: number | null;
  /** The record it is about (shipment, invoice, payment, order or message). */
  subjectId: number;
  /** What the email names besides the record: a status, an amount. */
  details: Record<string, string | number>;
  createdAt: string;
  state: NotificationState;
  attempts: number;
  lastError: string | null;
  /** When the next attempt is due (pending, sending or retrying). */
  due?: string;
  sentAt: string | null;
  skipReason: string | null;
}

/** An outbox row as staff read it: with the name of the customer it is for ('name - phone'; null for staff). */
export interface NotificationListRow extends NotificationView {
  customerLabel: string | null;
}
