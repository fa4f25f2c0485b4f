import { Injectable } from '@nestjs/common';
import { DomainError, productStream, type FieldError, type OrderLine, type StockMove } from '@cargo/contracts';
import { reservationDecider } from '../inventory/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { streamStep, type WorkflowStep } from '../platform/write-model/workflow';
import type { StockPlan } from './stock-plan';

/** A stock plan as a workflow run records it (a Map is not JSON). */
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

/** An order's stock moves as workflow steps on the products' streams, in product order (so two orders never wait on each other in a circle). */
@Injectable()
export class StockSteps {
  constructor(private readonly aggregates: AggregateRepository) {}

  /** Takes the plan's units for the order, product by product (each given back by releasing it); a short product is refused on the lines that name it. */
  reservations(orderId: number, plan: RecordedPlan, lines: StockLines): WorkflowStep[] {
    return plan.map(([productId, moves]) => {
      const short = (error: DomainError) =>
        error.code === 'ordering.lowStock' ? lowStock(lines, new Set(moves.map((move) => `${productId}|${move.warehouseId}`))) : error;
      return streamStep(
        this.aggregates,
        `reserve-${productId}`,
        productStream(productId),
        reservationDecider,
        { type: 'ReserveStock', data: { productId, orderId, moves } },
        { type: 'ReleaseStock', data: { productId, orderId, moves } },
        short,
      );
    });
  }

  /** Gives back the plan's units the order holds, product by product. */
  releases(orderId: number, plan: RecordedPlan): WorkflowStep[] {
    return plan.map(([productId, moves]) =>
      streamStep(this.aggregates, `release-${productId}`, productStream(productId), reservationDecider, {
        type: 'ReleaseStock',
        data: { productId, orderId, moves },
      }),
    );
  }
}
