import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { shipmentGroupStream, type CommandReceipt, type updateShipmentGroupSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { requireDropdownChoices } from '../settings/public';
import { shipmentGroupDecider } from './shipment-group.decider';

export class UpdateShipmentGroupCommand extends Command<{ input: z.output<typeof updateShipmentGroupSchema> }> {}

/** The group page's save and the group list's status save: type, date and status (a shipmentGroupStatus option). */
@CommandHandler(UpdateShipmentGroupCommand)
export class UpdateShipmentGroupHandler implements ICommandHandler<UpdateShipmentGroupCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { input }, context }: UpdateShipmentGroupCommand): Promise<CommandReceipt> {
    const { id: groupId, statusId, ...details } = input;
    const { state } = await this.aggregates.load(shipmentGroupStream(groupId), shipmentGroupDecider);
    const previous = state.status === 'active' ? state.statusId : undefined;
    await requireDropdownChoices(this.aggregates, [{ field: 'statusId', dropdown: 'shipmentGroupStatus', optionId: statusId, previous }]);
    const { position } = await this.aggregates.execute(
      shipmentGroupStream(groupId),
      shipmentGroupDecider,
      { type: 'UpdateShipmentGroup', data: { groupId, statusId, details } },
      context,
    );
    return { id: groupId, position: position.toString() };
  }
}
