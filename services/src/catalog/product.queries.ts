import { Inject, Injectable } from '@nestjs/common';
import { customerProductView, notFound, type CustomerProductView, type Page, type ProductTransactionView, type ProductView } from '@cargo/contracts';
import {
  containing,
  PRODUCT_TRANSACTIONS,
  PRODUCTS,
  productView,
  type Filter,
  type ProductDoc,
  type ProductTransactionDoc,
  type ReadStore,
} from '@cargo/projections';
import type { z } from 'zod';
import type { productQuerySchema, productTransactionsQuerySchema } from '@cargo/contracts';
import { READ_STORE } from '../platform/process/tokens';
import { staffNames } from '../identity/public';

type ProductQuery = z.output<typeof productQuerySchema>;

/** The list filter in MongoDB query language, run as it is by both read stores. */
export function productFilter(query: ProductQuery): Filter {
  const filter: Filter = {};
  if (query.title) filter.title = containing(query.title);
  if (query.skuCode) filter.skuCode = containing(query.skuCode);
  for (const field of ['brandId', 'lvl1Id', 'lvl2Id', 'storeId', 'isActive'] as const) {
    const value = query[field];
    if (value !== null && value !== undefined) filter[field] = value;
  }
  return filter;
}

@Injectable()
export class ProductQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Staff see every product and field; customers and visitors get active products without their cost fields. */
  async list(query: ProductQuery, staff: boolean): Promise<Page<ProductView> | Page<CustomerProductView>> {
    const filter = productFilter(staff ? query : { ...query, isActive: true });
    const direction = query.sortDirection === 'asc' ? 1 : -1;
    const [items, total] = await Promise.all([
      this.store.find<ProductDoc>(PRODUCTS, filter, {
        sort: { [query.sortField]: direction, id: direction },
        skip: query.page * query.pageSize,
        limit: query.pageSize,
      }),
      this.store.count(PRODUCTS, filter),
    ]);
    const views = items.map(productView);
    const page = { total, page: query.page, pageSize: query.pageSize };
    return staff ? { items: views, ...page } : { items: views.map(customerProductView), ...page };
  }

  async byId(id: number, staff: boolean): Promise<ProductView | CustomerProductView> {
    const doc = await this.store.get<ProductDoc>(PRODUCTS, String(id));
    // An inactive product is off the shelf: only staff still see it.
    if (!doc || (!staff && !doc.isActive)) throw notFound('catalog.productNotFound');
    return staff ? productView(doc) : customerProductView(productView(doc));
  }

  /** A page of the product's movements, through its (productId, sequence) index. A deleted product keeps its history; an unknown product is "not found". */
  async transactions(id: number, query: z.output<typeof productTransactionsQuerySchema>): Promise<Page<ProductTransactionView>> {
    const filter = { productId: id };
    const [rows, total] = await Promise.all([
      this.store.find<ProductTransactionDoc>(PRODUCT_TRANSACTIONS, filter, {
        sort: { sequence: query.order === 'asc' ? 1 : -1 },
        skip: query.page * query.pageSize,
        limit: query.pageSize,
      }),
      this.store.count(PRODUCT_TRANSACTIONS, filter),
    ]);
    if (total === 0) await this.byId(id, true);
    return { items: await this.withUserNames(rows), total, page: query.page, pageSize: query.pageSize };
  }

  /** "By" shows who made each movement by name; the actor id stays beside it. */
  private async withUserNames(rows: ProductTransactionDoc[]): Promise<ProductTransactionView[]> {
    const nameOf = await staffNames(
      this.store,
      rows.map((row) => row.createdBy),
    );
    return rows.map((row) => {
      // Which product and where in its ledger only serve the index the page is read through.
      const { productId: _productId, sequence: _sequence, ...movement } = row;
      return { ...movement, createdByName: nameOf(row.createdBy) };
    });
  }
}
