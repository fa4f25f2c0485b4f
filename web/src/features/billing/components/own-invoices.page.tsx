import { Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PAYMENT_STATUSES, spreadsheetAmount, type OwnInvoiceView, type PaymentStatus } from '@cargo/contracts';
import { listChoices, withAny } from '../../../shared/choice-field';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useFormat } from '../../../shared/use-format';
import { useLazyOwnInvoicesQuery, useOwnInvoicesQuery } from '../api/billing.api';
import { ownBillingPaths } from '../billing.paths';

const FILTERS = ['paymentStatus'] as const;
const isStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);
const statusColor = { Paid: 'success', PartiallyPaid: 'warning', Pending: 'error' } as const;

const OWN_INVOICES: ListQuery<(typeof FILTERS)[number], { page: number; pageSize: number; paymentStatus?: PaymentStatus }, OwnInvoiceView> = {
  filters: FILTERS,
  sort: { field: 'invoiceDate', direction: 'desc' },
  query: ({ filters: { paymentStatus }, page, pageSize }) => ({ page, pageSize, ...(isStatus(paymentStatus) ? { paymentStatus } : {}) }),
  useQuery: useOwnInvoicesQuery,
  useLazyQuery: useLazyOwnInvoicesQuery,
};

/** A customer's own invoices, newest first, by payment status (in the URL), paged on the server; each opens printable; CSV of every matching row. */
export function OwnInvoicesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useServerList(OWN_INVOICES);
  const columns = useMemo<GridColDef<OwnInvoiceView>[]>(
    () => [
      {
        field: 'code',
        headerName: t('billing.invoice.columns.code'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <RouterLink to={ownBillingPaths.invoice(row.id)} data-testid="own-invoice-link">
            {row.code}
          </RouterLink>
        ),
      },
      {
        field: 'invoiceDate',
        headerName: t('billing.invoice.fields.invoiceDate'),
        width: 120,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
      { field: 'mtlTracking', headerName: t('billing.invoice.fields.mtlTracking'), flex: 1, minWidth: 130, sortable: false },
      {
        field: 'totalAmount',
        headerName: t('billing.invoice.columns.total'),
        width: 140,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'amountDue',
        headerName: t('billing.invoice.columns.due'),
        width: 140,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'paymentStatus',
        headerName: t('billing.invoice.columns.status'),
        width: 160,
        sortable: false,
        renderCell: ({ row }) => <Chip size="small" color={statusColor[row.paymentStatus]} label={t(`billing.statuses.${row.paymentStatus}`)} />,
      },
    ],
    [t, format],
  );
  return (
    <ListFrame
      title={t('billing.own.invoicesTitle')}
      list={list}
      columns={columns}
      filters={[
        {
          name: 'paymentStatus',
          kind: 'choice',
          label: t('billing.invoice.columns.status'),
          testId: 'own-invoice-status',
          wide: true,
          choices: withAny(
            t('billing.invoice.filters.any'),
            listChoices(PAYMENT_STATUSES, (status) => t(`billing.statuses.${status}`)),
          ),
        },
      ]}
      csv={{
        testId: 'export-own-invoices',
        name: 'my-invoices.csv',
        header: [
          t('billing.invoice.columns.code'),
          t('billing.invoice.fields.invoiceDate'),
          t('billing.invoice.fields.mtlTracking'),
          t('billing.invoice.fields.currencyId'),
          t('billing.invoice.columns.total'),
          t('billing.invoice.columns.due'),
          t('billing.invoice.columns.status'),
        ],
        row: (row) => [
          row.code,
          row.invoiceDate,
          row.mtlTracking,
          t(`billing.currencies.${row.currencyId}`),
          spreadsheetAmount(row.totalAmount, row.currencyId),
          spreadsheetAmount(row.amountDue, row.currencyId),
          t(`billing.statuses.${row.paymentStatus}`),
        ],
      }}
    />
  );
}
