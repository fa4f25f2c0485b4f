import { Box, Chip, Grid } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PAYMENT_STATUSES, spreadsheetAmount, type OwnInvoiceView, type PaymentStatus } from '@cargo/contracts';
import { ChoiceField, listChoices, withAny } from '../../../shared/choice-field';
import { ExportCsvButton } from '../../../shared/export-csv-button';
import { PageHeader } from '../../../shared/page-header';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useListParams } from '../../../shared/use-list-params';
import { useLazyOwnInvoicesQuery, useOwnInvoicesQuery } from '../api/billing.api';
import { ownBillingPaths } from '../billing.paths';

const FILTERS = ['paymentStatus'] as const;
const isStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);
const statusColor = { Paid: 'success', PartiallyPaid: 'warning', Pending: 'error' } as const;

/** A customer's own invoices, newest first, by payment status (in the URL), paged on the server; each opens printable; CSV of every matching row. */
export function OwnInvoicesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams(FILTERS, { field: 'invoiceDate', direction: 'desc' });
  const { paymentStatus } = list.filters;
  const query = { page: list.pagination.page, pageSize: list.pagination.pageSize, ...(isStatus(paymentStatus) ? { paymentStatus } : {}) };
  const { data, isFetching, error, refetch } = useOwnInvoicesQuery(query);
  const [fetchForExport] = useLazyOwnInvoicesQuery();
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
    <Box>
      <PageHeader title={t('billing.own.invoicesTitle')}>
        <ExportCsvButton
          onNavbar
          fetchPage={(page, pageSize) => fetchForExport({ ...query, page, pageSize }).unwrap()}
          file={{
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
          testId="export-own-invoices"
        />
      </PageHeader>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ChoiceField
            size="small"
            fullWidth
            label={t('billing.invoice.columns.status')}
            choices={withAny(
              t('billing.invoice.filters.any'),
              listChoices(PAYMENT_STATUSES, (status) => t(`billing.statuses.${status}`)),
            )}
            value={isStatus(paymentStatus) ? paymentStatus : ''}
            onChange={(status) => list.setFilter('paymentStatus', status)}
            slotProps={{ htmlInput: { 'data-testid': 'own-invoice-status' } }}
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
