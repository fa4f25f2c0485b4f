import { Injectable } from '@nestjs/common';
import { conflict, customerStream, invalid, shipmentGroupStream, trackingClaimStream, trackingKey, type FieldError, type GroupMember, type GroupType, type ShipmentDetails } from '@cargo/contracts';
import { customerDecider } from '../customers/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { CommandContext } from '../platform/write-model/command-context';
import { requireDropdownChoices } from '../settings/public';
import { shipmentGroupDecider } from './shipment-group.decider';
import { uniqueClaimDecider } from '../platform/write-model/unique-claim.decider';

const trackingClaims = uniqueClaimDecider('shipping.duplicateTracking');

/**
 * The streams a shipment touches besides its own: its group (membership, which gives its type), its
 * tracking number's claim, and the customers it names. Each step is one append with its expected
 * revision; the handlers undo the steps already taken when a later one is refused.
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
    for (const [path, customerId] of [['sender.customerId', details.sender.customerId], ['receiver.customerId', details.receiver.customerId]] as const) {
      const { state } = await this.aggregates.load(customerStream(customerId), customerDecider);
      if (state.status !== 'open') fields.push({ path, code: 'validation.invalidChoice' });
    }
    if (fields.length > 0) throw invalid('error.invalidInput', fields);
    if (status) await requireDropdownChoices(this.aggregates, [{ field: 'statusId', dropdown: 'shipmentStatus', optionId: status.statusId, previous: status.previous }]);
  }

  /** Refuses a tracking number another shipment holds before anything is written (the claim itself decides races). */
  async requireTrackingFree(mtlTracking: string, shipmentId: number | null): Promise<void> {
    if (mtlTracking === '') return;
    const { state } = await this.aggregates.load(trackingClaimStream(trackingKey(mtlTracking)), trackingClaims);
    if (state.holder !== null && state.holder !== shipmentId) throw conflict('shipping.duplicateTracking');
  }

  async claimTracking(mtlTracking: string, shipmentId: number, context: CommandContext): Promise<bigint> {
    if (mtlTracking === '') return 0n;
    const key = trackingKey(mtlTracking);
    return this.positionOf(this.aggregates.execute(trackingClaimStream(key), trackingClaims, { type: 'Claim', data: { key, holderId: shipmentId } }, context));
  }

  async releaseTracking(mtlTracking: string, shipmentId: number, context: CommandContext): Promise<bigint> {
    if (mtlTracking === '') return 0n;
    const key = trackingKey(mtlTracking);
    return this.positionOf(this.aggregates.execute(trackingClaimStream(key), trackingClaims, { type: 'Release', data: { key, holderId: shipmentId } }, context));
  }

  join(groupId: number, member: GroupMember, context: CommandContext): Promise<bigint> {
    return this.positionOf(this.aggregates.execute(shipmentGroupStream(groupId), shipmentGroupDecider, { type: 'JoinShipmentGroup', data: { groupId, member } }, context));
  }

  leave(groupId: number, member: GroupMember, context: CommandContext): Promise<bigint> {
    return this.positionOf(this.aggregates.execute(shipmentGroupStream(groupId), shipmentGroupDecider, { type: 'LeaveShipmentGroup', data: { groupId, member } }, context));
  }

  private async positionOf(decision: Promise<{ position: bigint }>): Promise<bigint> {
    return (await decision).position;
  }
}
