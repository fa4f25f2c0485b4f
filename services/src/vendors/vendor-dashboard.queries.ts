import { Inject, Injectable } from '@nestjs/common';
import {
  notFound,
  TOP_PURCHASED_PRODUCTS,
  VENDOR_CHART_MONTHS,
  type ProductView,
  type VendorDashboard,
  type VendorMonthView,
  type VendorProductView,
  type VendorTotalsView,
  type VendorView,
} from '@cargo/contracts';
import { PRODUCTS, VENDOR_MONTHS, VENDOR_PRODUCTS, VENDOR_TOTALS, VENDORS, type ReadStore } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';

@Injectable()
export class VendorDashboardQueries {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  /** The vendor page: a few documents the projections keep, read by key and through indexes; no stock row is summed here. */
  async dashboard(vendorId: number): Promise<VendorDashboard> {
    const vendor = await this.store.get<VendorView>(VENDORS, String(vendorId));
    if (!vendor) throw notFound('vendors.vendorNotFound');
    const [totals, recentMonths, top] = await Promise.all([
      this.store.get<VendorTotalsView>(VENDOR_TOTALS, String(vendorId)),
      this.store.find<VendorMonthView>(VENDOR_MONTHS, { vendorId }, { sort: { month: -1 }, limit: VENDOR_CHART_MONTHS }),
      this.store.find<VendorProductView>(VENDOR_PRODUCTS, { vendorId, quantity: { $gt: 0 } }, { sort: { quantity: -1 }, limit: TOP_PURCHASED_PRODUCTS }),
    ]);
    const titles = await this.store.getMany(
      PRODUCTS,
      top.map((row) => String(row.productId)),
    );
    return {
      totals: totals ?? { id: vendorId, stockAmount: 0, stockQuantity: 0, expenseAmount: 0, balance: 0 },
      months: recentMonths.reverse(),
      topProducts: top.map((row) => ({ ...row, productTitle: (titles.get(String(row.productId)) as ProductView | undefined)?.title ?? null })),
    };
  }
}
