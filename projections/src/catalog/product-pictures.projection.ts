import { unhandled } from '@cargo/contracts';
import type { ProductPicture, ProductPictureAdded, ProductPictureRemoved } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const PRODUCT_PICTURES = 'product_pictures';

export interface ProductPictureDoc extends ProductPicture {
  productId: number;
  /** Upload order: the log position of the event (pictures of one upload share a timestamp). */
  sequence: number;
  dateCreated: string;
}

/** One document per picture, found by product (the gallery) or by its own id (deleting it). */
export const productPicturesProjection = projection<ProductPictureAdded | ProductPictureRemoved>({
  name: 'product-pictures',
  collections: [PRODUCT_PICTURES],
  indexes: [{ collection: PRODUCT_PICTURES, indexes: [['productId', 'sequence']] }],
  handles: ['ProductPictureAdded', 'ProductPictureRemoved'],
  changes: (event) => {
    switch (event.type) {
      case 'ProductPictureAdded':
        return [
          change<ProductPictureDoc>(PRODUCT_PICTURES, event.data.picture.id, () => ({
            ...event.data.picture,
            productId: event.data.productId,
            sequence: Number(event.position),
            dateCreated: event.metadata.timestamp,
          })),
        ];
      case 'ProductPictureRemoved':
        return [change<ProductPictureDoc>(PRODUCT_PICTURES, event.data.pictureId, () => null)];
      default:
        return unhandled(event);
    }
  },
});
