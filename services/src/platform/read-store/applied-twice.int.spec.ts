import Database from 'better-sqlite3';
import type { DomainEvent, OrderTerms, ProductDetails, RecordedEvent, ShipmentRecord, StockTerms } from '@cargo/contracts';
import { allProjections, ProjectionRunner, type EventFeed, type Projection } from '@cargo/projections';
import { recorded } from '@cargo/projections/testing';
import { SqliteReadStore } from './sqlite-read-store';

const details = {
  title: 'Kirkland Fish Oil 400 softgels',
  skuCode: 'KS-1',
  retailPrice: 2499,
  discount: 300,
  isActive: true,
  currencyId: 'UsDollar',
} as ProductDetails;
const lot: StockTerms = { quantity: 5, stockPrice: 1000, vendorId: 2, datePurchased: '2026-10-01', expDate: null, updateQuantity: true };
const shipment = (groupId: number): ShipmentRecord => ({
  groupId,
  typeId: 'Air',
  sender: party,
  receiver: party,
  totalBox: 2,
  totalPallet: 0,
  totalWeight: 1250,
  totalValue: 10_000,
  description: '',
  shipmentDate: '2026-11-02',
  boxLength: 0,
  boxWidth: 0,
  boxHeight: 0,
  mtlTracking: 'MTL-1',
});
const party = { customerId: 7, address1: '12 Lê Lợi', address2: '', phone: '0912345678', email: '' };
const alert = {
  carrier: 'UPS' as const,
  trackingNumber: '1Z5R89390357567127',
  contents: [{ description: 'Shoes', quantity: 1, value: 5000, hsCode: '' }],
  service: 'Air' as const,
  fileId: 'rcv_1',
  note: '',
};
const receipt = { weight: 250, length: 10, width: 8, height: 4, condition: 'ok' as const, conditionNote: '', photoIds: ['rcv_2'], bin: 'A-1' };
const terms: OrderTerms = {
  customerId: 7,
  typeId: 'Regular',
  lines: [{ productId: 1, productTitle: details.title, pictureId: null, warehouseId: 'US', quantity: 2, unitPrice: 2199, serviceFee: 0, caseQuantity: 0 }],
  subtotal: 4398,
  deliveryFee: 0,
  vatFee: 0,
  currencyId: 'UsDollar',
  deliveryAddressId: null,
  paymentInfo: null,
};
const customer = { name: 'Trần Bình', address1: '12 Lê Lợi', address2: '', email: '', phone: '0912345678', parentCustomerId: null };

