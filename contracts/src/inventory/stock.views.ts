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
}
