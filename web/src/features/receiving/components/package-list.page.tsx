import { Button, Tab, Tabs } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  PACKAGE_SORT_FIELDS,
  PACKAGE_STATES,
  spreadsheetAmount,
  WEIGHT_UNITS_PER_LB,
  type PackageQuery,
  type PackageState,
  type PackageView,
} from '@cargo/contracts';
import { CommandButton } from '../../../shared/change-access';
import { idLinkColumn } from '../../../shared/id-link-column';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useFormat } from '../../../shared/use-format';
import { useLazyListPackagesQuery, useListPackagesQuery, usePackageCountsQuery, useStorageTermsQuery } from '../api/receiving.api';
import { withCount } from './with-count';
import { useSignedInUser } from '../../../shared/session.slice';
import { receivingPaths } from '../receiving.paths';
import { ConsolidateDialog } from './consolidate-dialog';
import { StorageTermsDialog } from './storage-terms-dialog';

const FILTERS = ['state', 'search', 'customerId'] as const;
const isSortField = (value: string): value is (typeof PACKAGE_SORT_FIELDS)[number] => (PACKAGE_SORT_FIELDS as readonly string[]).includes(value);
const isState = (value: string): value is PackageState => (PACKAGE_STATES as readonly string[]).includes(value);
const CSV_COLUMNS = [
  'id',
  'trackingNumber',
  'carrier',
  'customer',
  'state',
  'weight',
  'dimensions',
  'condition',
  'bin',
  'receivedAt',
  'daysInStorage',
  'storageFee',
] as const;

const packagesQuery = (fixed?: PackageState): ListQuery<(typeof FILTERS)[number], PackageQuery, PackageView> => ({
  filters: FILTERS,
  sort: { field: 'id', direction: 'desc' },
  query: ({ filters, page, pageSize, sort }) => ({
    page: String(page),
    pageSize: String(pageSize),
    state: fixed ?? (isState(filters.state) ? filters.state : undefined),
    search: filters.search.trim() || undefined,
    customerId: /^\d+$/.test(filters.customerId) ? filters.customerId : undefined,
    sort: isSortField(sort.field) ? sort.field : 'id',
    order: sort.direction,
  }),
  useQuery: useListPackagesQuery,
  useLazyQuery: useLazyListPackagesQuery,
});

