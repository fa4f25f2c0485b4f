import type { OnModuleInit } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { stockGroupSubtotal, type addStockGroupSchema, type StockGroupReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../../platform/write-model/command';
import { UseCases } from '../../platform/write-model/use-cases';
import { addStockGroup } from './add-stock-group.use-case';

export class AddStockGroupCommand extends Command<z.output<typeof addStockGroupSchema>, StockGroupReceipt> {}

/** The stock form: the receipt names the purchase, its rows and its subtotal. */
@CommandHandler(AddStockGroupCommand)
export class AddStockGroupHandler implements ICommandHandler<AddStockGroupCommand, StockGroupReceipt>, OnModuleInit {
  constructor(private readonly useCases: UseCases) {}

  onModuleInit(): void {
    this.useCases.register(addStockGroup);
  }

  async execute({ data, context }: AddStockGroupCommand): Promise<StockGroupReceipt> {
    const { decision, position } = await this.useCases.run(addStockGroup, data, context);
    const { stockGroupId, rows } = decision.record;
    const subtotal = stockGroupSubtotal(rows.map(({ stock }) => stock));
    return { id: stockGroupId, stockIds: rows.map((row) => row.stockId), subtotal, position: position.toString() };
  }
}
