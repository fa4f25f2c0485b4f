import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StockReceipt, type StockTerms } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { StockCommandRunner } from './stock-command-runner';

export class AddStockCommand extends Command<{ productId: number; stock: StockTerms }, StockReceipt> {}

@CommandHandler(AddStockCommand)
export class AddStockHandler implements ICommandHandler<AddStockCommand, StockReceipt> {
  constructor(
    private readonly stocks: StockCommandRunner,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data: { productId, stock }, context }: AddStockCommand): Promise<StockReceipt> {
    const vendorExists = await this.stocks.vendorExists(stock.vendorId);
    await this.stocks.check({ type: 'AddStock', data: { productId, stockId: 0, stock, vendorExists } });
    await this.stocks.claimVendor(stock.vendorId, context);
    const stockId = await this.ids.next('stock', context);
    return this.stocks.run({ type: 'AddStock', data: { productId, stockId, stock, vendorExists } }, context);
  }
}
