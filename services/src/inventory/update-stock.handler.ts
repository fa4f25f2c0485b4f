import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StockReceipt, type StockTerms } from '@cargo/contracts';
import type { CommandContext } from '../platform/write-model/command-context';
import { StockCommandRunner } from './stock-command-runner';

export class UpdateStockCommand {
  constructor(
    readonly stockId: number,
    readonly stock: StockTerms,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(UpdateStockCommand)
export class UpdateStockHandler implements ICommandHandler<UpdateStockCommand, StockReceipt> {
  constructor(private readonly stocks: StockCommandRunner) {}

  async execute({ stockId, stock, context }: UpdateStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    const vendorExists = await this.stocks.vendorExists(stock.vendorId);
    return this.stocks.run({ type: 'UpdateStock', data: { productId, stockId, stock, vendorExists } }, context);
  }
}
