import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { CURRENCIES, spreadsheetAmount, type Currency, type PaymentListRow, type PaymentQuery } from '@cargo/contracts';
import { currencyChoices } from './currency-choices';
import { withAny } from '../../../shared/choice-field';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useNotifiedAction } from '../../../shared/notify';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useFormat } from '../../../shared/use-format';
import { useDeletePaymentMutation, useLazyListPaymentsQuery, useListPaymentsQuery } from '../api/billing.api';
import { HistoryButton } from '../../../shared/record-history';
import { rowActionsColumn } from '../../../shared/row-actions-column';

const FILTERS = ['from', 'to', 'customerId', 'currencyId'] as const;
const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

const PAYMENTS: ListQuery<(typeof FILTERS)[number], PaymentQuery, PaymentListRow> = {
  filters: FILTERS,
  sort: { field: 'id', direction: 'desc' },
  query: ({ filters: { from, to, customerId, currencyId }, page, pageSize }) => ({
    page,
    pageSize,
    from: from || null,
    to: to || null,
    customerId: Number(customerId) || null,
    currencyId: isCurrency(currencyId) ? currencyId : null,
  }),
  useQuery: useListPaymentsQuery,
  useLazyQuery: useLazyListPaymentsQuery,
};

/** All payments, newest first, by customer and currency (in the URL); a payment can be removed, which takes back exactly what it did. */
export function PaymentListPage() {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const format = useFormat();
  const runAction = useNotifiedAction();
  const list = useServerList(PAYMENTS);
  const [deletePayment] = useDeletePaymentMutation();
  const [toDelete, setToDelete] = useState<PaymentListRow | null>(null);
  const columns = useMemo<GridColDef<PaymentListRow>[]>(
    () => [
      { field: 'id', headerName: t('billing.payments.columns.id'), width: 70, sortable: false },
      { field: 'paymentDate', headerName: t('billing.payment.date'), width: 110, sortable: false, valueFormatter: (value: string) => format.date(value) },
      {
        field: 'customerLabel',
        headerName: t('billing.invoice.fields.customerId'),
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueFormatter: (value: string | null) => shown(value),
      },
      {
        field: 'amount',
        headerName: t('billing.payment.amount'),
        width: 110,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'creditUsed',
        headerName: t('billing.payments.columns.creditUsed'),
        width: 110,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'creditAdded',
        headerName: t('billing.payments.columns.creditAdded'),
        width: 110,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'tender',
        headerName: t('billing.payments.columns.tender'),
        width: 100,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => (value > 0 ? format.money(value, row.currencyId) : ''),
      },
      {
        field: 'cashChange',
        headerName: t('billing.payments.columns.cashChange'),
        width: 100,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => (row.tender > 0 ? format.money(value, row.currencyId) : ''),
      },
      {
        field: 'collectorName',
        headerName: t('billing.payments.columns.collector'),
        width: 130,
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '',
      },
      {
        field: 'parts',
        headerName: t('billing.payments.columns.invoices'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueFormatter: (value: PaymentListRow['parts']) => value.map((part) => part.invoiceCode ?? `#${part.invoiceId}`).join(', '),
      },
      rowActionsColumn({
        headerName: t('common.actions'),
        width: 110,
        renderCell: ({ row }) => (
          <>
            <Tooltip title={t('billing.payments.delete')}>
              <IconButton
                aria-label={t('billing.payments.deleteOne', { id: row.id })}
                onClick={() => setToDelete(row)}
                data-testid={`delete-payment-${row.id}`}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
            <HistoryButton recordType="payment" recordId={row.id} label={`#${row.id}`} />
          </>
        ),
      }),
    ],
    [t, format, shown],
  );
  return (
    <ListFrame
      title={t('billing.payments.listTitle')}
      list={list}
      columns={columns}
      filters={[
        { name: 'from', kind: 'date', label: t('billing.invoice.filters.from') },
        { name: 'to', kind: 'date', label: t('billing.invoice.filters.to') },
        { name: 'customerId', kind: 'customer', label: t('billing.invoice.fields.customerId'), testId: 'filter-customer', wide: true },
        {
          name: 'currencyId',
          kind: 'choice',
          label: t('billing.invoice.fields.currencyId'),
          choices: withAny(t('billing.invoice.filters.any'), currencyChoices(t)),
        },
      ]}
      csv={{
        testId: 'export-payments',
        name: 'payment-list.csv',
        header: [
          t('billing.payments.columns.id'),
          t('billing.payment.date'),
          t('billing.invoice.fields.customerId'),
          t('billing.invoice.fields.currencyId'),
          t('billing.payment.amount'),
          t('billing.payments.columns.creditUsed'),
          t('billing.payments.columns.creditAdded'),
          t('billing.payments.columns.tender'),
          t('billing.payments.columns.cashChange'),
          t('billing.payments.columns.collector'),
          t('billing.payments.columns.invoices'),
        ],
        row: (row) => [
          row.id,
          row.paymentDate,
          shown(row.customerLabel),
          t(`billing.currencies.${row.currencyId}`),
          spreadsheetAmount(row.amount, row.currencyId),
          spreadsheetAmount(row.creditUsed, row.currencyId),
          spreadsheetAmount(row.creditAdded, row.currencyId),
          spreadsheetAmount(row.tender, row.currencyId),
          spreadsheetAmount(row.cashChange, row.currencyId),
          row.collectorName ?? '',
          row.parts.map((part) => part.invoiceCode ?? `#${part.invoiceId}`).join(' '),
        ],
      }}
    >
      <ConfirmDialog
        open={toDelete !== null}
        question={t('billing.payments.confirmDelete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && void runAction(() => deletePayment(toDelete.id).unwrap(), 'billing.paymentDeleted')}
      />
    </ListFrame>
  );
}
