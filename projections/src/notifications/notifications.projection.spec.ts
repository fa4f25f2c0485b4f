import type { DomainEvent, RecordedEvent } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { notificationsProjection } from './notifications.projection';

const party = (customerId: number) => ({ customerId, address1: '1 Main St', address2: '', phone: '0901234567', email: '' });
const shipment = (sender: number, receiver: number) => ({
  groupId: 1,
  sender: party(sender),
  receiver: party(receiver),
  totalBox: 1,
  totalPallet: 0,
  totalWeight: 500,
  totalValue: 0,
  description: '',
  shipmentDate: '2026-11-01',
  mtlTracking: 'MTL-1',
  typeId: 'Air',
});
const order = {
  orderId: 9,
  customerId: 4,
  typeId: 'Wholesale',
  lines: [],
  subtotal: 10_000,
  deliveryFee: 500,
  vatFee: 0,
  currencyId: 'UsDollar',
  deliveryAddressId: null,
  paymentInfo: null,
};

/** When emails began, before every other event of a test. */
const [first] = recorded([{ type: 'NotificationsStarted', data: { from: '2026-11-01T00:00:00.000Z' } }], 0n);
const started = { ...first, metadata: { ...first.metadata, eventId: 'start' } } as RecordedEvent;

/** Events as the log holds them after emails began, each by the given actor (`tester` otherwise). */
function by(events: (DomainEvent & { actor?: string })[]): RecordedEvent[] {
  return [
    started,
    ...recorded(events).map((event, index) => ({ ...event, metadata: { ...event.metadata, actor: events[index].actor ?? 'tester' } }) as RecordedEvent),
  ];
}

const outbox = (documents: Map<string, unknown>) =>
  [...documents]
    .filter(([id]) => id.startsWith('notifications/'))
    .map(([, doc]) => doc as { id: string; kind: string; customerId: number | null; state: string; due?: string });

