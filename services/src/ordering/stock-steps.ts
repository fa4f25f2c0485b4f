import { DomainError, type FieldError, type OrderLine, type StockMove } from '@cargo/contracts';
import { streamCommand, type StreamCommand } from '../platform/write-model/use-case';
import { productRead } from './order-streams';
import type { StockPlan } from './stock-plan';

/** A stock plan as a run records it (a Map is not JSON), in product order. */
export type RecordedPlan = [productId: number, moves: StockMove[]][];
export const recordedPlan = (plan: StockPlan): RecordedPlan => [...plan].sort(([a], [b]) => a - b);

/** Which lines name a product and warehouse that lacks the units: the refusal names them. */
export type StockLines = Pick<OrderLine, 'productId' | 'warehouseId'>[];

/** "Not enough stock", on each line whose product and warehouse (`productId|warehouseId`) is short. */
export function lowStock(lines: StockLines, short: Set<string>): DomainError {
  const fields: FieldError[] = lines.flatMap((line, index) =>
    short.has(`${line.productId}|${line.warehouseId}`) ? [{ path: `orderDetails.${index}`, code: 'ordering.lowStock' as const }] : [],
  );
  return new DomainError('conflict', 'ordering.lowStock', fields);
}

/**
 * The plan's units taken for the order, product by product in product order (so two orders never
 * wait on each other in a circle), each given back by releasing it; a short product is refused on
 * the lines that name it.
 */
export function reservations(orderId: number, plan: RecordedPlan, lines: StockLines): StreamCommand[] {
  return plan.map(([productId, moves]) => {
    const short = (error: DomainError) =>
      error.code === 'inventory.notEnoughStock' ? lowStock(lines, new Set(moves.map((move) => `${productId}|${move.warehouseId}`))) : error;
    return streamCommand(
      `reserve-${productId}`,
      productRead(productId),
      { type: 'ReserveStock', data: { productId, orderId, moves } },
      { undo: { type: 'ReleaseStock', data: { productId, orderId, moves } }, refusal: short },
    );
  });
}

/** The plan's units the order holds, given back product by product. */
export function releases(orderId: number, plan: RecordedPlan): StreamCommand[] {
  return plan.map(([productId, moves]) =>
    streamCommand(`release-${productId}`, productRead(productId), { type: 'ReleaseStock', data: { productId, orderId, moves } }),
  );
}
