import {
  conflict,
  invalid,
  shipmentGroupStream,
  trackingClaimStream,
  trackingKey,
  type FieldError,
  type GroupMember,
  type GroupType,
  type ShipmentDetails,
} from '@cargo/contracts';
import { customerRead } from '../customers/public';
import { uniqueClaimDecider, type UniqueClaimCommand } from '../platform/write-model/unique-claim.decider';
import { streamCommand, streamRead, type StreamCommand, type StreamRead, type StreamStates } from '../platform/write-model/use-case';
import { checkDropdownChoices, choiceReads } from '../settings/public';
import { hasDeparted, shipmentGroupDecider } from './shipment-group.decider';

const trackingClaims = uniqueClaimDecider('shipping.duplicateTracking');

export const groupRead = (groupId: number) => streamRead(shipmentGroupStream(groupId), shipmentGroupDecider);
/** Whether the group (read among a shipment's links) has departed. */
export const groupDeparted = (groupId: number, states: StreamStates) => hasDeparted(states.of(groupRead(groupId)));
const trackingRead = (mtlTracking: string) => streamRead(trackingClaimStream(trackingKey(mtlTracking)), trackingClaims);

type Linked = Pick<ShipmentDetails, 'groupId' | 'sender' | 'receiver' | 'mtlTracking'>;
const statusChoice = (status: { statusId: number; previous: number }) => [
  { field: 'statusId', dropdown: 'shipmentStatus' as const, optionId: status.statusId, previous: status.previous },
];

/**
 * The streams a shipment touches besides its own: its group (membership, which gives its type), its
 * tracking number's claim, the customers it names, and the status dropdown when a form sets it.
 */
export function linkReads(details: Linked, status?: { statusId: number; previous: number }): StreamRead[] {
  return [
    groupRead(details.groupId),
    customerRead(details.sender.customerId),
    customerRead(details.receiver.customerId),
    ...(details.mtlTracking === '' ? [] : [trackingRead(details.mtlTracking)]),
    ...(status ? choiceReads(statusChoice(status)) : []),
  ];
}

/** The type of the group a form names, refusing a group that does not exist. */
export function groupType(groupId: number, states: StreamStates): GroupType {
  const group = states.of(groupRead(groupId));
  if (group.status !== 'active') throw invalid('error.invalidInput', [{ path: 'groupId', code: 'shipping.groupNotFound' }]);
  return group.typeId;
}

/** Sender and receiver must be customers on record, the status an option of shipmentStatus, the tracking number nobody else's. */
export function checkLinks(details: Linked, shipmentId: number | null, states: StreamStates, status?: { statusId: number; previous: number }): void {
  const fields: FieldError[] = [];
  for (const [path, customerId] of [
    ['sender.customerId', details.sender.customerId],
    ['receiver.customerId', details.receiver.customerId],
  ] as const)
    if (states.of(customerRead(customerId)).status !== 'open') fields.push({ path, code: 'validation.invalidChoice' });
  if (fields.length > 0) throw invalid('error.invalidInput', fields);
  if (status) checkDropdownChoices(statusChoice(status), states);
  if (details.mtlTracking === '') return;
  const { holder } = states.of(trackingRead(details.mtlTracking));
  if (holder !== null && holder !== shipmentId) throw conflict('shipping.duplicateTracking');
}

const tracking = (name: string, mtlTracking: string, shipmentId: number, type: UniqueClaimCommand['type'], undo?: UniqueClaimCommand['type']) => {
  const command = (claim: UniqueClaimCommand['type']): UniqueClaimCommand => ({ type: claim, data: { key: trackingKey(mtlTracking), holderId: shipmentId } });
  return streamCommand(name, trackingRead(mtlTracking), command(type), undo && { undo: command(undo) });
};

/** Holds the tracking number for the shipment (taken back by letting it go); none without one. */
export const trackingClaim = (mtlTracking: string, shipmentId: number): StreamCommand[] =>
  mtlTracking === '' ? [] : [tracking('claim-tracking', mtlTracking, shipmentId, 'Claim', 'Release')];

/** Lets the tracking number go, if the shipment holds it. */
export const trackingRelease = (mtlTracking: string, shipmentId: number): StreamCommand[] =>
  mtlTracking === '' ? [] : [tracking('release-tracking', mtlTracking, shipmentId, 'Release')];

/** Makes the shipment or order a member of the group (taken back by leaving it). */
export const membership = (groupId: number, member: GroupMember): StreamCommand =>
  streamCommand(
    'join-group',
    groupRead(groupId),
    { type: 'JoinShipmentGroup', data: { groupId, member } },
    { undo: { type: 'LeaveShipmentGroup', data: { groupId, member } } },
  );

/** Takes the shipment or order out of the group, if it is in it. */
export const departure = (groupId: number, member: GroupMember): StreamCommand =>
  streamCommand('leave-group', groupRead(groupId), { type: 'LeaveShipmentGroup', data: { groupId, member } });
