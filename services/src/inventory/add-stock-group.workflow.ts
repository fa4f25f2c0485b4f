import { Injectable } from '@nestjs/common';
import { productStream, stockGroupStream, type StockTerms } from '@cargo/contracts';
import { streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow } from '../platform/write-model/workflows';
import { sentAlone } from '../platform/write-model/use-cases';
import { vendorClaim } from '../vendors/public';
import { stockDecider } from './stock.decider';
import { stockGroupDecider } from './stock-group.decider';

/** A purchase from the stock form, as a run records it. */
export interface StockPurchase {
  stockGroupId: number;
  vendorId: number;
  datePurchased: string;
  rows: { productId: number; stockId: number; stock: StockTerms }[];
}

/**
 * The stock form: the vendor is claimed, every line becomes a stock row on its product's stream (the
 * product owns its quantities; each taken back out if a later one fails), then the purchase is recorded.
 */
@Injectable()
export class AddStockGroupWorkflow extends ProvidedWorkflow<StockPurchase> {
  readonly name = 'add-stock-group';

  plan({ stockGroupId, vendorId, datePurchased, rows }: StockPurchase): WorkflowPlan {
    const addRow = ({ productId, stockId, stock }: StockPurchase['rows'][number]) =>
      streamStep(
        this.aggregates,
        `add-row-${stockId}`,
        productStream(productId),
        stockDecider,
        { type: 'AddStock', data: { productId, stockId, stock, vendorExists: true, stockGroupId } },
        { type: 'RemoveStock', data: { productId, stockId } },
      );
    const lines = rows.map(({ productId, stockId, stock }) => ({ productId, stockId, quantity: stock.quantity, stockPrice: stock.stockPrice }));
    return {
      before: [sentAlone(this.aggregates, vendorClaim(vendorId, 'stock', 'vendors.vendorNotFound')), ...rows.map(addRow)],
      pivot: streamStep(this.aggregates, 'record', stockGroupStream(stockGroupId), stockGroupDecider, {
        type: 'RecordStockGroup',
        data: { stockGroupId, vendorId, datePurchased, lines },
      }),
      after: [],
    };
  }
}
