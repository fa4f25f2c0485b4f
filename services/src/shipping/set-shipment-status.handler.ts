import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { shipmentStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { requireDropdownChoices } from '../settings/public';
import { shipmentDecider } from './shipment.decider';

export class SetShipmentStatusCommand extends Command<{ shipmentId: number; statusId: number }> {}

/** A scanned label's new status: one shipment, one shipmentStatus option (the same status again writes nothing). */
@CommandHandler(SetShipmentStatusCommand)
export class SetShipmentStatusHandler implements ICommandHandler<SetShipmentStatusCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data: { shipmentId, statusId }, context }: SetShipmentStatusCommand): Promise<CommandReceipt> {
    await requireDropdownChoices(this.aggregates, [{ field: 'statusId', dropdown: 'shipmentStatus', optionId: statusId }]);
    const decision = await this.aggregates.execute(
      shipmentStream(shipmentId),
      shipmentDecider,
      { type: 'ChangeShipmentStatus', data: { shipmentId, statusId } },
      context,
    );
    return { id: shipmentId, position: decision.position.toString() };
  }
}
