import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, invalid, type addStockGroupSchema, type StockGroupReceipt, type StockTerms } from '@cargo/contracts';
import type { z } from 'zod';
import { Command } from '../platform/write-model/command';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { StockRows } from './stock-rows';
import { AddStockGroupWorkflow } from './add-stock-group.workflow';

export class AddStockGroupCommand extends Command<z.output<typeof addStockGroupSchema>, StockGroupReceipt> {}

type Line = { productId: number; stock: StockTerms };

/**
 * The stock form: every line is checked before anything is written (a product that is gone is named
 * on its line, so the form can point at it), then `AddStockGroupWorkflow` adds the rows and records
 * the purchase.
 */
@CommandHandler(AddStockGroupCommand)
export class AddStockGroupHandler implements ICommandHandler<AddStockGroupCommand, StockGroupReceipt> {
  constructor(
    private readonly stocks: StockRows,
    private readonly ids: IdAllocator,
    private readonly workflow: AddStockGroupWorkflow,
  ) {}

  async execute({ data, context }: AddStockGroupCommand): Promise<StockGroupReceipt> {
    const { vendorId, datePurchased, expDate, updateQuantity } = data;
    const lines: Line[] = data.stocks.map(({ productId, quantity, stockPrice }) => ({
      productId,
      stock: { vendorId, datePurchased, expDate, updateQuantity, quantity, stockPrice },
    }));
    const vendorExists = await this.stocks.vendorExists(vendorId);
    if (!vendorExists) throw invalid('error.invalidInput', [{ path: 'vendorId', code: 'vendors.vendorNotFound' }]);
    await this.checkLines(lines);
    const stockGroupId = await this.ids.next('stockgroup', context);
    const rows = [];
    for (const line of lines) rows.push({ ...line, stockId: await this.ids.next('stock', context, { productId: line.productId }) });
    const position = await this.workflow.run({ stockGroupId, vendorId, datePurchased, rows }, null, context);
    const subtotal = rows.reduce((sum, { stock }) => sum + stock.quantity * stock.stockPrice, 0);
    return { id: stockGroupId, stockIds: rows.map((row) => row.stockId), subtotal, position: position.toString() };
  }

  private async checkLines(lines: Line[]): Promise<void> {
    const missing: number[] = [];
    for (const [index, { productId, stock }] of lines.entries()) {
      try {
        await this.stocks.check({ type: 'AddStock', data: { productId, stockId: 0, stock, vendorExists: true } });
      } catch (error) {
        if (!(error instanceof DomainError) || error.code !== 'catalog.productNotFound') throw error;
        missing.push(index);
      }
    }
    if (missing.length > 0)
      throw invalid(
        'error.invalidInput',
        missing.map((index) => ({ path: `stocks.${index}.productId`, code: 'catalog.productNotFound' as const })),
      );
  }
}
