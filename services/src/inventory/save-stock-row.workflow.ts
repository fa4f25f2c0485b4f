import { Injectable } from '@nestjs/common';
import { productStream } from '@cargo/contracts';
import { streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow } from '../platform/write-model/workflows';
import { sentAlone } from '../platform/write-model/use-cases';
import { vendorClaim } from '../vendors/public';
import { stockDecider, type StockCommand } from './stock.decider';

/** A stock row added or saved: the vendor it names is claimed (when it exists), then the row is recorded on its product's stream. */
@Injectable()
export class SaveStockRowWorkflow extends ProvidedWorkflow<Extract<StockCommand, { type: 'AddStock' | 'UpdateStock' }>> {
  readonly name = 'save-stock-row';

  plan(row: Extract<StockCommand, { type: 'AddStock' | 'UpdateStock' }>): WorkflowPlan {
    const { productId, stock, vendorExists } = row.data;
    return {
      before: vendorExists ? [sentAlone(this.aggregates, vendorClaim(stock.vendorId, 'stock', 'vendors.vendorNotFound'))] : [],
      pivot: streamStep(this.aggregates, 'record', productStream(productId), stockDecider, row),
      after: [],
    };
  }
}
