import AddIcon from '@mui/icons-material/Add';
import { Button, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { invoiceCode, SHIPMENT_SORT_FIELDS, spreadsheetAmount, WEIGHT_UNITS_PER_LB, type ShipmentListRow, type ShipmentQuery } from '@cargo/contracts';
import { useOptionLabel } from '../../../shared/options.api';
import { paths } from '../../../shared/paths';
import { idLinkColumn } from '../../../shared/id-link-column';
import { useFormat } from '../../../shared/use-format';
import { useLazyListShipmentsQuery, useListShipmentsQuery } from '../api/shipments.api';
import { shippingPaths } from '../shipping.paths';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';

const TEXT_FILTERS = ['id', 'mtlTracking', 'groupId'] as const;
const FILTERS = [...TEXT_FILTERS, 'senderId', 'receiverId'] as const;
const isSortField = (value: string): value is (typeof SHIPMENT_SORT_FIELDS)[number] => (SHIPMENT_SORT_FIELDS as readonly string[]).includes(value);
const CSV_COLUMNS = [
  'id',
  'mtlTracking',
  'groupId',
  'type',
  'status',
  'sender',
  'receiver',
  'totalBox',
  'totalWeight',
  'totalPallet',
  'totalValue',
  'shipmentDate',
  'invoice',
] as const;

const idOf = (text: string) => (/^\d+$/.test(text) ? text : undefined);
const SHIPMENTS: ListQuery<(typeof FILTERS)[number], ShipmentQuery, ShipmentListRow> = {
  filters: FILTERS,
  sort: { field: 'id', direction: 'desc' },
  query: ({ filters, page, pageSize, sort }) => ({
    page: String(page),
    pageSize: String(pageSize),
    ...Object.fromEntries(TEXT_FILTERS.map((field) => [field, filters[field].trim() || undefined])),
    senderId: idOf(filters.senderId),
    receiverId: idOf(filters.receiverId),
    sort: isSortField(sort.field) ? sort.field : 'id',
    order: sort.direction,
  }),
  useQuery: useListShipmentsQuery,
  useLazyQuery: useLazyListShipmentsQuery,
};

/** The management area's first screen: every shipment, a filter per column (in the URL), the id opens it, the invoice links to its invoice. */
export function ShipmentListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const statusName = useOptionLabel('shipmentStatus');
  const list = useServerList(SHIPMENTS);

  const columns = useMemo<GridColDef<ShipmentListRow>[]>(
    () => [
      idLinkColumn<ShipmentListRow>(t('shipping.columns.id'), shippingPaths.shipmentUpdate, 'shipment-id-link'),
      { field: 'mtlTracking', headerName: t('shipping.columns.mtlTracking'), width: 110 },
      {
        field: 'groupId',
        headerName: t('shipping.columns.groupId'),
        width: 90,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={shippingPaths.shipmentGroupUpdate(row.groupId)}>
            {`#${row.groupId} · ${t(`shipping.types.${row.typeId}`)}`}
          </Link>
        ),
      },
      { field: 'statusId', headerName: t('shipping.columns.status'), width: 110, sortable: false, valueFormatter: (value: number) => statusName(value) },
      { field: 'senderName', headerName: t('shipping.columns.sender'), flex: 1, minWidth: 90, sortable: false },
      { field: 'receiverName', headerName: t('shipping.columns.receiver'), flex: 1, minWidth: 90, sortable: false },
      { field: 'totalBox', headerName: t('shipping.columns.totalBox'), width: 65, type: 'number', sortable: false },
      {
        field: 'totalWeight',
        headerName: t('shipping.columns.totalWeight'),
        width: 90,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.pounds(value),
      },
      { field: 'totalPallet', headerName: t('shipping.columns.totalPallet'), width: 65, type: 'number', sortable: false },
      {
        field: 'totalValue',
        headerName: t('shipping.columns.totalValue'),
        width: 100,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.money(value),
      },
      { field: 'shipmentDate', headerName: t('shipping.columns.shipmentDate'), width: 100, valueFormatter: (value: string) => format.date(value) },
      {
        field: 'invoiceId',
        headerName: t('shipping.columns.invoice'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) =>
          row.invoiceId === null ? (
            '—'
          ) : (
            <Link component={RouterLink} to={paths.invoiceUpdate(row.invoiceId)} data-testid="shipment-invoice-link">
              {invoiceCode('Shipment', row.invoiceId)}
            </Link>
          ),
      },
    ],
    [t, format, statusName],
  );

  return (
    <ListFrame
      title={t('shipping.listTitle')}
      list={list}
      columns={columns}
      sortable
      filters={[
        ...TEXT_FILTERS.map((name) => ({ name, kind: 'text' as const, label: t('shipping.filter', { column: t(`shipping.columns.${name}`) }) })),
        { name: 'senderId', kind: 'customer', label: t('shipping.columns.sender') },
        { name: 'receiverId', kind: 'customer', label: t('shipping.columns.receiver') },
      ]}
      actions={
        <>
          <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" component={RouterLink} to={shippingPaths.newShipment}>
            {t('shipping.add')}
          </Button>
        </>
      }
      csv={{
        testId: 'export-shipments',
        name: 'shipment-list.csv',
        header: CSV_COLUMNS.map((column) => t(`shipping.columns.${column}`)),
        row: (row) => [
          row.id,
          row.mtlTracking,
          `#${row.groupId}`,
          t(`shipping.types.${row.typeId}`),
          statusName(row.statusId),
          row.senderName,
          row.receiverName,
          row.totalBox,
          row.totalWeight / WEIGHT_UNITS_PER_LB,
          row.totalPallet,
          spreadsheetAmount(row.totalValue, 'UsDollar'),
          row.shipmentDate,
          row.invoiceId === null ? '' : invoiceCode('Shipment', row.invoiceId),
        ],
      }}
    />
  );
}
