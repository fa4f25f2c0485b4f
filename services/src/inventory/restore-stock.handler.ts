import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, type StockReceipt } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { StockRows } from './stock-rows';
import { stockDecider } from './stock.decider';
import { Command } from '../platform/write-model/command';

export class RestoreStockCommand extends Command<{ stockId: number }, StockReceipt> {}

/** The Undo of a removal: the row is active again and its units count in the US warehouse again. */
@CommandHandler(RestoreStockCommand)
export class RestoreStockHandler implements ICommandHandler<RestoreStockCommand, StockReceipt> {
  constructor(
    private readonly stocks: StockRows,
    private readonly aggregates: AggregateRepository,
  ) {}

  async execute({ data: { stockId }, context }: RestoreStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    const { position } = await this.aggregates.execute(productStream(productId), stockDecider, { type: 'RestoreStock', data: { productId, stockId } }, context);
    return this.stocks.receipt(productId, stockId, position);
  }
}
