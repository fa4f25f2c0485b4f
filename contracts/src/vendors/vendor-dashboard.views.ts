/**
 * What the vendor page shows, kept by projections as stock and expenses happen. Amounts are US
 * cents; balance is stock value (price times quantity of active stock) minus expenses.
 */
export interface VendorFigures {
  stockAmount: number;
  expenseAmount: number;
  balance: number;
}

export interface VendorTotalsView extends VendorFigures {
  /** The vendor id. */
  id: number;
  stockQuantity: number;
}

/** One year/month bucket of a vendor's figures (month as 'YYYY/MM', the spec's label). */
export interface VendorMonthView extends VendorFigures {
  id: string;
  vendorId: number;
  month: string;
}

/** What was bought of one product from one vendor (active stock). */
export interface VendorProductView {
  id: string;
  vendorId: number;
  productId: number;
  quantity: number;
  amount: number;
}

/** The vendor detail page in one reply. */
export interface VendorDashboard {
  totals: VendorTotalsView;
  months: VendorMonthView[];
  topProducts: (VendorProductView & { productTitle: string | null })[];
}

/** How many products the 'Top Purchased Products' ranking shows, and how many months the chart draws. */
export const TOP_PURCHASED_PRODUCTS = 5;
export const VENDOR_CHART_MONTHS = 24;

/** A purchase date's year/month bucket label. */
export const monthBucket = (isoDate: string) => `${isoDate.slice(0, 4)}/${isoDate.slice(5, 7)}`;
