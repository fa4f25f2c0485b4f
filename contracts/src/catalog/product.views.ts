import type { WorkbookReply } from '../platform/files';
import type { ProductPicture } from './product.events';
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
  /** In upload order; the first is the product's picture (`pictureId`). */
  pictures: ProductPicture[];
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
  /** The name of the user who made the movement, when it was a user (added by the query). */
  createdByName?: string | null;
  dateCreated: string;
}

/** What the business paid and earns: staff only, never in a view served to customers or visitors. */
export const PRODUCT_COST_FIELDS = ['stockPrice', 'unitPrice', 'averageStockPrice', 'profit', 'createdBy'] as const;
export type CustomerProductView = Omit<ProductView, (typeof PRODUCT_COST_FIELDS)[number]>;

/** A product as customers and visitors see it: without its cost fields. */
export function customerProductView(product: ProductView): CustomerProductView {
  const view: Partial<ProductView> = { ...product };
  for (const field of PRODUCT_COST_FIELDS) delete view[field];
  return view as CustomerProductView;
}

/** What `POST /api/product/generate` replies: the workbook as base64, under the spec's file name. */
export type ProductsReport = WorkbookReply<'Products.xlsx'>;

/** One line of a ranking: units of the product in the period's orders, and how many orders held it. */
export interface ProductRanking {
  productId: number;
  productTitle: string;
  units: number;
  orders: number;
}

/** The reply of an upload: the pictures kept (in the order sent), and the position to read them at. */
export interface PicturesUploaded {
  pictures: ProductPicture[];
  /** Global position of the upload's last event. */
  position: string;
}
