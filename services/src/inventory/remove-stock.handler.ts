import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, type StockReceipt } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { StockRows } from './stock-rows';
import { stockDecider } from './stock.decider';
import { Command } from '../platform/write-model/command';

export class RemoveStockCommand extends Command<{ stockId: number }, StockReceipt> {}

@CommandHandler(RemoveStockCommand)
export class RemoveStockHandler implements ICommandHandler<RemoveStockCommand, StockReceipt> {
  constructor(
    private readonly stocks: StockRows,
    private readonly aggregates: AggregateRepository,
  ) {}

  async execute({ data: { stockId }, context }: RemoveStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    const { position } = await this.aggregates.execute(productStream(productId), stockDecider, { type: 'RemoveStock', data: { productId, stockId } }, context);
    return this.stocks.receipt(productId, stockId, position);
  }
}
