import AddIcon from '@mui/icons-material/Add';
import { Button, Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { INVOICE_SORT_FIELDS, PAYMENT_STATUSES, spreadsheetAmount, type InvoiceListRow, type InvoiceQuery, type PaymentStatus } from '@cargo/contracts';
import { listChoices, withAny } from '../../../shared/choice-field';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { usePersonalText } from '../../../shared/personal-text';
import { useFormat } from '../../../shared/use-format';
import { useLazyListInvoicesQuery, useListInvoicesQuery } from '../api/billing.api';
import { billingPaths } from '../billing.paths';
import { InvoiceCode } from './invoice-code';

const FILTERS = ['from', 'to', 'customerId', 'paymentStatus'] as const;
type Filter = (typeof FILTERS)[number];
const isSortField = (value: string): value is (typeof INVOICE_SORT_FIELDS)[number] => (INVOICE_SORT_FIELDS as readonly string[]).includes(value);
const isStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);
const statusColor = { Paid: 'success', PartiallyPaid: 'warning', Pending: 'error' } as const;

const INVOICES: ListQuery<Filter, InvoiceQuery, InvoiceListRow> = {
  filters: FILTERS,
  sort: { field: 'id', direction: 'desc' },
  query: ({ filters: { from, to, customerId, paymentStatus }, page, pageSize, sort }) => ({
    page,
    pageSize,
    from: from || null,
    to: to || null,
    customerId: Number(customerId) || null,
    paymentStatus: isStatus(paymentStatus) ? paymentStatus : null,
    sort: isSortField(sort.field) ? sort.field : 'id',
    order: sort.direction,
  }),
  useQuery: useListInvoicesQuery,
  useLazyQuery: useLazyListInvoicesQuery,
};

/** Every invoice, by date range, customer and payment status (in the URL), paged and sorted on the server; CSV of every matching row. */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const format = useFormat();
  const list = useServerList(INVOICES);
  const columns = useMemo<GridColDef<InvoiceListRow>[]>(
    () => [
      { field: 'id', headerName: t('billing.invoice.columns.code'), width: 110, renderCell: ({ row }) => <InvoiceCode invoice={row} /> },
      { field: 'invoiceDate', headerName: t('billing.invoice.fields.invoiceDate'), width: 120, valueFormatter: (value: string) => format.date(value) },
      {
        field: 'customerLabel',
        headerName: t('billing.invoice.fields.customerId'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueFormatter: (value: string | null) => shown(value),
      },
      { field: 'mtlTracking', headerName: t('billing.invoice.fields.mtlTracking'), width: 130, sortable: false },
      {
        field: 'totalAmount',
        headerName: t('billing.invoice.columns.total'),
        width: 130,
        type: 'number',
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'amountDue',
        headerName: t('billing.invoice.columns.due'),
        width: 130,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'paymentStatus',
        headerName: t('billing.invoice.columns.status'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => <Chip size="small" color={statusColor[row.paymentStatus]} label={t(`billing.statuses.${row.paymentStatus}`)} />,
      },
    ],
    [t, format, shown],
  );
  return (
    <ListFrame
      title={t('billing.invoice.listTitle')}
      list={list}
      columns={columns}
      sortable
      filters={[
        { name: 'from', kind: 'date', label: t('billing.invoice.filters.from') },
        { name: 'to', kind: 'date', label: t('billing.invoice.filters.to') },
        { name: 'customerId', kind: 'customer', label: t('billing.invoice.fields.customerId'), testId: 'filter-customer', wide: true },
        {
          name: 'paymentStatus',
          kind: 'choice',
          label: t('billing.invoice.columns.status'),
          choices: withAny(
            t('billing.invoice.filters.any'),
            listChoices(PAYMENT_STATUSES, (status) => t(`billing.statuses.${status}`)),
          ),
        },
      ]}
      csv={{
        testId: 'export-invoices',
        name: 'invoice-list.csv',
        header: [
          t('billing.invoice.columns.code'),
          t('billing.invoice.fields.invoiceDate'),
          t('billing.invoice.fields.customerId'),
          t('billing.invoice.fields.mtlTracking'),
          t('billing.invoice.fields.currencyId'),
          t('billing.invoice.columns.total'),
          t('billing.invoice.columns.due'),
          t('billing.invoice.columns.status'),
        ],
        row: (row) => [
          row.code,
          row.invoiceDate,
          shown(row.customerLabel),
          row.mtlTracking,
          t(`billing.currencies.${row.currencyId}`),
          spreadsheetAmount(row.totalAmount, row.currencyId),
          spreadsheetAmount(row.amountDue, row.currencyId),
          t(`billing.statuses.${row.paymentStatus}`),
        ],
      }}
      actions={
        <>
          <Button component={RouterLink} to={billingPaths.aging} data-testid="open-aging">
            {t('billing.aging.open')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" component={RouterLink} to={billingPaths.newInvoice}>
            {t('billing.invoice.add')}
          </Button>
        </>
      }
    />
  );
}
