import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, CircularProgress, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { useParams } from 'react-router-dom';
import { LoadFailed } from '../../../shared/load-failed';
import { useFormat } from '../../../shared/use-format';
import { fullName, type OwnInvoiceView } from '@cargo/contracts';
import { useLineName } from './line-name';
import { useSignedInUser } from '../../../shared/session.slice';
import { useGetInvoiceQuery, useOwnInvoiceQuery } from '../api/billing.api';
import { ScrollRegion } from '../../../shared/scroll-region';

/** The printer-friendly invoice as staff open it. */
export function PrintableInvoicePage() {
  const shown = usePersonalText();
  const { data: invoice, error, refetch } = useGetInvoiceQuery(Number(useParams().id));
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (!invoice) return <CircularProgress />;
  return <PrintableInvoice invoice={invoice} customerName={shown(invoice.customerLabel) ?? ''} />;
}

/** A customer's own invoice, printable (the server answers only theirs): billed to the signed-in customer. */
export function OwnPrintableInvoicePage() {
  const user = useSignedInUser();
  const { data: invoice, error, refetch } = useOwnInvoiceQuery(Number(useParams().id));
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (!invoice) return <CircularProgress />;
  return <PrintableInvoice invoice={invoice} customerName={user ? fullName(user) : ''} />;
}

/** The printer-friendly invoice: the business, the customer, active lines, totals; the print stylesheet hides the app around it. */
function PrintableInvoice({ invoice, customerName }: { invoice: OwnInvoiceView; customerName: string }) {
  const { t } = useTranslation();
  const lineName = useLineName();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, invoice.currencyId);
  return (
    <Box
      data-testid="printable-invoice"
      sx={{
        bgcolor: 'common.white',
        color: 'common.black',
        p: 4,
        maxWidth: 800,
        mx: 'auto',
        '@media print': { p: 0, maxWidth: 'none', boxShadow: 'none' },
      }}
    >
      <style>
        {'@media print { header, footer, nav, .MuiDrawer-root, [data-print="hide"] { display: none !important; } body { background: #fff !important; } }'}
      </style>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box>
          <Typography variant="h5" component="h1">
            {t('billing.print.title', { code: invoice.code })}
          </Typography>
          <Typography>MTL Cargo</Typography>
        </Box>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()} data-print="hide" data-testid="print">
          {t('billing.print.print')}
        </Button>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography>
        {t('billing.invoice.fields.customerId')}: <b>{customerName}</b>
      </Typography>
      <Typography>
        {t('billing.invoice.fields.invoiceDate')}: {format.date(invoice.invoiceDate)}
      </Typography>
      {invoice.mtlTracking ? (
        <Typography>
          {t('billing.invoice.fields.mtlTracking')}: {invoice.mtlTracking}
        </Typography>
      ) : null}
      {invoice.boxCasePallet ? (
        <Typography data-testid="print-boxCasePallet">
          {t('billing.invoice.fields.boxCasePallet')}: {invoice.boxCasePallet}
        </Typography>
      ) : null}
      {invoice.weight ? (
        <Typography data-testid="print-weight">
          {t('billing.invoice.fields.weight')}: {format.pounds(invoice.weight)}
        </Typography>
      ) : null}
      {invoice.description ? <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{invoice.description}</Typography> : null}
      <ScrollRegion label={t('titles.printerFriendly')}>
        <Table size="small" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('billing.invoice.line.name')}</TableCell>
              <TableCell align="right">{t('billing.invoice.line.quantity')}</TableCell>
              <TableCell align="right">{t('billing.invoice.line.unitPrice')}</TableCell>
              <TableCell align="right">{t('billing.invoice.line.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.invoiceDetails
              .filter((line) => line.isActive)
              .map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{lineName(line.name)}</TableCell>
                  <TableCell align="right">{format.number(line.quantity)}</TableCell>
                  <TableCell align="right">{money(line.unitPrice)}</TableCell>
                  <TableCell align="right">{money(line.lineTotal)}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      <Stack sx={{ mt: 2, alignItems: 'flex-end' }} spacing={0.5} data-testid="printable-totals">
        <Typography>
          {t('billing.invoice.columns.total')}: <b>{money(invoice.totalAmount)}</b>
        </Typography>
        <Typography>
          {t('billing.print.paid')}: {money(invoice.amountPaid + invoice.creditPaid)}
        </Typography>
        <Typography variant="h6" component="p">
          {t('billing.invoice.columns.due')}: {money(invoice.amountDue)}
        </Typography>
        <Typography>{t(`billing.statuses.${invoice.paymentStatus}`)}</Typography>
      </Stack>
    </Box>
  );
}
