import { planDifference, stockPlanFor, unholdPlan } from './stock-plan';

const line = (productId: number, warehouseId: 'US' | 'VN', quantity: number) => ({ productId, warehouseId, quantity });

describe('stock plan', () => {
  it('takes each line from its warehouse for Regular, into the hold for PlaceHolder, nothing for Preorder or Stale', () => {
    const lines = [line(1, 'US', 2), line(1, 'US', 1), line(2, 'VN', 4)];
    expect([...stockPlanFor('Regular', lines)]).toEqual([
      [1, [{ warehouseId: 'US', quantity: 3, held: false }]],
      [2, [{ warehouseId: 'VN', quantity: 4, held: false }]],
    ]);
    expect(stockPlanFor('PlaceHolder', lines).get(2)).toEqual([{ warehouseId: 'VN', quantity: 4, held: true }]);
    expect(stockPlanFor('Preorder', lines).size).toBe(0);
    expect(stockPlanFor('Stale', lines).size).toBe(0);
  });

  it('reserves only what an update adds and releases only what it drops', () => {
    const before = stockPlanFor('Regular', [line(1, 'US', 5), line(2, 'US', 1)]);
    const after = stockPlanFor('Regular', [line(1, 'US', 3), line(3, 'VN', 2)]);
    const { reserve, release } = planDifference(before, after);
    expect([...reserve]).toEqual([[3, [{ warehouseId: 'VN', quantity: 2, held: false }]]]);
    expect([...release]).toEqual([
      [1, [{ warehouseId: 'US', quantity: 2, held: false }]],
      [2, [{ warehouseId: 'US', quantity: 1, held: false }]],
    ]);
  });

  it('moves held units back to the chosen warehouse when an order is unheld', () => {
    const held = stockPlanFor('PlaceHolder', [line(1, 'US', 2), line(1, 'VN', 1)]);
    expect([...unholdPlan(held, 'VN')]).toEqual([[1, [{ warehouseId: 'VN', quantity: 3, held: true }]]]);
  });
});
