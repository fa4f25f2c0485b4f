import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StockReceipt, type StockTerms } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { StockRows } from './stock-rows';
import { SaveStockRowWorkflow } from './save-stock-row.workflow';

export class AddStockCommand extends Command<{ productId: number; stock: StockTerms }, StockReceipt> {}

@CommandHandler(AddStockCommand)
export class AddStockHandler implements ICommandHandler<AddStockCommand, StockReceipt> {
  constructor(
    private readonly stocks: StockRows,
    private readonly ids: IdAllocator,
    private readonly workflow: SaveStockRowWorkflow,
  ) {}

  async execute({ data: { productId, stock }, context }: AddStockCommand): Promise<StockReceipt> {
    const vendorExists = await this.stocks.vendorExists(stock.vendorId);
    await this.stocks.check({ type: 'AddStock', data: { productId, stockId: 0, stock, vendorExists } });
    const stockId = await this.ids.next('stock', context, { productId });
    const position = await this.workflow.run({ type: 'AddStock', data: { productId, stockId, stock, vendorExists } }, null, context);
    return this.stocks.receipt(productId, stockId, position);
  }
}
