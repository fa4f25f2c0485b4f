import fc from 'fast-check';
import type { DomainEvent, GroupType, ShipmentGroupView, ShipmentRecord } from '@cargo/contracts';
import { project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { SHIPMENT_GROUPS, shipmentGroupsProjection } from './shipment-groups.projection';

const GROUPS: Record<number, GroupType> = { 1: 'Air', 2: 'Sea', 3: 'Air' };
const party = (customerId: number) => ({ customerId, address1: 'a', address2: '', phone: '2065550100', email: '' });

function record(groupId: number, totals: { totalBox: number; totalPallet: number; totalWeight: number; totalValue: number }): ShipmentRecord {
  const typeId = GROUPS[groupId];
  return {
    groupId,
    typeId,
    sender: party(1),
    receiver: party(2),
    description: '',
    shipmentDate: '2026-11-02',
    boxLength: 0,
    boxWidth: 0,
    boxHeight: 0,
    mtlTracking: '',
    ...totals,
    ...(typeId === 'Air' ? { totalPallet: 0 } : { totalWeight: 0 }),
  };
}

const groupsAdded: DomainEvent[] = Object.entries(GROUPS).map(([id, typeId]) => ({
  type: 'ShipmentGroupAdded',
  data: { groupId: Number(id), statusId: 1, details: { typeId, shipmentDate: '2026-11-01' } },
}));

const totals = fc.record({ totalBox: fc.nat(50), totalPallet: fc.nat(20), totalWeight: fc.nat(100_000), totalValue: fc.nat(5_000_000) });
const operation = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), groupId: fc.constantFrom(1, 2, 3), totals }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), groupId: fc.constantFrom(1, 2, 3), totals }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
);

describe('shipment groups projection', () => {
  it('given shipments created, moved to another group and deleted, each group holds the sums of its shipments', () => {
    const a = record(1, { totalBox: 2, totalPallet: 9, totalWeight: 1250, totalValue: 10_000 });
    const moved = record(2, { totalBox: 3, totalPallet: 4, totalWeight: 700, totalValue: 20_000 });
    const b = record(1, { totalBox: 1, totalPallet: 0, totalWeight: 300, totalValue: 5_000 });
    const documents = project(
      shipmentGroupsProjection,
      recorded([
        ...groupsAdded,
        { type: 'ShipmentCreated', data: { shipmentId: 1, statusId: 1, shipment: a } },
        { type: 'ShipmentCreated', data: { shipmentId: 2, statusId: 1, shipment: b } },
        { type: 'ShipmentUpdated', data: { shipmentId: 1, before: a, after: moved } },
        { type: 'ShipmentDeleted', data: { shipmentId: 2, shipment: b } },
        { type: 'ShipmentGroupJoined', data: { groupId: 2, member: { kind: 'order', id: 5 } } },
      ]),
    );
    expect(documents.get(`${SHIPMENT_GROUPS}/1`)).toMatchObject({ totalBox: 0, totalWeight: 0, totalPallet: 0, totalValue: 0 });
    expect(documents.get(`${SHIPMENT_GROUPS}/2`)).toMatchObject({
      typeId: 'Sea',
      totalBox: 3,
      totalPallet: 4,
      totalWeight: 0,
      totalValue: 20_000,
      orderCount: 1,
    });
  });

  it('after any sequence of creates, edits, moves between groups and deletes, group totals equal the sums over their shipments', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        const shipments = new Map<number, ShipmentRecord>();
        const events: DomainEvent[] = [...groupsAdded];
        let nextId = 1;
        for (const step of operations) {
          const ids = [...shipments.keys()];
          if (step.kind === 'create') {
            const shipment = record(step.groupId, step.totals);
            shipments.set(nextId, shipment);
            events.push({ type: 'ShipmentCreated', data: { shipmentId: nextId, statusId: 1, shipment } });
            nextId += 1;
          } else if (ids.length > 0) {
            const id = ids[step.pick % ids.length];
            const before = shipments.get(id)!;
            if (step.kind === 'update') {
              const after = record(step.groupId, step.totals);
              shipments.set(id, after);
              events.push({ type: 'ShipmentUpdated', data: { shipmentId: id, before, after } });
            } else {
              shipments.delete(id);
              events.push({ type: 'ShipmentDeleted', data: { shipmentId: id, shipment: before } });
            }
          }
        }
        const documents = project(shipmentGroupsProjection, recorded(events));
        for (const groupId of Object.keys(GROUPS).map(Number)) {
          const held = [...shipments.values()].filter((shipment) => shipment.groupId === groupId);
          const sum = (field: 'totalBox' | 'totalWeight' | 'totalPallet' | 'totalValue') => held.reduce((total, shipment) => total + shipment[field], 0);
          const group = documents.get(`${SHIPMENT_GROUPS}/${groupId}`) as unknown as ShipmentGroupView;
          expect({ totalBox: group.totalBox, totalWeight: group.totalWeight, totalPallet: group.totalPallet, totalValue: group.totalValue }).toEqual({
            totalBox: sum('totalBox'),
            totalWeight: sum('totalWeight'),
            totalPallet: sum('totalPallet'),
            totalValue: sum('totalValue'),
          });
        }
      }),
      { numRuns: 300 },
    );
  });
});
