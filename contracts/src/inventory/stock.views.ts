import type { StockTerms } from './stock.schemas';

export interface StockView extends StockTerms {
  id: number;
  productId: number;
  isActive: boolean;
  createdBy: string | null;
  dateCreated: string;
}
