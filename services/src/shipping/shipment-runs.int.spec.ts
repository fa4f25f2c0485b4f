import { shipmentGroupStream, shipmentStream, trackingClaimStream, type DomainEvent } from '@cargo/contracts';
import { useCaseRunSpec } from '../testing/use-case-spec';
import { addShipment } from './add-shipment/add-shipment.use-case';
import { deleteShipment } from './delete-shipment/delete-shipment.use-case';
import { air, details, noPackages, people, statuses } from './shipment-fixtures';
import { updateShipment } from './update-shipment/update-shipment.use-case';

/** The customers the shipment names, and the status dropdown a form's save checks. */
const known = { ...people, ...statuses };
const asked = { input: { ...details, parcels: [] } };
const moved = { kind: 'form' as const, input: { ...details, groupId: 4, mtlTracking: 'MTL-2', id: 7, statusId: 1, parcels: [] }, today: '2026-12-03' };
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

describe('shipment runs on a real log (each step through its stream, undo, resume after a cut)', () => {
  const adding = useCaseRunSpec(addShipment);
  const updating = useCaseRunSpec(updateShipment(noPackages));
  const deleting = useCaseRunSpec(deleteShipment(noPackages));

  it('adding claims the tracking number, joins the group, then records the shipment', async () => {
    await adding
      .given({ ...known, [shipmentGroupStream(3)]: [groupAdded(3)] })
      .when(asked, 7)
      .then({ [trackingClaimStream('MTL-1')]: [claimed('MTL-1')], [shipmentGroupStream(3)]: [joined(3)], [shipmentStream(7)]: [created] });
  });

  it('a refused record takes back the claim and the membership, newest first', async () => {
    await adding
      .given({ ...known, [shipmentGroupStream(3)]: [groupAdded(3)], [shipmentStream(7)]: [created] })
      .when(asked, 7)
      .thenRefused('error.concurrency', {
        [trackingClaimStream('MTL-1')]: [claimed('MTL-1'), released('MTL-1')],
        [shipmentGroupStream(3)]: [joined(3), left(3)],
      });
  });

  it('a step refused on its stream after the decision (the tracking number taken meanwhile) takes back only what came before it', async () => {
    const decidedOn = { ...known, [shipmentGroupStream(3)]: [groupAdded(3)] };
    await adding
      .given({ ...decidedOn, [trackingClaimStream('MTL-1')]: [{ type: 'KeyClaimed', data: { key: 'MTL-1', holderId: 99 } }] })
      .when(asked, 7, decidedOn)
      .thenRefused('shipping.duplicateTracking');
  });

  it('a run stopped before its pivot is taken back when resumed: the claim it made is let go, the join it never made writes nothing', async () => {
    await adding
      .given({ ...known, [shipmentGroupStream(3)]: [groupAdded(3)] })
      .whenStopped(asked, { before: 1 }, 7)
      .resumed()
      .then({ [trackingClaimStream('MTL-1')]: [claimed('MTL-1'), released('MTL-1')] }, 'undone');
  });

  it('a run stopped after its pivot is carried through when resumed: the old group and tracking number are let go', async () => {
    const updated = { type: 'ShipmentUpdated', data: { shipmentId: 7, before: air, after: { ...air, groupId: 4, mtlTracking: 'MTL-2' } } };
    await updating
      .given({
        ...known,
        [shipmentGroupStream(3)]: [groupAdded(3), joined(3)],
        [shipmentGroupStream(4)]: [groupAdded(4)],
        [trackingClaimStream('MTL-1')]: [claimed('MTL-1')],
        [shipmentStream(7)]: [created],
      })
      .whenStopped(moved, { after: 0 })
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
    const updated = { type: 'ShipmentUpdated', data: { shipmentId: 7, before: air, after: { ...air, groupId: 4, mtlTracking: 'MTL-2' } } };
    await updating
      .given({
        ...known,
        [shipmentGroupStream(3)]: [groupAdded(3), joined(3)],
        [shipmentGroupStream(4)]: [groupAdded(4)],
        [trackingClaimStream('MTL-1')]: [claimed('MTL-1')],
        [shipmentStream(7)]: [created],
      })
      .whenStopped(moved, { after: 1 })
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
      .given({ ...known, [shipmentGroupStream(3)]: [groupAdded(3), joined(3)], [shipmentStream(7)]: [created] })
      .when(asked, 7)
      .thenRefused('error.concurrency', { [trackingClaimStream('MTL-1')]: [claimed('MTL-1'), released('MTL-1')] });
  });

  it('a deletion stopped after its record frees, when resumed, the group and tracking number the deletion recorded', async () => {
    await deleting
      .given({ [shipmentGroupStream(3)]: [groupAdded(3), joined(3)], [trackingClaimStream('MTL-1')]: [claimed('MTL-1')], [shipmentStream(7)]: [created] })
      .whenStopped({ shipmentId: 7 }, { after: 0 })
      .resumed()
      .then({
        [shipmentStream(7)]: [{ type: 'ShipmentDeleted', data: { shipmentId: 7, shipment: air } }],
        [shipmentGroupStream(3)]: [left(3)],
        [trackingClaimStream('MTL-1')]: [released('MTL-1')],
      });
  });
});
