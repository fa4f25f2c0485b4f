import { DomainError, packageParcelKey, type ShipmentDetails, type ShipmentEvent, type ShipmentRecord } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { shipmentDecider } from './shipment.decider';

const spec = deciderSpec(shipmentDecider);
const party = (customerId: number) => ({ customerId, address1: '12 Main St', address2: '', phone: '2065550100', email: '' });
const details: ShipmentDetails = {
  groupId: 3,
  sender: party(1),
  receiver: party(2),
  totalBox: 2,
  totalPallet: 4,
  totalWeight: 1250,
  totalValue: 10_000,
  description: 'Vitamins',
  shipmentDate: '2026-11-02',
  boxLength: 0,
  boxWidth: 0,
  boxHeight: 0,
  mtlTracking: 'MTL-1',
};
const air: ShipmentRecord = { ...details, totalPallet: 0, typeId: 'Air' };
const created: ShipmentEvent = { type: 'ShipmentCreated', data: { shipmentId: 7, statusId: 1, shipment: air } };
const form = { shipmentId: 7, statusId: 1, typeId: 'Air' as const, details, parcels: [] };
const withParcels: ShipmentEvent = {
  type: 'ShipmentParcelsAdded',
  data: {
    shipmentId: 7,
    parcels: [
      { id: 1, weight: 500, value: 2000 },
      { id: 2, weight: 750, value: 8000 },
    ],
  },
};

