import { conflict, notFound, type CatalogEvent, type ProductDetails, type ProductPicture, unhandled } from '@cargo/contracts';
import { isListed, productNotFound, productStreamDecider, type ProductState } from './product.state';
import { opening } from '../platform/write-model/decider';

export type ProductCommand =
  | { type: 'CreateProduct'; data: { productId: number; details: ProductDetails; usQuantity: number; vnQuantity: number } }
  | {
      type: 'UpdateProduct';
      data: { productId: number; details: ProductDetails; usQuantity: number; vnQuantity: number; shown?: { usQuantity: number; vnQuantity: number } };
    }
  | { type: 'DeleteProduct'; data: { productId: number } }
  | { type: 'RestoreProduct'; data: { productId: number } }
  | { type: 'AddPictures'; data: { productId: number; pictures: ProductPicture[] } }
  | { type: 'RemovePicture'; data: { productId: number; pictureId: string } };

export function decideProduct(command: ProductCommand, state: ProductState): CatalogEvent[] {
  switch (command.type) {
    case 'CreateProduct':
      return opening(state, { type: 'ProductCreated', data: command.data });
    case 'UpdateProduct': {
      if (!isListed(state)) throw productNotFound();
      const { productId, details, usQuantity, vnQuantity, shown } = command.data;
      const events: CatalogEvent[] = [{ type: 'ProductUpdated', data: { productId, details } }];
      const usChange = usQuantity - state.usQuantity;
      const vnChange = vnQuantity - state.vnQuantity;
      if (usChange !== 0 || vnChange !== 0) {
        // A form that loaded other quantities than the product has now would overwrite what orders moved.
        if (shown && (shown.usQuantity !== state.usQuantity || shown.vnQuantity !== state.vnQuantity)) throw conflict('catalog.quantitiesMovedMeanwhile');
        events.push({ type: 'ProductQuantitiesAdjusted', data: { productId, usQuantity, vnQuantity, usChange, vnChange } });
      }
      return events;
    }
    case 'DeleteProduct':
      if (!isListed(state)) throw productNotFound();
      return [{ type: 'ProductDeleted', data: { productId: command.data.productId } }];
    case 'RestoreProduct':
      if (state.status === 'absent') throw productNotFound();
      if (state.status !== 'deleted') throw conflict('error.notDeleted');
      return [{ type: 'ProductRestored', data: { productId: command.data.productId } }];
    case 'AddPictures': {
      if (!isListed(state)) throw productNotFound();
      // The spec: a file whose name the product already has is ignored (so is a repeat within the upload).
      const names = new Set(state.pictures.map((picture) => picture.name));
      return command.data.pictures.flatMap((picture) => {
        if (names.has(picture.name)) return [];
        names.add(picture.name);
        return [{ type: 'ProductPictureAdded' as const, data: { productId: command.data.productId, picture } }];
      });
    }
    case 'RemovePicture':
      if (!isListed(state)) throw productNotFound();
      if (!state.pictures.some((picture) => picture.id === command.data.pictureId)) throw notFound('catalog.pictureNotFound');
      return [{ type: 'ProductPictureRemoved', data: command.data }];
    default:
      return unhandled(command);
  }
}

export const productDecider = productStreamDecider<ProductCommand>(decideProduct);
