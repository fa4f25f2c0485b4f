import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StockReceipt } from '@cargo/contracts';
import { StockCommandRunner } from './stock-command-runner';
import { Command } from '../platform/write-model/command';

export class RestoreStockCommand extends Command<{ stockId: number }, StockReceipt> {}

/** The Undo of a removal: the row is active again and its units count in the US warehouse again. */
@CommandHandler(RestoreStockCommand)
export class RestoreStockHandler implements ICommandHandler<RestoreStockCommand, StockReceipt> {
  constructor(private readonly stocks: StockCommandRunner) {}

  async execute({ data: { stockId }, context }: RestoreStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    return this.stocks.run({ type: 'RestoreStock', data: { productId, stockId } }, context);
  }
}
