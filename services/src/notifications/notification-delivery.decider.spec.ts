import type { NotificationEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { notificationDeliveryDecider } from './notification-delivery.decider';

const key = 'invoiceIssued-e1';
const NOW = '2026-11-25T10:00:00.000Z';
const attempted = (attempt: number, leaseUntil = '2026-11-25T10:05:00.000Z'): NotificationEvent => ({
  type: 'NotificationAttempted',
  data: { key, attempt, leaseUntil },
});
const failed = (attempt: number, retryAt: string | null): NotificationEvent => ({
  type: 'NotificationFailed',
  data: { key, attempt, error: 'refused', retryAt },
});

describe("an email's delivery", () => {
  const spec = deciderSpec(notificationDeliveryDecider);

  it('an email owed is claimed for its first attempt, for five minutes', () => {
    spec
      .given([])
      .when({ type: 'AttemptNotification', data: { key, now: NOW } })
      .then([attempted(1)]);
  });

  it("an attempt in flight is its sender's until its lease ends; then another sender takes the next attempt", () => {
    spec
      .given([attempted(1)])
      .when({ type: 'AttemptNotification', data: { key, now: '2026-11-25T10:04:59.000Z' } })
      .then([]);
    spec
      .given([attempted(1)])
      .when({ type: 'AttemptNotification', data: { key, now: '2026-11-25T10:05:01.000Z' } })
      .then([attempted(2, '2026-11-25T10:10:01.000Z')]);
  });

  it('a failed attempt waits one minute, then two, doubling; the eighth gives up', () => {
    spec
      .given([attempted(1)])
      .when({ type: 'RecordNotificationFailed', data: { key, attempt: 1, error: 'refused', now: NOW } })
      .then([failed(1, '2026-11-25T10:01:00.000Z')]);
    spec
      .given([attempted(1), failed(1, 'x'), attempted(2)])
      .when({ type: 'RecordNotificationFailed', data: { key, attempt: 2, error: 'refused', now: NOW } })
      .then([failed(2, '2026-11-25T10:02:00.000Z')]);
    spec
      .given([attempted(8)])
      .when({ type: 'RecordNotificationFailed', data: { key, attempt: 8, error: 'refused', now: NOW } })
      .then([failed(8, null)]);
  });

  it('an email waiting for its next attempt is not tried before it is due', () => {
    spec
      .given([attempted(1), failed(1, '2026-11-25T10:01:00.000Z')])
      .when({ type: 'AttemptNotification', data: { key, now: NOW } })
      .then([]);
    spec
      .given([attempted(1), failed(1, '2026-11-25T10:01:00.000Z')])
      .when({ type: 'AttemptNotification', data: { key, now: '2026-11-25T10:01:00.001Z' } })
      .then([attempted(2, '2026-11-25T10:06:00.001Z')]);
  });

  it('an email sent, skipped or given up on is never attempted again', () => {
    spec
      .given([attempted(1), { type: 'NotificationSent', data: { key, attempt: 1 } }])
      .when({ type: 'AttemptNotification', data: { key, now: '2027-01-01T00:00:00.000Z' } })
      .then([]);
    spec
      .given([attempted(1), { type: 'NotificationSkipped', data: { key, reason: 'optedOut' } }])
      .when({ type: 'AttemptNotification', data: { key, now: '2027-01-01T00:00:00.000Z' } })
      .then([]);
    spec
      .given([attempted(8), failed(8, null)])
      .when({ type: 'AttemptNotification', data: { key, now: '2027-01-01T00:00:00.000Z' } })
      .then([]);
  });

  it('a sender overtaken after its lease records nothing: only the attempt in flight has an outcome', () => {
    spec
      .given([attempted(1), attempted(2)])
      .when({ type: 'RecordNotificationSent', data: { key, attempt: 1 } })
      .then([]);
    spec
      .given([attempted(1), attempted(2)])
      .when({ type: 'RecordNotificationSent', data: { key, attempt: 2 } })
      .then([{ type: 'NotificationSent', data: { key, attempt: 2 } }]);
    spec
      .given([attempted(1), attempted(2)])
      .when({ type: 'SkipNotification', data: { key, attempt: 1, reason: 'noAddress' } })
      .then([]);
  });

  it('staff may retry an email given up on, for another eight attempts; one still being tried is refused', () => {
    spec
      .given([attempted(8), failed(8, null)])
      .when({ type: 'RetryNotification', data: { key } })
      .then([{ type: 'NotificationRetried', data: { key } }]);
    spec
      .given([attempted(8), failed(8, null), { type: 'NotificationRetried', data: { key } }, attempted(9)])
      .when({ type: 'RecordNotificationFailed', data: { key, attempt: 9, error: 'refused', now: NOW } })
      .then([failed(9, '2026-11-25T14:16:00.000Z')]);
    spec
      .given([attempted(1), failed(1, 'x')])
      .when({ type: 'RetryNotification', data: { key } })
      .thenThrows('notifications.retryOnlyFailed');
  });
});
