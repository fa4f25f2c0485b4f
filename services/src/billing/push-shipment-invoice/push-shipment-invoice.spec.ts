import {
  invoiceStream,
  invoiceTrackingClaimStream,
  packageParcelKey,
  shipmentChargeLine,
  shipmentStorageLine,
  shipmentStream,
  trackingKey,
  type DomainEvent,
} from '@cargo/contracts';
import type { Decider } from '../../platform/write-model/decider';
import { streamRead } from '../../platform/write-model/use-case';
import type { ParcelPackages } from '../../shipping/public';
import { useCaseSpec } from '../../testing/use-case-spec';
import { airShipment, given, header } from '../invoice-fixtures';
import { pushShipmentInvoice } from './push-shipment-invoice.use-case';

/** Receiving's side of the port, reduced to what an invoice asks: the fee a package settled for a shipment (its own decider is receiving's to test). */
type Settled = { shipmentId: number; fee: number } | null;
const settledFees: Decider<never, DomainEvent, Settled> = {
  initialState: null,
  evolve: (_state, event) => event.data as Settled,
  decide: () => [],
};
const packages: ParcelPackages = {
  returned: () => {
    throw new Error('an invoice returns no package');
  },
  shipped: () => {
    throw new Error('an invoice ships no package');
  },
  unshipped: () => {
    throw new Error('an invoice ships no package');
  },
  read: (packageId) => streamRead(`package-${packageId}`, settledFees),
  storageFee: (state, shipmentId) => ((state as Settled)?.shipmentId === shipmentId ? (state as NonNullable<Settled>).fee : 0),
};
const spec = useCaseSpec(pushShipmentInvoice(packages));
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

  it("adds one storage line for the fees the shipment's packages settled (a package since taken out of it counts nothing)", () => {
    const settled = (packageId: number, shipmentId: number, fee: number) => ({
      [`package-${packageId}`]: [{ type: 'Settled', data: { shipmentId, fee } }] as DomainEvent[],
    });
    const withPackages = (invoiceId: number | null) => {
      const [created, ...rest] = given.shipment(4, invoiceId)[shipmentStream(4)];
      const parcels = [11, 12, 13].map((packageId) => ({ id: packageId, weight: 300, value: 1000 }));
      const lineKeys = { 11: packageParcelKey(11), 12: packageParcelKey(12), 13: packageParcelKey(13) };
      return {
        [shipmentStream(4)]: [created, { type: 'ShipmentParcelsAdded', data: { shipmentId: 4, parcels, lineKeys } }, ...rest] as DomainEvent[],
        ...settled(11, 4, 250),
        ...settled(12, 4, 100),
        ...settled(13, 6, 900),
      };
    };
    const storage = { id: null, isActive: true, ...shipmentStorageLine(4, 350) };
    expect(storage).toEqual({ id: null, isActive: true, name: 'Storage, shipment 4', quantity: 1, unitPrice: 350, caseQuantity: null });
    const invoice = header({
      typeId: 'Shipment',
      associatedId: 4,
      mtlTracking: 'MTL1',
      invoiceDate: '2026-11-28',
      weight: airShipment.totalWeight,
      vndPerUsd: 25_000,
    });
    spec
      .given({ ...given.rates, ...given.customers, ...withPackages(null) })
      .when({ shipmentId: 4, today: '2026-11-28' }, 30)
      .then({
        before: [
          [invoiceTrackingClaimStream(trackingKey('MTL1')), { type: 'Claim', data: { key: trackingKey('MTL1'), holderId: 30 } }],
          [shipmentStream(4), { type: 'InvoiceShipment', data: { shipmentId: 4, invoiceId: 30 } }],
        ],
        pivot: [invoiceStream(30), { type: 'CreateInvoice', data: { invoiceId: 30, invoice, lines: [charge, storage] } }],
      });
  });

  it("takes the storage line off the shipment's invoice once its packages owe nothing on it (taken out of the shipment since)", () => {
    const invoice = header({ typeId: 'Shipment', associatedId: 4, mtlTracking: 'MTL1', vndPerUsd: 25_000 });
    const [created, invoiced] = given.shipment(4, 30)[shipmentStream(4)];
    const shipment = {
      [shipmentStream(4)]: [
        created,
        { type: 'ShipmentParcelsAdded', data: { shipmentId: 4, parcels: [{ id: 11, weight: 300, value: 1000 }], lineKeys: { 11: packageParcelKey(11) } } },
        invoiced,
      ] as DomainEvent[],
      // Package 11 settled its fee for another shipment: this one owes nothing for it.
      'package-11': [{ type: 'Settled', data: { shipmentId: 6, fee: 900 } }] as DomainEvent[],
    };
    const lines: DomainEvent = {
      type: 'InvoiceLinesAdded',
      data: {
        invoiceId: 30,
        lines: [
          { id: 1, ...shipmentChargeLine({ id: 4, ...airShipment }) },
          { id: 2, ...shipmentStorageLine(4, 350) },
        ],
      },
    };
    spec
      .given({ ...given.rates, ...given.customers, ...shipment, ...given.invoice(30, invoice, [lines]), ...given.trackingHeldBy('MTL1', 30) })
      .when({ shipmentId: 4, today: '2026-11-28' })
      .then({
        record: { updated: { invoiceId: 30, previousTracking: 'MTL1', nextTracking: 'MTL1' } },
        pivot: [
          invoiceStream(30),
          {
            type: 'UpdateInvoice',
            data: expect.objectContaining({
              lines: [
                expect.objectContaining({ id: 1, name: 'Shipment 4', isActive: true }),
                expect.objectContaining({ id: 2, name: 'Storage, shipment 4', isActive: false }),
              ],
            }),
          },
        ],
      });
  });

  it('answers not found for a shipment that does not exist', () => {
    spec.given(given.rates).when({ shipmentId: 4, today: '2026-11-28' }).thenRefused('shipping.shipmentNotFound');
  });
});
