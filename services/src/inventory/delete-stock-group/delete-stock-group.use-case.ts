import { stockGroupStream } from '@cargo/contracts';
import { isListed } from '../../catalog/public';
import { chunkedGet } from '../../platform/write-model/chunked-map';
import { streamCommand, streamRead, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { productStockRead } from '../save-stock-row/save-stock-row.use-case';
import { recordedGroup, stockGroupDecider } from '../stock-group.decider';

/** A purchase's deletion, as a run records it: its rows still in stock. */
export interface StockPurchaseRemoval {
  stockGroupId: number;
  inStock: { productId: number; stockId: number }[];
}

const groupRead = (stockGroupId: number) => streamRead(stockGroupStream(stockGroupId), stockGroupDecider);

const removals = ({ inStock }: StockPurchaseRemoval): StreamCommand[] =>
  inStock.map(({ productId, stockId }) =>
    streamCommand(
      `remove-row-${stockId}`,
      productStockRead(productId),
      { type: 'RemoveStock', data: { productId, stockId } },
      { undo: { type: 'RestoreStock', data: { productId, stockId } } },
    ),
  );

/**
 * "Delete by stock group id": every row of the purchase still in stock is taken out of its product
 * (each put back if a later step is refused), then the purchase is recorded deleted (its stream
 * refuses a paid one). Its rows are known from the purchase's stream, each row's state from its product's.
 */
export const deleteStockGroup: UseCase<{ stockGroupId: number }, StockPurchaseRemoval> = {
  name: 'delete-stock-group',
  reads({ stockGroupId }, states) {
    const read = groupRead(stockGroupId);
    if (!states.has(read)) return [read];
    const group = states.of(read);
    return group.status === 'recorded' ? group.lines.map(({ productId }) => productStockRead(productId)) : [];
  },
  decide({ stockGroupId }, states) {
    const group = recordedGroup(states.of(groupRead(stockGroupId)));
    const inStock = group.lines
      .filter(({ productId, stockId }) => {
        const product = states.of(productStockRead(productId));
        return isListed(product) && chunkedGet(product.stocks, stockId)?.isActive === true;
      })
      .map(({ productId, stockId }) => ({ productId, stockId }));
    const record = { stockGroupId, inStock };
    return {
      record,
      before: removals(record),
      pivot: streamCommand('record', groupRead(stockGroupId), { type: 'DeleteStockGroup', data: { stockGroupId } }),
      after: [],
    };
  },
  owed: (record) => ({ before: removals(record), pivot: { name: 'record', stream: stockGroupStream(record.stockGroupId) }, after: [] }),
};
