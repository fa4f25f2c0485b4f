import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/load-failed';
import { LocalGrid } from '../../../shared/local-grid';
import { useFormat } from '../../../shared/use-format';
import { useGetStocksByProductQuery, type StockListRow } from '../api/stocks.api';

/** The stock purchases of one product, active and inactive. */
export function ProductStocksTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, isFetching, error, refetch } = useGetStocksByProductQuery(productId);
  const columns = useMemo<GridColDef<StockListRow>[]>(
    () => [
      { field: 'id', headerName: t('stocks.columns.id'), width: 80 },
      { field: 'vendorName', headerName: t('stocks.columns.vendor'), flex: 1, minWidth: 160 },
      { field: 'quantity', headerName: t('stocks.columns.quantity'), width: 110, type: 'number' },
      { field: 'stockPrice', headerName: t('stocks.columns.stockPrice'), width: 130, type: 'number', valueFormatter: (value: number) => format.money(value) },
      { field: 'datePurchased', headerName: t('stocks.columns.datePurchased'), width: 150, valueFormatter: (value: string) => format.date(value) },
      { field: 'expDate', headerName: t('stocks.columns.expDate'), width: 130, valueFormatter: (value: string | null) => format.date(value) },
      {
        field: 'isActive',
        headerName: t('stocks.columns.status'),
        width: 130,
        renderCell: ({ row }) => <Chip size="small" color={row.isActive ? 'success' : 'default'} label={row.isActive ? t('product.active') : t('product.inactive')} />,
      },
    ],
    [t, format],
  );
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  return (
    <LocalGrid rows={data ?? []} columns={columns} loading={isFetching} empty={t('stocks.empty')} testId="product-stocks" />
  );
}
