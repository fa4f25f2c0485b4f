import { invalid, stockGroupStream, type addStockGroupSchema, type StockTerms } from '@cargo/contracts';
import type { z } from 'zod';
import { streamCommand, streamRead, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { vendorClaim, vendorRead } from '../../vendors/public';
import { productStockRead } from '../save-stock-row/save-stock-row.use-case';
import { stockGroupDecider } from '../stock-group.decider';

/** A purchase from the stock form, as a run records it. */
export interface StockPurchase {
  stockGroupId: number;
  vendorId: number;
  datePurchased: string;
  rows: { productId: number; stockId: number; stock: StockTerms }[];
}

type StockForm = z.output<typeof addStockGroupSchema>;

const termsOf = ({ vendorId, datePurchased, expDate, updateQuantity }: StockForm, { quantity, stockPrice }: StockForm['stocks'][number]): StockTerms => ({
  vendorId,
  datePurchased,
  expDate,
  updateQuantity,
  quantity,
  stockPrice,
});

/** Each line a stock row on its product's stream (the product owns its quantities), taken back out if a later step is refused; a product gone is named on its line. */
const rowsOf = ({ stockGroupId, rows }: StockPurchase): StreamCommand[] =>
  rows.map(({ productId, stockId, stock }, index) =>
    streamCommand(
      `add-row-${stockId}`,
      productStockRead(productId),
      { type: 'AddStock', data: { productId, stockId, stock, vendorExists: true, stockGroupId } },
      {
        undo: { type: 'RemoveStock', data: { productId, stockId } },
        refusal: (error) =>
          error.code === 'catalog.productNotFound' ? invalid('error.invalidInput', [{ path: `stocks.${index}.productId`, code: error.code }]) : error,
      },
    ),
  );

/** The vendor's claim comes first: its stream refuses a vendor not on record (or deleted meanwhile), before any row is added. */
const holding = (purchase: StockPurchase) => [vendorClaim(purchase.vendorId, 'stock', 'vendors.vendorNotFound'), ...rowsOf(purchase)];

/**
 * Add Stock (the stock form): the vendor is claimed and every line becomes a stock row on its
 * product, then the purchase is recorded. Each row takes an id of its own, kept with its product.
 * The vendor must be on record (its stream refuses the claim otherwise) and every product still
 * listed (the product's stream refuses the row), before anything is written.
 */
export const addStockGroup: UseCase<StockForm, StockPurchase> = {
  name: 'add-stock-group',
  opens: 'stockgroup',
  alsoOpens: (form) => form.stocks.map(({ productId }) => ({ kind: 'stock', about: { productId } })),
  reads: (form) => [vendorRead(form.vendorId), ...form.stocks.map(({ productId }) => productStockRead(productId))],
  decide(form) {
    return (stockGroupId, stockIds) => {
      const rows = form.stocks.map((line, index) => ({ productId: line.productId, stockId: stockIds[index], stock: termsOf(form, line) }));
      const purchase: StockPurchase = { stockGroupId, vendorId: form.vendorId, datePurchased: form.datePurchased, rows };
      const lines = rows.map(({ productId, stockId, stock }) => ({ productId, stockId, quantity: stock.quantity, stockPrice: stock.stockPrice }));
      return {
        record: purchase,
        before: holding(purchase),
        pivot: streamCommand('record', streamRead(stockGroupStream(stockGroupId), stockGroupDecider), {
          type: 'RecordStockGroup',
          data: { stockGroupId, vendorId: form.vendorId, datePurchased: form.datePurchased, lines },
        }),
        after: [],
      };
    };
  },
  owed: (purchase) => ({ before: holding(purchase), pivot: { name: 'record', stream: stockGroupStream(purchase.stockGroupId) }, after: [] }),
};
