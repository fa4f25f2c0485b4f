import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Grid, Link, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { invoiceCode, SHIPMENT_SORT_FIELDS, spreadsheetAmount, WEIGHT_UNITS_PER_LB, type ShipmentListRow, type ShipmentQuery } from '@cargo/contracts';
import { useOptionLabel } from '../../../shared/options.api';
import { paths } from '../../../shared/paths';
import { CustomerPicker } from '../../../shared/reference-pickers';
import { ExportCsvButton } from '../../../shared/export-csv-button';
import { idLinkColumn } from '../../../shared/id-link-column';
import { PageHeader } from '../../../shared/page-header';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useListParams } from '../../../shared/use-list-params';
import { useLazyListShipmentsQuery, useListShipmentsQuery } from '../api/shipments.api';
import { shippingPaths } from '../shipping.paths';

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

/** The management area's first screen: every shipment, a filter per column (in the URL), the id opens it, the invoice links to its invoice. */
export function ShipmentListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const statusName = useOptionLabel('shipmentStatus');
  const list = useListParams(FILTERS, { field: 'id', direction: 'desc' });
  const idOf = (text: string) => (/^\d+$/.test(text) ? text : undefined);
  const query: ShipmentQuery = {
    page: String(list.pagination.page),
    pageSize: String(list.pagination.pageSize),
    ...Object.fromEntries(TEXT_FILTERS.map((field) => [field, list.filters[field].trim() || undefined])),
    senderId: idOf(list.filters.senderId),
    receiverId: idOf(list.filters.receiverId),
    sort: isSortField(list.sort.field) ? list.sort.field : 'id',
    order: list.sort.direction,
  };
  const { data, isFetching, error, refetch } = useListShipmentsQuery(query);
  const [fetchForExport] = useLazyListShipmentsQuery();

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
    <Box>
      <PageHeader title={t('shipping.listTitle')}>
        <ExportCsvButton
          onNavbar
          fetchPage={(page, pageSize) => fetchForExport({ ...query, page: String(page), pageSize: String(pageSize) }).unwrap()}
          file={{
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
          testId="export-shipments"
        />
        <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" component={RouterLink} to={shippingPaths.newShipment}>
          {t('shipping.add')}
        </Button>
      </PageHeader>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        {TEXT_FILTERS.map((field) => (
          <Grid key={field} size={{ xs: 6, md: 2 }}>
            <TextField
              size="small"
              fullWidth
              label={t('shipping.filter', { column: t(`shipping.columns.${field}`) })}
              value={list.filters[field]}
              onChange={(event) => list.setFilter(field, event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `filter-${field}` } }}
            />
          </Grid>
        ))}
        {(['senderId', 'receiverId'] as const).map((field) => (
          <Grid key={field} size={{ xs: 12, md: 3 }}>
            <CustomerPicker
              label={t(`shipping.columns.${field === 'senderId' ? 'sender' : 'receiver'}`)}
              value={Number(idOf(list.filters[field])) || null}
              onChange={(id) => list.setFilter(field, id === null ? '' : String(id))}
              testId={`filter-${field}`}
            />
          </Grid>
        ))}
      </Grid>
      <ServerGrid
        failed={{ error, onRetry: () => void refetch() }}
        page={data}
        columns={columns}
        loading={isFetching}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        sort={{ model: list.sortModel, onChange: list.setSortModel }}
      />
    </Box>
  );
}
