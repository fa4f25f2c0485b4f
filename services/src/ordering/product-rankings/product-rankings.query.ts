import { Inject, Injectable } from '@nestjs/common';
import { MAX_PAGE_SIZE, RANKING_SIZE, type OrderView, type ProductRanking, type productRankingsSchema } from '@cargo/contracts';
import { ORDERS, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { READ_STORE } from '../../platform/process/tokens';

/** The day after an ISO day: the period's end is a whole day, compared against timestamps. */
const dayAfter = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The best sellers of a period: units per product over the orders placed in it (through the orders'
 * dateCreated index, 500 at a time), leaving out orders put back to stock (Stale). Deleted orders are
 * gone from the read model. The cost follows the orders in the period, which is at most 366 days.
 */
@Injectable()
export class ProductRankingsQuery {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async rankings({ startDate, endDate }: z.output<typeof productRankingsSchema>): Promise<ProductRanking[]> {
    const filter = { dateCreated: { $gte: startDate, $lt: dayAfter(endDate) }, typeId: { $ne: 'Stale' } };
    const totals = new Map<number, ProductRanking>();
    for await (const orders of this.store.pages<OrderView>(ORDERS, filter, { dateCreated: 1 }, MAX_PAGE_SIZE)) {
      for (const order of orders) {
        const counted = new Set<number>();
        for (const line of order.lines) {
          const total = totals.get(line.productId) ?? { productId: line.productId, productTitle: line.productTitle, units: 0, orders: 0 };
          total.units += line.quantity;
          if (!counted.has(line.productId)) total.orders += 1;
          counted.add(line.productId);
          totals.set(line.productId, total);
        }
      }
    }
    return [...totals.values()].sort((a, b) => b.units - a.units || b.orders - a.orders || a.productId - b.productId).slice(0, RANKING_SIZE);
  }
}
