import { Injectable } from '@nestjs/common';
import { orderStream } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { livePayload, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow, Workflows } from '../platform/write-model/workflows';
import { orderDecider, type OrderCommand } from './order.decider';
import { StockSteps, type RecordedPlan, type StockLines } from './stock-steps';

export type ReviseOrder = Extract<OrderCommand, { type: 'ReviseOrder' }>;

/** What a run records: the stock the revision adds and drops, and the lines a refusal names. */
export interface OrderRevision {
  orderId: number;
  reserve: RecordedPlan;
  release: RecordedPlan;
  lines: StockLines;
}

/** A revised order: only the stock it adds is reserved before the revision is recorded, and what it drops is given back after. */
@Injectable()
export class ReviseOrderWorkflow extends ProvidedWorkflow<OrderRevision, ReviseOrder> {
  readonly name = 'revise-order';

  constructor(
    workflows: Workflows,
    aggregates: AggregateRepository,
    private readonly stock: StockSteps,
  ) {
    super(workflows, aggregates);
  }

  plan({ orderId, reserve, release, lines }: OrderRevision, revise: ReviseOrder | null): WorkflowPlan {
    return {
      before: this.stock.reservations(orderId, reserve, lines),
      pivot: streamStep(this.aggregates, 'record', orderStream(orderId), orderDecider, () => livePayload(revise)),
      after: this.stock.releases(orderId, release),
    };
  }
}
