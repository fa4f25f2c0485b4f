import { Inject, Injectable } from '@nestjs/common';
import { notFound, productStream, vendorStream, type StockReceipt, type StockView } from '@cargo/contracts';
import { STOCKS, type ReadStore } from '@cargo/projections';
import { isListed } from '../catalog/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { INFRASTRUCTURE, READ_STORE } from '../platform/process/tokens';
import type { Infrastructure } from '../platform/process/infrastructure';
import { ProjectionProgress } from '../platform/http/read-your-writes';
import { vendorDecider } from '../vendors/public';
import { stockDecider, type StockCommand } from './stock.decider';

const WAIT_FOR_NEW_STOCK_MS = 2000;

/** What the stock handlers share: find a stock row's product, check a vendor and a command before anything is written, answer a receipt. */
@Injectable()
export class StockRows {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    private readonly progress: ProjectionProgress,
  ) {}

  /** A stock row names a vendor on record: added and not deleted (a vendor that stock names cannot be deleted). */
  async vendorExists(vendorId: number): Promise<boolean> {
    const { state } = await this.aggregates.load(vendorStream(vendorId), vendorDecider);
    return state.status === 'active';
  }

  /**
   * A stock row's product, from the row id's allocation on the stock sequence stream. Ids allocated
   * before allocations kept their product are looked up in the stock list instead (a row added a
   * moment ago may need the projections to catch up).
   */
  async productOf(stockId: number): Promise<number> {
    const allocation = await this.ids.recorded('stock', stockId);
    if (allocation === null) throw notFound('inventory.stockNotFound');
    if (typeof allocation.productId === 'number') return allocation.productId;
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

  /** The reply to a stock command: the row, its product and the product's US quantity after it. */
  async receipt(productId: number, stockId: number, position: bigint): Promise<StockReceipt> {
    const { state } = await this.aggregates.load(productStream(productId), stockDecider);
    return { id: stockId, productId, usQuantity: isListed(state) ? state.usQuantity : 0, position: position.toString() };
  }
}
