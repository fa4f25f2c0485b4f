import type { StreamCommand, StreamRead } from '../platform/write-model/use-case';

/**
 * What ordering asks of the shipment groups its orders travel with. Shipping owns the groups' streams
 * and depends on ordering (an order joins a group there), so ordering names what it needs here and
 * shipping answers it (`shipping/order-shipment-groups.provider.ts`): no loop between the two.
 */
export abstract class OrderShipmentGroups {
  /** The group's stream, as a revision of one of its orders reads it. */
  abstract group(groupId: number): StreamRead;
  /** From the group's state: has it moved past New (an order in it is no longer revised by its customer)? */
  abstract departed(group: unknown): boolean;
  /** The order leaves its group (it was deleted): a step of the deletion. */
  abstract departure(groupId: number, orderId: number): StreamCommand;
}
