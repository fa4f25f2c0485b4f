import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, shipmentStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { shipmentDecider } from './shipment.decider';
import { UpdateShipmentCommand } from './update-shipment.handler';

export class MoveShipmentCommand extends Command<{ shipmentId: number; groupId: number }> {}

/**
 * A scanned label added to a shipment group: the shipment saved as it stands with the other group,
 * through the form's own command, so every rule of a save holds (the type follows the group, the
 * group's totals move, a paid record stays as its state allows).
 */
@CommandHandler(MoveShipmentCommand)
export class MoveShipmentHandler implements ICommandHandler<MoveShipmentCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly commands: CommandBus,
  ) {}

  async execute({ data: { shipmentId, groupId }, context }: MoveShipmentCommand): Promise<CommandReceipt> {
    const { state } = await this.aggregates.load(shipmentStream(shipmentId), shipmentDecider);
    if (state.status !== 'active') throw notFound('shipping.shipmentNotFound');
    const { typeId: _type, ...details } = state.shipment;
    const parcels = Object.values(state.parcels.lines).map(({ id, weight, value, isActive }) => ({ id, weight, value, isActive }));
    return this.commands.execute(new UpdateShipmentCommand({ input: { ...details, groupId, id: shipmentId, statusId: state.statusId, parcels } }, context));
  }
}
