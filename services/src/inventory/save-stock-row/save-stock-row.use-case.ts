import { productStream, type StockTerms } from '@cargo/contracts';
import { streamCommand, streamRead, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { vendorClaim, vendorRead } from '../../vendors/public';
import { stockDecider, type StockCommand } from '../stock.decider';

/** A stock row to add to a product, or a row (whose product its id's allocation names) to save. */
export type StockRowRequest = { productId: number; stock: StockTerms } & ({ kind: 'add' } | { kind: 'update'; stockId: number });

/** What a run records: the row's command on its product's stream. */
export type SavedStockRow = Extract<StockCommand, { type: 'AddStock' | 'UpdateStock' }>;

export const productStockRead = (productId: number) => streamRead(productStream(productId), stockDecider);

const claim = (row: SavedStockRow): StreamCommand[] => (row.data.vendorExists ? [vendorClaim(row.data.stock.vendorId, 'stock', 'vendors.vendorNotFound')] : []);

/**
 * A stock row added or saved: the vendor it names is claimed (when it exists), then the row is
 * recorded on its product's stream (the product owns its quantities, and its decider refuses a row
 * without a vendor on record, a product that is gone, or units the warehouse no longer has).
 */
export const saveStockRow: UseCase<StockRowRequest, SavedStockRow> = {
  name: 'save-stock-row',
  opens: 'stock',
  about: ({ productId }) => ({ productId }),
  reads: ({ productId, stock }) => [productStockRead(productId), vendorRead(stock.vendorId)],
  decide(request, states) {
    const { productId, stock } = request;
    const vendorExists = states.of(vendorRead(stock.vendorId)).status === 'active';
    const decision = (row: SavedStockRow) => ({ record: row, before: claim(row), pivot: streamCommand('record', productStockRead(productId), row), after: [] });
    if (request.kind === 'update') return decision({ type: 'UpdateStock', data: { productId, stockId: request.stockId, stock, vendorExists } });
    return (stockId: number) => decision({ type: 'AddStock', data: { productId, stockId, stock, vendorExists } });
  },
  owed: (row) => ({ before: claim(row), pivot: { name: 'record', stream: productStream(row.data.productId) }, after: [] }),
};
