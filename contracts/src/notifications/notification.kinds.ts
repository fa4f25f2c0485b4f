/** What a customer is emailed about; each can be turned off. */
export const CUSTOMER_NOTIFICATION_KINDS = [
  'shipmentStatus',
  'invoiceIssued',
  'paymentRecorded',
  'orderPlacedForYou',
  'orderReceived',
  'packageReceived',
  'packageClaimRefused',
] as const;
export type CustomerNotificationKind = (typeof CUSTOMER_NOTIFICATION_KINDS)[number];
/** What staff are emailed about (at `STAFF_EMAILS`). */
export const STAFF_NOTIFICATION_KINDS = ['customerOrder', 'contactMessage'] as const;
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];
export type NotificationKind = CustomerNotificationKind | StaffNotificationKind;
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [...CUSTOMER_NOTIFICATION_KINDS, ...STAFF_NOTIFICATION_KINDS];

/** Where an email is in its delivery. */
export const NOTIFICATION_STATES = ['pending', 'sending', 'retrying', 'sent', 'failed', 'skipped'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** Attempts before an email is given up on (staff may ask for another round). */
export const NOTIFICATION_MAX_ATTEMPTS = 8;
/** How long an attempt may take before another sender may take it over (a sender that died mid-send). */
export const NOTIFICATION_ATTEMPT_LEASE_MS = 5 * 60_000;

/** The wait after a failed attempt: one minute, doubling each time, at most six hours. */
export function notificationBackoffMs(attempt: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 6 * 3_600_000);
}
