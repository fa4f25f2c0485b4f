import { Inject, Injectable } from '@nestjs/common';
import type { ProductView, StockView, VendorView } from '@cargo/contracts';
import { PRODUCTS, STOCKS, VENDORS, type Filter, type ReadStore } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';

/** A stock row as the stock screens show it: with its product's title and its vendor's name. */
export interface StockListRow extends StockView {
  productTitle: string | null;
  vendorName: string | null;
}

@Injectable()
export class StockQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(filter: Filter): Promise<StockListRow[]> {
    const rows = await this.store.find<StockView>(STOCKS, filter, { sort: { id: -1 } });
    const [products, vendors] = await Promise.all([
      this.store.getMany(PRODUCTS, [...new Set(rows.map((row) => String(row.productId)))]),
      this.store.getMany(VENDORS, [...new Set(rows.map((row) => String(row.vendorId)))]),
    ]);
    return rows.map((row) => ({
      ...row,
      productTitle: (products.get(String(row.productId)) as ProductView | undefined)?.title ?? null,
      vendorName: (vendors.get(String(row.vendorId)) as VendorView | undefined)?.name ?? null,
    }));
  }
}
