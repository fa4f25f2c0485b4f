import { Box, Chip, Grid, Tooltip, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, NOTIFICATION_STATES, type NotificationKind, type NotificationListRow, type NotificationState } from '@cargo/contracts';
import { CommandButton } from '../../../shared/change-access';
import { ChoiceField, listChoices, withAny } from '../../../shared/choice-field';
import { ExportCsvButton } from '../../../shared/export-csv-button';
import { useNotifiedAction } from '../../../shared/notify';
import { PageHeader } from '../../../shared/page-header';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useListParams } from '../../../shared/use-list-params';
import { useLazyOutboxQuery, useOutboxQuery, useRetryNotificationMutation } from '../api/notifications.api';

const FILTERS = ['state', 'kind'] as const;
const isState = (value: string): value is NotificationState => (NOTIFICATION_STATES as readonly string[]).includes(value);
const isKind = (value: string): value is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(value);
const stateColor = { pending: 'default', sending: 'info', retrying: 'warning', sent: 'success', failed: 'error', skipped: 'default' } as const;

/**
 * The outbox: every email owed, newest first, by delivery state and kind (in the URL), paged on the
 * server, with its attempts, last error and next attempt; one given up on can be retried; CSV of every
 * matching row.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const act = useNotifiedAction();
  const list = useListParams(FILTERS, { field: 'createdAt', direction: 'desc' });
  const { state, kind } = list.filters;
  const query = { page: list.pagination.page, pageSize: list.pagination.pageSize, ...(isState(state) ? { state } : {}), ...(isKind(kind) ? { kind } : {}) };
  const { data, isFetching, error, refetch } = useOutboxQuery(query);
  const [fetchForExport] = useLazyOutboxQuery();
  const [retry, retrying] = useRetryNotificationMutation();
  const recipient = (row: NotificationListRow) =>
    row.customerId === null ? t('notifications.staff') : (row.customerLabel ?? t('notifications.customer', { id: row.customerId }));
  const note = (row: NotificationListRow) => (row.skipReason ? t(`notifications.skipReasons.${row.skipReason}`) : (row.lastError ?? ''));
  const columns = useMemo<GridColDef<NotificationListRow>[]>(
    () => [
      {
        field: 'createdAt',
        headerName: t('notifications.columns.createdAt'),
        width: 150,
        sortable: false,
        valueFormatter: (value: string) => format.dateTime(value),
      },
      {
        field: 'kind',
        headerName: t('notifications.columns.kind'),
        width: 170,
        sortable: false,
        valueFormatter: (value: NotificationKind) => t(`notifications.kinds.${value}`),
      },
      { field: 'customerId', headerName: t('notifications.columns.recipient'), width: 140, sortable: false, valueGetter: (_value, row) => recipient(row) },
      {
        field: 'subjectId',
        headerName: t('notifications.columns.subject'),
        width: 90,
        sortable: false,
        valueFormatter: (value: number) => t('notifications.subject', { id: value }),
      },
      {
        field: 'state',
        headerName: t('notifications.columns.state'),
        width: 190,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', height: '100%' }}>
            <Chip size="small" color={stateColor[row.state]} label={t(`notifications.states.${row.state}`)} data-testid="notification-state" />
            {row.state === 'failed' ? (
              <CommandButton
                size="small"
                disabled={retrying.isLoading}
                onClick={() => void act(() => retry({ key: row.id }).unwrap(), 'notifications.retried')}
                data-testid="retry-notification"
              >
                {t('notifications.retry')}
              </CommandButton>
            ) : null}
          </Box>
        ),
      },
      { field: 'attempts', headerName: t('notifications.columns.attempts'), width: 100, type: 'number', sortable: false },
      {
        field: 'lastError',
        headerName: t('notifications.columns.note'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Tooltip title={note(row)}>
            <span>{note(row)}</span>
          </Tooltip>
        ),
      },
      {
        field: 'due',
        headerName: t('notifications.columns.due'),
        width: 150,
        sortable: false,
        valueFormatter: (value: string | undefined) => (value ? format.dateTime(value) : ''),
      },
      {
        field: 'sentAt',
        headerName: t('notifications.columns.sentAt'),
        width: 150,
        sortable: false,
        valueFormatter: (value: string | null) => (value ? format.dateTime(value) : ''),
      },
    ],
    [t, format, act, retry, retrying.isLoading],
  );
  return (
    <Box>
      <PageHeader title={t('notifications.outboxTitle')}>
        <ExportCsvButton
          onNavbar
          fetchPage={(page, pageSize) => fetchForExport({ ...query, page, pageSize }).unwrap()}
          file={{
            name: 'emails.csv',
            header: [
              t('notifications.columns.createdAt'),
              t('notifications.columns.kind'),
              t('notifications.columns.recipient'),
              t('notifications.columns.subject'),
              t('notifications.columns.state'),
              t('notifications.columns.attempts'),
              t('notifications.columns.note'),
              t('notifications.columns.due'),
              t('notifications.columns.sentAt'),
            ],
            row: (row) => [
              row.createdAt,
              t(`notifications.kinds.${row.kind}`),
              recipient(row),
              row.subjectId,
              t(`notifications.states.${row.state}`),
              row.attempts,
              note(row),
              row.due ?? '',
              row.sentAt ?? '',
            ],
          }}
          testId="export-notifications"
        />
      </PageHeader>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.outboxHint')}
      </Typography>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ChoiceField
            size="small"
            fullWidth
            label={t('notifications.columns.state')}
            choices={withAny(
              t('notifications.anyState'),
              listChoices(NOTIFICATION_STATES, (value) => t(`notifications.states.${value}`)),
            )}
            value={isState(state) ? state : ''}
            onChange={(value) => list.setFilter('state', value)}
            slotProps={{ htmlInput: { 'data-testid': 'notification-state-filter' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <ChoiceField
            size="small"
            fullWidth
            label={t('notifications.columns.kind')}
            choices={withAny(
              t('notifications.anyKind'),
              listChoices(NOTIFICATION_KINDS, (value) => t(`notifications.kinds.${value}`)),
            )}
            value={isKind(kind) ? kind : ''}
            onChange={(value) => list.setFilter('kind', value)}
            slotProps={{ htmlInput: { 'data-testid': 'notification-kind-filter' } }}
          />
        </Grid>
      </Grid>
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
