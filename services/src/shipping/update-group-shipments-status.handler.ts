import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, shipmentGroupStream, shipmentStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { latest } from '../platform/write-model/positions';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { chunkedEntries } from '../platform/write-model/chunked-map';
import { requireDropdownChoices } from '../settings/public';
import { shipmentGroupDecider } from './shipment-group.decider';
import { shipmentDecider } from './shipment.decider';

export class UpdateGroupShipmentsStatusCommand extends Command<{ groupId: number; statusId: number }> {}

/**
 * "Update status by group id": each shipment of the group gets the status, one decision per
 * shipment (a shipment already there writes nothing). The group's shipments are the ones its own
 * stream says joined and did not leave, so a shipment added a moment ago is never missed (a read
 * model could lag), and the cost follows the group's size, not the history.
 */
@CommandHandler(UpdateGroupShipmentsStatusCommand)
export class UpdateGroupShipmentsStatusHandler implements ICommandHandler<UpdateGroupShipmentsStatusCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { groupId, statusId }, context }: UpdateGroupShipmentsStatusCommand): Promise<CommandReceipt> {
    const { state } = await this.aggregates.load(shipmentGroupStream(groupId), shipmentGroupDecider);
    if (state.status !== 'active') throw notFound('shipping.groupNotFound');
    await requireDropdownChoices(this.aggregates, [{ field: 'statusId', dropdown: 'shipmentStatus', optionId: statusId }]);
    let position = 0n;
    for (const [shipmentId] of chunkedEntries(state.shipmentIds)) {
      const decision = await this.aggregates.execute(
        shipmentStream(shipmentId),
        shipmentDecider,
        { type: 'ChangeShipmentStatus', data: { shipmentId, statusId } },
        context,
      );
      position = latest(position, decision.position);
    }
    return { id: groupId, position: position.toString() };
  }
}
