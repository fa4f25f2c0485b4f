import { Inject, Injectable } from '@nestjs/common';
import {
  notFound,
  type Page,
  type ProductView,
  type StockGroupListRow,
  type stockGroupQuerySchema,
  type StockGroupView,
  type StockListRow,
  type stockQuerySchema,
  type StockView,
  type VendorView,
} from '@cargo/contracts';
import { PRODUCTS, STOCK_GROUPS, STOCKS, VENDORS, type Filter, type ReadStore } from '@cargo/projections';
import { staffNames } from '../identity/public';
import type { z } from 'zod';
import { READ_STORE } from '../platform/process/tokens';

export type StockQuery = z.output<typeof stockQuerySchema>;

@Injectable()
export class StockQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** One page of stock rows the query matches, through the stocks' indexes, with the count of all of them. */
  async page(query: StockQuery): Promise<Page<StockListRow>> {
    const filter = filterOf(query);
    const [rows, total] = await Promise.all([
      this.store.find<StockView>(STOCKS, filter, {
        sort: { [query.sort]: query.order === 'asc' ? 1 : -1 },
        skip: query.page * query.pageSize,
        limit: query.pageSize,
      }),
      this.store.count(STOCKS, filter),
    ]);
    return { items: await this.named(rows), total, page: query.page, pageSize: query.pageSize };
  }

  async byId(id: number): Promise<StockListRow> {
    const row = await this.store.get<StockView>(STOCKS, String(id));
    if (!row) throw notFound('inventory.stockNotFound');
    const [named] = await this.named([row]);
    return named;
  }

  /** Rows with their product's title, their vendor's name and their author's, looked up by key for the rows at hand. */
  private async named(rows: StockView[]): Promise<StockListRow[]> {
    const [products, vendorName, authorOf] = await Promise.all([
      this.store.getMany(PRODUCTS, [...new Set(rows.map((row) => String(row.productId)))]),
      this.vendorNames(rows),
      staffNames(
        this.store,
        rows.map((row) => row.createdBy),
      ),
    ]);
    return rows.map((row) => ({
      ...row,
      productTitle: (products.get(String(row.productId)) as ProductView | undefined)?.title ?? null,
      vendorName: vendorName(row.vendorId),
      createdByName: authorOf(row.createdBy),
    }));
  }

  /** The stock purchases, newest first, through the vendor or payment status index when filtered. */
  async groups(query: z.output<typeof stockGroupQuerySchema>): Promise<Page<StockGroupListRow>> {
    const filter: Filter = {};
    if (query.vendorId !== undefined) filter.vendorId = query.vendorId;
    if (query.paymentStatus !== undefined) filter.paymentStatus = query.paymentStatus;
    const [groups, total] = await Promise.all([
      this.store.find<StockGroupView>(STOCK_GROUPS, filter, { sort: { id: -1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(STOCK_GROUPS, filter),
    ]);
    const vendorName = await this.vendorNames(groups);
    return { items: groups.map((group) => ({ ...group, vendorName: vendorName(group.vendorId) })), total, page: query.page, pageSize: query.pageSize };
  }

  async group(id: number): Promise<StockGroupListRow> {
    const group = await this.store.get<StockGroupView>(STOCK_GROUPS, String(id));
    if (!group) throw notFound('inventory.stockGroupNotFound');
    return { ...group, vendorName: (await this.vendorNames([group]))(group.vendorId) };
  }

  private async vendorNames(rows: readonly { vendorId: number }[]): Promise<(vendorId: number) => string | null> {
    const vendors = await this.store.getMany(VENDORS, [...new Set(rows.map((row) => String(row.vendorId)))]);
    return (vendorId) => (vendors.get(String(vendorId)) as VendorView | undefined)?.name ?? null;
  }
}

function filterOf(query: StockQuery): Filter {
  const filter: Filter = {};
  if (query.isActive !== null) filter.isActive = query.isActive;
  if (query.productId !== undefined) filter.productId = query.productId;
  if (query.vendorId !== undefined) filter.vendorId = query.vendorId;
  if (query.from !== undefined || query.to !== undefined) {
    filter.datePurchased = { ...(query.from === undefined ? {} : { $gte: query.from }), ...(query.to === undefined ? {} : { $lte: query.to }) };
  }
  return filter;
}
