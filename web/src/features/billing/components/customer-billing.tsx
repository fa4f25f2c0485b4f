import AddCardIcon from '@mui/icons-material/AddCard';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button, Card, CardContent, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZE, spreadsheetAmount, type InvoiceListRow, type PaymentListRow } from '@cargo/contracts';
import { ExportCsvButton } from '../../../shared/export-csv-button';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useCustomerCreditsQuery, useLazyListInvoicesQuery, useListInvoicesQuery, useListPaymentsQuery } from '../api/billing.api';
import { billingPaths } from '../billing.paths';
import { InvoiceCode } from './invoice-code';
import { PaymentDialog } from './payment-dialog';
import { CustomerStatement } from './statement';
import { CommandButton } from '../../../shared/change-access';

/** The customer page's billing: credits per currency, New Invoice, Payment, Add Credit, Export Invoices, and the statement. */
export function CustomerBilling({ customerId, name }: { customerId: number; name: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: credits } = useCustomerCreditsQuery(customerId);
  const [addingCredit, setAddingCredit] = useState<'UsDollar' | 'VietDong' | null>(null);
  const [fetchForExport] = useLazyListInvoicesQuery();
  return (
    <Stack spacing={2}>
      <Paper sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {t('billing.customer.title')}
          </Typography>
          <Button
            startIcon={<ReceiptIcon />}
            component={RouterLink}
            to={`${billingPaths.newInvoice}?customerId=${customerId}`}
            data-testid="customer-new-invoice"
          >
            {t('billing.customer.newInvoice')}
          </Button>
          <Button startIcon={<PaymentsIcon />} component={RouterLink} to={billingPaths.newPayment(customerId)} data-testid="customer-payment">
            {t('billing.customer.payment')}
          </Button>
          <CommandButton startIcon={<AddCardIcon />} onClick={() => setAddingCredit('UsDollar')} data-testid="customer-add-credit">
            {t('billing.payment.addCredit')}
          </CommandButton>
          <ExportCsvButton
            onNavbar
            label={t('billing.customer.exportInvoices')}
            fetchPage={(page, pageSize) => fetchForExport({ customerId, page, pageSize }).unwrap()}
            file={{
              name: `${name}-invoices.csv`,
              header: [
                t('billing.invoice.columns.code'),
                t('billing.invoice.fields.invoiceDate'),
                t('billing.invoice.fields.currencyId'),
                t('billing.invoice.columns.total'),
                t('billing.invoice.columns.due'),
                t('billing.invoice.columns.status'),
              ],
              row: (row) => [
                row.code,
                row.invoiceDate,
                t(`billing.currencies.${row.currencyId}`),
                spreadsheetAmount(row.totalAmount, row.currencyId),
                spreadsheetAmount(row.amountDue, row.currencyId),
                t(`billing.statuses.${row.paymentStatus}`),
              ],
            }}
            testId="customer-export-invoices"
          />
        </Box>
        <Grid container spacing={2} sx={{ mt: 1 }}>
          {(['UsDollar', 'VietDong'] as const).map((currency) => (
            <Grid key={currency} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined">
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {t('billing.customer.credit', { currency: t(`billing.currencies.${currency}`) })}
                  </Typography>
                  <Typography variant="h6" component="p" data-testid={`credit-${currency}`}>
                    {format.money(currency === 'UsDollar' ? (credits?.dollarCredits ?? 0) : (credits?.dongCredits ?? 0), currency)}
                  </Typography>
                  <CommandButton size="small" onClick={() => setAddingCredit(currency)} data-testid={`add-credit-${currency}`}>
                    {t('billing.payment.addCredit')}
                  </CommandButton>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Paper>
      <CustomerStatement customerId={customerId} name={name} />
      {addingCredit ? <PaymentDialog customerId={customerId} currencyId={addingCredit} invoice={null} onClose={() => setAddingCredit(null)} /> : null}
    </Stack>
  );
}

const statusColor = { Paid: 'success', PartiallyPaid: 'warning', Pending: 'error' } as const;

/** A customer's invoices, newest first, paged on the server (the customer page's Invoices tab). */
export function CustomerInvoicesTable({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching } = useListInvoicesQuery({ customerId, page: pagination.page, pageSize: pagination.pageSize });
  const columns = useMemo<GridColDef<InvoiceListRow>[]>(
    () => [
      { field: 'id', headerName: t('billing.invoice.columns.code'), width: 110, sortable: false, renderCell: ({ row }) => <InvoiceCode invoice={row} /> },
      {
        field: 'invoiceDate',
        headerName: t('billing.invoice.fields.invoiceDate'),
        width: 120,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
      {
        field: 'totalAmount',
        headerName: t('billing.invoice.columns.total'),
        width: 130,
        type: 'number',
        sortable: false,
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
    [t, format],
  );
  return <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={setPagination} />;
}

/** A customer's payments, newest first, paged on the server (the customer page's Payments tab). */
export function CustomerPaymentsTable({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const { data, isFetching } = useListPaymentsQuery({ customerId, page: pagination.page, pageSize: pagination.pageSize });
  const columns = useMemo<GridColDef<PaymentListRow>[]>(
    () => [
      { field: 'id', headerName: t('billing.payments.columns.id'), width: 80, sortable: false },
      { field: 'paymentDate', headerName: t('billing.payment.date'), width: 130, sortable: false, valueFormatter: (value: string) => format.date(value) },
      {
        field: 'amount',
        headerName: t('billing.payment.amount'),
        width: 130,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'creditUsed',
        headerName: t('billing.payments.columns.creditUsed'),
        width: 130,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'parts',
        headerName: t('billing.payments.columns.invoices'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueFormatter: (value: PaymentListRow['parts']) => value.map((part) => part.invoiceCode ?? `#${part.invoiceId}`).join(', '),
      },
    ],
    [t, format],
  );
  return <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={setPagination} />;
}
