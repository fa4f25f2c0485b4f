import { CUSTOMER_NOTIFICATION_KINDS, type CustomerNotificationKind } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { notificationPreferencesDecider, preferencesOf } from './notification-preferences.decider';
import { notificationsStartDecider } from './notifications-start.decider';

/** Every email kind a customer may turn off, each on (as a new customer starts). */
const everything = Object.fromEntries(CUSTOMER_NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<CustomerNotificationKind, boolean>;

describe("a customer's email choices", () => {
  const spec = deciderSpec(notificationPreferencesDecider);

  it('start with every kind on, in Vietnamese', () => {
    expect(preferencesOf(notificationPreferencesDecider.initialState)).toEqual({ language: 'vi', kinds: everything });
  });

  it('are saved as the kinds turned off and the language; the same choices again change nothing', () => {
    const set = { type: 'NotificationPreferencesSet' as const, data: { customerId: 4, language: 'en' as const, off: ['invoiceIssued' as const] } };
    spec
      .given([])
      .when({ type: 'SetNotificationPreferences', data: { customerId: 4, preferences: { language: 'en', kinds: { ...everything, invoiceIssued: false } } } })
      .then([set]);
    spec
      .given([set])
      .when({ type: 'SetNotificationPreferences', data: { customerId: 4, preferences: { language: 'en', kinds: { ...everything, invoiceIssued: false } } } })
      .then([]);
  });

  it('turn a kind off through its link once, however often the link is followed', () => {
    const unsubscribed = { type: 'NotificationUnsubscribed' as const, data: { customerId: 4, kind: 'shipmentStatus' as const } };
    spec
      .given([])
      .when({ type: 'Unsubscribe', data: { customerId: 4, kind: 'shipmentStatus' } })
      .then([unsubscribed]);
    spec
      .given([unsubscribed])
      .when({ type: 'Unsubscribe', data: { customerId: 4, kind: 'shipmentStatus' } })
      .then([]);
    let state = notificationPreferencesDecider.initialState;
    state = notificationPreferencesDecider.evolve(state, unsubscribed);
    expect(preferencesOf(state).kinds).toEqual({ ...everything, shipmentStatus: false });
  });
});

describe('when emails begin', () => {
  const spec = deciderSpec(notificationsStartDecider);

  it('is marked once, at the first start; a later start changes nothing', () => {
    const started = { type: 'NotificationsStarted' as const, data: { from: '2026-11-25T10:00:00.000Z' } };
    spec
      .given([])
      .when({ type: 'StartNotifications', data: { from: '2026-11-25T10:00:00.000Z' } })
      .then([started]);
    spec
      .given([started])
      .when({ type: 'StartNotifications', data: { from: '2026-12-01T10:00:00.000Z' } })
      .then([]);
  });
});
