import {
  customerStream,
  EXCHANGE_RATES_STREAM,
  invoiceStream,
  invoiceTrackingClaimStream,
  orderStream,
  shipmentStream,
  trackingKey,
  type DomainEvent,
  type InvoiceRecord,
  type ShipmentRecord,
} from '@cargo/contracts';

/** Streams the invoice use cases' specs are given, each as the log holds it. */
const opened = (customerId: number): DomainEvent => ({
  type: 'CustomerOpened',
  data: {
    customerId,
    userId: null,
    name: `Customer ${customerId}`,
    address1: '1 Main St',
    address2: '',
    email: '',
    phone: '0901234567',
    parentCustomerId: null,
  },
});

const party = (customerId: number) => ({ customerId, address1: '1 Main St', address2: '', phone: '0901234567', email: '' });
export const airShipment: ShipmentRecord = {
  typeId: 'Air',
  groupId: 3,
  sender: party(7),
  receiver: party(8),
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

export const given = {
  rates: { [EXCHANGE_RATES_STREAM]: [{ type: 'ExchangeRateSet', data: { effectiveDate: '2000-01-01', vndPerUsd: 25_000 } }] as DomainEvent[] },
  customers: { [customerStream(7)]: [opened(7)], [customerStream(8)]: [opened(8)] },
  shipment: (shipmentId: number, invoiceId: number | null = null) => ({
    [shipmentStream(shipmentId)]: [
      { type: 'ShipmentCreated', data: { shipmentId, statusId: 1, shipment: airShipment } },
      ...(invoiceId === null ? [] : [{ type: 'ShipmentInvoiced', data: { shipmentId, invoiceId } }]),
    ] as DomainEvent[],
  }),
  order: (orderId: number, customerId: number) => ({
    [orderStream(orderId)]: [
      {
        type: 'OrderPlaced',
        data: {
          orderId,
          customerId,
          typeId: 'Regular',
          lines: [],
          subtotal: 0,
          deliveryFee: 0,
          vatFee: 0,
          currencyId: 'UsDollar',
          deliveryAddressId: null,
          paymentInfo: null,
        },
      },
    ] as DomainEvent[],
  }),
  trackingHeldBy: (mtlTracking: string, holderId: number) => ({
    [invoiceTrackingClaimStream(trackingKey(mtlTracking))]: [{ type: 'KeyClaimed', data: { key: trackingKey(mtlTracking), holderId } }] as DomainEvent[],
  }),
  invoice: (invoiceId: number, invoice: InvoiceRecord, lines: DomainEvent[] = []) => ({
    [invoiceStream(invoiceId)]: [{ type: 'InvoiceCreated', data: { invoiceId, invoice } }, ...lines] as DomainEvent[],
  }),
};

export const header = (overrides: Partial<InvoiceRecord> = {}): InvoiceRecord => ({
  typeId: 'General',
  customerId: 7,
  associatedId: null,
  mtlTracking: '',
  currencyId: 'UsDollar',
  invoiceDate: '2026-11-20',
  description: '',
  boxCasePallet: '',
  weight: null,
  ...overrides,
});

export const freight = { id: null, isActive: true, name: 'Freight', quantity: 1, unitPrice: 100, caseQuantity: null };
