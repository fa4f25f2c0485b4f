import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, spreadsheetAmount, type PaymentStatus, type StockGroupListRow, type StockGroupQuery } from '@cargo/contracts';
import { useNotifiedAction } from '../../../shared/notify';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { RowStatusCell } from '../../../shared/row-status-cell';
import { useFormat } from '../../../shared/use-format';
import { useDeleteStockGroupMutation, useLazyListStockGroupsQuery, useListStockGroupsQuery, useSetStockGroupPaymentStatusMutation } from '../api/stocks.api';
import { listChoices, withAny } from '../../../shared/choice-field';
import { rowActionsColumn } from '../../../shared/row-actions-column';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';

const FILTERS = ['vendorId', 'paymentStatus'] as const;
const isStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);

const STOCK_GROUPS: ListQuery<(typeof FILTERS)[number], StockGroupQuery, StockGroupListRow> = {
  filters: FILTERS,
  sort: { field: 'id', direction: 'desc' },
  query: ({ filters: { vendorId, paymentStatus }, page, pageSize }) => ({
    page: String(page),
    pageSize: String(pageSize),
    vendorId: /^\d+$/.test(vendorId) ? vendorId : undefined,
    paymentStatus: isStatus(paymentStatus) ? paymentStatus : undefined,
  }),
  useQuery: useListStockGroupsQuery,
  useLazyQuery: useLazyListStockGroupsQuery,
};

/**
 * The stock form's purchases, newest first, by vendor and payment status (in the URL): each row's
 * subtotal and whether the vendor is paid (chosen and saved on the row), and its delete, which
 * takes its rows out of stock (off once the purchase is paid). CSV of every matching row.
 */
export function StockGroupListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const runAction = useNotifiedAction();
  const list = useServerList(STOCK_GROUPS);
  const [setStatus] = useSetStockGroupPaymentStatusMutation();
  const [deleteGroup] = useDeleteStockGroupMutation();
  const [chosen, setChosen] = useState<Record<number, PaymentStatus>>({});
  const [toDelete, setToDelete] = useState<StockGroupListRow | null>(null);

  const columns = useMemo<GridColDef<StockGroupListRow>[]>(
    () => [
      { field: 'id', headerName: t('stocks.groups.columns.id'), width: 100, sortable: false },
      {
        field: 'datePurchased',
        headerName: t('stocks.groups.columns.datePurchased'),
        width: 130,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
      { field: 'vendorName', headerName: t('stocks.groups.columns.vendor'), flex: 1, minWidth: 160, sortable: false },
      {
        field: 'lines',
        headerName: t('stocks.groups.columns.rows'),
        width: 80,
        type: 'number',
        sortable: false,
        valueGetter: (_value, row) => row.lines.length,
      },
      {
        field: 'subtotal',
        headerName: t('stocks.groups.columns.subtotal'),
        width: 130,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.money(value, 'UsDollar'),
      },
      {
        field: 'paymentStatus',
        headerName: t('stocks.groups.columns.paymentStatus'),
        width: 250,
        sortable: false,
        renderCell: ({ row }) => (
          <RowStatusCell
            value={chosen[row.id] ?? row.paymentStatus}
            saved={row.paymentStatus}
            options={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`stocks.groups.statuses.${status}`) }))}
            onChoose={(value) => setChosen((current) => ({ ...current, [row.id]: value }))}
            onSave={() =>
              void runAction(() => setStatus({ id: row.id, paymentStatus: chosen[row.id] ?? row.paymentStatus }).unwrap(), 'inventory.stockGroupUpdated')
            }
            labels={{
              select: t('stocks.groups.statusOf', { id: row.id }),
              save: t('stocks.groups.saveStatus'),
              saveOf: t('stocks.groups.saveStatusOf', { id: row.id }),
            }}
            testIds={{ select: `stock-group-status-${row.id}`, save: `save-stock-group-status-${row.id}` }}
            minWidth={170}
          />
        ),
      },
      rowActionsColumn({
        headerName: t('stocks.groups.columns.actions'),
        width: 90,
        renderCell: ({ row }) => (
          <Tooltip title={row.paymentStatus === 'Paid' ? t('stocks.groups.paidCannotDelete') : t('stocks.groups.delete')}>
            <span>
              <IconButton
                aria-label={t('stocks.groups.deleteOf', { id: row.id })}
                disabled={row.paymentStatus === 'Paid'}
                onClick={() => setToDelete(row)}
                data-testid={`delete-stock-group-${row.id}`}
              >
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        ),
      }),
    ],
    [t, format, chosen, runAction, setStatus],
  );

  return (
    <ListFrame
      title={t('stocks.groups.listTitle')}
      list={list}
      columns={columns}
      filters={[
        { name: 'vendorId', kind: 'vendor', label: t('stocks.groups.columns.vendor'), testId: 'filter-vendor' },
        {
          name: 'paymentStatus',
          kind: 'choice',
          label: t('stocks.groups.columns.paymentStatus'),
          choices: withAny(
            t('stocks.groups.anyStatus'),
            listChoices(PAYMENT_STATUSES, (status) => t(`stocks.groups.statuses.${status}`)),
          ),
        },
      ]}
      csv={{
        testId: 'export-stock-groups',
        name: 'stock-purchases.csv',
        header: [
          t('stocks.groups.columns.id'),
          t('stocks.groups.columns.datePurchased'),
          t('stocks.groups.columns.vendor'),
          t('stocks.groups.columns.rows'),
          t('stocks.groups.columns.subtotal'),
          t('stocks.groups.columns.paymentStatus'),
        ],
        row: (row) => [
          row.id,
          row.datePurchased,
          row.vendorName ?? '',
          row.lines.length,
          spreadsheetAmount(row.subtotal, 'UsDollar'),
          t(`stocks.groups.statuses.${row.paymentStatus}`),
        ],
      }}
    >
      <ConfirmDialog
        open={toDelete !== null}
        question={t('stocks.groups.confirmDelete')}
        onClose={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          void runAction(
            () => deleteGroup({ id: toDelete.id, productIds: toDelete.lines.map((line) => line.productId) }).unwrap(),
            'inventory.stockGroupDeleted',
          )
        }
      />
    </ListFrame>
  );
}
