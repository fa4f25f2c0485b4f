import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StockReceipt, type StockTerms } from '@cargo/contracts';
import { StockCommandRunner } from './stock-command-runner';
import { Command } from '../platform/write-model/command';

export class UpdateStockCommand extends Command<{ stockId: number; stock: StockTerms }, StockReceipt> {}

@CommandHandler(UpdateStockCommand)
export class UpdateStockHandler implements ICommandHandler<UpdateStockCommand, StockReceipt> {
  constructor(private readonly stocks: StockCommandRunner) {}

  async execute({ data: { stockId, stock }, context }: UpdateStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    const vendorExists = await this.stocks.vendorExists(stock.vendorId);
    if (vendorExists) await this.stocks.claimVendor(stock.vendorId, context);
    return this.stocks.run({ type: 'UpdateStock', data: { productId, stockId, stock, vendorExists } }, context);
  }
}
