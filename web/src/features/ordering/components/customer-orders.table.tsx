import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type OrderListRow } from '@cargo/contracts';
import { idLinkColumn } from '../../../shared/id-link-column';
import { LoadFailed } from '../../../shared/load-failed';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useOrdersByCustomerQuery } from '../api/orders.api';
import { orderingPaths } from '../ordering.paths';

/** A customer's orders, newest first, paged on the server (the customer page's Orders tab). */
export function CustomerOrdersTable({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching, error, refetch } = useOrdersByCustomerQuery({ customerId, page: String(pagination.page), pageSize: String(pagination.pageSize) });
  const columns = useMemo<GridColDef<OrderListRow>[]>(
    () => [
      idLinkColumn<OrderListRow>(t('orders.columns.id'), orderingPaths.orderDetail, 'customer-order-link'),
      {
        field: 'typeId',
        headerName: t('orders.columns.type'),
        width: 120,
        sortable: false,
        valueFormatter: (value: OrderListRow['typeId']) => t(`orders.types.${value}`),
      },
      { field: 'productTitles', headerName: t('orders.columns.products'), flex: 1, minWidth: 200, sortable: false },
      {
        field: 'total',
        headerName: t('orders.columns.total'),
        width: 130,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      { field: 'dateCreated', headerName: t('orders.columns.date'), width: 130, sortable: false, valueFormatter: (value: string) => format.date(value) },
    ],
    [t, format],
  );
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  return <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={setPagination} />;
}
