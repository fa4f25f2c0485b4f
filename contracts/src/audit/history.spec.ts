import type {
  CatalogEvent,
  ContactEvent,
  CreditEvent,
  CustomerEvent,
  DeliveryAddressEvent,
  DropdownEvent,
  EmailClaimEvent,
  ExpenseEvent,
  InventoryEvent,
  InvoiceEvent,
  OrderEvent,
  PaymentEvent,
  ProductDetails,
  ReservationEvent,
  SessionEvent,
  ShipmentEvent,
  ShipmentGroupEvent,
  ShipmentRecord,
  StockGroupEvent,
  StockTerms,
  StoreEvent,
  UniqueClaimEvent,
  UserEvent,
  VendorClaimEvent,
  VendorEvent,
  ExchangeRateEvent,
  NotificationEvent,
  NotificationPreferencesEvent,
  NotificationsStartEvent,
  PackageClaimEvent,
  PackageEvent,
  PreAlertEvent,
  ShipRequestEvent,
  StorageTermsEvent,
  RoleEvent,
} from '..';
import { eventHistories, fieldLabels, historyItemReference, historyPartStep, historyReferences, historyStep, historyValueLabels } from '../history-catalog';
import { DROPDOWN_REFS } from '../settings/dropdown.catalog';
import { NOTIFICATION_SKIP_REASONS } from '../notifications/notification.events';
import { NOTIFICATION_KINDS, NOTIFICATION_STATES } from '../notifications/notification.kinds';
import { ERASED } from '../platform/personal-data';
import { isNamedReference, isNumberedReference, type FieldChange, type HistoryFields } from '../platform/history';
import type { WorkflowStepSkippedEvent } from '../platform/runs';

type AnyEvent =
  | CatalogEvent
  | StoreEvent
  | InventoryEvent
  | ReservationEvent
  | StockGroupEvent
  | VendorEvent
  | VendorClaimEvent
  | UserEvent
  | SessionEvent
  | EmailClaimEvent
  | CustomerEvent
  | OrderEvent
  | DeliveryAddressEvent
  | DropdownEvent
  | ContactEvent
  | ShipmentEvent
  | ShipmentGroupEvent
  | InvoiceEvent
  | PaymentEvent
  | CreditEvent
  | ExpenseEvent
  | UniqueClaimEvent
  | ExchangeRateEvent
  | NotificationEvent
  | NotificationPreferencesEvent
  | NotificationsStartEvent
  | PreAlertEvent
  | PackageEvent
  | ShipRequestEvent
  | PackageClaimEvent
  | StorageTermsEvent
  | RoleEvent
  | WorkflowStepSkippedEvent;

/** Every event type the log can hold (the compiler refuses this list without a new type). */
const EVERY_TYPE: Record<AnyEvent['type'], true> = Object.fromEntries(
  [
    'ProductCreated',
    'ProductUpdated',
    'ProductQuantitiesAdjusted',
    'ProductDeleted',
    'ProductRestored',
    'ProductPictureAdded',
    'ProductPictureRemoved',
    'StoreRegistered',
    'StockAdded',
    'StockUpdated',
    'StockRemoved',
    'StockRestored',
    'StockReserved',
    'StockReleased',
    'StockGroupAdded',
    'StockGroupPaymentStatusChanged',
    'StockGroupDeleted',
    'VendorAdded',
    'VendorUpdated',
    'VendorDeleted',
    'VendorRestored',
    'VendorNamed',
    'VendorUnnamed',
    'UserRegistered',
    'UserEmailVerified',
    'UserPasswordChanged',
    'AdminGranted',
    'AdminRevoked',
    'RootGranted',
    'AuditorGranted',
    'AuditorRevoked',
    'UserRolesSet',
    'RoleSet',
    'OwnerJoined',
    'OwnerLeft',
    'SessionStarted',
    'SessionRefreshed',
    'SessionEnded',
    'EmailClaimed',
    'EmailReleased',
    'CustomerOpened',
    'CustomerUpdated',
    'CustomerErased',
    'CustomerDeleted',
    'CustomerRestored',
    'UserErased',
    'OrderPlaced',
    'OrderRevised',
    'OrderDeleted',
    'OrderUnheld',
    'OrderInvoiced',
    'OrderInvoiceRemoved',
    'OrderAddedToShipmentGroup',
    'DeliveryAddressAdded',
    'DeliveryAddressDeleted',
    'DropdownSeeded',
    'DropdownOptionAdded',
    'DropdownOptionUpdated',
    'DropdownOptionDeactivated',
    'DropdownOptionReactivated',
    'ContactMessageReceived',
    'PreAlertAdded',
    'PreAlertUpdated',
    'PreAlertCancelled',
    'PreAlertReceived',
    'PackageReceived',
    'PackageOwnerAssigned',
    'PackageHeld',
    'PackageReleased',
    'PackageReturned',
    'PackageDisposed',
    'PackageRequested',
    'PackageRequestWithdrawn',
    'PackageConsolidated',
    'PackageUnconsolidated',
    'PackageShipped',
    'PackageUnshipped',
    'PackageClaimed',
    'PackageClaimApproved',
    'PackageClaimRefused',
    'ShipRequested',
    'ShipRequestCancelled',
    'ShipRequestConsolidated',
    'StorageTermsSet',
    'ShipmentCreated',
    'ShipmentUpdated',
    'ShipmentStatusChanged',
    'ShipmentParcelsAdded',
    'ShipmentParcelChanged',
    'ShipmentParcelRemoved',
    'ShipmentParcelRestored',
    'ShipmentInvoiced',
    'ShipmentInvoiceRemoved',
    'ShipmentDeleted',
    'ShipmentGroupAdded',
    'ShipmentGroupUpdated',
    'ShipmentGroupJoined',
    'ShipmentGroupLeft',
    'ShipmentGroupDeleted',
    'InvoiceCreated',
    'InvoiceUpdated',
    'InvoiceLinesAdded',
    'InvoiceLineChanged',
    'InvoiceLineRemoved',
    'InvoiceLineRestored',
    'PaymentClaimed',
    'PaymentClaimReleased',
    'PaymentApplied',
    'PaymentReversed',
    'InvoicePaid',
    'InvoiceReopened',
    'InvoiceDeleted',
    'PaymentReceived',
    'PaymentSettled',
    'PaymentRemoved',
    'PaymentRemovalSettled',
    'PaymentRemovalAbandoned',
    'CreditTaken',
    'CreditGiven',
    'CreditReverted',
    'ExpenseRecorded',
    'ExpenseUpdated',
    'ExpenseDeleted',
    'ExpenseRestored',
    'KeyClaimed',
    'KeyReleased',
    'WorkflowStepSkipped',
    'ExchangeRateSet',
    'NotificationAttempted',
    'NotificationSent',
    'NotificationFailed',
    'NotificationSkipped',
    'NotificationRetried',
    'NotificationPreferencesSet',
    'NotificationUnsubscribed',
    'NotificationsStarted',
  ].map((type) => [type, true]),
) as Record<AnyEvent['type'], true>;

