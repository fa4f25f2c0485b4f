import type { WorkflowStep } from '../platform/write-model/workflow';

/**
 * What ordering asks of the shipment groups its orders travel with. Shipping owns the groups' streams
 * and depends on ordering (an order joins a group there), so ordering names what it needs here and
 * shipping answers it (`shipping/order-shipment-groups.provider.ts`): no loop between the two.
 */
export abstract class OrderShipmentGroups {
  /** From the group's stream: has it moved past New (an order in it is no longer revised by its customer)? */
  abstract departed(groupId: number): Promise<boolean>;
  /** The order leaves its group (it was deleted): a step of the deletion's workflow. */
  abstract departure(groupId: number, orderId: number): WorkflowStep;
}
