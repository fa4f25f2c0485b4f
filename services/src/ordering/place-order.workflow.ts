import { Injectable } from '@nestjs/common';
import { orderStream } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { livePayload, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow, Workflows } from '../platform/write-model/workflows';
import { orderDecider, type OrderCommand } from './order.decider';
import { StockSteps, type RecordedPlan, type StockLines } from './stock-steps';

export type PlaceOrderData = Extract<OrderCommand, { type: 'PlaceOrder' }>['data'];

/** What a run records: the stock the order takes, and the lines a refusal names. */
export interface NewOrder {
  orderId: number;
  plan: RecordedPlan;
  lines: StockLines;
}

/**
 * A new order: its stock is reserved on each product stream before it is recorded (never oversell);
 * a product that refuses, or a run cut before the order is recorded, gives back what was reserved.
 */
@Injectable()
export class PlaceOrderWorkflow extends ProvidedWorkflow<NewOrder, PlaceOrderData> {
  readonly name = 'place-order';

  constructor(
    workflows: Workflows,
    aggregates: AggregateRepository,
    private readonly stock: StockSteps,
  ) {
    super(workflows, aggregates);
  }

  plan({ orderId, plan, lines }: NewOrder, order: PlaceOrderData | null): WorkflowPlan {
    return {
      before: this.stock.reservations(orderId, plan, lines),
      pivot: streamStep(this.aggregates, 'record', orderStream(orderId), orderDecider, () => ({ type: 'PlaceOrder' as const, data: livePayload(order) })),
      after: [],
    };
  }
}
