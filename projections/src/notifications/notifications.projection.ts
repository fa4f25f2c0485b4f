import { invoiceCode, orderTotal, unhandled } from '@cargo/contracts';
import type {
  ContactMessageReceived,
  CustomerOpened,
  InvoiceCreated,
  NotificationEvent,
  NotificationKind,
  NotificationsStarted,
  NotificationView,
  OrderPlaced,
  PackageOwnerAssigned,
  PackageClaimRefused,
  PackageReceived,
  PaymentReceived,
  RecordedEvent,
  ShipmentCreated,
  ShipmentStatusChanged,
  ShipmentUpdated,
} from '@cargo/contracts';
import { change, changeFollowed, projection, type DocumentChange } from '../platform/projection';
import type { Doc } from '../platform/read-store.port';

export const NOTIFICATIONS = 'notifications';
/** Who is on each shipment, for its status changes (which name only the shipment). */
const SHIPMENT_PARTIES = 'notification_shipments';
/** Each customer's user, to tell an order its customer placed from one staff placed for them. */
const CUSTOMER_USERS = 'notification_customers';
/** An unknown package's number and photo count, for the email its owner gets once found. */
const PACKAGE_NUMBERS = 'notification_packages';
/** Whether emails have begun (`NotificationsStarted`): one document. */
const STARTED = 'notification_start';
const STARTED_ID = 'log';

interface ShipmentParties {
  id: number;
  customerIds: number[];
  trackingNumber: string;
}
interface PackageNumber {
  id: number;
  trackingNumber: string;
  photos: number;
}
interface CustomerUser {
  id: number;
  userId: number | null;
}

type Handled =
  | NotificationsStarted
  | ShipmentCreated
  | ShipmentUpdated
  | ShipmentStatusChanged
  | InvoiceCreated
  | PaymentReceived
  | OrderPlaced
  | ContactMessageReceived
  | PackageReceived
  | PackageOwnerAssigned
  | PackageClaimRefused
  | CustomerOpened
  | NotificationEvent;

/**
 * The outbox: one document per email the business owes, made from the event that calls for it (so
 * each event gives each recipient exactly one, however often it is replayed), then moved along by
 * the delivery events the sender records on the email's own stream. `due` is set while an attempt
 * is owed: the sender finds its work through that one index. Events before `NotificationsStarted`
 * owe nothing: they happened before the business sent emails.
 */
