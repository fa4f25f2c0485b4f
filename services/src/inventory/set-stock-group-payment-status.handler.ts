import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { stockGroupStream, type CommandReceipt, type PaymentStatus } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { Command } from '../platform/write-model/command';
import { stockGroupDecider } from './stock-group.decider';

export class SetStockGroupPaymentStatusCommand extends Command<{ stockGroupId: number; paymentStatus: PaymentStatus }> {}

/** Whether the vendor has been paid for a purchase. */
@CommandHandler(SetStockGroupPaymentStatusCommand)
export class SetStockGroupPaymentStatusHandler implements ICommandHandler<SetStockGroupPaymentStatusCommand, CommandReceipt> {
  constructor(private readonly aggregates: AggregateRepository) {}

  async execute({ data, context }: SetStockGroupPaymentStatusCommand): Promise<CommandReceipt> {
    const { position } = await this.aggregates.execute(stockGroupStream(data.stockGroupId), stockGroupDecider, { type: 'SetStockGroupPaymentStatus', data }, context);
    return { id: data.stockGroupId, position: position.toString() };
  }
}
