import { Card, CardContent, Grid, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, spreadsheetAmount, type OwnPaymentView } from '@cargo/contracts';
import { useFormat } from '../../../shared/use-format';
import { useLazyOwnPaymentsQuery, useOwnCreditsQuery, useOwnPaymentsQuery } from '../api/billing.api';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';

const invoicesOf = (payment: OwnPaymentView) => payment.parts.map((part) => part.invoiceCode ?? `#${part.invoiceId}`).join(', ');

const OWN_PAYMENTS: ListQuery<never, { page: number; pageSize: number }, OwnPaymentView> = {
  filters: [],
  sort: { field: 'paymentDate', direction: 'desc' },
  query: ({ page, pageSize }) => ({ page, pageSize }),
  useQuery: useOwnPaymentsQuery,
  useLazyQuery: useLazyOwnPaymentsQuery,
};

/** A customer's own credit in each currency, and their payments, newest first, paged on the server; CSV of every payment. */
export function OwnPaymentsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useServerList(OWN_PAYMENTS);
  const { data: credits } = useOwnCreditsQuery();
  const columns = useMemo<GridColDef<OwnPaymentView>[]>(
    () => [
      { field: 'id', headerName: t('billing.payments.columns.id'), width: 80, sortable: false },
      { field: 'paymentDate', headerName: t('billing.payment.date'), width: 120, sortable: false, valueFormatter: (value: string) => format.date(value) },
      {
        field: 'amount',
        headerName: t('billing.payment.amount'),
        width: 140,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'creditUsed',
        headerName: t('billing.payments.columns.creditUsed'),
        width: 140,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number, row) => format.money(value, row.currencyId),
      },
      {
        field: 'creditAdded',
        headerName: t('billing.payments.columns.creditAdded'),
        width: 140,
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
        valueGetter: (_value, row) => invoicesOf(row),
      },
    ],
    [t, format],
  );
  return (
    <ListFrame
      title={t('billing.own.paymentsTitle')}
      list={list}
      columns={columns}
      above={
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            {CURRENCIES.map((currency) => (
              <Grid key={currency} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {t('billing.customer.credit', { currency: t(`billing.currencies.${currency}`) })}
                    </Typography>
                    <Typography variant="h6" component="p" data-testid={`own-credit-${currency}`}>
                      {format.money(currency === 'UsDollar' ? (credits?.dollarCredits ?? 0) : (credits?.dongCredits ?? 0), currency)}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </>
      }
      csv={{
        testId: 'export-own-payments',
        name: 'my-payments.csv',
        header: [
          t('billing.payments.columns.id'),
          t('billing.payment.date'),
          t('billing.invoice.fields.currencyId'),
          t('billing.payment.amount'),
          t('billing.payments.columns.creditUsed'),
          t('billing.payments.columns.creditAdded'),
          t('billing.payments.columns.invoices'),
        ],
        row: (row) => [
          row.id,
          row.paymentDate,
          t(`billing.currencies.${row.currencyId}`),
          spreadsheetAmount(row.amount, row.currencyId),
          spreadsheetAmount(row.creditUsed, row.currencyId),
          spreadsheetAmount(row.creditAdded, row.currencyId),
          invoicesOf(row),
        ],
      }}
    />
  );
}