describe('shipment decider', () => {
  describe('the type follows the group', () => {
    it('an Air shipment keeps boxes, weight and value and zeroes pallets', () => {
      spec.given([]).when({ type: 'CreateShipment', data: form }).then([created]);
    });

    it('a Sea shipment keeps boxes, pallets and value and zeroes weight', () => {
      const sea: ShipmentRecord = { ...details, totalWeight: 0, typeId: 'Sea' };
      spec
        .given([])
        .when({ type: 'CreateShipment', data: { ...form, typeId: 'Sea' } })
        .then([{ type: 'ShipmentCreated', data: { shipmentId: 7, statusId: 1, shipment: sea } }]);
    });

    it('moving to a group of the other type swaps which total is kept', () => {
      const sea: ShipmentRecord = { ...details, groupId: 4, totalWeight: 0, typeId: 'Sea' };
      spec
        .given([created])
        .when({ type: 'UpdateShipment', data: { ...form, typeId: 'Sea', details: { ...details, groupId: 4 } } })
        .then([{ type: 'ShipmentUpdated', data: { shipmentId: 7, before: air, after: sea } }]);
    });

    it("refuses 0 in a total the type shows ('Must be greater than 0'), not in the one it hides", () => {
      const refused = () =>
        shipmentDecider.decide(
          { type: 'CreateShipment', data: { ...form, details: { ...details, totalWeight: 0, totalBox: 0, totalPallet: 0 } } },
          shipmentDecider.initialState,
        );
      expect(refused).toThrow(DomainError);
      try {
        refused();
      } catch (error) {
        expect((error as DomainError).fields).toEqual([
          { path: 'totalBox', code: 'validation.greaterThanZero' },
          { path: 'totalWeight', code: 'validation.greaterThanZero' },
        ]);
      }
      spec
        .given([])
        .when({ type: 'CreateShipment', data: { ...form, typeId: 'Sea', details: { ...details, totalWeight: 0 } } })
        .then([{ type: 'ShipmentCreated', data: { shipmentId: 7, statusId: 1, shipment: { ...details, totalWeight: 0, typeId: 'Sea' } } }]);
    });
  });

  describe('parcels', () => {
    it('numbers new parcels, and simply drops an unsaved one that was removed', () => {
      spec
        .given([])
        .when({
          type: 'CreateShipment',
          data: {
            ...form,
            parcels: [
              { id: null, weight: 500, value: 2000, isActive: true },
              { id: null, weight: 900, value: 1, isActive: false },
              { id: null, weight: 750, value: 8000, isActive: true },
            ],
          },
        })
        .then([created, withParcels]);
    });

    it('removes a saved parcel softly and restores it', () => {
      const kept = { id: 2, weight: 750, value: 8000, isActive: true };
      const removed: ShipmentEvent = { type: 'ShipmentParcelRemoved', data: { shipmentId: 7, parcelId: 1 } };
      spec
        .given([created, withParcels])
        .when({ type: 'UpdateShipment', data: { ...form, parcels: [{ id: 1, weight: 500, value: 2000, isActive: false }, kept] } })
        .then([removed]);
      spec
        .given([created, withParcels, removed])
        .when({ type: 'UpdateShipment', data: { ...form, parcels: [{ id: 1, weight: 500, value: 2000, isActive: true }, kept] } })
        .then([{ type: 'ShipmentParcelRestored', data: { shipmentId: 7, parcelId: 1 } }]);
    });

    it('a removed parcel keeps its place: the next new parcel gets a fresh number', () => {
      const removed: ShipmentEvent = { type: 'ShipmentParcelRemoved', data: { shipmentId: 7, parcelId: 2 } };
      spec
        .given([created, withParcels, removed])
        .when({ type: 'UpdateShipment', data: { ...form, parcels: [{ id: null, weight: 100, value: 100, isActive: true }] } })
        .then([{ type: 'ShipmentParcelsAdded', data: { shipmentId: 7, parcels: [{ id: 3, weight: 100, value: 100 }] } }]);
    });

    it('a parcel sent again under its key is the saved one: saving twice adds it once, and later saves can change or remove it by that key', () => {
      const added: ShipmentEvent = {
        type: 'ShipmentParcelsAdded',
        data: { shipmentId: 7, parcels: [{ id: 1, weight: 500, value: 2000 }], lineKeys: { 1: 'k1' } },
      };
      const save = (parcel: { weight: number; isActive: boolean }) => ({
        type: 'UpdateShipment' as const,
        data: { ...form, parcels: [{ id: null, lineKey: 'k1', value: 2000, ...parcel }] },
      });
      spec
        .given([created])
        .when(save({ weight: 500, isActive: true }))
        .then([added]);
      spec
        .given([created, added])
        .when(save({ weight: 500, isActive: true }))
        .then([]);
      spec
        .given([created, added])
        .when(save({ weight: 600, isActive: true }))
        .then([{ type: 'ShipmentParcelChanged', data: { shipmentId: 7, parcel: { id: 1, weight: 600, value: 2000 } } }]);
      spec
        .given([created, added])
        .when(save({ weight: 500, isActive: false }))
        .then([{ type: 'ShipmentParcelRemoved', data: { shipmentId: 7, parcelId: 1 } }]);
    });

    it('one save holding the same key twice adds that parcel once', () => {
      const twice = { id: null, lineKey: 'k1', weight: 500, value: 2000, isActive: true };
      spec
        .given([created])
        .when({ type: 'UpdateShipment', data: { ...form, parcels: [twice, twice, { ...twice, lineKey: 'k2' }] } })
        .then([
          {
            type: 'ShipmentParcelsAdded',
            data: {
              shipmentId: 7,
              parcels: [
                { id: 1, weight: 500, value: 2000 },
                { id: 2, weight: 500, value: 2000 },
              ],
              lineKeys: { 1: 'k1', 2: 'k2' },
            },
          },
        ]);
    });

    it("refuses to restore a package's parcel (the package went back to storage when it was removed); the shipment's own parcels restore", () => {
      const fromPackage: ShipmentEvent = { ...withParcels, data: { ...withParcels.data, lineKeys: { 1: packageParcelKey(11) } } } as ShipmentEvent;
      const removedBoth: ShipmentEvent[] = [1, 2].map((parcelId) => ({ type: 'ShipmentParcelRemoved', data: { shipmentId: 7, parcelId } }));
      const restore = (parcelId: number) => [
        { id: 1, weight: 500, value: 2000, isActive: parcelId === 1 },
        { id: 2, weight: 750, value: 8000, isActive: parcelId === 2 },
      ];
      spec
        .given([created, fromPackage, ...removedBoth])
        .when({ type: 'UpdateShipment', data: { ...form, parcels: restore(1) } })
        .thenThrows('shipping.packageParcelRestore');
      spec
        .given([created, fromPackage, ...removedBoth])
        .when({ type: 'UpdateShipment', data: { ...form, parcels: restore(2) } })
        .then([{ type: 'ShipmentParcelRestored', data: { shipmentId: 7, parcelId: 2 } }]);
    });

    it('refuses a parcel id the shipment never had', () => {
      spec
        .given([created])
        .when({ type: 'UpdateShipment', data: { ...form, parcels: [{ id: 9, weight: 1, value: 1, isActive: true }] } })
        .thenThrows('shipping.parcelNotFound');
    });
  });

  it('a shipment recorded before boxes were measured, saved as it stands (sides 0), records nothing; measured, it records the sides', () => {
    const { boxLength: _l, boxWidth: _w, boxHeight: _h, ...unmeasured } = air;
    const old = { type: 'ShipmentCreated', data: { shipmentId: 7, statusId: 1, shipment: unmeasured } } as ShipmentEvent;
    spec.given([old]).when({ type: 'UpdateShipment', data: form }).then([]);
    const measured = { ...details, boxLength: 18, boxWidth: 14, boxHeight: 10 };
    spec
      .given([old])
      .when({ type: 'UpdateShipment', data: { ...form, details: measured } })
      .then([{ type: 'ShipmentUpdated', data: { shipmentId: 7, before: air, after: { ...measured, totalPallet: 0, typeId: 'Air' } } }]);
  });

  it('changes status freely, and records nothing when it is already there', () => {
    spec
      .given([created])
      .when({ type: 'ChangeShipmentStatus', data: { shipmentId: 7, statusId: 4 } })
      .then([{ type: 'ShipmentStatusChanged', data: { shipmentId: 7, statusId: 4 } }]);
    spec
      .given([created])
      .when({ type: 'ChangeShipmentStatus', data: { shipmentId: 7, statusId: 1 } })
      .then([]);
    spec
      .given([created])
      .when({ type: 'UpdateShipment', data: { ...form, statusId: 2 } })
      .then([{ type: 'ShipmentStatusChanged', data: { shipmentId: 7, statusId: 2 } }]);
  });

  describe('delete rules', () => {
    it('deletes a shipment without an invoice, carrying what it held (group totals move with it)', () => {
      spec
        .given([created])
        .when({ type: 'DeleteShipment', data: { shipmentId: 7 } })
        .then([{ type: 'ShipmentDeleted', data: { shipmentId: 7, shipment: air } }]);
    });

    it("refuses to delete an invoiced shipment: 'Can't delete. Invoice has been created'", () => {
      spec
        .given([created, { type: 'ShipmentInvoiced', data: { shipmentId: 7, invoiceId: 12 } }])
        .when({ type: 'DeleteShipment', data: { shipmentId: 7 } })
        .thenThrows('shipping.shipmentInvoiced');
    });

    it('a deleted shipment cannot be changed or deleted again', () => {
      const deleted: ShipmentEvent = { type: 'ShipmentDeleted', data: { shipmentId: 7, shipment: air } };
      spec
        .given([created, deleted])
        .when({ type: 'DeleteShipment', data: { shipmentId: 7 } })
        .thenThrows('shipping.shipmentNotFound');
      spec.given([created, deleted]).when({ type: 'UpdateShipment', data: form }).thenThrows('shipping.shipmentNotFound');
    });
  });
});
