import { shipmentGroupStream, shipmentStream, trackingClaimStream, type DomainEvent, type ShipmentDetails, type ShipmentRecord } from '@cargo/contracts';
import { workflowSpec } from '../testing/workflow-spec';
import { AddShipmentWorkflow } from './add-shipment.workflow';
import { DeleteShipmentWorkflow } from './delete-shipment.workflow';
import { ShipmentLinks } from './shipment-links';
import { UpdateShipmentWorkflow } from './update-shipment.workflow';

const party = (customerId: number) => ({ customerId, address1: '12 Main St', address2: '', phone: '2065550100', email: '' });
const details: ShipmentDetails = {
  groupId: 3,
  sender: party(1),
  receiver: party(2),
  totalBox: 2,
  totalPallet: 0,
  totalWeight: 1250,
  totalValue: 10_000,
  description: 'Vitamins',
  shipmentDate: '2026-11-02',
  mtlTracking: 'MTL-1',
};
const air: ShipmentRecord = { ...details, typeId: 'Air' };
const create = { shipmentId: 7, statusId: 1, typeId: 'Air' as const, details, parcels: [] };
const held = { shipmentId: 7, groupId: 3, mtlTracking: 'MTL-1' };
const groupAdded = (groupId: number): DomainEvent => ({
  type: 'ShipmentGroupAdded',
  data: { groupId, statusId: 1, details: { typeId: 'Air', shipmentDate: '2026-11-02' } },
});
const shipment = { kind: 'shipment', id: 7 };
const joined = (groupId: number) => ({ type: 'ShipmentGroupJoined', data: { groupId, member: shipment } });
const left = (groupId: number) => ({ type: 'ShipmentGroupLeft', data: { groupId, member: shipment } });
const claimed = (key: string) => ({ type: 'KeyClaimed', data: { key, holderId: 7 } });
const released = (key: string) => ({ type: 'KeyReleased', data: { key, holderId: 7 } });
const created = { type: 'ShipmentCreated', data: { shipmentId: 7, statusId: 1, shipment: air } };

