import { DomainError, type ProductDetails } from '@cargo/contracts';
import { productDecider } from './product.decider';
import type { ProductStreamEvent } from './product.state';
import { deciderSpec } from '../testing/decider-spec';

const details = { title: 'Kirkland Fish Oil 400 softgels', retailPrice: 2499, discount: 300 } as ProductDetails;
const created: ProductStreamEvent = { type: 'ProductCreated', data: { productId: 7, details, usQuantity: 2, vnQuantity: 3 } };
const spec = deciderSpec(productDecider);

describe('product decider', () => {
  describe('when the product does not exist', () => {
    it('creates it with its opening warehouse quantities', () => {
      spec
        .given([])
        .when({ type: 'CreateProduct', data: { productId: 7, details, usQuantity: 2, vnQuantity: 3 } })
        .then([created]);
    });

    it('refuses an update with "product not found"', () => {
      spec
        .given([])
        .when({ type: 'UpdateProduct', data: { productId: 7, details, usQuantity: 0, vnQuantity: 0 } })
        .thenThrows('catalog.productNotFound');
    });

    it('refuses a delete with "product not found"', () => {
      spec
        .given([])
        .when({ type: 'DeleteProduct', data: { productId: 7 } })
        .thenThrows('catalog.productNotFound');
    });
  });

  describe('when the product is listed', () => {
    it('records a plain update without a quantity adjustment when US and VN counts are unchanged', () => {
      const changed = { ...details, title: 'Kirkland Fish Oil 1000mg 400 softgels' };
      spec
        .given([created])
        .when({ type: 'UpdateProduct', data: { productId: 7, details: changed, usQuantity: 2, vnQuantity: 3 } })
        .then([{ type: 'ProductUpdated', data: { productId: 7, details: changed } }]);
    });

    it('audits a manual change of warehouse counts as its own event with the differences', () => {
      spec
        .given([created])
        .when({ type: 'UpdateProduct', data: { productId: 7, details, usQuantity: 5, vnQuantity: 1 } })
        .then([
          { type: 'ProductUpdated', data: { productId: 7, details } },
          { type: 'ProductQuantitiesAdjusted', data: { productId: 7, usQuantity: 5, vnQuantity: 1, usChange: 3, vnChange: -2 } },
        ]);
    });

    it('refuses a manual count from a form that showed other quantities than the product has now', () => {
      const reserved: ProductStreamEvent = {
        type: 'StockReserved',
        data: { productId: 7, orderId: 3, moves: [{ warehouseId: 'US', quantity: 1, held: false }] },
      };
      const fromStaleForm = {
        type: 'UpdateProduct' as const,
        data: { productId: 7, details, usQuantity: 5, vnQuantity: 3, shown: { usQuantity: 2, vnQuantity: 3 } },
      };
      spec.given([created, reserved]).when(fromStaleForm).thenThrows('catalog.quantitiesMovedMeanwhile');
      spec
        .given([created])
        .when(fromStaleForm)
        .then([
          { type: 'ProductUpdated', data: { productId: 7, details } },
          { type: 'ProductQuantitiesAdjusted', data: { productId: 7, usQuantity: 5, vnQuantity: 3, usChange: 3, vnChange: 0 } },
        ]);
      // A stale form that leaves the quantities as they now are changes only the details.
      spec
        .given([created, reserved])
        .when({ type: 'UpdateProduct', data: { productId: 7, details, usQuantity: 1, vnQuantity: 3, shown: { usQuantity: 2, vnQuantity: 3 } } })
        .then([{ type: 'ProductUpdated', data: { productId: 7, details } }]);
    });

    it('adds pictures, ignoring names the product already has, and removes one it has', () => {
      const picture = (id: string, name: string) => ({ id, name, size: 10, contentType: 'image/png' as const });
      const first: ProductStreamEvent = { type: 'ProductPictureAdded', data: { productId: 7, picture: picture('p1', 'front.png') } };
      spec
        .given([created, first])
        .when({ type: 'AddPictures', data: { productId: 7, pictures: [picture('p2', 'front.png'), picture('p3', 'back.png'), picture('p4', 'back.png')] } })
        .then([{ type: 'ProductPictureAdded', data: { productId: 7, picture: picture('p3', 'back.png') } }]);
      spec
        .given([created, first])
        .when({ type: 'RemovePicture', data: { productId: 7, pictureId: 'p1' } })
        .then([{ type: 'ProductPictureRemoved', data: { productId: 7, pictureId: 'p1' } }]);
      spec
        .given([created])
        .when({ type: 'RemovePicture', data: { productId: 7, pictureId: 'p1' } })
        .thenThrows('catalog.pictureNotFound');
    });

    it('deletes it', () => {
      spec
        .given([created])
        .when({ type: 'DeleteProduct', data: { productId: 7 } })
        .then([{ type: 'ProductDeleted', data: { productId: 7 } }]);
    });

    it('refuses to create it twice', () => {
      spec
        .given([created])
        .when({ type: 'CreateProduct', data: { productId: 7, details, usQuantity: 0, vnQuantity: 0 } })
        .thenThrows('error.concurrency');
    });
  });

  describe('when the product is deleted', () => {
    const deleted: ProductStreamEvent = { type: 'ProductDeleted', data: { productId: 7 } };

    it('refuses updates and a second delete', () => {
      spec
        .given([created, deleted])
        .when({ type: 'UpdateProduct', data: { productId: 7, details, usQuantity: 0, vnQuantity: 0 } })
        .thenThrows('catalog.productNotFound');
      spec
        .given([created, deleted])
        .when({ type: 'DeleteProduct', data: { productId: 7 } })
        .thenThrows('catalog.productNotFound');
    });

    it('restores it with what it had: details, quantities and pictures', () => {
      const restored: ProductStreamEvent = { type: 'ProductRestored', data: { productId: 7 } };
      const pictured: ProductStreamEvent = {
        type: 'ProductPictureAdded',
        data: { productId: 7, picture: { id: 'p1', name: 'front.png', size: 10, contentType: 'image/png' } },
      };
      spec
        .given([created, pictured, deleted])
        .when({ type: 'RestoreProduct', data: { productId: 7 } })
        .then([restored]);
      const state = [created, pictured, deleted, restored].reduce(productDecider.evolve, productDecider.initialState);
      expect(state).toMatchObject({ status: 'listed', details, usQuantity: 2, vnQuantity: 3, pictures: [{ id: 'p1', name: 'front.png' }] });
    });

    it('restores only a deleted product', () => {
      spec
        .given([created])
        .when({ type: 'RestoreProduct', data: { productId: 7 } })
        .thenThrows('error.notDeleted');
      spec
        .given([])
        .when({ type: 'RestoreProduct', data: { productId: 7 } })
        .thenThrows('catalog.productNotFound');
    });
  });

  it('throws typed domain errors', () => {
    expect(() => productDecider.decide({ type: 'DeleteProduct', data: { productId: 1 } }, productDecider.initialState)).toThrow(DomainError);
  });
});
