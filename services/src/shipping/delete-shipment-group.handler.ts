import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { shipmentGroupStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { shipmentGroupDecider } from './shipment-group.decider';

export class DeleteShipmentGroupCommand extends Command<{ groupId: number }> {}

/** Only an empty group goes: the group's own stream counts what it holds. */
@CommandHandler(DeleteShipmentGroupCommand)
export class DeleteShipmentGroupHandler implements ICommandHandler<DeleteShipmentGroupCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { groupId }, context }: DeleteShipmentGroupCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(shipmentGroupStream(groupId), shipmentGroupDecider, { type: 'DeleteShipmentGroup', data: { groupId } }, context);
    return { id: groupId, position: position.toString() };
  }
}
