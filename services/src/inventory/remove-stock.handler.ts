import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StockReceipt } from '@cargo/contracts';
import type { CommandContext } from '../platform/write-model/command-context';
import { StockCommandRunner } from './stock-command-runner';

export class RemoveStockCommand {
  constructor(
    readonly stockId: number,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RemoveStockCommand)
export class RemoveStockHandler implements ICommandHandler<RemoveStockCommand, StockReceipt> {
  constructor(private readonly stocks: StockCommandRunner) {}

  async execute({ stockId, context }: RemoveStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    return this.stocks.run({ type: 'RemoveStock', data: { productId, stockId } }, context);
  }
}
