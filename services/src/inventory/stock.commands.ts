import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, productStream, vendorStream, type StockReceipt, type StockTerms, type StockView } from '@cargo/contracts';
import { STOCKS, type ReadStore } from '@cargo/projections';
import { isListed } from '../catalog/product.state';
import { AggregateRepository } from '../platform/aggregate-repository';
import type { CommandContext } from '../platform/command-context';
import { IdAllocator } from '../platform/id-allocator';
import { INFRASTRUCTURE, READ_STORE } from '../platform/tokens';
import type { Infrastructure } from '../platform/infrastructure';
import { ProjectionProgress } from '../platform/http/read-your-writes';
import { stockDecider, type StockCommand } from './stock.decider';

export class AddStockCommand {
  constructor(
    readonly productId: number,
    readonly stock: StockTerms,
    readonly context: CommandContext,
  ) {}
}

export class UpdateStockCommand {
  constructor(
    readonly stockId: number,
    readonly stock: StockTerms,
    readonly context: CommandContext,
  ) {}
}

export class RemoveStockCommand {
  constructor(
    readonly stockId: number,
    readonly context: CommandContext,
  ) {}
}

const WAIT_FOR_NEW_STOCK_MS = 2000;

/** Shared by the stock handlers: find a stock row's product, check a vendor, run the stock decider. */
class StockCommandRunner {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly store: ReadStore,
    private readonly infrastructure: Infrastructure,
    private readonly progress: ProjectionProgress,
  ) {}

  async vendorExists(vendorId: number): Promise<boolean> {
    return (await this.infrastructure.eventStore.readStream(vendorStream(vendorId))).length > 0;
  }

  /** The stock list knows each row's product; a row added a moment ago may need the projections to catch up. */
  async productOf(stockId: number): Promise<number> {
    let row = await this.store.get<StockView>(STOCKS, String(stockId));
    if (!row) {
      await this.progress.waitFor(await this.infrastructure.eventStore.headPosition(), WAIT_FOR_NEW_STOCK_MS);
      row = await this.store.get<StockView>(STOCKS, String(stockId));
    }
    if (!row) throw notFound('inventory.stockNotFound');
    return row.productId;
  }

  check(command: StockCommand): Promise<void> {
    return this.aggregates.check(productStream(command.data.productId), stockDecider, command);
  }

  async run(command: StockCommand, context: CommandContext): Promise<StockReceipt> {
    const { productId, stockId } = command.data;
    const { state, position } = await this.aggregates.execute(productStream(productId), stockDecider, command, context);
    return { id: stockId, productId, usQuantity: isListed(state) ? state.usQuantity : 0, position: position.toString() };
  }
}

abstract class StockHandler {
  protected readonly stocks: StockCommandRunner;

  constructor(aggregates: AggregateRepository, store: ReadStore, infrastructure: Infrastructure, progress: ProjectionProgress) {
    this.stocks = new StockCommandRunner(aggregates, store, infrastructure, progress);
  }
}

@CommandHandler(AddStockCommand)
export class AddStockHandler extends StockHandler implements ICommandHandler<AddStockCommand, StockReceipt> {
  constructor(
    aggregates: AggregateRepository,
    @Inject(READ_STORE) store: ReadStore,
    @Inject(INFRASTRUCTURE) infrastructure: Infrastructure,
    progress: ProjectionProgress,
    private readonly ids: IdAllocator,
  ) {
    super(aggregates, store, infrastructure, progress);
  }

  async execute({ productId, stock, context }: AddStockCommand): Promise<StockReceipt> {
    const vendorExists = await this.stocks.vendorExists(stock.vendorId);
    await this.stocks.check({ type: 'AddStock', data: { productId, stockId: 0, stock, vendorExists } });
    const stockId = await this.ids.next('stock', context);
    return this.stocks.run({ type: 'AddStock', data: { productId, stockId, stock, vendorExists } }, context);
  }
}

@CommandHandler(UpdateStockCommand)
export class UpdateStockHandler extends StockHandler implements ICommandHandler<UpdateStockCommand, StockReceipt> {
  constructor(aggregates: AggregateRepository, @Inject(READ_STORE) store: ReadStore, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure, progress: ProjectionProgress) {
    super(aggregates, store, infrastructure, progress);
  }

  async execute({ stockId, stock, context }: UpdateStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    const vendorExists = await this.stocks.vendorExists(stock.vendorId);
    return this.stocks.run({ type: 'UpdateStock', data: { productId, stockId, stock, vendorExists } }, context);
  }
}

@CommandHandler(RemoveStockCommand)
export class RemoveStockHandler extends StockHandler implements ICommandHandler<RemoveStockCommand, StockReceipt> {
  constructor(aggregates: AggregateRepository, @Inject(READ_STORE) store: ReadStore, @Inject(INFRASTRUCTURE) infrastructure: Infrastructure, progress: ProjectionProgress) {
    super(aggregates, store, infrastructure, progress);
  }

  async execute({ stockId, context }: RemoveStockCommand): Promise<StockReceipt> {
    const productId = await this.stocks.productOf(stockId);
    return this.stocks.run({ type: 'RemoveStock', data: { productId, stockId } }, context);
  }
}

export const stockCommandHandlers = [AddStockHandler, UpdateStockHandler, RemoveStockHandler];
