import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { productStream, stockGroupStream, type CommandReceipt } from '@cargo/contracts';
import { isListed } from '../catalog/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { chunkedGet } from '../platform/write-model/chunked-map';
import { Command } from '../platform/write-model/command';
import { stockDecider } from './stock.decider';
import { StockRows } from './stock-rows';
import { DeleteStockGroupWorkflow } from './delete-stock-group.workflow';
import { recordedGroup, stockGroupDecider } from './stock-group.decider';

export class DeleteStockGroupCommand extends Command<{ stockGroupId: number }> {}

type Line = { productId: number; stockId: number };

/**
 * "Delete by stock group id": the purchase's own decider says whether it may go (a paid one refuses)
 * and every row still in stock is checked before any is touched; then `DeleteStockGroupWorkflow`
 * takes the rows out and records the purchase deleted. Its rows are known from the purchase's stream,
 * and each row's state from its product's.
 */
@CommandHandler(DeleteStockGroupCommand)
export class DeleteStockGroupHandler implements ICommandHandler<DeleteStockGroupCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly stocks: StockRows,
    private readonly workflow: DeleteStockGroupWorkflow,
  ) {}

  async execute({ data: { stockGroupId }, context }: DeleteStockGroupCommand): Promise<CommandReceipt> {
    await this.aggregates.check(stockGroupStream(stockGroupId), stockGroupDecider, { type: 'DeleteStockGroup', data: { stockGroupId } });
    const group = recordedGroup((await this.aggregates.load(stockGroupStream(stockGroupId), stockGroupDecider)).state);
    const inStock: Line[] = [];
    for (const line of group.lines) if (await this.isInStock(line)) inStock.push(line);
    for (const { productId, stockId } of inStock) await this.stocks.check({ type: 'RemoveStock', data: { productId, stockId } });
    const position = await this.workflow.run({ stockGroupId, inStock: inStock.map(({ productId, stockId }) => ({ productId, stockId })) }, null, context);
    return { id: stockGroupId, position: position.toString() };
  }

  private async isInStock({ productId, stockId }: Line): Promise<boolean> {
    const { state } = await this.aggregates.load(productStream(productId), stockDecider);
    return isListed(state) && chunkedGet(state.stocks, stockId)?.isActive === true;
  }
}
