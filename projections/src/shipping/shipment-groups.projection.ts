import { unhandled } from '@cargo/contracts';
import type { RecordedEvent, ShipmentEvent, ShipmentGroupEvent, ShipmentGroupView, ShipmentRecord } from '@cargo/contracts';
import { change, projection, type DocumentChange } from '../platform/projection';

export const SHIPMENT_GROUPS = 'shipment_groups';

type GroupTotals = Pick<ShipmentGroupView, 'totalBox' | 'totalWeight' | 'totalPallet' | 'totalValue'>;

/**
 * The group list and page: each group with the sums of its shipments' boxes, weight, pallets and
 * value, kept as shipments arrive, change, move between groups and go (an update subtracts the
 * shipment as it was from its old group and adds it as it is to its new one), and with how many
 * shipments and orders it holds (from the group's own membership events).
 */
export const shipmentGroupsProjection = projection<ShipmentGroupEvent | ShipmentEvent>({
  name: 'shipment-groups',
  collections: [SHIPMENT_GROUPS],
  indexes: [{ collection: SHIPMENT_GROUPS, indexes: [['typeId']] }],
  handles: [
    'ShipmentGroupAdded',
    'ShipmentGroupUpdated',
    'ShipmentGroupJoined',
    'ShipmentGroupLeft',
    'ShipmentGroupDeleted',
    'ShipmentCreated',
    'ShipmentUpdated',
    'ShipmentDeleted',
  ],
  changes: (event) => changesOf(event),
});

function changesOf(event: RecordedEvent<ShipmentGroupEvent | ShipmentEvent>): DocumentChange[] {
  switch (event.type) {
    case 'ShipmentGroupAdded': {
      const { groupId, statusId, details } = event.data;
      const { actor, timestamp } = event.metadata;
      return [
        change<ShipmentGroupView>(SHIPMENT_GROUPS, groupId, () => ({
          ...details,
          id: groupId,
          statusId,
          totalBox: 0,
          totalWeight: 0,
          totalPallet: 0,
          totalValue: 0,
          shipmentCount: 0,
          orderCount: 0,
          createdBy: actor,
          dateCreated: timestamp,
        })),
      ];
    }
    case 'ShipmentGroupUpdated': {
      const { groupId, statusId, details } = event.data;
      return [change<ShipmentGroupView>(SHIPMENT_GROUPS, groupId, (doc) => doc && { ...doc, ...details, statusId })];
    }
    case 'ShipmentGroupJoined':
    case 'ShipmentGroupLeft': {
      const step = event.type === 'ShipmentGroupJoined' ? 1 : -1;
      const field = event.data.member.kind === 'shipment' ? 'shipmentCount' : 'orderCount';
      return [change<ShipmentGroupView>(SHIPMENT_GROUPS, event.data.groupId, (doc) => doc && { ...doc, [field]: doc[field] + step })];
    }
    case 'ShipmentGroupDeleted':
      return [change<ShipmentGroupView>(SHIPMENT_GROUPS, event.data.groupId, () => null)];
    case 'ShipmentCreated':
      return moved([{ shipment: event.data.shipment, sign: 1 }]);
    case 'ShipmentUpdated':
      return moved([
        { shipment: event.data.before, sign: -1 },
        { shipment: event.data.after, sign: 1 },
      ]);
    case 'ShipmentDeleted':
      return moved([{ shipment: event.data.shipment, sign: -1 }]);
    case 'ShipmentStatusChanged':
    case 'ShipmentParcelsAdded':
    case 'ShipmentParcelChanged':
    case 'ShipmentParcelRemoved':
    case 'ShipmentParcelRestored':
    case 'ShipmentInvoiced':
    case 'ShipmentInvoiceRemoved':
      return [];
    default:
      return unhandled(event);
  }
}

/** One change per group, however many shipment versions touch it (an edit within one group nets out). */
function moved(entries: { shipment: ShipmentRecord; sign: 1 | -1 }[]): DocumentChange[] {
  const deltas = new Map<number, GroupTotals>();
  for (const { shipment, sign } of entries) {
    const delta = deltas.get(shipment.groupId) ?? { totalBox: 0, totalWeight: 0, totalPallet: 0, totalValue: 0 };
    deltas.set(shipment.groupId, {
      totalBox: delta.totalBox + sign * shipment.totalBox,
      totalWeight: delta.totalWeight + sign * shipment.totalWeight,
      totalPallet: delta.totalPallet + sign * shipment.totalPallet,
      totalValue: delta.totalValue + sign * shipment.totalValue,
    });
  }
  return [...deltas].map(([groupId, delta]) =>
    change<ShipmentGroupView>(
      SHIPMENT_GROUPS,
      groupId,
      (doc) =>
        doc && {
          ...doc,
          totalBox: doc.totalBox + delta.totalBox,
          totalWeight: doc.totalWeight + delta.totalWeight,
          totalPallet: doc.totalPallet + delta.totalPallet,
          totalValue: doc.totalValue + delta.totalValue,
        },
    ),
  );
}
