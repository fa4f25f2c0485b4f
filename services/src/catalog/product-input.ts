import { type ProductDetails } from '@cargo/contracts';

export interface ProductInput {
  details: ProductDetails;
  usQuantity: number;
  vnQuantity: number;
  /** On update: the quantities the editing form showed (absent: the caller sets them outright). */
  shown?: { usQuantity: number; vnQuantity: number };
}