const details: ProductDetails = {
  title: 'Dried mango 500g',
  skuCode: 'DM-500',
  brandId: 1,
  lvl1Id: 2,
  lvl2Id: 3,
  currencyId: 'UsDollar',
  stockPrice: 900,
  unitPrice: 1250,
  retailPrice: 1500,
  discount: 0,
  airCurrencyId: 'UsDollar',
  airPrice: 300,
  containerCurrencyId: 'VietDong',
  containerPrice: 20000,
  serviceFee: 0,
  profit: 0,
  unitPerCase: 12,
  casePerPallet: 40,
  casePerTier: 8,
  palletQuantity: 1,
  palletHeight: 5,
  size: 1,
  expDate: null,
  description: '<p>Sweet</p>',
  pictureId: null,
  storeId: 1,
  updateQuantity: true,
  isActive: true,
};
const terms: StockTerms = { stockPrice: 800, quantity: 10, vendorId: 4, datePurchased: '2026-11-01', expDate: null, updateQuantity: true };
const party = (customerId: number) => ({ customerId, address1: '1 Main St', address2: '', phone: '0901234567', email: '' });
const shipment: ShipmentRecord = {
  typeId: 'Air',
  groupId: 3,
  sender: party(1),
  receiver: party(2),
  totalBox: 2,
  totalPallet: 0,
  totalWeight: 1250,
  totalValue: 10000,
  description: '',
  shipmentDate: '2026-11-02',
  boxLength: 0,
  boxWidth: 0,
  boxHeight: 0,
  mtlTracking: 'MTL1',
};
const invoice = {
  typeId: 'General' as const,
  customerId: 7,
  associatedId: null,
  mtlTracking: '',
  currencyId: 'VietDong' as const,
  invoiceDate: '2026-11-03',
  description: '',
  boxCasePallet: '',
  weight: null,
};
const line = {
  productId: 5,
  productTitle: 'Dried mango 500g',
  pictureId: null,
  warehouseId: 'US' as const,
  quantity: 2,
  unitPrice: 1250,
  serviceFee: 0,
  caseQuantity: 0,
};
const orderTerms = {
  customerId: 7,
  typeId: 'PlaceHolder' as const,
  lines: [line],
  subtotal: 2500,
  deliveryFee: 0,
  vatFee: 0,
  currencyId: 'UsDollar' as const,
  deliveryAddressId: null,
  paymentInfo: null,
};
const expense = {
  typeId: 1,
  vendorId: 4,
  paymentMethodId: 2,
  transactionDate: '2026-11-04',
  description: 'Tape',
  amount: 1999,
  expenseDetails: [{ name: 'Tape', quantity: 1, unitPrice: 1999 }],
};
const option = { id: 9, displayName: { en: 'Acme', vi: 'Acme' }, customEnum: null };
const credit = { customerId: 7, currencyId: 'UsDollar' as const, paymentId: 3 };

