import type { TFunction } from 'i18next';
import { spreadsheetAmount, type StockListRow } from '@cargo/contracts';
import { downloadCsv } from '../../shared/csv';

/** Stock rows as a CSV file in the reader's language: stock-list.csv (with the product) or stock-{title}.csv (one product). */
export function downloadStockCsv(fileName: string, rows: StockListRow[], t: TFunction, withProduct: boolean): void {
  const columns = ['id', ...(withProduct ? ['product'] : []), 'vendor', 'quantity', 'stockPrice', 'lineTotal', 'datePurchased', 'expDate', 'status'];
  downloadCsv(
    fileName,
    columns.map((column) => t(`stocks.columns.${column}`)),
    rows.map((row) => [row.id, ...(withProduct ? [row.productTitle] : []), row.vendorName, row.quantity, spreadsheetAmount(row.stockPrice, 'UsDollar'), spreadsheetAmount(row.quantity * row.stockPrice, 'UsDollar'), row.datePurchased, row.expDate, row.isActive ? t('stocks.active') : t('stocks.inactive')]),
  );
}
