import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StockReceipt, type StockTerms } from '@cargo/contracts';
import { StockRows } from './stock-rows';
import { SaveStockRowWorkflow } from './save-stock-row.workflow';
import { Command } from '../platform/write-model/command';

export class UpdateStockCommand extends Command<{ stockId: number; stock: StockTerms }, StockReceipt> {}

@CommandHandler(UpdateStockCommand)
export class UpdateStockHandler implements ICommandHandler<UpdateStockCommand, StockReceipt> {
  constructor(
    private readonly stocks: StockRows,
    private readonly workflow: SaveStockRowWorkflow,
  ) {}

  async execute({ data: { stockId, stock }, context }: UpdateStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    const vendorExists = await this.stocks.vendorExists(stock.vendorId);
    const update = { type: 'UpdateStock' as const, data: { productId, stockId, stock, vendorExists } };
    await this.stocks.check(update);
    return this.stocks.receipt(productId, stockId, await this.workflow.run(update, null, context));
  }
}
