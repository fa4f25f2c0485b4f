import { Injectable } from '@nestjs/common';
import { productStream, stockGroupStream } from '@cargo/contracts';
import { streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow } from '../platform/write-model/workflows';
import { stockDecider } from './stock.decider';
import { stockGroupDecider } from './stock-group.decider';

/** A purchase's deletion, as a run records it: its rows still in stock. */
export interface StockPurchaseRemoval {
  stockGroupId: number;
  inStock: { productId: number; stockId: number }[];
}

/** "Delete by stock group id": every row still in stock is taken out (each put back if a later step is refused), then the purchase is recorded deleted. */
@Injectable()
export class DeleteStockGroupWorkflow extends ProvidedWorkflow<StockPurchaseRemoval> {
  readonly name = 'delete-stock-group';

  plan({ stockGroupId, inStock }: StockPurchaseRemoval): WorkflowPlan {
    return {
      before: inStock.map(({ productId, stockId }) =>
        streamStep(
          this.aggregates,
          `remove-row-${stockId}`,
          productStream(productId),
          stockDecider,
          { type: 'RemoveStock', data: { productId, stockId } },
          { type: 'RestoreStock', data: { productId, stockId } },
        ),
      ),
      pivot: streamStep(this.aggregates, 'record', stockGroupStream(stockGroupId), stockGroupDecider, { type: 'DeleteStockGroup', data: { stockGroupId } }),
      after: [],
    };
  }
}
