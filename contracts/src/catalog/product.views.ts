import type { ProductDetails } from './product.schemas';
import type { StockLabel } from './stock-label';

/** The product read model: details plus derived quantities and prices. */
export interface ProductView extends ProductDetails {
  id: number;
  usQuantity: number;
  vnQuantity: number;
  placeHolderQuantity: number;
  /** usQuantity + vnQuantity */
  quantity: number;
  /** retailPrice - discount */
  salePrice: number;
  /** Quantity-weighted mean of active stock prices, in minor units. */
  averageStockPrice: number;
  stockLabel: StockLabel;
  createdBy: string | null;
  dateCreated: string;
  dateUpdated: string;
}

export type ProductTransactionType = 'Stock' | 'Order' | 'Adjustment';

/** One movement of a product's quantity, with the quantity after it. */
export interface ProductTransactionView {
  type: ProductTransactionType;
  /** Position of the event in the log: the stable, gapless order of movements. */
  id: string;
  /** The stock row or order it belongs to. */
  parentId: number | null;
  quantity: number;
  unitPrice: number;
  accountId: number | null;
  runningQuantity: number;
  createdBy: string | null;
  dateCreated: string;
}
