import AddIcon from '@mui/icons-material/Add';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button, Link, Stack, Tab, Tabs } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  spreadsheetAmount,
  WEIGHT_UNITS_PER_LB,
  type PackageQuery,
  type PackageState,
  type PackageView,
  type PreAlertQuery,
  type PreAlertView,
} from '@cargo/contracts';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useFormat } from '../../../shared/use-format';
import {
  useCancelShipRequestMutation,
  useStorageTermsQuery,
  useLazyListPackagesQuery,
  useLazyListPreAlertsQuery,
  useListPackagesQuery,
  useListPreAlertsQuery,
  usePackageCountsQuery,
} from '../api/receiving.api';
import { useNotifiedAction } from '../../../shared/notify';
import { ownReceivingPaths } from '../receiving.paths';
import { PackageClaims } from './package-claims';
import { PackagePhoto } from './receiving-file';
import { withCount } from './with-count';

/** The customer's tabs: what they announced, their packages by state, and their claims of unknown packages. */
const TABS = ['expected', 'received', 'requested', 'consolidated', 'shipped', 'held', 'returned', 'claims'] as const;
type OwnTab = (typeof TABS)[number];
const isTab = (value: string | null): value is OwnTab => (TABS as readonly (string | null)[]).includes(value);

/** A customer's packages: pre-alerted (expected), received with their photos, days in storage and fee so far, held; each tab in the URL. */
export function OwnPackagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const format = useFormat();
  const { data: counts } = usePackageCountsQuery();
  const tab: OwnTab = isTab(params.get('tab')) ? (params.get('tab') as OwnTab) : 'expected';
  const tabs = (
    <Tabs value={tab} onChange={(_event, next: OwnTab) => setParams({ tab: next })} sx={{ mb: 1 }} variant="scrollable">
      {TABS.map((name) => (
        <Tab
          key={name}
          value={name}
          label={withCount(t(`receiving.own.tabs.${name}`), name === 'claims' ? undefined : counts?.[name], format.number)}
          data-testid={`own-tab-${name}`}
        />
      ))}
    </Tabs>
  );
  const actions = (
    <>
      {tab === 'received' ? (
        <Button
          variant="outlined"
          startIcon={<LocalShippingIcon />}
          component={RouterLink}
          to={ownReceivingPaths.newShipRequest}
          data-testid="request-shipping"
        >
          {t('receiving.own.requestShipping')}
        </Button>
      ) : null}
      <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={ownReceivingPaths.newPreAlert} data-testid="new-pre-alert">
        {t('receiving.own.newPreAlert')}
      </Button>
    </>
  );
  if (tab === 'expected') return <OwnPreAlerts tabs={tabs} actions={actions} />;
  if (tab === 'claims') return <PackageClaims staff={false} tabs={tabs} actions={actions} />;
  return <OwnPackages key={tab} state={tab} tabs={tabs} actions={actions} />;
}

const preAlertsQuery: ListQuery<never, PreAlertQuery, PreAlertView> = {
  filters: [],
  sort: { field: 'id', direction: 'desc' },
  query: ({ page, pageSize }) => ({ page: String(page), pageSize: String(pageSize), state: 'expected' }),
  useQuery: useListPreAlertsQuery,
  useLazyQuery: useLazyListPreAlertsQuery,
};

