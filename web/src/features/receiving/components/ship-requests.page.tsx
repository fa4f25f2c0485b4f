import { Tab, Tabs } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIP_REQUEST_STATES, type ShipRequestQuery, type ShipRequestState, type ShipRequestView } from '@cargo/contracts';
import { CommandButton } from '../../../shared/change-access';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useFormat } from '../../../shared/use-format';
import { useLazyListShipRequestsQuery, useListShipRequestsQuery } from '../api/receiving.api';
import { ConsolidateDialog } from './consolidate-dialog';

const isState = (value: string): value is ShipRequestState => (SHIP_REQUEST_STATES as readonly string[]).includes(value);
const REQUESTS: ListQuery<'state', ShipRequestQuery, ShipRequestView> = {
  filters: ['state'],
  sort: { field: 'id', direction: 'asc' },
  query: ({ filters, page, pageSize }) => ({ page: String(page), pageSize: String(pageSize), state: isState(filters.state) ? filters.state : 'requested' }),
  useQuery: useListShipRequestsQuery,
  useLazyQuery: useLazyListShipRequestsQuery,
};
const bins = (request: ShipRequestView) => request.packages.map((pkg) => `${pkg.bin || '—'} (${pkg.trackingNumber})`).join(', ');

/** The picking queue: open ship requests oldest first, each package's bin to pick it from, and Consolidate. */
export function ShipRequestsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useServerList(REQUESTS);
  const state = isState(list.filters.state) ? list.filters.state : 'requested';
  const [consolidating, setConsolidating] = useState<ShipRequestView | null>(null);
  const columns = useMemo<GridColDef<ShipRequestView>[]>(
    () => [
      { field: 'id', headerName: '#', width: 60, sortable: false },
      { field: 'dateCreated', headerName: t('receiving.requests.asked'), width: 110, sortable: false, valueFormatter: (value: string) => format.date(value) },
      { field: 'customerName', headerName: t('receiving.columns.customer'), minWidth: 130, flex: 1, sortable: false },
      { field: 'packages', headerName: t('receiving.requests.binsToPick'), minWidth: 220, flex: 2, sortable: false, valueGetter: (_value, row) => bins(row) },
      {
        field: 'service',
        headerName: t('receiving.fields.service'),
        width: 120,
        sortable: false,
        valueFormatter: (value: string) => t(`receiving.services.${value}`),
      },
      {
        field: 'packing',
        headerName: t('receiving.fields.packing'),
        width: 150,
        sortable: false,
        valueFormatter: (value: string) => t(`receiving.packing.${value}`),
      },
      {
        field: 'insurance',
        headerName: t('receiving.fields.insurance'),
        width: 90,
        sortable: false,
        valueFormatter: (value: boolean) => (value ? t('common.yes') : t('common.no')),
      },
      { field: 'note', headerName: t('receiving.fields.note'), minWidth: 120, flex: 1, sortable: false },
      {
        field: 'actions',
        headerName: t('common.actions'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) =>
          row.state === 'requested' ? (
            <CommandButton size="small" variant="contained" onClick={() => setConsolidating(row)} data-testid="request-consolidate">
              {t('receiving.requests.consolidate')}
            </CommandButton>
          ) : row.shipmentId !== null ? (
            `#${row.shipmentId}`
          ) : null,
      },
    ],
    [t, format],
  );
  return (
    <ListFrame
      title={t('receiving.requests.title')}
      list={list}
      columns={columns}
      above={
        <Tabs value={state} onChange={(_event, next: ShipRequestState) => list.setFilter('state', next)} sx={{ mb: 1 }} variant="scrollable">
          {SHIP_REQUEST_STATES.map((name) => (
            <Tab key={name} value={name} label={t(`receiving.requests.states.${name}`)} data-testid={`request-tab-${name}`} />
          ))}
        </Tabs>
      }
      csv={{
        testId: 'export-ship-requests',
        name: 'ship-requests.csv',
        header: [
          '#',
          t('receiving.requests.asked'),
          t('receiving.columns.customer'),
          t('receiving.requests.binsToPick'),
          t('receiving.fields.service'),
          t('receiving.fields.packing'),
          t('receiving.fields.insurance'),
        ],
        row: (row) => [
          row.id,
          row.dateCreated.slice(0, 10),
          row.customerName,
          bins(row),
          t(`receiving.services.${row.service}`),
          t(`receiving.packing.${row.packing}`),
          row.insurance ? t('common.yes') : t('common.no'),
        ],
      }}
    >
      {consolidating ? (
        <ConsolidateDialog
          customerId={consolidating.customerId}
          packages={consolidating.packages}
          requestId={consolidating.id}
          deliverTo={consolidating.address}
          onClose={() => setConsolidating(null)}
        />
      ) : null}
    </ListFrame>
  );
}
