import type { ProductDetails } from '@cargo/contracts';
import type { ProductStreamEvent } from '../catalog/product.state';
import { deciderSpec } from '../testing/decider-spec';
import { reservationDecider } from './reservation.decider';

const spec = deciderSpec(reservationDecider);
const created: ProductStreamEvent = {
  type: 'ProductCreated',
  data: { productId: 1, details: { isActive: true } as ProductDetails, usQuantity: 3, vnQuantity: 1 },
};

describe('reservation decider (orders taking stock on the product stream)', () => {
  it('reserves what the warehouse has', () => {
    const moves = [{ warehouseId: 'US' as const, quantity: 3, held: false }];
    spec
      .given([created])
      .when({ type: 'ReserveStock', data: { productId: 1, orderId: 7, moves } })
      .then([{ type: 'StockReserved', data: { productId: 1, orderId: 7, moves } }]);
  });

  it('refuses the unit that is not there, per warehouse', () => {
    spec
      .given([created])
      .when({ type: 'ReserveStock', data: { productId: 1, orderId: 7, moves: [{ warehouseId: 'VN', quantity: 2, held: false }] } })
      .thenThrows('inventory.notEnoughStock');
    const taken: ProductStreamEvent = { type: 'StockReserved', data: { productId: 1, orderId: 6, moves: [{ warehouseId: 'US', quantity: 3, held: true }] } };
    spec
      .given([created, taken])
      .when({ type: 'ReserveStock', data: { productId: 1, orderId: 7, moves: [{ warehouseId: 'US', quantity: 1, held: false }] } })
      .thenThrows('inventory.notEnoughStock');
  });

  it('refuses a product that is deleted or not active', () => {
    const moves = [{ warehouseId: 'US' as const, quantity: 1, held: false }];
    spec
      .given([created, { type: 'ProductDeleted', data: { productId: 1 } }])
      .when({ type: 'ReserveStock', data: { productId: 1, orderId: 7, moves } })
      .thenThrows('inventory.notEnoughStock');
    spec
      .given([{ ...created, data: { ...created.data, details: { isActive: false } as ProductDetails } } as ProductStreamEvent])
      .when({ type: 'ReserveStock', data: { productId: 1, orderId: 7, moves } })
      .thenThrows('inventory.notEnoughStock');
  });

  it('releases only what the order holds, and held units to any warehouse', () => {
    const held: ProductStreamEvent = { type: 'StockReserved', data: { productId: 1, orderId: 7, moves: [{ warehouseId: 'US', quantity: 2, held: true }] } };
    const toVn = [{ warehouseId: 'VN' as const, quantity: 2, held: true }];
    spec
      .given([created, held])
      .when({ type: 'ReleaseStock', data: { productId: 1, orderId: 7, moves: toVn } })
      .then([{ type: 'StockReleased', data: { productId: 1, orderId: 7, moves: toVn } }]);
    spec
      .given([created, held])
      .when({ type: 'ReleaseStock', data: { productId: 1, orderId: 7, moves: [{ warehouseId: 'US', quantity: 3, held: true }] } })
      .thenThrows('inventory.releaseExceedsReservation');
    spec
      .given([created, held])
      .when({ type: 'ReleaseStock', data: { productId: 1, orderId: 8, moves: toVn } })
      .thenThrows('inventory.releaseExceedsReservation');
  });
});
