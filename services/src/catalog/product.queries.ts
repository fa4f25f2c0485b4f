import { Inject, Injectable } from '@nestjs/common';
import { notFound, type Page, type ProductTransactionView, type ProductView } from '@cargo/contracts';
import { PRODUCT_TRANSACTIONS, PRODUCTS, type Filter, type ProductTransactionDoc, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import type { productQuerySchema } from '@cargo/contracts';
import { READ_STORE } from '../platform/tokens';

type ProductQuery = z.output<typeof productQuerySchema>;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The list filter in MongoDB query language, run as it is by both read stores. */
export function productFilter(query: ProductQuery): Filter {
  const filter: Filter = {};
  if (query.title) filter.title = { $regex: escapeRegex(query.title), $options: 'i' };
  if (query.skuCode) filter.skuCode = { $regex: escapeRegex(query.skuCode), $options: 'i' };
  for (const field of ['brandId', 'lvl1Id', 'lvl2Id', 'storeId', 'isActive'] as const) {
    const value = query[field];
    if (value !== null && value !== undefined) filter[field] = value;
  }
  return filter;
}

@Injectable()
export class ProductQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async list(query: ProductQuery): Promise<Page<ProductView>> {
    const filter = productFilter(query);
    const direction = query.sortDirection === 'asc' ? 1 : -1;
    const [items, total] = await Promise.all([
      this.store.find<ProductView>(PRODUCTS, filter, { sort: { [query.sortField]: direction, id: direction }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(PRODUCTS, filter),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async byId(id: number): Promise<ProductView> {
    const product = await this.store.get<ProductView>(PRODUCTS, String(id));
    if (!product) throw notFound('catalog.productNotFound');
    return product;
  }

  /** The product's movements in order. A deleted product keeps its history; an unknown product is "not found". */
  async transactions(id: number): Promise<ProductTransactionView[]> {
    const rows = await this.store.find<ProductTransactionDoc>(PRODUCT_TRANSACTIONS, { productId: id }, { sort: { sequence: 1 } });
    if (rows.length === 0) await this.byId(id);
    return rows;
  }
}