/** Each record's events in the order the product writes them. */
const RECORDS: Record<string, AnyEvent[]> = {
  product: [
    { type: 'ProductCreated', data: { productId: 5, details, usQuantity: 10, vnQuantity: 0 } },
    { type: 'ProductUpdated', data: { productId: 5, details: { ...details, title: 'Dried mango 1kg', unitPrice: 1990 } } },
    { type: 'ProductQuantitiesAdjusted', data: { productId: 5, usQuantity: 12, vnQuantity: 1, usChange: 2, vnChange: 1 } },
    { type: 'StockAdded', data: { productId: 5, stockId: 21, stock: terms, usQuantityChange: 10 } },
    { type: 'StockUpdated', data: { productId: 5, stockId: 21, before: terms, after: { ...terms, quantity: 12 }, usQuantityChange: 2 } },
    {
      type: 'StockReserved',
      data: {
        productId: 5,
        orderId: 8,
        moves: [
          { warehouseId: 'US', quantity: 3, held: false },
          { warehouseId: 'VN', quantity: 1, held: true },
        ],
      },
    },
    { type: 'StockReleased', data: { productId: 5, orderId: 8, moves: [{ warehouseId: 'US', quantity: 3, held: false }] } },
    { type: 'StockRemoved', data: { productId: 5, stockId: 21, stock: terms, usQuantityChange: -12 } },
    { type: 'StockRestored', data: { productId: 5, stockId: 21, stock: terms, usQuantityChange: 10 } },
    { type: 'ProductPictureAdded', data: { productId: 5, picture: { id: 'p1', name: 'front.png', size: 10, contentType: 'image/png' } } },
    { type: 'ProductPictureRemoved', data: { productId: 5, pictureId: 'p1' } },
    { type: 'ProductDeleted', data: { productId: 5 } },
    { type: 'ProductRestored', data: { productId: 5 } },
  ],
  store: [{ type: 'StoreRegistered', data: { storeId: 1, name: 'MTL', userId: null } }],
  stockgroup: [
    {
      type: 'StockGroupAdded',
      data: {
        stockGroupId: 2,
        vendorId: 4,
        datePurchased: '2026-11-01',
        lines: [{ productId: 5, stockId: 21, quantity: 10, stockPrice: 800 }],
        subtotal: 8000,
      },
    },
    { type: 'StockGroupPaymentStatusChanged', data: { stockGroupId: 2, paymentStatus: 'PartiallyPaid' } },
    { type: 'StockGroupDeleted', data: { stockGroupId: 2 } },
  ],
  vendor: [
    { type: 'VendorAdded', data: { vendorId: 4, details: { name: 'Acme', address1: '', address2: '', email: '', phone: '' } } },
    { type: 'VendorUpdated', data: { vendorId: 4, details: { name: 'Acme Foods', address1: '', address2: '', email: '', phone: '' } } },
    { type: 'VendorDeleted', data: { vendorId: 4 } },
    { type: 'VendorRestored', data: { vendorId: 4 } },
    { type: 'VendorNamed', data: { vendorId: 4, by: 'stock' } },
    { type: 'VendorNamed', data: { vendorId: 4, by: 'expense' } },
    { type: 'VendorUnnamed', data: { vendorId: 4, by: 'expense' } },
  ],
  user: [
    {
      type: 'UserRegistered',
      data: {
        userId: 3,
        customerId: 7,
        first: 'Lan',
        last: 'Tran',
        email: 'lan@example.com',
        phone: '0901234567',
        passwordHash: 'secret-hash',
        verificationTokenHash: 'token-hash',
      },
    },
    { type: 'UserEmailVerified', data: { userId: 3 } },
    { type: 'UserPasswordChanged', data: { userId: 3, passwordHash: 'other-secret-hash' } },
    { type: 'AdminGranted', data: { userId: 3 } },
    { type: 'AdminRevoked', data: { userId: 3 } },
    { type: 'AuditorGranted', data: { userId: 3 } },
    { type: 'AuditorRevoked', data: { userId: 3 } },
    { type: 'RootGranted', data: { userId: 3 } },
    { type: 'UserRolesSet', data: { userId: 3, roles: ['warehouse', 'sales'] } },
    { type: 'UserErased', data: { userId: 3 } },
  ],
  session: [
    { type: 'SessionStarted', data: { sessionId: 's', userId: 3, tokenHash: 'token-hash' } },
    { type: 'SessionRefreshed', data: { sessionId: 's', tokenHash: 'next-hash' } },
    { type: 'SessionEnded', data: { sessionId: 's', reason: 'logout' } },
  ],
  email: [
    { type: 'EmailClaimed', data: { userId: 3 } },
    { type: 'EmailReleased', data: { userId: 3 } },
  ],
  customer: [
    {
      type: 'CustomerOpened',
      data: { customerId: 7, userId: null, name: 'Lan Tran', address1: '1 Main St', address2: '', email: '', phone: '0901234567', parentCustomerId: null },
    },
    {
      type: 'CustomerUpdated',
      data: { customerId: 7, details: { name: 'Lan Tran', address1: '2 Main St', address2: '', email: '', phone: '0901234567', parentCustomerId: null } },
    },
    { type: 'CustomerErased', data: { customerId: 7 } },
    { type: 'CustomerDeleted', data: { customerId: 7 } },
    { type: 'CustomerRestored', data: { customerId: 7 } },
  ],
  order: [
    { type: 'OrderPlaced', data: { orderId: 8, ...orderTerms } },
    { type: 'OrderRevised', data: { orderId: 8, ...orderTerms, lines: [{ ...line, quantity: 3 }], subtotal: 3750 } },
    { type: 'OrderAddedToShipmentGroup', data: { orderId: 8, shipmentGroupId: 3, previousGroupId: null } },
    { type: 'OrderUnheld', data: { orderId: 8, warehouseId: 'VN' } },
    { type: 'OrderInvoiced', data: { orderId: 8, invoiceId: 30 } },
    { type: 'OrderInvoiceRemoved', data: { orderId: 8, invoiceId: 30 } },
    { type: 'OrderDeleted', data: { orderId: 8 } },
  ],
  deliveryaddress: [
    { type: 'DeliveryAddressAdded', data: { addressId: 2, userId: 3, name: 'Home', phone: '0901234567', address1: '1 Main St', address2: '', main: true } },
    { type: 'DeliveryAddressDeleted', data: { addressId: 2, userId: 3 } },
  ],
  dropdown: [
    { type: 'DropdownSeeded', data: { dropdown: 'brand', options: [{ id: 1, displayName: { en: 'Other', vi: 'Khác' }, customEnum: null }] } },
    { type: 'DropdownOptionAdded', data: { dropdown: 'brand', option } },
    { type: 'DropdownOptionUpdated', data: { dropdown: 'brand', option: { ...option, displayName: { en: 'Acme Foods', vi: 'Acme' } } } },
    { type: 'DropdownOptionDeactivated', data: { dropdown: 'brand', optionId: 9 } },
    { type: 'DropdownOptionReactivated', data: { dropdown: 'brand', optionId: 9 } },
  ],
  prealert: [
    {
      type: 'PreAlertAdded',
      data: {
        preAlertId: 3,
        customerId: 2,
        preAlert: {
          carrier: 'UPS',
          trackingNumber: '1Z5R89390357567127',
          contents: [{ description: 'Shoes', quantity: 2, value: 5000, hsCode: '' }],
          service: 'Air',
          fileId: null,
          note: '',
        },
      },
    },
    {
      type: 'PreAlertUpdated',
      data: {
        preAlertId: 3,
        after: {
          carrier: 'UPS',
          trackingNumber: '1Z5R89390357567127',
          contents: [{ description: 'Shoes', quantity: 3, value: 7500, hsCode: '6403' }],
          service: 'Sea',
          fileId: null,
          note: 'Gift',
        },
      },
    },
    { type: 'PreAlertReceived', data: { preAlertId: 3, packageId: 8 } },
  ],
  prealertcancelled: [
    {
      type: 'PreAlertAdded',
      data: {
        preAlertId: 4,
        customerId: 2,
        preAlert: {
          carrier: 'USPS',
          trackingNumber: '9400111899223344556677',
          contents: [{ description: 'Book', quantity: 1, value: 1500, hsCode: '' }],
          service: 'Air',
          fileId: null,
          note: '',
        },
      },
    },
    { type: 'PreAlertCancelled', data: { preAlertId: 4 } },
  ],
  package: [
    {
      type: 'PackageReceived',
      data: {
        packageId: 8,
        trackingNumber: 'ABCDEFGH12',
        carrier: 'Other',
        customerId: null,
        preAlertId: null,
        receipt: { weight: 250, length: 10, width: 8, height: 4, condition: 'damaged', conditionNote: 'Corner crushed', photoIds: ['p1'], bin: 'A-3' },
        label: { name: 'Lan Tran', address: '12 Main St' },
        receivedOn: '2026-11-01',
        declaredValue: 0,
      },
    },
    { type: 'PackageOwnerAssigned', data: { packageId: 8, customerId: 2 } },
    { type: 'PackageHeld', data: { packageId: 8, reason: 'Battery inside' } },
    { type: 'PackageReleased', data: { packageId: 8 } },
    { type: 'PackageReturned', data: { packageId: 8, reason: 'Refused' } },
  ],
  packagedisposed: [
    {
      type: 'PackageReceived',
      data: {
        packageId: 9,
        trackingNumber: 'ABCDEFGH13',
        carrier: 'Other',
        customerId: 2,
        preAlertId: 4,
        receipt: { weight: 250, length: 10, width: 8, height: 4, condition: 'ok', conditionNote: '', photoIds: [], bin: '' },
        label: null,
        receivedOn: '2026-11-01',
        declaredValue: 0,
      },
    },
    { type: 'PackageDisposed', data: { packageId: 9, reason: 'Unclaimed 90 days' } },
  ],
  packageshipped: [
    {
      type: 'PackageReceived',
      data: {
        packageId: 10,
        trackingNumber: 'ABCDEFGH14',
        carrier: 'Other',
        customerId: 2,
        preAlertId: null,
        receipt: { weight: 250, length: 10, width: 8, height: 4, condition: 'ok', conditionNote: '', photoIds: [], bin: 'B-1' },
        label: null,
        receivedOn: '2026-11-02',
        declaredValue: 0,
      },
    },
    { type: 'PackageRequested', data: { packageId: 10, requestId: 3 } },
    { type: 'PackageRequestWithdrawn', data: { packageId: 10, requestId: 3 } },
    { type: 'PackageConsolidated', data: { packageId: 10, shipmentId: 7, consolidatedOn: '2026-12-05', storageFee: 0 } },
    { type: 'PackageShipped', data: { packageId: 10, shipmentId: 7, shippedOn: '2026-12-06' } },
    { type: 'PackageUnshipped', data: { packageId: 10, shipmentId: 7 } },
    { type: 'PackageUnconsolidated', data: { packageId: 10, shipmentId: 7 } },
  ],
  shiprequest: [
    {
      type: 'ShipRequested',
      data: {
        requestId: 3,
        customerId: 2,
        request: { packageIds: [10, 11], service: 'Air', addressId: 5, insurance: true, packing: 'repack', note: 'Fragile' },
      },
    },
    { type: 'ShipRequestConsolidated', data: { requestId: 3, shipmentId: 7 } },
  ],
  packageclaim: [
    { type: 'PackageClaimed', data: { claimId: 2, customerId: 2, lastDigits: '567127', fileId: 'rcv_proof', note: 'Bought on Amazon' } },
    { type: 'PackageClaimApproved', data: { claimId: 2, packageId: 10 } },
  ],
  packageclaimrefused: [
    { type: 'PackageClaimed', data: { claimId: 3, customerId: 2, lastDigits: '000111', fileId: 'rcv_proof2', note: '' } },
    { type: 'PackageClaimRefused', data: { claimId: 3, customerId: 2, lastDigits: '000111', reason: 'No package ends in these digits' } },
  ],
  roles: [
    {
      type: 'RoleSet',
      data: {
        role: {
          key: 'night-shift',
          name: { en: 'Night shift', vi: 'Ca đêm' },
          actions: { receiving: ['read', 'change'] },
          fields: { money: 'none', costs: 'none', personal: 'read' },
        },
      },
    },
    { type: 'OwnerJoined', data: { userId: 3 } },
    { type: 'OwnerLeft', data: { userId: 3 } },
  ],
  storageterms: [{ type: 'StorageTermsSet', data: { terms: { freeDays: 14, dailyFee: 75, disposeAfterDays: 60 } } }],
  shiprequestcancelled: [
    {
      type: 'ShipRequested',
      data: { requestId: 4, customerId: 2, request: { packageIds: [12], service: 'Sea', addressId: 5, insurance: false, packing: 'keepBoxes', note: '' } },
    },
    { type: 'ShipRequestCancelled', data: { requestId: 4 } },
  ],
  contactmessage: [
    { type: 'ContactMessageReceived', data: { messageId: 1, message: { name: 'Lan', email: 'lan@example.com', phone: '0901234567', message: 'Hello' } } },
  ],
  shipment: [
    { type: 'ShipmentCreated', data: { shipmentId: 4, statusId: 1, shipment } },
    { type: 'ShipmentUpdated', data: { shipmentId: 4, before: shipment, after: { ...shipment, totalWeight: 1500 } } },
    { type: 'ShipmentStatusChanged', data: { shipmentId: 4, statusId: 2 } },
    { type: 'ShipmentParcelsAdded', data: { shipmentId: 4, parcels: [{ id: 1, weight: 750, value: 5000 }] } },
    { type: 'ShipmentParcelChanged', data: { shipmentId: 4, parcel: { id: 1, weight: 800, value: 5000 } } },
    { type: 'ShipmentParcelRemoved', data: { shipmentId: 4, parcelId: 1 } },
    { type: 'ShipmentParcelRestored', data: { shipmentId: 4, parcelId: 1 } },
    { type: 'ShipmentInvoiced', data: { shipmentId: 4, invoiceId: 30 } },
    { type: 'ShipmentInvoiceRemoved', data: { shipmentId: 4, invoiceId: 30 } },
    { type: 'ShipmentDeleted', data: { shipmentId: 4, shipment } },
  ],
  shipmentgroup: [
    { type: 'ShipmentGroupAdded', data: { groupId: 3, statusId: 1, details: { typeId: 'Air', shipmentDate: '2026-11-02' } } },
    { type: 'ShipmentGroupUpdated', data: { groupId: 3, statusId: 2, details: { typeId: 'Air', shipmentDate: '2026-11-02' } } },
    { type: 'ShipmentGroupJoined', data: { groupId: 3, member: { kind: 'order', id: 8 } } },
    { type: 'ShipmentGroupLeft', data: { groupId: 3, member: { kind: 'order', id: 8 } } },
    { type: 'ShipmentGroupDeleted', data: { groupId: 3 } },
  ],
  invoice: [
    { type: 'InvoiceCreated', data: { invoiceId: 30, invoice } },
    { type: 'InvoiceLinesAdded', data: { invoiceId: 30, lines: [{ id: 1, name: 'Freight', quantity: 2, unitPrice: 150000, caseQuantity: null }] } },
    { type: 'InvoiceUpdated', data: { invoiceId: 30, before: invoice, after: { ...invoice, description: 'Rush' } } },
    { type: 'InvoiceLineChanged', data: { invoiceId: 30, line: { id: 1, name: 'Freight', quantity: 3, unitPrice: 150000, caseQuantity: null } } },
    { type: 'InvoiceLineRemoved', data: { invoiceId: 30, lineId: 1 } },
    { type: 'InvoiceLineRestored', data: { invoiceId: 30, lineId: 1 } },
    { type: 'PaymentClaimed', data: { invoiceId: 30, paymentId: 2 } },
    { type: 'PaymentClaimReleased', data: { invoiceId: 30, paymentId: 2 } },
    { type: 'PaymentClaimed', data: { invoiceId: 30, paymentId: 3 } },
    { type: 'PaymentApplied', data: { invoiceId: 30, paymentId: 3, currencyId: 'VietDong', cash: 450000, credit: 0, paymentDate: '2026-11-05' } },
    { type: 'InvoicePaid', data: { invoiceId: 30, paidOn: '2026-11-05' } },
    { type: 'PaymentReversed', data: { invoiceId: 30, paymentId: 3, cash: 450000, credit: 0 } },
    { type: 'InvoiceReopened', data: { invoiceId: 30 } },
    { type: 'InvoiceDeleted', data: { invoiceId: 30, invoice } },
  ],
  payment: [
    {
      type: 'PaymentReceived',
      data: { paymentId: 3, customerId: 7, currencyId: 'VietDong', amount: 450000, creditToUse: 0, invoiceIds: [30], paymentDate: '2026-11-05', typeId: 1 },
    },
    { type: 'PaymentSettled', data: { paymentId: 3, parts: [{ invoiceId: 30, cash: 450000, credit: 0 }], creditUsed: 0, creditAdded: 0 } },
    { type: 'PaymentRemoved', data: { paymentId: 3 } },
    { type: 'PaymentRemovalAbandoned', data: { paymentId: 3 } },
    { type: 'PaymentRemoved', data: { paymentId: 3 } },
    { type: 'PaymentRemovalSettled', data: { paymentId: 3 } },
  ],
  credit: [
    { type: 'CreditGiven', data: { ...credit, amount: 500 } },
    { type: 'CreditTaken', data: { ...credit, amount: 200 } },
    { type: 'CreditReverted', data: { ...credit, amount: -300 } },
  ],
  expense: [
    { type: 'ExpenseRecorded', data: { expenseId: 6, expense } },
    { type: 'ExpenseUpdated', data: { expenseId: 6, before: expense, after: { ...expense, amount: 2099 } } },
    { type: 'ExpenseDeleted', data: { expenseId: 6, expense } },
    { type: 'ExpenseRestored', data: { expenseId: 6, expense } },
  ],
  invoicetracking: [
    { type: 'KeyClaimed', data: { key: 'MTL1', holderId: 30 } },
    { type: 'KeyReleased', data: { key: 'MTL1', holderId: 30 } },
  ],
  exchangerates: [
    { type: 'ExchangeRateSet', data: { effectiveDate: '2000-01-01', vndPerUsd: 26000 } },
    { type: 'ExchangeRateSet', data: { effectiveDate: '2026-11-25', vndPerUsd: 26150 } },
  ],
  notification: [
    { type: 'NotificationAttempted', data: { key: 'invoiceIssued-e1', attempt: 1, leaseUntil: '2026-11-25T10:05:00.000Z' } },
    { type: 'NotificationFailed', data: { key: 'invoiceIssued-e1', attempt: 1, error: 'connect ECONNREFUSED', retryAt: null } },
    { type: 'NotificationRetried', data: { key: 'invoiceIssued-e1' } },
    { type: 'NotificationAttempted', data: { key: 'invoiceIssued-e1', attempt: 2, leaseUntil: '2026-11-25T11:05:00.000Z' } },
    { type: 'NotificationSent', data: { key: 'invoiceIssued-e1', attempt: 2 } },
  ],
  skippednotification: [{ type: 'NotificationSkipped', data: { key: 'paymentRecorded-e2', reason: 'optedOut' } }],
  notificationsstart: [{ type: 'NotificationsStarted', data: { from: '2026-11-25T10:00:00.000Z' } }],
  workflow: [{ type: 'WorkflowStepSkipped', data: { step: 'status-14', code: 'shipping.shipmentNotFound' } }],
  notificationprefs: [
    { type: 'NotificationPreferencesSet', data: { customerId: 4, language: 'en', off: ['invoiceIssued'] } },
    { type: 'NotificationUnsubscribed', data: { customerId: 4, kind: 'shipmentStatus' } },
  ],
};

