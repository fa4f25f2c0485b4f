import { invoiceStream, invoiceTrackingClaimStream, shipmentChargeLine, shipmentStream, trackingKey } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { airShipment, given, header } from '../invoice-fixtures';
import { pushShipmentInvoice } from './push-shipment-invoice.use-case';

const spec = useCaseSpec(pushShipmentInvoice);
const charge = { id: null, isActive: true, ...shipmentChargeLine({ id: 4, ...airShipment }) };

describe('push shipment invoice (no store)', () => {
  it("creates the shipment's invoice for its sender, as Add Invoice decides: its tracking number and the shipment held first", () => {
    const invoice = header({
      typeId: 'Shipment',
      associatedId: 4,
      mtlTracking: 'MTL1',
      invoiceDate: '2026-11-28',
      weight: airShipment.totalWeight,
      vndPerUsd: 25_000,
    });
    spec
      .given({ ...given.rates, ...given.customers, ...given.shipment(4) })
      .when({ shipmentId: 4, today: '2026-11-28' }, 30)
      .then({
        record: { created: { invoiceId: 30, typeId: 'Shipment', associatedId: 4, mtlTracking: 'MTL1' } },
        before: [
          [invoiceTrackingClaimStream(trackingKey('MTL1')), { type: 'Claim', data: { key: trackingKey('MTL1'), holderId: 30 } }],
          [shipmentStream(4), { type: 'InvoiceShipment', data: { shipmentId: 4, invoiceId: 30 } }],
        ],
        pivot: [invoiceStream(30), { type: 'CreateInvoice', data: { invoiceId: 30, invoice, lines: [charge] } }],
      });
  });

  it('brings the line of an invoiced shipment up to date, as Update Invoice decides', () => {
    const invoice = header({ typeId: 'Shipment', associatedId: 4, mtlTracking: 'MTL1', vndPerUsd: 25_000 });
    spec
      .given({ ...given.rates, ...given.customers, ...given.shipment(4, 30), ...given.invoice(30, invoice), ...given.trackingHeldBy('MTL1', 30) })
      .when({ shipmentId: 4, today: '2026-11-28' })
      .then({
        record: { updated: { invoiceId: 30, previousTracking: 'MTL1', nextTracking: 'MTL1' } },
        pivot: [invoiceStream(30), { type: 'UpdateInvoice', data: { invoiceId: 30, invoice, lines: [charge] } }],
      });
  });

  it('answers not found for a shipment that does not exist', () => {
    spec.given(given.rates).when({ shipmentId: 4, today: '2026-11-28' }).thenRefused('shipping.shipmentNotFound');
  });
});
