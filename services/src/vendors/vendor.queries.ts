import { Inject, Injectable } from '@nestjs/common';
import { notFound, type Page, type vendorQuerySchema, type VendorView } from '@cargo/contracts';
import { containing, VENDORS, type Filter, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { READ_STORE } from '../platform/process/tokens';

/** The vendor list and record; a few indexed reads each. */
@Injectable()
export class VendorQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** Paged and sorted by name; `name` narrows to vendors whose name contains it. */
  async list(query: z.output<typeof vendorQuerySchema>): Promise<Page<VendorView>> {
    const filter: Filter = query.name ? { name: containing(query.name) } : {};
    const [items, total] = await Promise.all([
      this.store.find<VendorView>(VENDORS, filter, { sort: { name: 1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(VENDORS, filter),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async byId(id: number): Promise<VendorView> {
    const vendor = await this.store.get<VendorView>(VENDORS, String(id));
    if (!vendor) throw notFound('vendors.vendorNotFound');
    return vendor;
  }
}