export const notificationsProjection = projection<Handled>({
  name: 'notifications',
  collections: [NOTIFICATIONS, SHIPMENT_PARTIES, CUSTOMER_USERS, PACKAGE_NUMBERS, STARTED],
  indexes: [{ collection: NOTIFICATIONS, indexes: [['due'], ['createdAt'], ['state', 'createdAt'], ['kind', 'createdAt']] }],
  handles: [
    'NotificationsStarted',
    'ShipmentCreated',
    'ShipmentUpdated',
    'ShipmentStatusChanged',
    'InvoiceCreated',
    'PaymentReceived',
    'OrderPlaced',
    'ContactMessageReceived',
    'PackageReceived',
    'PackageOwnerAssigned',
    'PackageClaimRefused',
    'CustomerOpened',
    'NotificationAttempted',
    'NotificationSent',
    'NotificationFailed',
    'NotificationSkipped',
    'NotificationRetried',
  ],
  changes: (event) => {
    switch (event.type) {
      case 'NotificationsStarted':
        return [change(STARTED, STARTED_ID, (doc) => doc ?? { id: STARTED_ID, from: event.data.from })];
      case 'ShipmentCreated':
        return [change<ShipmentParties>(SHIPMENT_PARTIES, event.data.shipmentId, () => partiesOf(event.data.shipmentId, event.data.shipment))];
      case 'ShipmentUpdated':
        return [change<ShipmentParties>(SHIPMENT_PARTIES, event.data.shipmentId, () => partiesOf(event.data.shipmentId, event.data.after))];
      case 'ShipmentStatusChanged':
        return [
          changeFollowed<ShipmentParties>(
            SHIPMENT_PARTIES,
            event.data.shipmentId,
            (parties) => parties,
            (parties) => [
              whenStarted(() =>
                (parties?.customerIds ?? []).map((customerId) =>
                  owed(event, 'shipmentStatus', customerId, event.data.shipmentId, { trackingNumber: parties!.trackingNumber, statusId: event.data.statusId }),
                ),
              ),
            ],
          ),
        ];
      case 'InvoiceCreated':
        return [
          whenStarted(() => [
            owed(event, 'invoiceIssued', event.data.invoice.customerId, event.data.invoiceId, {
              currencyId: event.data.invoice.currencyId,
              invoiceDate: event.data.invoice.invoiceDate,
              code: invoiceCode(event.data.invoice.typeId, event.data.invoiceId),
            }),
          ]),
        ];
      case 'PaymentReceived':
        return [
          whenStarted(() => [
            owed(event, 'paymentRecorded', event.data.customerId, event.data.paymentId, {
              amount: event.data.amount,
              currencyId: event.data.currencyId,
              paymentDate: event.data.paymentDate,
              // The invoices it paid, as the entry's details hold text: '12,13'.
              invoiceIds: event.data.invoiceIds.join(','),
            }),
          ]),
        ];
      case 'OrderPlaced': {
        const { orderId, customerId, currencyId } = event.data;
        const details = { total: orderTotal(event.data), currencyId, customerId };
        return [
          changeFollowed<CustomerUser>(
            CUSTOMER_USERS,
            customerId,
            (customer) => customer,
            // Placed by the customer's own user: staff are told, and the customer is thanked. Placed by staff: the customer is told.
            (customer) => [
              whenStarted(() =>
                customer?.userId != null && event.metadata.actor === String(customer.userId)
                  ? [owed(event, 'customerOrder', null, orderId, details), owed(event, 'orderReceived', customerId, orderId, details)]
                  : [owed(event, 'orderPlacedForYou', customerId, orderId, details)],
              ),
            ],
          ),
        ];
      }
      case 'ContactMessageReceived':
        return [whenStarted(() => [owed(event, 'contactMessage', null, event.data.messageId, {})])];
      case 'PackageReceived': {
        const { customerId, packageId, trackingNumber, receipt } = event.data;
        // An unknown package's owner is told once staff find them (`PackageOwnerAssigned`).
        if (customerId === null)
          return [change<PackageNumber>(PACKAGE_NUMBERS, packageId, () => ({ id: packageId, trackingNumber, photos: receipt.photoIds.length }))];
        return [whenStarted(() => [owed(event, 'packageReceived', customerId, packageId, { trackingNumber, photos: receipt.photoIds.length })])];
      }
      case 'PackageOwnerAssigned':
        return [
          changeFollowed<PackageNumber>(
            PACKAGE_NUMBERS,
            event.data.packageId,
            (known) => known,
            (known) => [
              whenStarted(() => [
                owed(event, 'packageReceived', event.data.customerId, event.data.packageId, {
                  trackingNumber: known?.trackingNumber ?? '',
                  photos: known?.photos ?? 0,
                }),
              ]),
            ],
          ),
        ];
      case 'PackageClaimRefused': {
        const { claimId, customerId, lastDigits, reason } = event.data;
        return [whenStarted(() => [owed(event, 'packageClaimRefused', customerId, claimId, { lastDigits, reason })])];
      }
      case 'CustomerOpened':
        return [change<CustomerUser>(CUSTOMER_USERS, event.data.customerId, () => ({ id: event.data.customerId, userId: event.data.userId }))];
      case 'NotificationAttempted':
        return [delivery(event.data.key, () => ({ state: 'sending', attempts: event.data.attempt, due: event.data.leaseUntil }))];
      case 'NotificationSent':
        return [
          delivery(event.data.key, () => ({ state: 'sent', attempts: event.data.attempt, lastError: null, sentAt: event.metadata.timestamp, due: undefined })),
        ];
      case 'NotificationFailed':
        return [
          delivery(event.data.key, () => ({
            state: event.data.retryAt ? 'retrying' : 'failed',
            attempts: event.data.attempt,
            lastError: event.data.error,
            due: event.data.retryAt ?? undefined,
          })),
        ];
      case 'NotificationSkipped':
        return [delivery(event.data.key, () => ({ state: 'skipped', skipReason: event.data.reason, due: undefined }))];
      case 'NotificationRetried':
        return [delivery(event.data.key, () => ({ state: 'pending', due: event.metadata.timestamp }))];
      default:
        return unhandled(event);
    }
  },
});

/** The emails an event owes, once emails have begun: one follow-up of the marker per event, so each of its emails is made. */
function whenStarted(emails: () => DocumentChange[]): DocumentChange {
  return changeFollowed<Doc & { from: string }>(
    STARTED,
    STARTED_ID,
    (started) => started,
    (started) => (started ? emails() : []),
  );
}

/** The key of the email an event owes one recipient: the event's id, so a replay finds the same one. */
export function notificationKey(kind: NotificationKind, eventId: string, customerId: number | null): string {
  return customerId === null ? `${kind}-${eventId}` : `${kind}-${eventId}-${customerId}`;
}

function owed(
  event: RecordedEvent,
  kind: NotificationKind,
  customerId: number | null,
  subjectId: number,
  details: NotificationView['details'],
): DocumentChange {
  const key = notificationKey(kind, event.metadata.eventId, kind === 'shipmentStatus' ? customerId : null);
  return change<NotificationView>(
    NOTIFICATIONS,
    key,
    (doc) =>
      doc ?? {
        id: key,
        kind,
        customerId,
        subjectId,
        details,
        createdAt: event.metadata.timestamp,
        state: 'pending',
        attempts: 0,
        lastError: null,
        due: event.metadata.timestamp,
        sentAt: null,
        skipReason: null,
      },
  );
}

function delivery(key: string, patch: () => Partial<NotificationView>): DocumentChange {
  return change<NotificationView>(NOTIFICATIONS, key, (doc) => {
    if (!doc) return null;
    const next: NotificationView = { ...doc, ...patch() };
    if (next.due === undefined) delete next.due;
    return next;
  });
}

function partiesOf(id: number, shipment: { sender: { customerId: number }; receiver: { customerId: number }; mtlTracking: string }): ShipmentParties {
  return { id, customerIds: [...new Set([shipment.sender.customerId, shipment.receiver.customerId])], trackingNumber: shipment.mtlTracking };
}
