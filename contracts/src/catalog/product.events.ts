import type { DomainEvent } from '../platform/envelope';
import type { ProductDetails } from './product.schemas';

export const productStream = (productId: number) => `product-${productId}`;

export type ProductCreated = DomainEvent<'ProductCreated', { productId: number; details: ProductDetails; usQuantity: number; vnQuantity: number }>;
export type ProductUpdated = DomainEvent<'ProductUpdated', { productId: number; details: ProductDetails }>;
/** A manual correction of warehouse counts from the product form, audited on its own. */
export type ProductQuantitiesAdjusted = DomainEvent<
  'ProductQuantitiesAdjusted',
  { productId: number; usQuantity: number; vnQuantity: number; usChange: number; vnChange: number }
>;
export type ProductDeleted = DomainEvent<'ProductDeleted', { productId: number }>;
/** The undo of a delete: the product is back with its details, quantities, stock rows and pictures. */
export type ProductRestored = DomainEvent<'ProductRestored', { productId: number }>;

/** A picture of the product: the file lives in the file store under `id`; name and size as uploaded. */
export interface ProductPicture {
  id: string;
  name: string;
  size: number;
  contentType: 'image/png' | 'image/jpeg';
}
export type ProductPictureAdded = DomainEvent<'ProductPictureAdded', { productId: number; picture: ProductPicture }>;
export type ProductPictureRemoved = DomainEvent<'ProductPictureRemoved', { productId: number; pictureId: string }>;

export type CatalogEvent =
  ProductCreated | ProductUpdated | ProductQuantitiesAdjusted | ProductDeleted | ProductRestored | ProductPictureAdded | ProductPictureRemoved;
