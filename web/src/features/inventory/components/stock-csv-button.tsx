import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../shared/export-csv-button';
import { useLazyListStocksQuery } from '../api/stocks.api';
import { stockCsv } from '../stock-csv';

/** Every stock row of one product, as stock-{title}.csv (the store page card's CSV export). */
export function StockCsvButton({ productId, title }: { productId: number; title: string }) {
  const { t } = useTranslation();
  const [fetchPage] = useLazyListStocksQuery();
  return (
    <ExportCsvButton
      size="small"
      label={t('stocks.exportCsv')}
      fetchPage={(page, pageSize) => fetchPage({ productId: String(productId), page: String(page), pageSize: String(pageSize) }).unwrap()}
      file={stockCsv(`stock-${title}.csv`, t, false)}
      testId="store-stock-csv"
    />
  );
}