describe('notifications projection', () => {
  it('given a shipment, when its status changes, owes its sender and its receiver one email each, due at once', () => {
    const documents = project(
      notificationsProjection,
      by([
        { type: 'ShipmentCreated', data: { shipmentId: 3, statusId: 1, shipment: shipment(4, 5) } },
        { type: 'ShipmentStatusChanged', data: { shipmentId: 3, statusId: 2 } },
      ]),
    );
    expect(outbox(documents)).toEqual([
      expect.objectContaining({
        id: 'shipmentStatus-e1-4',
        kind: 'shipmentStatus',
        customerId: 4,
        subjectId: 3,
        details: { trackingNumber: 'MTL-1', statusId: 2 },
        state: 'pending',
        attempts: 0,
        due: '2026-11-02T10:00:00.000Z',
      }),
      expect.objectContaining({ id: 'shipmentStatus-e1-5', customerId: 5 }),
    ]);
  });

  it('given a shipment sent by a customer to themself, owes them one email, not two; and none for its creation', () => {
    const documents = project(
      notificationsProjection,
      by([
        { type: 'ShipmentCreated', data: { shipmentId: 3, statusId: 1, shipment: shipment(4, 4) } },
        { type: 'ShipmentStatusChanged', data: { shipmentId: 3, statusId: 2 } },
      ]),
    );
    expect(outbox(documents).map((doc) => doc.id)).toEqual(['shipmentStatus-e1-4']);
  });

  it('tells staff of an order its customer placed, and the customer of one staff placed for them', () => {
    const documents = project(
      notificationsProjection,
      by([
        {
          type: 'CustomerOpened',
          data: { customerId: 4, userId: 12, name: 'An', address1: 'x', address2: '', email: 'an@example.com', phone: '0901234567', parentCustomerId: null },
        },
        { type: 'OrderPlaced', data: order, actor: '12' },
        { type: 'OrderPlaced', data: { ...order, orderId: 10 }, actor: '1' },
      ]),
    );
    expect(outbox(documents)).toEqual([
      expect.objectContaining({
        id: 'customerOrder-e1',
        kind: 'customerOrder',
        customerId: null,
        subjectId: 9,
        details: { total: 10_500, currencyId: 'UsDollar', customerId: 4 },
      }),
      expect.objectContaining({ id: 'orderReceived-e1', kind: 'orderReceived', customerId: 4, subjectId: 9 }),
      expect.objectContaining({ id: 'orderPlacedForYou-e2', kind: 'orderPlacedForYou', customerId: 4, subjectId: 10 }),
    ]);
  });

  it('owes an email for an invoice issued, a payment recorded and a contact message', () => {
    const documents = project(
      notificationsProjection,
      by([
        {
          type: 'InvoiceCreated',
          data: {
            invoiceId: 7,
            invoice: {
              typeId: 'General',
              customerId: 4,
              associatedId: null,
              mtlTracking: '',
              currencyId: 'VnDong',
              invoiceDate: '2026-11-01',
              description: '',
              boxCasePallet: '',
              weight: null,
            },
          },
        },
        {
          type: 'PaymentReceived',
          data: { paymentId: 8, customerId: 4, currencyId: 'VnDong', amount: 500_000, creditToUse: 0, invoiceIds: [7], paymentDate: '2026-11-02', typeId: 1 },
        },
        { type: 'ContactMessageReceived', data: { messageId: 2, message: { name: 'A', email: 'a@example.com', phone: '0901234567', message: 'Hi' } } },
      ]),
    );
    expect(outbox(documents).map((doc) => [doc.kind, doc.customerId])).toEqual([
      ['invoiceIssued', 4],
      ['paymentRecorded', 4],
      ['contactMessage', null],
    ]);
  });

  it('moves an email through its attempts: sending (due again when its lease ends), retrying at the time set, sent with nothing due', () => {
    const key = 'contactMessage-e0';
    const documents = project(
      notificationsProjection,
      by([
        { type: 'ContactMessageReceived', data: { messageId: 2, message: { name: 'A', email: 'a@example.com', phone: '0901234567', message: 'Hi' } } },
        { type: 'NotificationAttempted', data: { key, attempt: 1, leaseUntil: '2026-11-02T10:05:00.000Z' } },
        { type: 'NotificationFailed', data: { key, attempt: 1, error: 'connect ECONNREFUSED', retryAt: '2026-11-03T10:01:00.000Z' } },
      ]),
    );
    expect(documents.get(`notifications/${key}`)).toMatchObject({
      state: 'retrying',
      attempts: 1,
      lastError: 'connect ECONNREFUSED',
      due: '2026-11-03T10:01:00.000Z',
    });
    const later = project(
      notificationsProjection,
      by([
        { type: 'ContactMessageReceived', data: { messageId: 2, message: { name: 'A', email: 'a@example.com', phone: '0901234567', message: 'Hi' } } },
        { type: 'NotificationAttempted', data: { key, attempt: 1, leaseUntil: '2026-11-02T10:05:00.000Z' } },
      ]),
    );
    expect(later.get(`notifications/${key}`)).toMatchObject({ state: 'sending', due: '2026-11-02T10:05:00.000Z' });
    const sent = project(
      notificationsProjection,
      by([
        { type: 'ContactMessageReceived', data: { messageId: 2, message: { name: 'A', email: 'a@example.com', phone: '0901234567', message: 'Hi' } } },
        { type: 'NotificationAttempted', data: { key, attempt: 1, leaseUntil: '2026-11-02T10:05:00.000Z' } },
        { type: 'NotificationSent', data: { key, attempt: 1 } },
      ]),
    );
    const doc = sent.get(`notifications/${key}`) as Record<string, unknown>;
    expect(doc).toMatchObject({ state: 'sent', sentAt: '2026-11-03T10:00:00.000Z', lastError: null });
    expect(doc).not.toHaveProperty('due');
  });

  it('shows an email given up on as failed, one not sent on purpose as skipped, and a retried one as pending again', () => {
    const key = 'contactMessage-e0';
    const documents = project(
      notificationsProjection,
      by([
        { type: 'ContactMessageReceived', data: { messageId: 2, message: { name: 'A', email: 'a@example.com', phone: '0901234567', message: 'Hi' } } },
        { type: 'NotificationFailed', data: { key, attempt: 8, error: 'refused', retryAt: null } },
      ]),
    );
    expect(documents.get(`notifications/${key}`)).toMatchObject({ state: 'failed' });
    expect(documents.get(`notifications/${key}`)).not.toHaveProperty('due');
    const retried = project(
      notificationsProjection,
      by([
        { type: 'ContactMessageReceived', data: { messageId: 2, message: { name: 'A', email: 'a@example.com', phone: '0901234567', message: 'Hi' } } },
        { type: 'NotificationFailed', data: { key, attempt: 8, error: 'refused', retryAt: null } },
        { type: 'NotificationRetried', data: { key } },
      ]),
    );
    expect(retried.get(`notifications/${key}`)).toMatchObject({ state: 'pending', due: '2026-11-03T10:00:00.000Z' });
    const skipped = project(
      notificationsProjection,
      by([
        { type: 'ContactMessageReceived', data: { messageId: 2, message: { name: 'A', email: 'a@example.com', phone: '0901234567', message: 'Hi' } } },
        { type: 'NotificationSkipped', data: { key, reason: 'optedOut' } },
      ]),
    );
    expect(skipped.get(`notifications/${key}`)).toMatchObject({ state: 'skipped', skipReason: 'optedOut' });
  });

  it("owes nothing for what happened before emails began: a store's history is not emailed about", () => {
    const history = recorded([
      { type: 'ShipmentCreated', data: { shipmentId: 3, statusId: 1, shipment: shipment(4, 5) } },
      { type: 'ShipmentStatusChanged', data: { shipmentId: 3, statusId: 2 } },
      { type: 'ContactMessageReceived', data: { messageId: 2, message: { name: 'A', email: 'a@example.com', phone: '0901234567', message: 'Hi' } } },
    ]);
    const later = recorded(
      [
        { type: 'NotificationsStarted', data: { from: '2026-11-04T10:00:00.000Z' } },
        { type: 'ShipmentStatusChanged', data: { shipmentId: 3, statusId: 3 } },
      ],
      4n,
    ).map((event, index) => ({ ...event, metadata: { ...event.metadata, eventId: `later${index}` } }) as RecordedEvent);
    expect(outbox(project(notificationsProjection, history))).toEqual([]);
    expect(outbox(project(notificationsProjection, [...history, ...later])).map((doc) => doc.id)).toEqual([
      'shipmentStatus-later1-4',
      'shipmentStatus-later1-5',
    ]);
  });

  it('gives the same documents when every event is applied twice', () => {
    const events = by([
      { type: 'ShipmentCreated', data: { shipmentId: 3, statusId: 1, shipment: shipment(4, 5) } },
      { type: 'ShipmentStatusChanged', data: { shipmentId: 3, statusId: 2 } },
      { type: 'NotificationAttempted', data: { key: 'shipmentStatus-e1-4', attempt: 1, leaseUntil: '2026-11-02T10:05:00.000Z' } },
      { type: 'NotificationSent', data: { key: 'shipmentStatus-e1-4', attempt: 1 } },
    ]);
    expect(project(notificationsProjection, eachTwice(events))).toEqual(project(notificationsProjection, events));
  });
});
