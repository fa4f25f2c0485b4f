import type { ShipmentRecord } from '@cargo/contracts';
import { project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { CUSTOMER_SHIPMENTS, SHIPMENTS, shipmentsProjection } from './shipments.projection';

const party = (customerId: number) => ({ customerId, address1: '12 Main St', address2: '', phone: '2065550100', email: '' });
const air: ShipmentRecord = {
  groupId: 3,
  typeId: 'Air',
  sender: party(1),
  receiver: party(2),
  totalBox: 2,
  totalPallet: 0,
  totalWeight: 1250,
  totalValue: 10_000,
  description: '',
  shipmentDate: '2026-11-02',
  boxLength: 0,
  boxWidth: 0,
  boxHeight: 0,
  mtlTracking: 'mtl-1 ',
};

describe('shipments projection', () => {
  it("given shipments sent, received, re-addressed, re-dated and deleted, keeps each customer's own shipments by date", () => {
    const documents = project(
      shipmentsProjection,
      recorded([
        { type: 'ShipmentCreated', data: { shipmentId: 7, statusId: 1, shipment: air } },
        { type: 'ShipmentCreated', data: { shipmentId: 8, statusId: 1, shipment: { ...air, receiver: party(1), mtlTracking: 'mtl-2' } } },
        { type: 'ShipmentStatusChanged', data: { shipmentId: 7, statusId: 3 } },
        // Shipment 7 goes to customer 3 instead of 2, a day later.
        { type: 'ShipmentUpdated', data: { shipmentId: 7, before: air, after: { ...air, receiver: party(3), shipmentDate: '2026-11-03' } } },
        { type: 'ShipmentCreated', data: { shipmentId: 9, statusId: 1, shipment: { ...air, sender: party(4), receiver: party(5), mtlTracking: 'mtl-3' } } },
        { type: 'ShipmentDeleted', data: { shipmentId: 9, shipment: { ...air, sender: party(4), receiver: party(5), mtlTracking: 'mtl-3' } } },
      ]),
    );
    const own = [...documents.entries()].filter(([key]) => key.startsWith(`${CUSTOMER_SHIPMENTS}/`)).map(([, doc]) => doc);
    expect(own).toEqual(
      expect.arrayContaining([
        { id: '1:7', customerId: 1, shipmentId: 7, shipmentDate: '2026-11-03' },
        { id: '3:7', customerId: 3, shipmentId: 7, shipmentDate: '2026-11-03' },
        // Sent to themselves: one entry.
        { id: '1:8', customerId: 1, shipmentId: 8, shipmentDate: '2026-11-02' },
      ]),
    );
    expect(own).toHaveLength(3);
  });

  it('given a shipment, its parcels and status changes, keeps the record, the parcels (removed ones inactive) and the status history', () => {
    const documents = project(
      shipmentsProjection,
      recorded([
        { type: 'ShipmentCreated', data: { shipmentId: 7, statusId: 1, shipment: air } },
        {
          type: 'ShipmentParcelsAdded',
          data: {
            shipmentId: 7,
            parcels: [
              { id: 1, weight: 500, value: 2000 },
              { id: 2, weight: 750, value: 8000 },
            ],
          },
        },
        { type: 'ShipmentParcelRemoved', data: { shipmentId: 7, parcelId: 1 } },
        { type: 'ShipmentStatusChanged', data: { shipmentId: 7, statusId: 3 } },
        { type: 'ShipmentParcelChanged', data: { shipmentId: 7, parcel: { id: 2, weight: 800, value: 8000 } } },
      ]),
    );
    expect(documents.get(`${SHIPMENTS}/7`)).toMatchObject({
      id: 7,
      idText: '7',
      groupText: '3',
      trackingKey: 'MTL-1',
      senderId: 1,
      receiverId: 2,
      statusId: 3,
      statusHistory: [
        { statusId: 1, dateCreated: '2026-11-01T10:00:00.000Z' },
        { statusId: 3, dateCreated: '2026-11-04T10:00:00.000Z' },
      ],
      parcels: [
        { id: 1, weight: 500, value: 2000, isActive: false },
        { id: 2, weight: 800, value: 8000, isActive: true },
      ],
      invoiceId: null,
    });
  });

  it('when the shipment moves to another group its group text follows; when deleted it is gone', () => {
    const moved = { ...air, groupId: 12, mtlTracking: 'MTL-9' };
    const events = recorded([
      { type: 'ShipmentCreated', data: { shipmentId: 7, statusId: 1, shipment: air } },
      { type: 'ShipmentUpdated', data: { shipmentId: 7, before: air, after: moved } },
    ]);
    expect(project(shipmentsProjection, events).get(`${SHIPMENTS}/7`)).toMatchObject({ groupId: 12, groupText: '12', trackingKey: 'MTL-9' });
    const deleted = recorded([...events, { type: 'ShipmentDeleted', data: { shipmentId: 7, shipment: moved } }]);
    expect(project(shipmentsProjection, deleted).has(`${SHIPMENTS}/7`)).toBe(false);
  });
});
