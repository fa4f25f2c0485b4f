import ClearIcon from '@mui/icons-material/Clear';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Box, Button, Grid, Link, TextField, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditListRow } from '@cargo/contracts';
import { ExportCsvButton } from '../../../shared/export-csv-button';
import { PageHeader } from '../../../shared/page-header';
import { ServerGrid } from '../../../shared/server-grid';
import { useHistoryText } from '../../../shared/history-text';
import { useFormat } from '../../../shared/use-format';
import { useListParams } from '../../../shared/use-list-params';
import { billingPaths } from '../../billing/billing.paths';
import { catalogPaths } from '../../catalog/catalog.paths';
import { customersPaths } from '../../customers/customers.paths';
import { expensesPaths } from '../../expenses/expenses.paths';
import { orderingPaths } from '../../ordering/ordering.paths';
import { shippingPaths } from '../../shipping/shipping.paths';
import { vendorsPaths } from '../../vendors/vendors.paths';
import { ParkedProjections } from './parked-projections';
import { VerifiedReplay } from './verified-replay';
import { useLazyListAuditQuery, useLazyVerifyChainQuery, useListAuditQuery, type AuditFilters } from '../api/audit.api';

const FILTERS = ['actor', 'recordType', 'recordId', 'type', 'correlationId', 'from', 'to'] as const;
const TEXT_FILTERS = ['actor', 'recordType', 'recordId', 'type'] as const;

/** The page of each kind of record, where it has one. */
const RECORD_PAGES: Partial<Record<string, (id: string) => string>> = {
  product: catalogPaths.productUpdate,
  invoice: billingPaths.invoiceUpdate,
  customer: customersPaths.customerUpdate,
  vendor: vendorsPaths.vendorDetail,
  shipment: shippingPaths.shipmentUpdate,
  shipmentgroup: shippingPaths.shipmentGroupUpdate,
  expense: expensesPaths.expenseDetail,
  order: orderingPaths.orderDetail,
};

