import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, invalid, stockGroupStream, type addStockGroupSchema, type StockGroupReceipt, type StockTerms } from '@cargo/contracts';
import type { z } from 'zod';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { Command } from '../platform/write-model/command';
import type { CommandContext } from '../platform/write-model/command-context';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { StockCommandRunner } from './stock-command-runner';
import { stockGroupDecider } from './stock-group.decider';

export class AddStockGroupCommand extends Command<z.output<typeof addStockGroupSchema>, StockGroupReceipt> {}

type Line = { productId: number; stock: StockTerms };

/**
 * The stock form: every line becomes a stock row on its product's stream (the product owns its
 * quantities), then the purchase is recorded on its own stream. Lines are checked before anything
 * is written; a line that still fails while writing takes the rows already added back out.
 */
@CommandHandler(AddStockGroupCommand)
export class AddStockGroupHandler implements ICommandHandler<AddStockGroupCommand, StockGroupReceipt> {
  constructor(
    private readonly stocks: StockCommandRunner,
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
  ) {}

  async execute({ data, context }: AddStockGroupCommand): Promise<StockGroupReceipt> {
    const { vendorId, datePurchased, expDate, updateQuantity } = data;
    const lines: Line[] = data.stocks.map(({ productId, quantity, stockPrice }) => ({ productId, stock: { vendorId, datePurchased, expDate, updateQuantity, quantity, stockPrice } }));
    const vendorExists = await this.stocks.vendorExists(vendorId);
    if (!vendorExists) throw invalid('error.invalidInput', [{ path: 'vendorId', code: 'vendors.vendorNotFound' }]);
    await this.checkLines(lines);
    await this.stocks.claimVendor(vendorId, context);

    const stockGroupId = await this.ids.next('stockgroup', context);
    const added = await this.addRows(stockGroupId, lines, context);
    const { position } = await this.aggregates.execute(
      stockGroupStream(stockGroupId),
      stockGroupDecider,
      { type: 'RecordStockGroup', data: { stockGroupId, vendorId, datePurchased, lines: added.map(({ productId, stockId, stock }) => ({ productId, stockId, quantity: stock.quantity, stockPrice: stock.stockPrice })) } },
      context,
    );
    const subtotal = added.reduce((sum, { stock }) => sum + stock.quantity * stock.stockPrice, 0);
    return { id: stockGroupId, stockIds: added.map((row) => row.stockId), subtotal, position: position.toString() };
  }

  /** A product that is gone is named on its line, so the form can point at it. */
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
    if (missing.length > 0) throw invalid('error.invalidInput', missing.map((index) => ({ path: `stocks.${index}.productId`, code: 'catalog.productNotFound' as const })));
  }

  private async addRows(stockGroupId: number, lines: Line[], context: CommandContext): Promise<(Line & { stockId: number })[]> {
    const added: (Line & { stockId: number })[] = [];
    try {
      for (const line of lines) {
        const stockId = await this.ids.next('stock', context);
        await this.stocks.run({ type: 'AddStock', data: { ...line, stockId, vendorExists: true, stockGroupId } }, context);
        added.push({ ...line, stockId });
      }
      return added;
    } catch (error) {
      for (const row of added) await this.stocks.run({ type: 'RemoveStock', data: { productId: row.productId, stockId: row.stockId } }, context);
      throw error;
    }
  }
}
