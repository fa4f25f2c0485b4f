import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Chip, Grid, TextField } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { Link as RouterLink } from 'react-router-dom';
import { INVOICE_SORT_FIELDS, PAYMENT_STATUSES, spreadsheetAmount, type InvoiceListRow, type InvoiceQuery, type PaymentStatus } from '@cargo/contracts';
import { CustomerPicker } from '../../../shared/reference-pickers';
import { ExportCsvButton } from '../../../shared/export-csv-button';
import { PageHeader } from '../../../shared/page-header';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useListParams } from '../../../shared/use-list-params';
import { useLazyListInvoicesQuery, useListInvoicesQuery } from '../api/billing.api';
import { billingPaths } from '../billing.paths';
import { InvoiceCode } from './invoice-code';
import { ChoiceField, listChoices, withAny } from '../../../shared/choice-field';

const FILTERS = ['from', 'to', 'customerId', 'paymentStatus'] as const;
const isSortField = (value: string): value is (typeof INVOICE_SORT_FIELDS)[number] => (INVOICE_SORT_FIELDS as readonly string[]).includes(value);
const isStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);
const statusColor = { Paid: 'success', PartiallyPaid: 'warning', Pending: 'error' } as const;

/** Every invoice, by date range, customer and payment status (in the URL), paged and sorted on the server; CSV of every matching row. */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const format = useFormat();
  const list = useListParams(FILTERS, { field: 'id', direction: 'desc' });
  const { from, to, customerId, paymentStatus } = list.filters;
  const query: InvoiceQuery = {
    page: list.pagination.page,
    pageSize: list.pagination.pageSize,
    from: from || null,
    to: to || null,
    customerId: Number(customerId) || null,
    paymentStatus: isStatus(paymentStatus) ? paymentStatus : null,
    sort: isSortField(list.sort.field) ? list.sort.field : 'id',
    order: list.sort.direction,
  };
  const { data, isFetching, error, refetch } = useListInvoicesQuery(query);
  const [fetchForExport] = useLazyListInvoicesQuery();
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
    <Box>
      <PageHeader title={t('billing.invoice.listTitle')}>
        <ExportCsvButton
          onNavbar
          fetchPage={(page, pageSize) => fetchForExport({ ...query, page, pageSize }).unwrap()}
          file={{
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
          testId="export-invoices"
        />
        <Button component={RouterLink} to={billingPaths.aging} data-testid="open-aging">
          {t('billing.aging.open')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" component={RouterLink} to={billingPaths.newInvoice}>
          {t('billing.invoice.add')}
        </Button>
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
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 5 }}>
          <CustomerPicker
            label={t('billing.invoice.fields.customerId')}
            value={Number(customerId) || null}
            onChange={(id) => list.setFilter('customerId', id === null ? '' : String(id))}
            testId="filter-customer"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
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
        sort={{ model: list.sortModel, onChange: list.setSortModel }}
      />
    </Box>
  );
}