function OwnPreAlerts({ tabs, actions }: { tabs: React.ReactNode; actions: React.ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useServerList(preAlertsQuery);
  const columns = useMemo<GridColDef<PreAlertView>[]>(
    () => [
      {
        field: 'trackingNumber',
        headerName: t('receiving.columns.trackingNumber'),
        minWidth: 170,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={ownReceivingPaths.preAlert(row.id)} data-testid="own-pre-alert-link">
            {row.trackingNumber}
          </Link>
        ),
      },
      { field: 'carrier', headerName: t('receiving.columns.carrier'), width: 80, sortable: false },
      {
        field: 'contents',
        headerName: t('receiving.package.contents'),
        minWidth: 160,
        flex: 1,
        sortable: false,
        valueGetter: (_value, row) => row.contents.map((line) => `${line.quantity} × ${line.description}`).join(', '),
      },
      {
        field: 'service',
        headerName: t('receiving.fields.service'),
        width: 110,
        sortable: false,
        valueFormatter: (value: string) => t(`receiving.services.${value}`),
      },
      {
        field: 'totalValue',
        headerName: t('receiving.columns.value'),
        width: 100,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.money(value),
      },
      {
        field: 'dateCreated',
        headerName: t('receiving.columns.announced'),
        width: 110,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
    ],
    [t, format],
  );
  return (
    <ListFrame
      title={t('receiving.own.title')}
      list={list}
      columns={columns}
      above={tabs}
      actions={actions}
      csv={{
        testId: 'export-own-pre-alerts',
        name: 'my-pre-alerts.csv',
        header: ['trackingNumber', 'carrier', 'value', 'announced'].map((column) => t(`receiving.columns.${column}`)),
        row: (row) => [row.trackingNumber, row.carrier, spreadsheetAmount(row.totalValue, 'UsDollar'), row.dateCreated.slice(0, 10)],
      }}
    />
  );
}

const packagesQuery = (state: PackageState): ListQuery<never, PackageQuery, PackageView> => ({
  filters: [],
  sort: { field: 'id', direction: 'desc' },
  query: ({ page, pageSize }) => ({ page: String(page), pageSize: String(pageSize), state }),
  useQuery: useListPackagesQuery,
  useLazyQuery: useLazyListPackagesQuery,
});

function OwnPackages({ state, tabs, actions }: { state: PackageState; tabs: React.ReactNode; actions: React.ReactNode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const act = useNotifiedAction();
  const [cancelRequest] = useCancelShipRequestMutation();
  const { data: terms } = useStorageTermsQuery();
  const list = useServerList(useMemo(() => packagesQuery(state), [state]));
  const columns = useMemo<GridColDef<PackageView>[]>(
    () => [
      {
        field: 'photoIds',
        headerName: t('receiving.columns.photo'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) =>
          row.photoIds[0] ? <PackagePhoto fileId={row.photoIds[0]} size={56} alt={t('receiving.package.photoAlt', { number: 1 })} /> : null,
      },
      { field: 'trackingNumber', headerName: t('receiving.columns.trackingNumber'), minWidth: 170, flex: 1, sortable: false },
      {
        field: 'weight',
        headerName: t('receiving.columns.weight'),
        width: 80,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.pounds(value),
      },
      {
        field: 'receivedAt',
        headerName: t('receiving.columns.receivedAt'),
        width: 110,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
      { field: 'daysInStorage', headerName: t('receiving.columns.daysInStorage'), width: 90, type: 'number', sortable: false },
      {
        field: 'storageFee',
        headerName: t('receiving.columns.storageFee'),
        width: 100,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.money(value),
      },
      { field: 'reason', headerName: t('receiving.columns.reason'), minWidth: 120, flex: 1, sortable: false },
      ...(state === 'requested'
        ? [
            {
              field: 'requestId',
              headerName: t('common.actions'),
              width: 150,
              sortable: false,
              renderCell: ({ row }: { row: PackageView }) =>
                row.requestId === null ? null : (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void act(() => cancelRequest(row.requestId!).unwrap(), 'receiving.shipRequestCancelled')}
                    data-testid="cancel-request"
                  >
                    {t('receiving.own.cancelRequest')}
                  </Button>
                ),
            } satisfies GridColDef<PackageView>,
          ]
        : []),
    ],
    [t, format, state, act, cancelRequest],
  );
  return (
    <Stack>
      <ListFrame
        title={t('receiving.own.title')}
        list={list}
        columns={columns}
        rowHeight={72}
        intro={
          terms
            ? t('receiving.terms.summary', { freeDays: terms.freeDays, fee: format.money(terms.dailyFee), disposeAfterDays: terms.disposeAfterDays })
            : undefined
        }
        above={tabs}
        actions={actions}
        csv={{
          testId: 'export-own-packages',
          name: 'my-packages.csv',
          header: ['trackingNumber', 'weight', 'receivedAt', 'daysInStorage', 'storageFee'].map((column) => t(`receiving.columns.${column}`)),
          row: (row) => [
            row.trackingNumber,
            row.weight / WEIGHT_UNITS_PER_LB,
            row.receivedAt.slice(0, 10),
            row.daysInStorage,
            spreadsheetAmount(row.storageFee, 'UsDollar'),
          ],
        }}
      />
    </Stack>
  );
}
