import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { shipmentStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { shipmentDecider } from './shipment.decider';
import { DeleteShipmentWorkflow } from './delete-shipment.workflow';

export class DeleteShipmentCommand extends Command<{ shipmentId: number }> {}

/** Refused once invoiced; afterwards the shipment leaves its group and frees its tracking number (`DeleteShipmentWorkflow`). */
@CommandHandler(DeleteShipmentCommand)
export class DeleteShipmentHandler implements ICommandHandler<DeleteShipmentCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly workflow: DeleteShipmentWorkflow,
  ) {}

  async execute({ data: { shipmentId }, context }: DeleteShipmentCommand): Promise<CommandReceipt> {
    await this.aggregates.check(shipmentStream(shipmentId), shipmentDecider, { type: 'DeleteShipment', data: { shipmentId } });
    return { id: shipmentId, position: (await this.workflow.run({ shipmentId }, null, context)).toString() };
  }
}
