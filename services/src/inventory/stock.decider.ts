import { conflict, notFound, type InventoryEvent, type StockTerms, unhandled } from '@cargo/contracts';
import { isListed, productNotFound, productStreamDecider, type ListedProduct, type ProductState } from '../catalog/public';
import { vendorNotOnRecord } from '../vendors/public';
import { chunkedGet } from '../platform/write-model/chunked-map';

/** Stock commands act on the product stream: the product owns its quantities. */
export type StockCommand =
  | { type: 'AddStock'; data: { productId: number; stockId: number; stock: StockTerms; vendorExists: boolean; stockGroupId?: number } }
  | { type: 'UpdateStock'; data: { productId: number; stockId: number; stock: StockTerms; vendorExists: boolean } }
  | { type: 'RemoveStock'; data: { productId: number; stockId: number } }
  | { type: 'RestoreStock'; data: { productId: number; stockId: number } };

/** What a stock row adds to the US warehouse: its quantity when the update-quantity flag is set. */
const counted = (terms: StockTerms) => (terms.updateQuantity ? terms.quantity : 0);

export function decideStock(command: StockCommand, state: ProductState): InventoryEvent[] {
  if (!isListed(state)) throw productNotFound();
  const { productId, stockId } = command.data;
  switch (command.type) {
    case 'AddStock': {
      requireVendor(command.data.vendorExists);
      const { stock, stockGroupId } = command.data;
      const added = { productId, stockId, stock, usQuantityChange: counted(stock) };
      return [{ type: 'StockAdded', data: stockGroupId === undefined ? added : { ...added, stockGroupId } }];
    }
    case 'UpdateStock': {
      requireVendor(command.data.vendorExists);
      const before = activeRow(state, stockId);
      const after = command.data.stock;
      const usQuantityChange = requireEnoughUnits(state, counted(after) - counted(before));
      return [{ type: 'StockUpdated', data: { productId, stockId, before, after, usQuantityChange } }];
    }
    case 'RemoveStock': {
      const stock = activeRow(state, stockId);
      const usQuantityChange = requireEnoughUnits(state, -counted(stock));
      return [{ type: 'StockRemoved', data: { productId, stockId, stock, usQuantityChange } }];
    }
    case 'RestoreStock': {
      const row = chunkedGet(state.stocks, stockId);
      if (!row) throw notFound('inventory.stockNotFound');
      if (row.isActive) throw conflict('error.notDeleted');
      return [{ type: 'StockRestored', data: { productId, stockId, stock: row.terms, usQuantityChange: counted(row.terms) } }];
    }
    default:
      return unhandled(command);
  }
}

function requireVendor(vendorExists: boolean): void {
  if (!vendorExists) throw vendorNotOnRecord();
}

function activeRow(state: ListedProduct, stockId: number): StockTerms {
  const row = chunkedGet(state.stocks, stockId);
  if (!row) throw notFound('inventory.stockNotFound');
  if (!row.isActive) throw conflict('inventory.stockInactive');
  return row.terms;
}

/** Taking units back out of the US warehouse cannot make it negative: they may already be sold. */
function requireEnoughUnits(state: ListedProduct, usQuantityChange: number): number {
  if (state.usQuantity + usQuantityChange < 0) throw conflict('inventory.stockAlreadySold');
  return usQuantityChange;
}

export const stockDecider = productStreamDecider<StockCommand>(decideStock);
