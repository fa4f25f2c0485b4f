import ClearIcon from '@mui/icons-material/Clear';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Button, Link, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditListRow } from '@cargo/contracts';
import { useHistoryText } from '../../../shared/history-text';
import { useFormat } from '../../../shared/use-format';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
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

const AUDIT: ListQuery<(typeof FILTERS)[number], AuditFilters & { page: number; pageSize: number }, AuditListRow> = {
  filters: FILTERS,
  sort: { field: 'position', direction: 'desc' },
  // A filter left empty is not asked for.
  query: ({ filters, page, pageSize }) => ({
    ...(Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')) as AuditFilters),
    page,
    pageSize,
  }),
  useQuery: useListAuditQuery,
  useLazyQuery: useLazyListAuditQuery,
};

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
  const list = useServerList(AUDIT);
  const [verify, chain] = useLazyVerifyChainQuery();
  // What changed, field by field; an event that moved no field (bookkeeping) shows its data, in words.
  const detailsOf = (row: AuditListRow) => {
    const changes = [...row.changes, ...(row.partChanges ?? [])];
    return changes.length > 0 ? changes.map((change) => text.change(change, row)).join('; ') : text.data(row.data);
  };
  // A record by its kind's name, and its number where it has one (a session's or an email's key is no one's to read).
  const recordLabel = (row: AuditListRow) => {
    const kind = t(`audit.records.${row.recordType}`, { defaultValue: row.recordType });
    return /^\d+$/.test(row.recordId) ? `${kind} ${row.recordId}` : kind;
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
          const label = recordLabel(row);
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
    <ListFrame
      title={t('audit.title')}
      list={list}
      columns={columns}
      filters={[
        ...TEXT_FILTERS.map((name) => ({ name, kind: 'text' as const, label: t(`audit.filters.${name}`), testId: `audit-filter-${name}` })),
        { name: 'from', kind: 'date', label: t('audit.filters.from') },
        { name: 'to', kind: 'date', label: t('audit.filters.to') },
      ]}
      actions={
        <Button startIcon={<VerifiedIcon />} onClick={() => void verify()} disabled={chain.isFetching} data-testid="verify-chain">
          {chain.isFetching ? t('audit.verifying') : t('audit.verify')}
        </Button>
      }
      above={
        <>
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
        </>
      }
      csv={{
        testId: 'export-audit',
        name: 'audit-log.csv',
        header: (['position', 'when', 'who', 'recordType', 'recordId', 'event', 'command', 'details'] as const).map((column) => t(`audit.columns.${column}`)),
        row: (row) => [
          row.position,
          row.timestamp,
          whoOf(row),
          t(`audit.records.${row.recordType}`, { defaultValue: row.recordType }),
          row.recordId,
          text.event(row.type),
          row.correlationId,
          detailsOf(row),
        ],
      }}
    />
  );
}
