import { CommandHandler } from '@nestjs/cqrs';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { deleteStockGroup, type StockPurchaseRemoval } from './delete-stock-group.use-case';

type Deletion = { stockGroupId: number };
export class DeleteStockGroupCommand extends Command<Deletion> {}

@CommandHandler(DeleteStockGroupCommand)
export class DeleteStockGroupHandler extends UseCaseHandler<Deletion, Deletion, StockPurchaseRemoval> {
  protected readonly useCase = deleteStockGroup;
  protected input = (deletion: Deletion) => deletion;
  protected idOf = (record: StockPurchaseRemoval) => record.stockGroupId;
}