/**
 * Every change of every record, newest first (root and auditors): filters by person, record, change
 * and dates live in the URL; a row links to its record, to its person's other changes and to the
 * other changes of the same command; CSV of every matching row; and a check of the log's hash chain.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useHistoryText();
  const list = useListParams(FILTERS, { field: 'position', direction: 'desc' });
  const filters: AuditFilters = Object.fromEntries(Object.entries(list.filters).filter(([, value]) => value !== '')) as AuditFilters;
  const query = { ...filters, page: list.pagination.page, pageSize: list.pagination.pageSize };
  const { data, isFetching, error, refetch } = useListAuditQuery(query);
  const [fetchForExport] = useLazyListAuditQuery();
  const [verify, chain] = useLazyVerifyChainQuery();
  // What changed, field by field; an event that moved no field (bookkeeping) shows its data, in words.
  const detailsOf = (row: AuditListRow) => {
    const changes = [...row.changes, ...(row.partChanges ?? [])];
    return changes.length > 0 ? changes.map((change) => text.change(change, row)).join('; ') : text.data(row.data);
  };
  const whoOf = (row: AuditListRow) =>
    row.actorName ?? (row.actor === 'system' ? t('audit.system') : row.actor === null ? t('audit.visitor') : `#${row.actor}`);

  const columns = useMemo<GridColDef<AuditListRow>[]>(
    () => [
      { field: 'timestamp', headerName: t('audit.columns.when'), width: 170, sortable: false, valueFormatter: (value: string) => format.dateTime(value) },
      {
        field: 'actor',
        headerName: t('audit.columns.who'),
        width: 170,
        sortable: false,
        renderCell: ({ row }) =>
          row.actor ? (
            <Tooltip title={t('audit.byThisPerson', { name: whoOf(row) })}>
              <Link component="button" onClick={() => list.setFilter('actor', row.actor ?? '')} data-testid={`audit-actor-${row.id}`}>
                {whoOf(row)}
              </Link>
            </Tooltip>
          ) : (
            whoOf(row)
          ),
      },
      {
        field: 'record',
        headerName: t('audit.columns.record'),
        width: 170,
        sortable: false,
        renderCell: ({ row }) => {
          const page = RECORD_PAGES[row.recordType];
          const label = `${row.recordType} ${row.recordId}`;
          return page && /^\d+$/.test(row.recordId) ? (
            <Link component={RouterLink} to={page(row.recordId)}>
              {label}
            </Link>
          ) : (
            label
          );
        },
      },
      { field: 'type', headerName: t('audit.columns.event'), width: 190, sortable: false, valueFormatter: (value: string) => text.event(value) },
      { field: 'changes', headerName: t('audit.columns.details'), flex: 1, minWidth: 240, sortable: false, valueGetter: (_value, row) => detailsOf(row) },
      {
        field: 'correlationId',
        headerName: t('audit.columns.command'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) => (
          <Link component="button" onClick={() => list.setFilter('correlationId', row.correlationId)} data-testid={`audit-command-${row.id}`}>
            {t('audit.sameCommand')}
          </Link>
        ),
      },
    ],
    // whoOf and list.setFilter follow t and the URL's filters.
    [t, format, text, list.filters],
  );

  const report = chain.data;
  return (
    <Box>
      <PageHeader title={t('audit.title')}>
        <Button startIcon={<VerifiedIcon />} onClick={() => void verify()} disabled={chain.isFetching} data-testid="verify-chain">
          {chain.isFetching ? t('audit.verifying') : t('audit.verify')}
        </Button>
        <ExportCsvButton
          onNavbar
          fetchPage={(page, pageSize) => fetchForExport({ ...filters, page, pageSize }).unwrap()}
          file={{
            name: 'audit-log.csv',
            header: (['position', 'when', 'who', 'recordType', 'recordId', 'event', 'command', 'details'] as const).map((column) =>
              t(`audit.columns.${column}`),
            ),
            row: (row) => [row.position, row.timestamp, whoOf(row), row.recordType, row.recordId, text.event(row.type), row.correlationId, detailsOf(row)],
          }}
          testId="export-audit"
        />
      </PageHeader>
      <ParkedProjections />
      <VerifiedReplay />
      {report ? (
        <Alert severity={!report.kept ? 'info' : report.firstBroken ? 'error' : 'success'} sx={{ mb: 2 }} data-testid="chain-report">
          {!report.kept
            ? t('audit.chainNotKept')
            : report.firstBroken
              ? t('audit.chainBroken', report.firstBroken)
              : t('audit.chainWhole', { count: report.checked })}
        </Alert>
      ) : null}
      <Grid container spacing={1} sx={{ mb: 2 }}>
        {TEXT_FILTERS.map((field) => (
          <Grid key={field} size={{ xs: 6, md: 2 }}>
            <TextField
              size="small"
              fullWidth
              label={t(`audit.filters.${field}`)}
              value={list.filters[field]}
              onChange={(event) => list.setFilter(field, event.target.value)}
              slotProps={{ htmlInput: { maxLength: 64, 'data-testid': `audit-filter-${field}` } }}
            />
          </Grid>
        ))}
        {(['from', 'to'] as const).map((field) => (
          <Grid key={field} size={{ xs: 6, md: 'grow' }}>
            <TextField
              type="date"
              size="small"
              fullWidth
              label={t(`audit.filters.${field}`)}
              value={list.filters[field]}
              onChange={(event) => list.setFilter(field, event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        ))}
      </Grid>
      {list.filters.correlationId ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button onClick={() => list.setFilter('correlationId', '')} startIcon={<ClearIcon />}>
              {t('audit.filters.clear')}
            </Button>
          }
        >
          {t('audit.showingCommand')}
        </Alert>
      ) : null}
      <ServerGrid
        failed={{ error, onRetry: () => void refetch() }}
        page={data}
        columns={columns}
        loading={isFetching}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
      />
    </Box>
  );
}