/** Every package in the warehouse's care, by state (tabs, in the URL), searched by tracking number, bin or label name, or by customer. */
export function PackageListPage({ fixed }: { fixed?: PackageState }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useServerList(useMemo(() => packagesQuery(fixed), [fixed]));
  const state = fixed ?? (isState(list.filters.state) ? list.filters.state : '');
  const [consolidating, setConsolidating] = useState(false);
  const [editingTerms, setEditingTerms] = useState(false);
  const user = useSignedInUser();
  const { data: terms } = useStorageTermsQuery();
  const { data: counts } = usePackageCountsQuery(undefined, { skip: Boolean(fixed) });
  const customerId = /^\d+$/.test(list.filters.customerId) ? Number(list.filters.customerId) : null;
  // Picked directly: one customer's received packages, as the list shows them.
  const pickable = !fixed && state === 'received' && customerId !== null ? (list.result.data?.items ?? []) : [];
  const columns = useMemo<GridColDef<PackageView>[]>(
    () => [
      idLinkColumn<PackageView>(t('receiving.columns.id'), receivingPaths.package, 'package-id-link'),
      { field: 'trackingNumber', headerName: t('receiving.columns.trackingNumber'), minWidth: 150, flex: 1 },
      { field: 'carrier', headerName: t('receiving.columns.carrier'), width: 80, sortable: false },
      {
        field: 'customerName',
        headerName: t('receiving.columns.customer'),
        minWidth: 120,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.customerName ?? (row.label ? `(${row.label.name})` : ''),
      },
      {
        field: 'state',
        headerName: t('receiving.columns.state'),
        width: 100,
        sortable: false,
        valueFormatter: (value: PackageState) => t(`receiving.states.${value}`),
      },
      {
        field: 'weight',
        headerName: t('receiving.columns.weight'),
        width: 80,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.pounds(value),
      },
      { field: 'bin', headerName: t('receiving.columns.bin'), width: 80 },
      { field: 'receivedAt', headerName: t('receiving.columns.receivedAt'), width: 110, valueFormatter: (value: string) => format.date(value) },
      { field: 'daysInStorage', headerName: t('receiving.columns.daysInStorage'), width: 80, type: 'number', sortable: false },
      {
        field: 'storageFee',
        headerName: t('receiving.columns.storageFee'),
        width: 90,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.money(value),
      },
    ],
    [t, format],
  );
  return (
    <ListFrame
      title={fixed === 'unknown' ? t('receiving.unknownTitle') : t('receiving.listTitle')}
      list={list}
      columns={columns}
      sortable
      filters={[
        { name: 'search', kind: 'text', label: t('receiving.search'), testId: 'package-search', wide: true },
        ...(fixed ? [] : [{ name: 'customerId' as const, kind: 'customer' as const, label: t('receiving.columns.customer') }]),
      ]}
      above={
        fixed ? undefined : (
          <Tabs value={state} onChange={(_event, next: PackageState | '') => list.setFilter('state', next)} sx={{ mb: 1 }} variant="scrollable">
            <Tab value="" label={t('receiving.states.all')} data-testid="tab-all" />
            {PACKAGE_STATES.map((name) => (
              <Tab
                key={name}
                value={name}
                // The warehouse's counts; a list narrowed to one customer shows none (they would not be its).
                label={withCount(t(`receiving.states.${name}`), customerId === null ? counts?.[name] : undefined, format.number)}
                data-testid={`tab-${name}`}
              />
            ))}
          </Tabs>
        )
      }
      intro={
        terms
          ? t('receiving.terms.summary', { freeDays: terms.freeDays, fee: format.money(terms.dailyFee), disposeAfterDays: terms.disposeAfterDays })
          : undefined
      }
      actions={
        <>
          {fixed === 'unknown' ? (
            <Button variant="outlined" component={RouterLink} to={receivingPaths.claims} data-testid="package-claims">
              {t('receiving.claims.title')}
            </Button>
          ) : null}
          {user?.isRoot && terms ? (
            <Button variant="outlined" onClick={() => setEditingTerms(true)} data-testid="storage-terms">
              {t('receiving.terms.title')}
            </Button>
          ) : null}
          {pickable.length > 0 ? (
            <CommandButton variant="contained" onClick={() => setConsolidating(true)} data-testid="packages-consolidate">
              {t('receiving.consolidate.packagesOfCustomer')}
            </CommandButton>
          ) : null}
        </>
      }
      csv={{
        testId: 'export-packages',
        name: fixed === 'unknown' ? 'unknown-packages.csv' : 'packages.csv',
        header: CSV_COLUMNS.map((column) => t(`receiving.columns.${column}`)),
        // The storage fee is money a customer pays: left out for a role that does not see it.
        fields: CSV_COLUMNS.map((column) => (column === 'storageFee' ? column : null)),
        row: (row) => [
          row.id,
          row.trackingNumber,
          row.carrier,
          row.customerName ?? row.label?.name ?? '',
          t(`receiving.states.${row.state}`),
          row.weight / WEIGHT_UNITS_PER_LB,
          `${row.length}x${row.width}x${row.height}`,
          t(`receiving.conditions.${row.condition}`),
          row.bin,
          row.receivedAt.slice(0, 10),
          row.daysInStorage,
          spreadsheetAmount(row.storageFee, 'UsDollar'),
        ],
      }}
    >
      {editingTerms && terms ? <StorageTermsDialog terms={terms} onClose={() => setEditingTerms(false)} /> : null}
      {consolidating && customerId !== null ? (
        <ConsolidateDialog customerId={customerId} packages={pickable} requestId={null} onClose={() => setConsolidating(false)} />
      ) : null}
    </ListFrame>
  );
}

/** Packages nobody announced, waiting for their owner. */
export function UnknownPackagesPage() {
  return <PackageListPage fixed="unknown" />;
}
