import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Grid, IconButton, TextField, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { CURRENCIES, spreadsheetAmount, type Currency, type PaymentListRow, type PaymentQuery } from '@cargo/contracts';
import { currencyChoices } from './currency-choices';
import { ChoiceField, withAny } from '../../../shared/choice-field';
import { useNotifiedAction } from '../../../shared/notify';
import { CustomerPicker } from '../../../shared/reference-pickers';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { PageHeader } from '../../../shared/page-header';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useListParams } from '../../../shared/use-list-params';
import { useDeletePaymentMutation, useLazyListPaymentsQuery, useListPaymentsQuery } from '../api/billing.api';
import { ExportCsvButton } from '../../../shared/export-csv-button';
import { HistoryButton } from '../../../shared/record-history';
import { rowActionsColumn } from '../../../shared/row-actions-column';

const FILTERS = ['from', 'to', 'customerId', 'currencyId'] as const;
const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/** All payments, newest first, by customer and currency (in the URL); a payment can be removed, which takes back exactly what it did. */
export function PaymentListPage() {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const format = useFormat();
  const runAction = useNotifiedAction();
  const list = useListParams(FILTERS, { field: 'id', direction: 'desc' });
  const query: PaymentQuery = {
    page: list.pagination.page,
    pageSize: list.pagination.pageSize,
    from: list.filters.from || null,
    to: list.filters.to || null,
    customerId: Number(list.filters.customerId) || null,
    currencyId: isCurrency(list.filters.currencyId) ? list.filters.currencyId : null,
  };
  const { data, isFetching, error, refetch } = useListPaymentsQuery(query);
  const [fetchForExport] = useLazyListPaymentsQuery();
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
    <Box>
      <PageHeader title={t('billing.payments.listTitle')}>
        <ExportCsvButton
          onNavbar
          fetchPage={(page, pageSize) => fetchForExport({ ...query, page, pageSize }).unwrap()}
          file={{
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
          testId="export-payments"
        />
      </PageHeader>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        {(['from', 'to'] as const).map((field) => (
          <Grid key={field} size={{ xs: 6, md: 2 }}>
            <TextField
              type="date"
              size="small"
              fullWidth
              label={t(`billing.invoice.filters.${field}`)}
              value={list.filters[field]}
              onChange={(event) => list.setFilter(field, event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `filter-${field}` } }}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 5 }}>
          <CustomerPicker
            label={t('billing.invoice.fields.customerId')}
            value={Number(list.filters.customerId) || null}
            onChange={(id) => list.setFilter('customerId', id === null ? '' : String(id))}
            testId="filter-customer"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <ChoiceField
            size="small"
            fullWidth
            label={t('billing.invoice.fields.currencyId')}
            choices={withAny(t('billing.invoice.filters.any'), currencyChoices(t))}
            value={isCurrency(list.filters.currencyId) ? list.filters.currencyId : ''}
            onChange={(currencyId) => list.setFilter('currencyId', currencyId)}
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
      <ConfirmDialog
        open={toDelete !== null}
        question={t('billing.payments.confirmDelete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && void runAction(() => deletePayment(toDelete.id).unwrap(), 'billing.paymentDeleted')}
      />
    </Box>
  );
}