/** A little of everything: each projection handles some of these events. */
const history: DomainEvent[] = [
  { type: 'VendorAdded', data: { vendorId: 2, details: { name: 'Costco', address1: '', address2: '', email: '', phone: '' } } },
  {
    type: 'UserRegistered',
    data: { userId: 3, customerId: 7, first: 'Lan', last: 'Le', email: 'lan@test.local', phone: '', passwordHash: 'x', verificationTokenHash: 'y' },
  },
  { type: 'UserEmailVerified', data: { userId: 3 } },
  { type: 'AdminGranted', data: { userId: 3 } },
  { type: 'CustomerOpened', data: { customerId: 7, userId: 3, ...customer } },
  { type: 'CustomerUpdated', data: { customerId: 7, details: { ...customer, phone: '0987654321' } } },
  { type: 'ProductCreated', data: { productId: 1, details, usQuantity: 3, vnQuantity: 1 } },
  { type: 'StockAdded', data: { productId: 1, stockId: 1, stock: lot, usQuantityChange: 5 } },
  { type: 'StockUpdated', data: { productId: 1, stockId: 1, before: lot, after: { ...lot, quantity: 4 }, usQuantityChange: -1 } },
  {
    type: 'StockGroupAdded',
    data: { stockGroupId: 2, vendorId: 2, datePurchased: '2026-10-01', lines: [{ productId: 1, stockId: 1, quantity: 5, stockPrice: 1000 }], subtotal: 5000 },
  },
  { type: 'StockGroupPaymentStatusChanged', data: { stockGroupId: 2, paymentStatus: 'PartiallyPaid' } },
  { type: 'StockReserved', data: { productId: 1, orderId: 9, moves: [{ warehouseId: 'US', quantity: 2, held: false }] } },
  { type: 'OrderPlaced', data: { orderId: 9, ...terms } },
  { type: 'DeliveryAddressAdded', data: { addressId: 4, userId: 3, name: 'Lan', phone: '0901234567', address1: '1 Nguyễn Huệ', address2: '', main: true } },
  { type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, name: 'Lan', phone: '0901234567', address1: '9 Lê Lợi', address2: '', main: false } },
  { type: 'OrderRevised', data: { orderId: 9, ...terms, lines: [{ ...terms.lines[0], quantity: 1 }], subtotal: 2199 } },
  { type: 'StockReleased', data: { productId: 1, orderId: 9, moves: [{ warehouseId: 'US', quantity: 1, held: false }] } },
  { type: 'DeliveryAddressDeleted', data: { addressId: 5, userId: 3 } },
  { type: 'ProductPictureAdded', data: { productId: 1, picture: { id: 'p1', name: 'front.png', size: 10, contentType: 'image/png' } } },
  { type: 'ProductPictureAdded', data: { productId: 1, picture: { id: 'p2', name: 'back.png', size: 10, contentType: 'image/png' } } },
  { type: 'ProductPictureRemoved', data: { productId: 1, pictureId: 'p1' } },
  { type: 'DropdownSeeded', data: { dropdown: 'brand', options: [{ id: 1, displayName: { en: 'Kirkland', vi: 'Kirkland' }, customEnum: null }] } },
  { type: 'ExchangeRateSet', data: { effectiveDate: '2000-01-01', vndPerUsd: 26000 } },
  { type: 'ExchangeRateSet', data: { effectiveDate: '2026-11-25', vndPerUsd: 25800 } },
  { type: 'ExchangeRateSet', data: { effectiveDate: '2026-11-25', vndPerUsd: 25900 } },
  { type: 'DropdownOptionAdded', data: { dropdown: 'brand', option: { id: 2, displayName: { en: 'Costco', vi: 'Costco' }, customEnum: null } } },
  {
    type: 'DropdownOptionUpdated',
    data: { dropdown: 'brand', option: { id: 2, displayName: { en: 'Costco Wholesale', vi: 'Costco Bán Sỉ' }, customEnum: null } },
  },
  { type: 'DropdownOptionDeactivated', data: { dropdown: 'brand', optionId: 1 } },
  { type: 'StoreRegistered', data: { storeId: 1, name: 'MTL Cargo', userId: null } },
  { type: 'ShipmentGroupAdded', data: { groupId: 1, statusId: 1, details: { typeId: 'Air', shipmentDate: '2026-11-02' } } },
  { type: 'ShipmentCreated', data: { shipmentId: 1, statusId: 1, shipment: shipment(1) } },
  { type: 'ShipmentGroupJoined', data: { groupId: 1, member: { kind: 'shipment', id: 1 } } },
  { type: 'ShipmentParcelsAdded', data: { shipmentId: 1, parcels: [{ id: 1, weight: 500, value: 2000 }] } },
  { type: 'ShipmentStatusChanged', data: { shipmentId: 1, statusId: 3 } },
  { type: 'ShipmentUpdated', data: { shipmentId: 1, before: shipment(1), after: { ...shipment(1), totalBox: 5 } } },
  { type: 'OrderAddedToShipmentGroup', data: { orderId: 9, shipmentGroupId: 1, previousGroupId: null } },
  {
    type: 'InvoiceCreated',
    data: {
      invoiceId: 1,
      invoice: { typeId: 'General', customerId: 7, associatedId: null, mtlTracking: '', currencyId: 'UsDollar', invoiceDate: '2026-11-21', description: '' },
    },
  },
  { type: 'InvoiceLinesAdded', data: { invoiceId: 1, lines: [{ id: 1, name: 'Air freight', quantity: 12.5, unitPrice: 275, caseQuantity: null }] } },
  { type: 'PaymentApplied', data: { invoiceId: 1, paymentId: 1, currencyId: 'UsDollar', cash: 3438, credit: 0, paymentDate: '2026-11-22' } },
  { type: 'InvoicePaid', data: { invoiceId: 1, paidOn: '2026-11-22' } },
  { type: 'ShipmentInvoiced', data: { shipmentId: 1, invoiceId: 1 } },
  {
    type: 'PaymentReceived',
    data: { paymentId: 1, customerId: 7, currencyId: 'UsDollar', amount: 4000, creditToUse: 0, invoiceIds: [1], paymentDate: '2026-11-22', typeId: 1 },
  },
  { type: 'CreditTaken', data: { customerId: 7, currencyId: 'UsDollar', paymentId: 1, amount: 0 } },
  { type: 'CreditGiven', data: { customerId: 7, currencyId: 'UsDollar', paymentId: 1, amount: 562 } },
  { type: 'PaymentSettled', data: { paymentId: 1, parts: [{ invoiceId: 1, cash: 3438, credit: 0 }], creditUsed: 0, creditAdded: 562 } },
  {
    type: 'ExpenseRecorded',
    data: {
      expenseId: 1,
      expense: { typeId: 1, vendorId: 2, paymentMethodId: 1, transactionDate: '2026-11-02', description: 'Fuel', amount: 4500, expenseDetails: [] },
    },
  },
  { type: 'ContactMessageReceived', data: { messageId: 1, message: { name: 'An', email: 'an@example.com', phone: '0901234567', message: 'Hello' } } },
  { type: 'PreAlertAdded', data: { preAlertId: 1, customerId: 7, preAlert: alert } },
  { type: 'PreAlertUpdated', data: { preAlertId: 1, after: { ...alert, service: 'Sea' } } },
  {
    type: 'PackageReceived',
    data: {
      packageId: 1,
      trackingNumber: alert.trackingNumber,
      carrier: 'UPS',
      customerId: 7,
      preAlertId: 1,
      receipt,
      label: null,
      receivedOn: '2026-11-03',
      declaredValue: 5000,
    },
  },
  { type: 'PreAlertReceived', data: { preAlertId: 1, packageId: 1 } },
  {
    type: 'PackageReceived',
    data: {
      packageId: 2,
      trackingNumber: 'TBA123456789012',
      carrier: 'Amazon',
      customerId: null,
      preAlertId: null,
      receipt,
      label: { name: 'Lan', address: '1 Main St' },
      receivedOn: '2026-11-03',
      declaredValue: 0,
    },
  },
  { type: 'PackageOwnerAssigned', data: { packageId: 2, customerId: 7 } },
  {
    type: 'ShipRequested',
    data: { requestId: 1, customerId: 7, request: { packageIds: [1, 2], service: 'Air', addressId: 1, insurance: false, packing: 'repack', note: '' } },
  },
  { type: 'PackageRequested', data: { packageId: 1, requestId: 1 } },
  { type: 'PackageRequested', data: { packageId: 2, requestId: 1 } },
  { type: 'PackageConsolidated', data: { packageId: 1, shipmentId: 1, consolidatedOn: '2026-12-03', storageFee: 0 } },
  { type: 'PackageConsolidated', data: { packageId: 2, shipmentId: 1, consolidatedOn: '2026-12-03', storageFee: 0 } },
  { type: 'PackageShipped', data: { packageId: 1, shipmentId: 1, shippedOn: '2026-12-04' } },
  { type: 'PackageClaimed', data: { claimId: 1, customerId: 7, lastDigits: '000000', fileId: 'rcv_proof', note: '' } },
  { type: 'PackageClaimRefused', data: { claimId: 1, customerId: 7, lastDigits: '000000', reason: 'Another order' } },
  { type: 'ShipRequestConsolidated', data: { requestId: 1, shipmentId: 1 } },
  { type: 'PackageUnconsolidated', data: { packageId: 2, shipmentId: 1 } },
  { type: 'PackageHeld', data: { packageId: 2, reason: 'Battery' } },
  { type: 'StorageTermsSet', data: { terms: { freeDays: 14, dailyFee: 75, disposeAfterDays: 60 } } },
];

