import type { PaymentStatus } from '../billing/invoice.schemas';
import type { StockTerms } from './stock.schemas';

export interface StockView extends StockTerms {
  id: number;
  productId: number;
  /** The stock form's purchase this row belongs to; null for rows added on their own. */
  stockGroupId: number | null;
  isActive: boolean;
  createdBy: string | null;
  dateCreated: string;
}

/** A stock row as the stock screens show it: with its product's title and its vendor's name. */
export interface StockListRow extends StockView {
  productTitle: string | null;
  vendorName: string | null;
  /** Who added the row ('First Last'); null for the system or an account no longer on record. */
  createdByName: string | null;
}

/** A stock purchase (the stock form's group): its vendor, its rows, what it cost and whether the vendor is paid. */
export interface StockGroupView {
  id: number;
  vendorId: number;
  datePurchased: string;
  lines: { productId: number; stockId: number; quantity: number; stockPrice: number }[];
  /** US cents: quantity x stock price over its lines, as recorded. */
  subtotal: number;
  paymentStatus: PaymentStatus;
  createdBy: string | null;
  dateCreated: string;
}

export interface StockGroupListRow extends StockGroupView {
  vendorName: string | null;
}
