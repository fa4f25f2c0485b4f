import { conflict, NOTIFICATION_ATTEMPT_LEASE_MS, NOTIFICATION_MAX_ATTEMPTS, notificationBackoffMs, unhandled } from '@cargo/contracts';
import type { NotificationEvent, NotificationSkipReason } from '@cargo/contracts';
import type { Decider } from '../platform/write-model/decider';

/** One email's delivery, from its own stream: what the sender may do next is decided here, never from the outbox read model. */
export interface DeliveryState {
  status: 'owed' | 'sending' | 'waiting' | 'sent' | 'skipped' | 'gaveUp';
  attempts: number;
  /** The attempt after which it is given up on (raised by a retry). */
  lastAllowed: number;
  /** While sending: until when the attempt is its sender's. While waiting: when the next is due. */
  until: string | null;
}

export type DeliveryCommand =
  | { type: 'AttemptNotification'; data: { key: string; now: string } }
  | { type: 'RecordNotificationSent'; data: { key: string; attempt: number } }
  | { type: 'RecordNotificationFailed'; data: { key: string; attempt: number; error: string; now: string } }
  | { type: 'SkipNotification'; data: { key: string; attempt: number; reason: NotificationSkipReason } }
  | { type: 'RetryNotification'; data: { key: string } };

const at = (now: string, ms: number) => new Date(Date.parse(now) + ms).toISOString();

export const notificationDeliveryDecider: Decider<DeliveryCommand, NotificationEvent, DeliveryState> = {
  initialState: { status: 'owed', attempts: 0, lastAllowed: NOTIFICATION_MAX_ATTEMPTS, until: null },
  evolve: (state, event) => {
    switch (event.type) {
      case 'NotificationAttempted':
        return { ...state, status: 'sending', attempts: event.data.attempt, until: event.data.leaseUntil };
      case 'NotificationSent':
        return { ...state, status: 'sent', until: null };
      case 'NotificationFailed':
        return { ...state, status: event.data.retryAt ? 'waiting' : 'gaveUp', until: event.data.retryAt };
      case 'NotificationSkipped':
        return { ...state, status: 'skipped', until: null };
      case 'NotificationRetried':
        return { ...state, status: 'owed', lastAllowed: state.attempts + NOTIFICATION_MAX_ATTEMPTS, until: null };
      default:
        return unhandled(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AttemptNotification': {
        const { key, now } = command.data;
        // Done, given up on, or still another sender's (its lease) or not yet due (its backoff): nothing to do now.
        if (state.status === 'sent' || state.status === 'skipped' || state.status === 'gaveUp') return [];
        if ((state.status === 'sending' || state.status === 'waiting') && state.until !== null && state.until > now) return [];
        return [{ type: 'NotificationAttempted', data: { key, attempt: state.attempts + 1, leaseUntil: at(now, NOTIFICATION_ATTEMPT_LEASE_MS) } }];
      }
      case 'RecordNotificationSent':
        return ownAttempt(state, command.data.attempt) ? [{ type: 'NotificationSent', data: command.data }] : [];
      case 'RecordNotificationFailed': {
        const { key, attempt, error, now } = command.data;
        if (!ownAttempt(state, attempt)) return [];
        return [
          { type: 'NotificationFailed', data: { key, attempt, error, retryAt: attempt >= state.lastAllowed ? null : at(now, notificationBackoffMs(attempt)) } },
        ];
      }
      case 'SkipNotification':
        return ownAttempt(state, command.data.attempt) ? [{ type: 'NotificationSkipped', data: { key: command.data.key, reason: command.data.reason } }] : [];
      case 'RetryNotification':
        if (state.status !== 'gaveUp') throw conflict('notifications.retryOnlyFailed');
        return [{ type: 'NotificationRetried', data: command.data }];
      default:
        return unhandled(command);
    }
  },
};

/** An outcome counts only for the attempt still in flight: a sender whose lease ran out and was overtaken records nothing. */
const ownAttempt = (state: DeliveryState, attempt: number) => state.status === 'sending' && state.attempts === attempt;