function feedOf(events: RecordedEvent[]): EventFeed {
  return {
    readAll: async (after, maxCount) => events.filter((event) => event.position > after).slice(0, maxCount),
    headPosition: async () => events[events.length - 1].position,
    subscribe: () => ({ stop: async () => undefined }),
  };
}

async function documentsOf(store: SqliteReadStore, projection: Projection) {
  return Object.fromEntries(
    await Promise.all(projection.collections.map(async (collection) => [collection, await store.find(collection, {}, { sort: { id: 1 } })])),
  );
}

describe('every projection, applied twice', () => {
  const events = recorded(history);

  it.each(allProjections.map((projection) => [projection.name, projection] as const))(
    '%s: replaying events it already applied changes no document',
    async (_name, projection) => {
      const store = new SqliteReadStore(new Database(':memory:'));
      const runner = new ProjectionRunner(feedOf(events), store, [projection]);
      await runner.catchUp();
      const once = await documentsOf(store, projection);
      expect(Object.values(once).flat().length).toBeGreaterThan(0);

      // The checkpoint is lost (a crash between documents and checkpoint on a store without transactions): every event comes again.
      await store.clear([], [projection.name]);
      await new ProjectionRunner(feedOf(events), store, [projection]).catchUp();
      expect(await documentsOf(store, projection)).toEqual(once);
    },
  );
});
