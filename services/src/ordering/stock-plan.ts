import type { OrderLine, OrderType, StockMove, Warehouse } from '@cargo/contracts';

/** productId -> the moves an order needs on that product. */
export type StockPlan = Map<number, StockMove[]>;

const key = (productId: number, warehouseId: Warehouse, held: boolean) => `${productId}|${warehouseId}|${held ? 1 : 0}`;

function toPlan(amounts: Map<string, number>): StockPlan {
  const plan: StockPlan = new Map();
  for (const [entry, quantity] of amounts) {
    if (quantity === 0) continue;
    const [productId, warehouseId, held] = entry.split('|');
    const moves = plan.get(Number(productId)) ?? [];
    moves.push({ warehouseId: warehouseId as Warehouse, quantity, held: held === '1' });
    plan.set(Number(productId), moves);
  }
  return plan;
}

function amountsOf(plan: StockPlan): Map<string, number> {
  const amounts = new Map<string, number>();
  for (const [productId, moves] of plan) {
    for (const move of moves)
      amounts.set(key(productId, move.warehouseId, move.held), (amounts.get(key(productId, move.warehouseId, move.held)) ?? 0) + move.quantity);
  }
  return amounts;
}

/**
 * What an order of this type holds: Regular takes each line's units from its warehouse, PlaceHolder
 * moves them into the hold, Preorder and Stale hold nothing.
 */
export function stockPlanFor(typeId: OrderType, lines: Pick<OrderLine, 'productId' | 'warehouseId' | 'quantity'>[]): StockPlan {
  if (typeId !== 'Regular' && typeId !== 'PlaceHolder') return new Map();
  const amounts = new Map<string, number>();
  for (const line of lines) {
    const entry = key(line.productId, line.warehouseId, typeId === 'PlaceHolder');
    amounts.set(entry, (amounts.get(entry) ?? 0) + line.quantity);
  }
  return toPlan(amounts);
}

/** Updating an order reserves only what the new plan adds and releases only what it drops. */
export function planDifference(before: StockPlan, after: StockPlan): { reserve: StockPlan; release: StockPlan } {
  const old = amountsOf(before);
  const next = amountsOf(after);
  const reserve = new Map<string, number>();
  const release = new Map<string, number>();
  for (const entry of new Set([...old.keys(), ...next.keys()])) {
    const change = (next.get(entry) ?? 0) - (old.get(entry) ?? 0);
    if (change > 0) reserve.set(entry, change);
    if (change < 0) release.set(entry, -change);
  }
  return { reserve: toPlan(reserve), release: toPlan(release) };
}

/** Unholding sends every held unit back to the chosen warehouse. */
export function unholdPlan(held: StockPlan, warehouseId: Warehouse): StockPlan {
  const plan: StockPlan = new Map();
  for (const [productId, moves] of held) {
    const quantity = moves.filter((move) => move.held).reduce((sum, move) => sum + move.quantity, 0);
    if (quantity > 0) plan.set(productId, [{ warehouseId, quantity, held: true }]);
  }
  return plan;
}
