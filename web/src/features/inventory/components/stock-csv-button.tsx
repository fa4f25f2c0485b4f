import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorBodyOf } from '../../../app/api';
import { useNotify } from '../../../app/notify';
import { allPages } from '../../../shared/all-pages';
import { useFormat } from '../../../shared/use-format';
import { useLazyListStocksQuery } from '../api/stocks.api';
import { downloadStockCsv } from '../stock-csv';

/** Every stock row of one product, as stock-{title}.csv (the store page card's CSV export). */
export function StockCsvButton({ productId, title }: { productId: number; title: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const format = useFormat();
  const [fetchPage] = useLazyListStocksQuery();
  const exportCsv = async () => {
    try {
      const rows = await allPages((page, pageSize) => fetchPage({ productId: String(productId), page: String(page), pageSize: String(pageSize) }).unwrap());
      downloadStockCsv(`stock-${title}.csv`, rows, t, format, false);
    } catch (failure) {
      notify(t(errorBodyOf(failure)?.code ?? 'error.generic', { ns: 'messages' }), 'error');
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} data-testid="store-stock-csv">
      {t('stocks.exportCsv')}
    </Button>
  );
}
