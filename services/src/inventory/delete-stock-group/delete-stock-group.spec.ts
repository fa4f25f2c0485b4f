import { productStream, stockGroupStream, type DomainEvent } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { product, stock, withRow } from '../stock-use-cases.fixtures';
import { deleteStockGroup } from './delete-stock-group.use-case';

const spec = useCaseSpec(deleteStockGroup);
const purchase: DomainEvent = {
  type: 'StockGroupAdded',
  data: {
    stockGroupId: 2,
    vendorId: 4,
    datePurchased: '2026-11-20',
    lines: [
      { productId: 1, stockId: 10, quantity: 6, stockPrice: 1250 },
      { productId: 2, stockId: 11, quantity: 6, stockPrice: 1250 },
    ],
    subtotal: 15_000,
  },
};

describe('delete stock group (no store)', () => {
  it('takes out each of its rows still in stock (each put back if refused later), then records the purchase deleted', () => {
    const removedAlready: DomainEvent = { type: 'StockRemoved', data: { productId: 2, stockId: 11, stock, usQuantityChange: -6 } };
    const decision = spec
      .given({ [stockGroupStream(2)]: [purchase], ...product(1, withRow(1, 10, 2)), ...product(2, [...withRow(2, 11, 2), removedAlready]) })
      .when({ stockGroupId: 2 })
      .then({
        record: { stockGroupId: 2, inStock: [{ productId: 1, stockId: 10 }] },
        before: [[productStream(1), { type: 'RemoveStock', data: { productId: 1, stockId: 10 } }]],
        pivot: [stockGroupStream(2), { type: 'DeleteStockGroup', data: { stockGroupId: 2 } }],
      });
    expect(decision.before[0].undo).toEqual({ type: 'RestoreStock', data: { productId: 1, stockId: 10 } });
  });

  it('answers not found for a purchase that does not exist', () => {
    spec.given({}).when({ stockGroupId: 2 }).thenRefused('inventory.stockGroupNotFound');
  });
});
