import type { DomainEvent } from '../platform/envelope';
import type { Language } from '../platform/messages';
import type { CustomerNotificationKind } from './notification.kinds';

/** One email the business owes: `{kind}-{the event's id}[-{customer}]`, so each event gives each recipient one. */
export const notificationStream = (key: string) => `notification-${key}`;
/** A customer's choices: which kinds they get, and in which language. */
export const notificationPreferencesStream = (customerId: number) => `notificationprefs-${customerId}`;

/** The log's one marker of when emails began: events before it are history nobody is emailed about. */
export const NOTIFICATIONS_START_STREAM = 'notificationsstart-log';

/**
 * Emails begin here. Appended once, at the first start of a version that sends them: a store that
 * already holds years of shipments and invoices does not email every customer about all of them.
 */
export type NotificationsStarted = DomainEvent<'NotificationsStarted', { from: string }>;

/**
 * A sender claimed the next attempt, before sending: two senders cannot both send it. Until
 * `leaseUntil` no other may try; after it, the sender is taken for dead and another tries again.
 */
export type NotificationAttempted = DomainEvent<'NotificationAttempted', { key: string; attempt: number; leaseUntil: string }>;
/** The mail server took it. Every attempt carries the same Message-ID, so a copy a crash made send twice is one message to mail systems. */
export type NotificationSent = DomainEvent<'NotificationSent', { key: string; attempt: number }>;
/** The mail server refused or could not be reached (`error`, with any address in it left out); `retryAt` null: no attempt is left. */
export type NotificationFailed = DomainEvent<'NotificationFailed', { key: string; attempt: number; error: string; retryAt: string | null }>;
/** Not sent, on purpose: the recipient turned the kind off, or has no email address. */
export type NotificationSkipped = DomainEvent<'NotificationSkipped', { key: string; reason: NotificationSkipReason }>;
/** Staff asked for another round of attempts after the last one failed. */
export type NotificationRetried = DomainEvent<'NotificationRetried', { key: string }>;
export type NotificationEvent = NotificationAttempted | NotificationSent | NotificationFailed | NotificationSkipped | NotificationRetried;
export type NotificationsStartEvent = NotificationsStarted;

export const NOTIFICATION_SKIP_REASONS = ['optedOut', 'noAddress'] as const;
export type NotificationSkipReason = (typeof NOTIFICATION_SKIP_REASONS)[number];

/** The customer chose their emails' language and the kinds they do not want. */
export type NotificationPreferencesSet = DomainEvent<'NotificationPreferencesSet', { customerId: number; language: Language; off: CustomerNotificationKind[] }>;
/** The one-click link in an email turned its kind off. */
export type NotificationUnsubscribed = DomainEvent<'NotificationUnsubscribed', { customerId: number; kind: CustomerNotificationKind }>;
export type NotificationPreferencesEvent = NotificationPreferencesSet | NotificationUnsubscribed;