/** Each record's changes, event by event, from nothing. */
function replay(events: readonly AnyEvent[]): { type: string; changes: FieldChange[]; after: HistoryFields; part?: FieldChange[] }[] {
  let fields: HistoryFields = {};
  return events.map((event) => {
    const step = historyStep(event.type, event.data, fields);
    fields = step.after;
    return { type: event.type, changes: step.changes, after: step.after, part: historyPartStep(event.type, event.data, {})?.changes };
  });
}

const changeOf = (changes: FieldChange[], field: string, item?: string) => changes.find((change) => change.field === field && change.item === item);

describe('record histories', () => {
  it('describe every event type, each with a name in both languages', () => {
    const described = Object.keys(eventHistories).sort();
    expect(described).toEqual(Object.keys(EVERY_TYPE).sort());
    for (const history of Object.values(eventHistories)) expect(history.label.en && history.label.vi).toBeTruthy();
  });

  it('give every event type a field-level change, and every field changed a label in both languages', () => {
    const seen = new Set<string>();
    for (const [record, events] of Object.entries(RECORDS)) {
      for (const step of replay(events)) {
        seen.add(step.type);
        expect({ record, type: step.type, moved: step.changes.length > 0 }).toEqual({ record, type: step.type, moved: true });
        for (const change of [...step.changes, ...(step.part ?? [])])
          expect({ field: change.field, label: Boolean(fieldLabels[change.field]?.en && fieldLabels[change.field]?.vi) }).toEqual({
            field: change.field,
            label: true,
          });
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(EVERY_TYPE).sort());
  });

  it('name what an id field refers to: an option of a dropdown that exists or a record the server names, on fields the events move', () => {
    const moved = new Map<string, Set<string>>();
    const numbered = new Set<string>();
    for (const events of Object.values(RECORDS))
      for (const step of replay(events))
        for (const change of step.changes) {
          moved.set(step.type, (moved.get(step.type) ?? new Set()).add(change.field));
          const value = change.after ?? change.before;
          // A number in a field named for a record is that record's id: the reader gets its name, never the number.
          if (typeof value === 'number' && /Id$/.test(change.field) && !historyReferences(step.type)[change.field])
            numbered.add(`${step.type} ${change.field}`);
        }
    // Ids that are only numbers to their reader: a line's, a parcel's or an option's own number, an invoice's order or shipment (its type says which), and a key's holder (a record of any kind).
    expect([...numbered].filter((entry) => !/ (lines\.id|parcels\.id|options\.id|lines\.stockId|associatedId|holderId)$/.test(entry))).toEqual([]);
    const references = Object.keys(EVERY_TYPE).flatMap((type) =>
      Object.entries(historyReferences(type)).map(([field, reference]) => ({ type, field, reference })),
    );
    for (const { field, reference } of references)
      expect({
        field,
        known:
          isNamedReference(reference) || isNumberedReference(reference) || (DROPDOWN_REFS as readonly string[]).includes(reference.slice('option:'.length)),
      }).toEqual({ field, known: true });
    // The status a shipment moves to, a payment's type and an order's customer are named, not numbered.
    expect(historyReferences('ShipmentStatusChanged')).toMatchObject({ statusId: 'option:shipmentStatus' });
    expect(historyReferences('PaymentReceived')).toMatchObject({ typeId: 'option:paymentType', customerId: 'customer' });
    expect(historyReferences('OrderPlaced')).toMatchObject({ customerId: 'customer' });
    expect(historyReferences('ExpenseRecorded')).toMatchObject({ vendorId: 'vendor' });
    // An order's lines are its products': "Warehouse (Dried mango)", not "Warehouse #12"; a payment's parts are invoices.
    expect([historyItemReference('OrderPlaced', 'lines.warehouseId'), historyItemReference('PaymentSettled', 'parts.cash')]).toEqual(['product', 'invoice']);
    expect(historyItemReference('InvoiceLinesAdded', 'lines.quantity')).toBeUndefined();
    expect([...moved.get('ShipmentStatusChanged')!]).toContain('statusId');
    expect(historyReferences('NoSuchEvent')).toEqual({});
  });

  it('name every coded value an email’s history shows: its delivery, why it was not sent, what it is about', () => {
    const unnamed = [...NOTIFICATION_STATES, ...NOTIFICATION_SKIP_REASONS, ...NOTIFICATION_KINDS].filter(
      (value) => !(historyValueLabels[value]?.en && historyValueLabels[value]?.vi),
    );
    expect(unnamed).toEqual([]);
    expect(historyValueLabels.noAddress).toEqual({ en: 'No email address', vi: 'Không có địa chỉ email' });
  });

  it('show an erasure as each personal field erased, leaving empty ones and the rest alone', () => {
    const erasure = replay(RECORDS.customer).find((step) => step.type === 'CustomerErased')!;
    expect(erasure.changes).toEqual([
      { field: 'name', before: 'Lan Tran', after: ERASED },
      { field: 'address1', before: '2 Main St', after: ERASED },
      { field: 'phone', before: '0901234567', after: ERASED },
    ]);
    expect(historyValueLabels[ERASED]).toEqual({ en: '(erased)', vi: '(đã xóa)' });
  });

  it('show a product update as the fields it changed, amounts with their currency', () => {
    const [created, updated] = replay(RECORDS.product);
    expect(changeOf(created.changes, 'title')).toEqual({ field: 'title', after: 'Dried mango 500g' });
    // A new record lists what it was given: its empty fields say nothing.
    expect([changeOf(created.changes, 'expDate'), changeOf(created.changes, 'pictureId')]).toEqual([undefined, undefined]);
    expect(changeOf(created.changes, 'containerPrice')).toEqual({ field: 'containerPrice', after: { money: 20000, currency: 'VietDong' } });
    expect(updated.changes).toEqual([
      { field: 'title', before: 'Dried mango 500g', after: 'Dried mango 1kg' },
      { field: 'unitPrice', before: { money: 1250, currency: 'UsDollar' }, after: { money: 1990, currency: 'UsDollar' } },
    ]);
  });

  it('move a product’s warehouse counts with its stock rows and its orders, as its evolve does', () => {
    const steps = replay(RECORDS.product);
    const stockAdded = steps[3];
    expect(changeOf(stockAdded.changes, 'usQuantity')).toEqual({ field: 'usQuantity', before: 12, after: 22 });
    // A stock row keeps its own fields (a product may have thousands): its changes are items of the product's.
    const [added, updated, removed] = [3, 4, 7].map((index) => RECORDS.product[index]);
    const row = historyPartStep(added.type, added.data, {})!;
    expect(changeOf(row.changes, 'stocks.stockPrice', '21')).toEqual({ field: 'stocks.stockPrice', item: '21', after: { money: 800, currency: 'UsDollar' } });
    const rowUpdated = historyPartStep(updated.type, updated.data, row.after)!;
    expect(rowUpdated.changes).toEqual([{ field: 'stocks.quantity', item: '21', before: 10, after: 12 }]);
    expect(changeOf(historyPartStep(removed.type, removed.data, rowUpdated.after)!.changes, 'stocks.quantity', '21')).toEqual({
      field: 'stocks.quantity',
      item: '21',
      before: 12,
    });
    expect(historyPartStep('ProductUpdated', RECORDS.product[1].data, {})).toBeNull();
    expect(steps[5].changes).toEqual([
      { field: 'usQuantity', before: 24, after: 21 },
      { field: 'vnQuantity', before: 1, after: 0 },
      { field: 'placeHolderQuantity', after: 1 },
    ]);
    expect(steps[7].changes).toEqual([{ field: 'usQuantity', before: 24, after: 12 }]);
    // A restored row counts again and has its fields back; a restored product undoes its delete.
    expect(steps[8].changes).toEqual([{ field: 'usQuantity', before: 12, after: 22 }]);
    const restoredRow = RECORDS.product[8];
    expect(changeOf(historyPartStep(restoredRow.type, restoredRow.data, {})!.changes, 'stocks.quantity', '21')).toEqual({
      field: 'stocks.quantity',
      item: '21',
      after: 10,
    });
    expect(steps.at(-2)?.changes).toEqual([{ field: 'deleted', after: true }]);
    expect(steps.at(-1)?.changes).toEqual([{ field: 'deleted', before: true }]);
  });

  it('keep lines as items: an invoice line in the invoice’s currency, removed and restored', () => {
    const steps = replay(RECORDS.invoice);
    expect(changeOf(steps[1].changes, 'lines.unitPrice', '1')).toEqual({ field: 'lines.unitPrice', item: '1', after: { money: 150000, currency: 'VietDong' } });
    expect(steps[3].changes).toEqual([{ field: 'lines.quantity', item: '1', before: 2, after: 3 }]);
    expect(steps[4].changes).toEqual([{ field: 'lines.removed', item: '1', after: true }]);
    expect(steps[5].changes).toEqual([{ field: 'lines.removed', item: '1', before: true, after: false }]);
    // A payment on its way is pending, until it lets go or applies.
    expect(steps[6].changes).toEqual([{ field: 'payments.pending', item: '2', after: true }]);
    expect(steps[7].changes).toEqual([{ field: 'payments.pending', item: '2', before: true }]);
    expect(changeOf(steps[9].changes, 'payments.pending', '3')).toEqual({ field: 'payments.pending', item: '3', before: true });
    expect(changeOf(steps[9].changes, 'payments.cash', '3')).toEqual({ field: 'payments.cash', item: '3', after: { money: 450000, currency: 'VietDong' } });
    expect(changeOf(steps[11].changes, 'payments.cash', '3')).toEqual({ field: 'payments.cash', item: '3', before: { money: 450000, currency: 'VietDong' } });
  });

  it('drop an order line a revision removes, and name a revised quantity', () => {
    const [, revised] = replay([
      RECORDS.order[0],
      { type: 'OrderRevised', data: { orderId: 8, ...orderTerms, lines: [{ ...line, productId: 6, productTitle: 'Rice' }] } },
    ]);
    expect(changeOf(revised.changes, 'lines.quantity', '5')).toEqual({ field: 'lines.quantity', item: '5', before: 2 });
    expect(changeOf(revised.changes, 'lines.productTitle', '6')).toEqual({ field: 'lines.productTitle', item: '6', after: 'Rice' });
  });

  it('show weights as pounds, the credit balance per currency, and never a secret', () => {
    const shipments = replay(RECORDS.shipment);
    expect(changeOf(shipments[1].changes, 'totalWeight')).toEqual({ field: 'totalWeight', before: 12.5, after: 15 });
    expect(replay(RECORDS.credit).map((step) => step.after.balance)).toEqual([
      { money: 500, currency: 'UsDollar' },
      { money: 300, currency: 'UsDollar' },
      { money: 0, currency: 'UsDollar' },
    ]);
    const user = JSON.stringify(replay(RECORDS.user));
    expect(user).not.toContain('secret-hash');
    expect(user).not.toContain('token-hash');
    expect(JSON.stringify(replay(RECORDS.session))).not.toContain('hash');
  });
});