describe('shipment workflows', () => {
  const adding = workflowSpec((aggregates, workflows) => new AddShipmentWorkflow(workflows, aggregates, new ShipmentLinks(aggregates)));
  const updating = workflowSpec((aggregates, workflows) => new UpdateShipmentWorkflow(workflows, aggregates, new ShipmentLinks(aggregates)));
  const deleting = workflowSpec((aggregates, workflows) => new DeleteShipmentWorkflow(workflows, aggregates, new ShipmentLinks(aggregates)));

  it('adding claims the tracking number, joins the group, then records the shipment', async () => {
    await adding
      .given({ [shipmentGroupStream(3)]: [groupAdded(3)] })
      .when(held, create)
      .then({ [trackingClaimStream('MTL-1')]: [claimed('MTL-1')], [shipmentGroupStream(3)]: [joined(3)], [shipmentStream(7)]: [created] });
  });

  it('a refused record takes back the claim and the membership, newest first', async () => {
    await adding
      .given({ [shipmentGroupStream(3)]: [groupAdded(3)], [shipmentStream(7)]: [created] })
      .when(held, create)
      .thenRefused('error.concurrency', {
        [trackingClaimStream('MTL-1')]: [claimed('MTL-1'), released('MTL-1')],
        [shipmentGroupStream(3)]: [joined(3), left(3)],
      });
  });

  it('a refused step before the pivot takes back only what came before it', async () => {
    await adding
      .given({ [trackingClaimStream('MTL-1')]: [{ type: 'KeyClaimed', data: { key: 'MTL-1', holderId: 99 } }] })
      .when(held, create)
      .thenRefused('shipping.duplicateTracking');
  });

  it('a run stopped before its pivot is taken back when resumed: the claim it made is let go, the join it never made writes nothing', async () => {
    await adding
      .given({ [shipmentGroupStream(3)]: [groupAdded(3)] })
      .whenStopped(held, create, { before: 1 })
      .resumed()
      .then({ [trackingClaimStream('MTL-1')]: [claimed('MTL-1'), released('MTL-1')] }, 'undone');
  });

  it('a run stopped after its pivot is carried through when resumed: the old group and tracking number are let go', async () => {
    const update = { ...create, details: { ...details, groupId: 4, mtlTracking: 'MTL-2' } };
    const updated = { type: 'ShipmentUpdated', data: { shipmentId: 7, before: air, after: { ...air, groupId: 4, mtlTracking: 'MTL-2' } } };
    await updating
      .given({
        [shipmentGroupStream(3)]: [groupAdded(3), joined(3)],
        [shipmentGroupStream(4)]: [groupAdded(4)],
        [trackingClaimStream('MTL-1')]: [claimed('MTL-1')],
        [shipmentStream(7)]: [created],
      })
      .whenStopped({ shipmentId: 7, previous: { groupId: 3, mtlTracking: 'MTL-1' }, next: { groupId: 4, mtlTracking: 'MTL-2' } }, update, { after: 0 })
      .resumed()
      .then({
        [trackingClaimStream('MTL-2')]: [claimed('MTL-2')],
        [shipmentGroupStream(4)]: [joined(4)],
        [shipmentStream(7)]: [updated],
        [shipmentGroupStream(3)]: [left(3)],
        [trackingClaimStream('MTL-1')]: [released('MTL-1')],
      });
  });

  it('a run stopped midway through its steps after the pivot does, when resumed, only those it had not done', async () => {
    const update = { ...create, details: { ...details, groupId: 4, mtlTracking: 'MTL-2' } };
    const updated = { type: 'ShipmentUpdated', data: { shipmentId: 7, before: air, after: { ...air, groupId: 4, mtlTracking: 'MTL-2' } } };
    const move = { shipmentId: 7, previous: { groupId: 3, mtlTracking: 'MTL-1' }, next: { groupId: 4, mtlTracking: 'MTL-2' } };
    await updating
      .given({
        [shipmentGroupStream(3)]: [groupAdded(3), joined(3)],
        [shipmentGroupStream(4)]: [groupAdded(4)],
        [trackingClaimStream('MTL-1')]: [claimed('MTL-1')],
        [shipmentStream(7)]: [created],
      })
      .whenStopped(move, update, { after: 1 })
      // It had left group 3 before the cut, and another save put it back since: the resumed run must not take it out again.
      .resumed({ [shipmentGroupStream(3)]: [joined(3)] })
      .then({
        [trackingClaimStream('MTL-2')]: [claimed('MTL-2')],
        [shipmentGroupStream(4)]: [joined(4)],
        [shipmentStream(7)]: [updated],
        [shipmentGroupStream(3)]: [left(3), joined(3)],
        [trackingClaimStream('MTL-1')]: [released('MTL-1')],
      });
  });

  it('a join that wrote nothing (the shipment was a member already) is not taken back', async () => {
    await adding
      .given({ [shipmentGroupStream(3)]: [groupAdded(3), joined(3)], [shipmentStream(7)]: [created] })
      .when(held, create)
      .thenRefused('error.concurrency', { [trackingClaimStream('MTL-1')]: [claimed('MTL-1'), released('MTL-1')] });
  });

  it('a deletion stopped after its record frees, when resumed, the group and tracking number the deletion recorded', async () => {
    await deleting
      .given({ [shipmentGroupStream(3)]: [groupAdded(3), joined(3)], [trackingClaimStream('MTL-1')]: [claimed('MTL-1')], [shipmentStream(7)]: [created] })
      .whenStopped({ shipmentId: 7 }, null, { after: 0 })
      .resumed()
      .then({
        [shipmentStream(7)]: [{ type: 'ShipmentDeleted', data: { shipmentId: 7, shipment: air } }],
        [shipmentGroupStream(3)]: [left(3)],
        [trackingClaimStream('MTL-1')]: [released('MTL-1')],
      });
  });
});
