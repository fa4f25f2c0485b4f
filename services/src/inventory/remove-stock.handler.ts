import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StockReceipt } from '@cargo/contracts';
import { StockCommandRunner } from './stock-command-runner';
import { Command } from '../platform/write-model/command';

export class RemoveStockCommand extends Command<{ stockId: number }, StockReceipt> {}

@CommandHandler(RemoveStockCommand)
export class RemoveStockHandler implements ICommandHandler<RemoveStockCommand, StockReceipt> {
  constructor(private readonly stocks: StockCommandRunner) {}

  async execute({ data: { stockId }, context }: RemoveStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    return this.stocks.run({ type: 'RemoveStock', data: { productId, stockId } }, context);
  }
}
