import { invoiceStream, invoiceTrackingClaimStream, orderStream, shipmentStream, trackingKey } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { freight, given, header } from '../invoice-fixtures';
import { addInvoice } from './add-invoice.use-case';

const spec = useCaseSpec(addInvoice);
const known = { ...given.rates, ...given.customers };

describe('add invoice (no store: given streams, when asked, then the commands per stream)', () => {
  it('claims its tracking number and the order it bills, then records it at the rate of its date', () => {
    const invoice = header({ typeId: 'Order', associatedId: 5, mtlTracking: 'MTL-9' });
    const decision = spec
      .given({ ...known, ...given.order(5, 7) })
      .when({ input: { ...invoice, invoiceDetails: [freight] }, today: '2026-11-28' }, 30)
      .then({
        record: { invoiceId: 30, typeId: 'Order', associatedId: 5, mtlTracking: 'MTL-9' },
        before: [
          [invoiceTrackingClaimStream(trackingKey('MTL-9')), { type: 'Claim', data: { key: trackingKey('MTL-9'), holderId: 30 } }],
          [orderStream(5), { type: 'InvoiceOrder', data: { orderId: 5, invoiceId: 30 } }],
        ],
        pivot: [invoiceStream(30), { type: 'CreateInvoice', data: { invoiceId: 30, invoice: { ...invoice, vndPerUsd: 25_000 }, lines: [freight] } }],
      });
    expect(decision.before.map((step) => step.undo)).toEqual([
      { type: 'Release', data: { key: trackingKey('MTL-9'), holderId: 30 } },
      { type: 'RemoveOrderInvoice', data: { orderId: 5, invoiceId: 30 } },
    ]);
  });

  it('dates a blank invoice date today, and bills a shipment to its sender or receiver only', () => {
    spec
      .given({ ...known, ...given.shipment(4) })
      .when(
        { input: { ...header({ typeId: 'Shipment', associatedId: 4, customerId: 8 }), invoiceDate: null, invoiceDetails: [freight] }, today: '2026-11-28' },
        30,
      )
      .then({
        before: [[shipmentStream(4), { type: 'InvoiceShipment', data: { shipmentId: 4, invoiceId: 30 } }]],
        pivot: [
          invoiceStream(30),
          {
            type: 'CreateInvoice',
            data: {
              invoiceId: 30,
              invoice: { ...header({ typeId: 'Shipment', associatedId: 4, customerId: 8, invoiceDate: '2026-11-28' }), vndPerUsd: 25_000 },
              lines: [freight],
            },
          },
        ],
      });
    spec
      .given({ ...known, ...given.customers, ...given.shipment(4), ...{ 'customer-9': given.customers['customer-7'] } })
      .when({ input: { ...header({ typeId: 'Shipment', associatedId: 4, customerId: 9 }), invoiceDetails: [freight] }, today: '2026-11-28' }, 30)
      .thenRefused('error.invalidInput');
  });

  it('refuses a missing customer, a missing or already billed order, a taken tracking number: before an id is spent', () => {
    spec
      .given(known)
      .when({ input: { ...header({ customerId: 99 }), invoiceDetails: [freight] }, today: '2026-11-28' })
      .thenRefused('error.invalidInput', [{ path: 'customerId', code: 'validation.invalidChoice' }]);
    spec
      .given(known)
      .when({ input: { ...header({ typeId: 'Order', associatedId: 5 }), invoiceDetails: [freight] }, today: '2026-11-28' })
      .thenRefused('error.invalidInput', [{ path: 'associatedId', code: 'billing.associatedNotFound' }]);
    spec
      .given({ ...known, ...given.order(5, 8) })
      .when({ input: { ...header({ typeId: 'Order', associatedId: 5 }), invoiceDetails: [freight] }, today: '2026-11-28' })
      .thenRefused('error.invalidInput', [{ path: 'customerId', code: 'billing.notTheOrdersCustomer' }]);
    spec
      .given({ ...known, ...given.trackingHeldBy('MTL-9', 12) })
      .when({ input: { ...header({ mtlTracking: 'mtl-9' }), invoiceDetails: [freight] }, today: '2026-11-28' })
      .thenRefused('billing.duplicateTracking');
  });
});
