import type { TFunction } from 'i18next';
import type { StockListRow } from '@cargo/contracts';
import { downloadCsv } from '../../shared/csv';
import type { useFormat } from '../../shared/use-format';

/** Stock rows as a CSV file in the reader's language: stock-list.csv (with the product) or stock-{title}.csv (one product). */
export function downloadStockCsv(fileName: string, rows: StockListRow[], t: TFunction, format: ReturnType<typeof useFormat>, withProduct: boolean): void {
  const columns = ['id', ...(withProduct ? ['product'] : []), 'vendor', 'quantity', 'stockPrice', 'lineTotal', 'datePurchased', 'expDate', 'status'];
  downloadCsv(
    fileName,
    columns.map((column) => t(`stocks.columns.${column}`)),
    rows.map((row) => [row.id, ...(withProduct ? [row.productTitle] : []), row.vendorName, row.quantity, format.money(row.stockPrice), format.money(row.quantity * row.stockPrice), row.datePurchased, row.expDate, row.isActive ? t('stocks.active') : t('stocks.inactive')]),
  );
}
