import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, stockGroupStream, type CommandReceipt } from '@cargo/contracts';
import { isListed } from '../catalog/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { chunkedGet } from '../platform/write-model/chunked-map';
import { Command } from '../platform/write-model/command';
import { stockDecider } from './stock.decider';
import { StockCommandRunner } from './stock-command-runner';
import { recordedGroup, stockGroupDecider } from './stock-group.decider';

export class DeleteStockGroupCommand extends Command<{ stockGroupId: number }> {}

type Line = { productId: number; stockId: number };

/**
 * "Delete by stock group id": every row of the purchase still in stock is taken out (as its own
 * delete would), then the purchase is recorded deleted. Its rows are known from the purchase's
 * stream, and each row's state from its product's. Every row is checked before any is touched; a
 * row that still fails, or a purchase paid meanwhile, puts the rows already taken back. A retry
 * after a crash skips the rows already out and finishes.
 */
@CommandHandler(DeleteStockGroupCommand)
export class DeleteStockGroupHandler implements ICommandHandler<DeleteStockGroupCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly stocks: StockCommandRunner,
  ) {}

  async execute({ data: { stockGroupId }, context }: DeleteStockGroupCommand): Promise<CommandReceipt> {
    // The purchase's own decider says whether it may go (a paid one refuses) before any row is touched.
    await this.aggregates.check(stockGroupStream(stockGroupId), stockGroupDecider, { type: 'DeleteStockGroup', data: { stockGroupId } });
    const group = recordedGroup((await this.aggregates.load(stockGroupStream(stockGroupId), stockGroupDecider)).state);
    const inStock: Line[] = [];
    for (const line of group.lines) if (await this.isInStock(line)) inStock.push(line);
    for (const { productId, stockId } of inStock) await this.stocks.check({ type: 'RemoveStock', data: { productId, stockId } });
    const removed: Line[] = [];
    try {
      for (const { productId, stockId } of inStock) {
        await this.stocks.run({ type: 'RemoveStock', data: { productId, stockId } }, context);
        removed.push({ productId, stockId });
      }
      const { position } = await this.aggregates.execute(stockGroupStream(stockGroupId), stockGroupDecider, { type: 'DeleteStockGroup', data: { stockGroupId } }, context);
      return { id: stockGroupId, position: position.toString() };
    } catch (error) {
      for (const line of removed) await this.stocks.run({ type: 'RestoreStock', data: line }, context);
      throw error;
    }
  }

  private async isInStock({ productId, stockId }: Line): Promise<boolean> {
    const { state } = await this.aggregates.load(productStream(productId), stockDecider);
    return isListed(state) && chunkedGet(state.stocks, stockId)?.isActive === true;
  }
}
