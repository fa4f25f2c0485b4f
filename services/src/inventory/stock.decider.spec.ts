import type { ProductDetails, StockTerms } from '@cargo/contracts';
import type { ProductStreamEvent } from '../catalog/product.state';
import { deciderSpec } from '../testing/decider-spec';
import { stockDecider } from './stock.decider';

const spec = deciderSpec(stockDecider);
const created: ProductStreamEvent = { type: 'ProductCreated', data: { productId: 1, details: {} as ProductDetails, usQuantity: 0, vnQuantity: 2 } };
const lot: StockTerms = { stockPrice: 1650, quantity: 10, vendorId: 3, datePurchased: '2026-10-01', expDate: null, updateQuantity: true };
const added: ProductStreamEvent = { type: 'StockAdded', data: { productId: 1, stockId: 5, stock: lot, usQuantityChange: 10 } };

describe('stock decider', () => {
  describe('when the product does not exist or is deleted', () => {
    it('refuses stock with "product not found"', () => {
      spec
        .given([])
        .when({ type: 'AddStock', data: { productId: 1, stockId: 5, stock: lot, vendorExists: true } })
        .thenThrows('catalog.productNotFound');
      spec
        .given([created, { type: 'ProductDeleted', data: { productId: 1 } }])
        .when({ type: 'AddStock', data: { productId: 1, stockId: 5, stock: lot, vendorExists: true } })
        .thenThrows('catalog.productNotFound');
    });
  });

  describe('when adding stock', () => {
    it('puts the units into the US warehouse when the update-quantity flag is set', () => {
      spec
        .given([created])
        .when({ type: 'AddStock', data: { productId: 1, stockId: 5, stock: lot, vendorExists: true } })
        .then([added]);
    });

    it('records the purchase without moving quantities when the flag is off', () => {
      const uncounted = { ...lot, updateQuantity: false };
      spec
        .given([created])
        .when({ type: 'AddStock', data: { productId: 1, stockId: 5, stock: uncounted, vendorExists: true } })
        .then([{ type: 'StockAdded', data: { productId: 1, stockId: 5, stock: uncounted, usQuantityChange: 0 } }]);
    });

    it('names the stock form purchase the row came from', () => {
      spec
        .given([created])
        .when({ type: 'AddStock', data: { productId: 1, stockId: 5, stock: lot, vendorExists: true, stockGroupId: 9 } })
        .then([{ type: 'StockAdded', data: { productId: 1, stockId: 5, stock: lot, usQuantityChange: 10, stockGroupId: 9 } }]);
    });

    it('refuses an unknown vendor on the vendorId field', () => {
      spec
        .given([created])
        .when({ type: 'AddStock', data: { productId: 1, stockId: 5, stock: lot, vendorExists: false } })
        .thenThrows('error.invalidInput');
    });
  });

  describe('when a stock row exists', () => {
    it('updates it and moves only the difference', () => {
      const after = { ...lot, quantity: 4, stockPrice: 1700 };
      spec
        .given([created, added])
        .when({ type: 'UpdateStock', data: { productId: 1, stockId: 5, stock: after, vendorExists: true } })
        .then([{ type: 'StockUpdated', data: { productId: 1, stockId: 5, before: lot, after, usQuantityChange: -6 } }]);
    });

    it('removes it and takes its units back out of the US warehouse', () => {
      spec
        .given([created, added])
        .when({ type: 'RemoveStock', data: { productId: 1, stockId: 5 } })
        .then([{ type: 'StockRemoved', data: { productId: 1, stockId: 5, stock: lot, usQuantityChange: -10 } }]);
    });

    it('refuses to take back more units than the US warehouse still holds', () => {
      const sold: ProductStreamEvent = { type: 'ProductQuantitiesAdjusted', data: { productId: 1, usQuantity: 3, vnQuantity: 2, usChange: -7, vnChange: 0 } };
      spec
        .given([created, added, sold])
        .when({ type: 'RemoveStock', data: { productId: 1, stockId: 5 } })
        .thenThrows('inventory.stockAlreadySold');
    });

    it('refuses an unknown stock row', () => {
      spec
        .given([created, added])
        .when({ type: 'RemoveStock', data: { productId: 1, stockId: 6 } })
        .thenThrows('inventory.stockNotFound');
    });
  });

  describe('when a stock row was removed', () => {
    const removed: ProductStreamEvent = { type: 'StockRemoved', data: { productId: 1, stockId: 5, stock: lot, usQuantityChange: -10 } };

    it('refuses to remove or update it again', () => {
      spec
        .given([created, added, removed])
        .when({ type: 'RemoveStock', data: { productId: 1, stockId: 5 } })
        .thenThrows('inventory.stockInactive');
      spec
        .given([created, added, removed])
        .when({ type: 'UpdateStock', data: { productId: 1, stockId: 5, stock: lot, vendorExists: true } })
        .thenThrows('inventory.stockInactive');
    });

    it('restores it: the row is active again and its units are back in the US warehouse', () => {
      const restored: ProductStreamEvent = { type: 'StockRestored', data: { productId: 1, stockId: 5, stock: lot, usQuantityChange: 10 } };
      spec
        .given([created, added, removed])
        .when({ type: 'RestoreStock', data: { productId: 1, stockId: 5 } })
        .then([restored]);
      expect([created, added, removed, restored].reduce(stockDecider.evolve, stockDecider.initialState)).toMatchObject({ usQuantity: 10 });
      spec
        .given([created, added, removed, restored])
        .when({ type: 'RemoveStock', data: { productId: 1, stockId: 5 } })
        .then([removed]);
    });

    it('restores only a removed row of a listed product', () => {
      spec
        .given([created, added])
        .when({ type: 'RestoreStock', data: { productId: 1, stockId: 5 } })
        .thenThrows('error.notDeleted');
      spec
        .given([created, added, removed])
        .when({ type: 'RestoreStock', data: { productId: 1, stockId: 6 } })
        .thenThrows('inventory.stockNotFound');
      spec
        .given([created, added, removed, { type: 'ProductDeleted', data: { productId: 1 } }])
        .when({ type: 'RestoreStock', data: { productId: 1, stockId: 5 } })
        .thenThrows('catalog.productNotFound');
    });
  });
});
