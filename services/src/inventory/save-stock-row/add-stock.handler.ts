import type { OnModuleInit } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StockReceipt, StockTerms } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import { UseCases } from '../../platform/write-model/use-cases';
import { StockRows } from '../stock-rows';
import { saveStockRow } from './save-stock-row.use-case';

export class AddStockCommand extends Command<{ productId: number; stock: StockTerms }, StockReceipt> {}

@CommandHandler(AddStockCommand)
export class AddStockHandler implements ICommandHandler<AddStockCommand, StockReceipt>, OnModuleInit {
  constructor(
    private readonly useCases: UseCases,
    private readonly stocks: StockRows,
  ) {}

  onModuleInit(): void {
    this.useCases.register(saveStockRow);
  }

  async execute({ data: { productId, stock }, context }: AddStockCommand): Promise<StockReceipt> {
    const { decision, position } = await this.useCases.run(saveStockRow, { kind: 'add', productId, stock }, context);
    return this.stocks.receipt(productId, decision.record.data.stockId, position);
  }
}
