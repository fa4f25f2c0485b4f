import { Button, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { OwnShipmentParty, OwnShipmentView } from '@cargo/contracts';
import { LoadFailed } from '../../../shared/load-failed';
import { PageHeader } from '../../../shared/page-header';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useFormat } from '../../../shared/use-format';
import { useLazyOwnShipmentsQuery, useOwnShipmentQuery, useOwnShipmentsQuery } from '../api/shipments.api';
import { ownShippingPaths } from '../shipping.paths';
import { TimelineSteps } from './tracking';

/** The other side of the shipment from the reader's (by name only). */
const otherParty = (shipment: OwnShipmentView) =>
  shipment.role === 'sender' ? shipment.receiver.name : shipment.role === 'receiver' ? shipment.sender.name : '';

/** The customer's shipments, their statuses named in `language`. */
const ownShipments = (language: string): ListQuery<never, { page: number; pageSize: number; language: string }, OwnShipmentView> => ({
  filters: [],
  sort: { field: 'shipmentDate', direction: 'desc' },
  query: ({ page, pageSize }) => ({ page, pageSize, language }),
  useQuery: useOwnShipmentsQuery,
  useLazyQuery: useLazyOwnShipmentsQuery,
});

/** A customer's own shipments, as sender or receiver, newest first, paged on the server; each opens with its tracking timeline. */
export function OwnShipmentsPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const list = useServerList(ownShipments(i18n.language));
  const columns = useMemo<GridColDef<OwnShipmentView>[]>(
    () => [
      {
        field: 'mtlTracking',
        headerName: t('shipping.columns.mtlTracking'),
        width: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <RouterLink to={ownShippingPaths.shipment(row.id)} data-testid="own-shipment-link">
            {row.mtlTracking || `#${row.id}`}
          </RouterLink>
        ),
      },
      {
        field: 'shipmentDate',
        headerName: t('shipping.columns.shipmentDate'),
        width: 130,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
      {
        field: 'role',
        headerName: t('shipping.own.role'),
        width: 170,
        sortable: false,
        valueFormatter: (value: OwnShipmentView['role']) => t(`shipping.own.roles.${value}`),
      },
      {
        field: 'other',
        headerName: t('shipping.own.otherParty'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_value, row) => otherParty(row) ?? '',
      },
      { field: 'statusName', headerName: t('shipping.columns.status'), width: 170, sortable: false },
    ],
    [t, format],
  );
  return (
    <ListFrame
      title={t('shipping.own.title')}
      list={list}
      columns={columns}
      csv={{
        testId: 'export-own-shipments',
        name: 'my-shipments.csv',
        header: [
          t('shipping.columns.mtlTracking'),
          t('shipping.columns.shipmentDate'),
          t('shipping.own.role'),
          t('shipping.own.otherParty'),
          t('shipping.columns.status'),
        ],
        row: (row) => [row.mtlTracking || `#${row.id}`, row.shipmentDate, t(`shipping.own.roles.${row.role}`), otherParty(row) ?? '', row.statusName],
      }}
    />
  );
}

/** One of the customer's own shipments: both parties (the other by name only), the goods, and its tracking timeline. */
export function OwnShipmentPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const id = Number(useParams().id);
  const { data: shipment, error, refetch } = useOwnShipmentQuery({ id, language: i18n.language });
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (!shipment) return <CircularProgress />;
  return (
    <Stack spacing={2}>
      <PageHeader title={`${t('shipping.columns.mtlTracking')} ${shipment.mtlTracking || `#${shipment.id}`}`}>
        <Button component={RouterLink} to={ownShippingPaths.shipments}>
          {t('shipping.own.back')}
        </Button>
      </PageHeader>
      <Typography data-testid="own-shipment-summary">
        {t(`shipping.types.${shipment.typeId}`)} · {format.date(shipment.shipmentDate)} · {t('shipping.own.role')}: {t(`shipping.own.roles.${shipment.role}`)} ·{' '}
        <b>{shipment.statusName}</b>
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Party title={t('shipping.columns.sender')} party={shipment.sender} testId="own-shipment-sender" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Party title={t('shipping.columns.receiver')} party={shipment.receiver} testId="own-shipment-receiver" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper sx={{ p: 2 }} data-testid="own-shipment-goods">
            <Typography variant="subtitle1" component="h2">
              {t('shipping.own.measures')}
            </Typography>
            <Typography>
              {t('shipping.columns.totalBox')}: {format.number(shipment.totalBox)}
            </Typography>
            {shipment.typeId === 'Air' ? (
              <Typography>
                {t('shipping.columns.totalWeight')}: {format.pounds(shipment.totalWeight)}
              </Typography>
            ) : (
              <Typography>
                {t('shipping.columns.totalPallet')}: {format.number(shipment.totalPallet)}
              </Typography>
            )}
            <Typography>
              {t('shipping.columns.totalValue')}: {format.money(shipment.totalValue, 'UsDollar')}
            </Typography>
            {shipment.description ? <Typography sx={{ whiteSpace: 'pre-wrap' }}>{shipment.description}</Typography> : null}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2">
              {t('shipping.own.timeline')}
            </Typography>
            <TimelineSteps entries={shipment.timeline} />
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}

function Party({ title, party, testId }: { title: string; party: OwnShipmentParty; testId: string }) {
  const lines = [party.address1, party.address2, party.phone, party.email].filter((line): line is string => Boolean(line));
  return (
    <Paper sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 'bold' }}>{party.name ?? ''}</Typography>
      {lines.map((line) => (
        <Typography key={line}>{line}</Typography>
      ))}
    </Paper>
  );
}
