import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { seededOptionId, shipmentGroupStream, type CommandReceipt, type ShipmentGroupDetails } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { shipmentGroupDecider } from './shipment-group.decider';

export class AddShipmentGroupCommand extends Command<{ details: ShipmentGroupDetails }> {}

/** A new Air or Sea group, status New. */
@CommandHandler(AddShipmentGroupCommand)
export class AddShipmentGroupHandler implements ICommandHandler<AddShipmentGroupCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { details }, context }: AddShipmentGroupCommand): Promise<CommandReceipt> {
    const groupId = await this.ids.next('shipmentgroup', context);
    const statusId = seededOptionId('shipmentGroupStatus', 'New');
    const { position } = await this.aggregates.execute(shipmentGroupStream(groupId), shipmentGroupDecider, { type: 'AddShipmentGroup', data: { groupId, statusId, details } }, context);
    return { id: groupId, position: position.toString() };
  }
}
