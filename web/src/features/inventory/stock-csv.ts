import type { TFunction } from 'i18next';
import { spreadsheetAmount, type StockListRow } from '@cargo/contracts';
import type { CsvFile } from '../../shared/csv';

/** Stock rows as a CSV file in the reader's language: stock-list.csv (with the product) or stock-{title}.csv (one product). */
export function stockCsv(name: string, t: TFunction, withProduct: boolean): CsvFile<StockListRow> {
  const columns = [
    'id',
    ...(withProduct ? ['product'] : []),
    'vendor',
    'quantity',
    'stockPrice',
    'lineTotal',
    'datePurchased',
    'expDate',
    'createdBy',
    'status',
  ];
  return {
    name,
    header: columns.map((column) => t(`stocks.columns.${column}`)),
    // A stock row's price and value are costs: left out for a role that does not see them.
    fields: columns.map((column) => (column === 'stockPrice' || column === 'lineTotal' ? column : null)),
    row: (row) => [
      row.id,
      ...(withProduct ? [row.productTitle] : []),
      row.vendorName,
      row.quantity,
      spreadsheetAmount(row.stockPrice, 'UsDollar'),
      spreadsheetAmount(row.quantity * row.stockPrice, 'UsDollar'),
      row.datePurchased,
      row.expDate,
      row.createdByName ?? '',
      row.isActive ? t('stocks.active') : t('stocks.inactive'),
    ],
  };
}
