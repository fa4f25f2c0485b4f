import type { OnModuleInit } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StockReceipt, StockTerms } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import { UseCases } from '../../platform/write-model/use-cases';
import { StockRows } from '../stock-rows';
import { saveStockRow } from './save-stock-row.use-case';

export class UpdateStockCommand extends Command<{ stockId: number; stock: StockTerms }, StockReceipt> {}

/** A stock row's save: its product is the one its id's allocation names. */
@CommandHandler(UpdateStockCommand)
export class UpdateStockHandler implements ICommandHandler<UpdateStockCommand, StockReceipt>, OnModuleInit {
  constructor(
    private readonly useCases: UseCases,
    private readonly stocks: StockRows,
  ) {}

  onModuleInit(): void {
    this.useCases.register(saveStockRow);
  }

  async execute({ data: { stockId, stock }, context }: UpdateStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    const { position } = await this.useCases.run(saveStockRow, { kind: 'update', productId, stockId, stock }, context);
    return this.stocks.receipt(productId, stockId, position);
  }
}
