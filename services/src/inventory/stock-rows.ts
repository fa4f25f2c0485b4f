import { Injectable } from '@nestjs/common';
import { notFound, productStream, type StockReceipt } from '@cargo/contracts';
import { isListed } from '../catalog/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { LegacyStockOwners } from './legacy-stock-owners';
import { stockDecider } from './stock.decider';

/** What the stock handlers share: find a stock row's product, answer a receipt. */
@Injectable()
export class StockRows {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    private readonly legacy: LegacyStockOwners,
  ) {}

  /**
   * A stock row's product, from the row id's allocation on the stock sequence stream, or for an id
   * allocated before allocations kept their product, from the claim `LegacyStockOwners` recorded.
   */
  async productOf(stockId: number): Promise<number> {
    const allocation = await this.ids.recorded('stock', stockId);
    if (allocation === null) throw notFound('inventory.stockNotFound');
    const productId = typeof allocation.productId === 'number' ? allocation.productId : await this.legacy.productOf(stockId);
    if (productId === null) throw notFound('inventory.stockNotFound');
    return productId;
  }

  /** The reply to a stock command: the row, its product and the product's US quantity after it. */
  async receipt(productId: number, stockId: number, position: bigint): Promise<StockReceipt> {
    const { state } = await this.aggregates.load(productStream(productId), stockDecider);
    return { id: stockId, productId, usQuantity: isListed(state) ? state.usQuantity : 0, position: position.toString() };
  }
}
