import { type ProductDetails } from '@cargo/contracts';

export interface ProductInput {
  details: ProductDetails;
  usQuantity: number;
  vnQuantity: number;
}
