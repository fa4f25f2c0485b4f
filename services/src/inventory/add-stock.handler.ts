import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StockReceipt, type StockTerms } from '@cargo/contracts';
import type { CommandContext } from '../platform/write-model/command-context';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { StockCommandRunner } from './stock-command-runner';

export class AddStockCommand {
  constructor(
    readonly productId: number,
    readonly stock: StockTerms,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(AddStockCommand)
export class AddStockHandler implements ICommandHandler<AddStockCommand, StockReceipt> {
  constructor(
    private readonly stocks: StockCommandRunner,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ productId, stock, context }: AddStockCommand): Promise<StockReceipt> {
    const vendorExists = await this.stocks.vendorExists(stock.vendorId);
    await this.stocks.check({ type: 'AddStock', data: { productId, stockId: 0, stock, vendorExists } });
    const stockId = await this.ids.next('stock', context);
    return this.stocks.run({ type: 'AddStock', data: { productId, stockId, stock, vendorExists } }, context);
  }
}
