import { Injectable } from '@nestjs/common';
import {
  conflict,
  customerStream,
  invalid,
  shipmentGroupStream,
  trackingClaimStream,
  trackingKey,
  type FieldError,
  type GroupMember,
  type GroupType,
  type ShipmentDetails,
} from '@cargo/contracts';
import { customerDecider } from '../customers/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { requireDropdownChoices } from '../settings/public';
import { shipmentGroupDecider } from './shipment-group.decider';
import { streamStep, type WorkflowStep } from '../platform/write-model/workflow';
import { uniqueClaimDecider, type UniqueClaimCommand } from '../platform/write-model/unique-claim.decider';

const trackingClaims = uniqueClaimDecider('shipping.duplicateTracking');

/**
 * The streams a shipment touches besides its own: its group (membership, which gives its type), its
 * tracking number's claim, and the customers it names: the checks made before anything is written,
 * and the workflow steps that hold and let go of the claim and the membership.
 */
@Injectable()
export class ShipmentLinks {
  constructor(private readonly aggregates: AggregateRepository) {}

  /** The type of the group a form names, refusing a group that does not exist (nothing written). */
  async groupType(groupId: number): Promise<GroupType> {
    const { state } = await this.aggregates.load(shipmentGroupStream(groupId), shipmentGroupDecider);
    if (state.status !== 'active') throw invalid('error.invalidInput', [{ path: 'groupId', code: 'shipping.groupNotFound' }]);
    return state.typeId;
  }

  /** Sender and receiver must be customers on record, the status an option of shipmentStatus. */
  async requireReferences(details: Pick<ShipmentDetails, 'sender' | 'receiver'>, status?: { statusId: number; previous: number }): Promise<void> {
    const fields: FieldError[] = [];
    for (const [path, customerId] of [
      ['sender.customerId', details.sender.customerId],
      ['receiver.customerId', details.receiver.customerId],
    ] as const) {
      const { state } = await this.aggregates.load(customerStream(customerId), customerDecider);
      if (state.status !== 'open') fields.push({ path, code: 'validation.invalidChoice' });
    }
    if (fields.length > 0) throw invalid('error.invalidInput', fields);
    if (status)
      await requireDropdownChoices(this.aggregates, [{ field: 'statusId', dropdown: 'shipmentStatus', optionId: status.statusId, previous: status.previous }]);
  }

  /** Refuses a tracking number another shipment holds before anything is written (the claim itself decides races). */
  async requireTrackingFree(mtlTracking: string, shipmentId: number | null): Promise<void> {
    if (mtlTracking === '') return;
    const { state } = await this.aggregates.load(trackingClaimStream(trackingKey(mtlTracking)), trackingClaims);
    if (state.holder !== null && state.holder !== shipmentId) throw conflict('shipping.duplicateTracking');
  }

  /** Holds the tracking number for the shipment (taken back by letting it go); no step without one. */
  trackingClaim(mtlTracking: string, shipmentId: number): WorkflowStep[] {
    return mtlTracking === '' ? [] : [this.tracking('claim-tracking', mtlTracking, shipmentId, 'Claim', 'Release')];
  }

  /** Lets the tracking number go, if the shipment holds it. */
  trackingRelease(mtlTracking: string, shipmentId: number): WorkflowStep[] {
    return mtlTracking === '' ? [] : [this.tracking('release-tracking', mtlTracking, shipmentId, 'Release')];
  }

  /** Makes the shipment or order a member of the group (taken back by leaving it). */
  membership(groupId: number, member: GroupMember): WorkflowStep {
    return streamStep(
      this.aggregates,
      'join-group',
      shipmentGroupStream(groupId),
      shipmentGroupDecider,
      { type: 'JoinShipmentGroup', data: { groupId, member } },
      { type: 'LeaveShipmentGroup', data: { groupId, member } },
    );
  }

  /** Takes the shipment or order out of the group, if it is in it. */
  departure(groupId: number, member: GroupMember): WorkflowStep {
    return streamStep(this.aggregates, 'leave-group', shipmentGroupStream(groupId), shipmentGroupDecider, {
      type: 'LeaveShipmentGroup',
      data: { groupId, member },
    });
  }

  private tracking(name: string, mtlTracking: string, shipmentId: number, type: UniqueClaimCommand['type'], undo?: UniqueClaimCommand['type']): WorkflowStep {
    const key = trackingKey(mtlTracking);
    const command = (claim: UniqueClaimCommand['type']): UniqueClaimCommand => ({ type: claim, data: { key, holderId: shipmentId } });
    return streamStep(this.aggregates, name, trackingClaimStream(key), trackingClaims, command(type), undo && command(undo));
  }
}
