import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { PAGE_SIZE, type OrderListRow } from '@cargo/contracts';
import { idLinkColumn } from '../../../shared/id-link-column';
import { LoadFailed } from '../../../shared/load-failed';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useOrdersByProductQuery } from '../api/orders.api';
import { orderingPaths } from '../ordering.paths';

/** The Regular orders holding a product, paged on the server, with the units of it each one took. */
export function ProductOrdersTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const format = useFormat();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching, error, refetch } = useOrdersByProductQuery({ productId, page: String(pagination.page), pageSize: String(pagination.pageSize) });
  const columns = useMemo<GridColDef<OrderListRow>[]>(
    () => [
      idLinkColumn<OrderListRow>(t('productOrders.id'), orderingPaths.orderDetail, 'product-order-link'),
      { field: 'customerLabel', headerName: t('productOrders.customer'), flex: 1, minWidth: 180, valueFormatter: (value: string | null) => shown(value) },
      {
        field: 'units',
        headerName: t('productOrders.units'),
        width: 110,
        type: 'number',
        valueGetter: (_value, row) => row.lines.filter((line) => line.productId === productId).reduce((sum, line) => sum + line.quantity, 0),
      },
      { field: 'dateCreated', headerName: t('productOrders.dateCreated'), width: 160, valueFormatter: (value: string) => format.date(value) },
    ],
    [t, format, productId, shown],
  );
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  return <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={setPagination} />;
}
