import { Box, Chip, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, NOTIFICATION_STATES, type NotificationKind, type NotificationListRow, type NotificationState } from '@cargo/contracts';
import { CommandButton } from '../../../shared/change-access';
import { listChoices, withAny } from '../../../shared/choice-field';
import { useNotifiedAction } from '../../../shared/notify';
import { useFormat } from '../../../shared/use-format';
import { useLazyOutboxQuery, useOutboxQuery, useRetryNotificationMutation } from '../api/notifications.api';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';

const FILTERS = ['state', 'kind'] as const;
const isState = (value: string): value is NotificationState => (NOTIFICATION_STATES as readonly string[]).includes(value);
const isKind = (value: string): value is NotificationKind => (NOTIFICATION_KINDS as readonly string[]).includes(value);
const stateColor = { pending: 'default', sending: 'info', retrying: 'warning', sent: 'success', failed: 'error', skipped: 'default' } as const;

type OutboxQuery = { page: number; pageSize: number; state?: NotificationState; kind?: NotificationKind };
const OUTBOX: ListQuery<(typeof FILTERS)[number], OutboxQuery, NotificationListRow> = {
  filters: FILTERS,
  sort: { field: 'createdAt', direction: 'desc' },
  query: ({ filters: { state, kind }, page, pageSize }) => ({ page, pageSize, ...(isState(state) ? { state } : {}), ...(isKind(kind) ? { kind } : {}) }),
  useQuery: useOutboxQuery,
  useLazyQuery: useLazyOutboxQuery,
};

/**
 * The outbox: every email owed, newest first, by delivery state and kind (in the URL), paged on the
 * server, with its attempts, last error and next attempt; one given up on can be retried; CSV of every
 * matching row.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const act = useNotifiedAction();
  const list = useServerList(OUTBOX);
  const [retry, retrying] = useRetryNotificationMutation();
  const recipient = (row: NotificationListRow) =>
    row.customerId === null ? t('notifications.staff') : (row.customerLabel ?? t('notifications.customer', { id: row.customerId }));
  // What the email is about, as staff know it: a shipment by its tracking number, an invoice by its code.
  const subjectOf = (row: NotificationListRow) => {
    const { trackingNumber, code } = row.details;
    switch (row.kind) {
      case 'shipmentStatus':
        return t('notifications.subjects.shipment', { id: trackingNumber || `#${row.subjectId}` });
      case 'invoiceIssued':
        return t('notifications.subjects.invoice', { id: code ?? `#${row.subjectId}` });
      case 'paymentRecorded':
        return t('notifications.subjects.payment', { id: row.subjectId });
      case 'contactMessage':
        return t('notifications.subjects.message', { id: row.subjectId });
      default:
        return t('notifications.subjects.order', { id: row.subjectId });
    }
  };
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
        width: 140,
        sortable: false,
        valueGetter: (_value, row) => subjectOf(row),
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
    <ListFrame
      title={t('notifications.outboxTitle')}
      list={list}
      columns={columns}
      intro={t('notifications.outboxHint')}
      filters={[
        {
          name: 'state',
          kind: 'choice',
          label: t('notifications.columns.state'),
          testId: 'notification-state-filter',
          wide: true,
          choices: withAny(
            t('notifications.anyState'),
            listChoices(NOTIFICATION_STATES, (value) => t(`notifications.states.${value}`)),
          ),
        },
        {
          name: 'kind',
          kind: 'choice',
          label: t('notifications.columns.kind'),
          testId: 'notification-kind-filter',
          wide: true,
          choices: withAny(
            t('notifications.anyKind'),
            listChoices(NOTIFICATION_KINDS, (value) => t(`notifications.kinds.${value}`)),
          ),
        },
      ]}
      csv={{
        testId: 'export-notifications',
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
          subjectOf(row),
          t(`notifications.states.${row.state}`),
          row.attempts,
          note(row),
          row.due ?? '',
          row.sentAt ?? '',
        ],
      }}
    />
  );
}
