import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type ShipmentListRow } from '@cargo/contracts';
import { useOptionLabel } from '../../../shared/options.api';
import { idLinkColumn } from '../../../shared/id-link-column';
import { LoadFailed } from '../../../shared/load-failed';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useListShipmentsQuery } from '../api/shipments.api';
import { shippingPaths } from '../shipping.paths';

/** The shipments a customer sent, newest first, paged on the server (the customer page's Shipments tab). */
export function CustomerShipmentsTable({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const statusName = useOptionLabel('shipmentStatus');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching, error, refetch } = useListShipmentsQuery({
    senderId: String(customerId),
    page: String(pagination.page),
    pageSize: String(pagination.pageSize),
  });
  const columns = useMemo<GridColDef<ShipmentListRow>[]>(
    () => [
      idLinkColumn<ShipmentListRow>(t('shipping.columns.id'), shippingPaths.shipmentUpdate, 'customer-shipment-link'),
      { field: 'mtlTracking', headerName: t('shipping.columns.mtlTracking'), width: 150, sortable: false },
      { field: 'receiverName', headerName: t('shipping.columns.receiver'), flex: 1, minWidth: 160, sortable: false },
      { field: 'statusId', headerName: t('shipping.columns.status'), width: 150, sortable: false, valueFormatter: (value: number) => statusName(value) },
      {
        field: 'shipmentDate',
        headerName: t('shipping.columns.shipmentDate'),
        width: 130,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
    ],
    [t, format, statusName],
  );
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  return <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={setPagination} />;
}
