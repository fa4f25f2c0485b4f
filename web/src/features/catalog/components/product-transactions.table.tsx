import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type ProductTransactionView } from '@cargo/contracts';
import { LoadFailed } from '../../../shared/load-failed';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useGetProductTransactionsQuery } from '../api/products.api';

/** The movements of the product's quantity, newest first and paged on the server, with the running quantity after each. */
export function ProductTransactionsTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching, error, refetch } = useGetProductTransactionsQuery({ productId, ...pagination });
  const columns = useMemo<GridColDef<ProductTransactionView>[]>(
    () => [
      { field: 'dateCreated', headerName: t('transactions.columns.date'), width: 170, valueFormatter: (value: string) => format.dateTime(value) },
      {
        field: 'type',
        headerName: t('transactions.columns.type'),
        width: 130,
        valueFormatter: (value: ProductTransactionView['type']) => t(`transactions.types.${value}`),
      },
      {
        field: 'parentId',
        headerName: t('transactions.columns.reference'),
        width: 160,
        valueGetter: (_value, row) => t(`transactions.reference.${row.type}`, { id: row.parentId }),
      },
      {
        field: 'quantity',
        headerName: t('transactions.columns.quantity'),
        width: 110,
        type: 'number',
        valueFormatter: (value: number) => (value > 0 ? `+${format.number(value)}` : format.number(value)),
      },
      {
        field: 'unitPrice',
        headerName: t('transactions.columns.unitPrice'),
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => (value ? format.money(value) : ''),
      },
      { field: 'runningQuantity', headerName: t('transactions.columns.runningQuantity'), width: 170, type: 'number' },
      {
        field: 'createdBy',
        headerName: t('transactions.columns.createdBy'),
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, row) => row.createdByName ?? (row.createdBy === null ? t('common.none') : t('transactions.system')),
      },
    ],
    [t, format],
  );
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  return (
    <div data-testid="product-transactions">
      <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={setPagination} />
    </div>
  );
}
