import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Currency, spreadsheetAmount, type StatementLine, today } from '@cargo/contracts';
import { currencyChoices } from './currency-choices';
import { ChoiceField } from '../../../shared/choice-field';
import { downloadCsv } from '../../../shared/csv';
import { ScrollRegion } from '../../../shared/scroll-region';
import { useFormat } from '../../../shared/use-format';
import { useOwnStatementQuery, useStatementQuery } from '../api/billing.api';
import { DateField } from '../../../shared/date-field';

const firstOfMonth = () => `${today().slice(0, 8)}01`;

/**
 * A customer's statement for a period and currency: on screen, printable, and as
 * `{customer}-statement-{date}.csv`. `customerId` null: the signed-in customer's own.
 */
export function CustomerStatement({ customerId, name }: { customerId: number | null; name: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [currencyId, setCurrencyId] = useState<Currency>('UsDollar');
  const [from, setFrom] = useState(firstOfMonth());
  const [to, setTo] = useState(today());
  const valid = from <= to;
  const staffs = useStatementQuery({ customerId: customerId ?? 0, currencyId, from, to }, { skip: !valid || customerId === null });
  const own = useOwnStatementQuery({ currencyId, from, to }, { skip: !valid || customerId !== null });
  const { data } = customerId === null ? own : staffs;
  const money = (minor: number) => format.money(minor, currencyId);
  /** An invoice by its code; a payment named as one, as on screen and in the CSV alike. */
  const referenceOf = (line: StatementLine) => (line.kind === 'invoice' ? line.reference : t('billing.statement.payment', { reference: line.reference }));
  const amount = (minor: number) => spreadsheetAmount(minor, currencyId);
  const exportCsv = () => {
    if (!data) return;
    downloadCsv(
      `${name}-statement-${today()}.csv`,
      [t('billing.statement.date'), t('billing.statement.reference'), t('billing.statement.amount'), t('billing.statement.balance')],
      [
        [from, t('billing.statement.opening'), '', amount(data.openingBalance)],
        ...data.lines.map((line) => [line.date, referenceOf(line), amount(line.amount), amount(line.balance)]),
        [to, t('billing.statement.closing'), '', amount(data.closingBalance)],
        [to, t('billing.statement.creditOn', { date: to }), '', amount(data.credit)],
      ],
    );
  };
  return (
    <Paper sx={{ p: { xs: 1, sm: 2 } }} data-testid="statement">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, flexBasis: { xs: '100%', sm: 'auto' } }}>
          {t('billing.statement.title')}
        </Typography>
        <ChoiceField size="small" label={t('billing.invoice.fields.currencyId')} choices={currencyChoices(t)} value={currencyId} onChange={setCurrencyId} />
        <DateField
          size="small"
          label={t('billing.invoice.filters.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={!valid}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <DateField
          size="small"
          label={t('billing.invoice.filters.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={!valid}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button onClick={exportCsv} disabled={!data} data-testid="export-statement">
          {t('billing.statement.export')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()} data-print="hide">
          {t('billing.print.print')}
        </Button>
      </Box>
      {data ? (
        // On a phone the cells close up and amounts keep to one line, so a balance in the millions still fits; wider still scrolls in its own region, never the page.
        <ScrollRegion label={t('billing.statement.title')}>
          <Table
            size="small"
            sx={{
              '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.8rem', sm: undefined } },
              '& .MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('billing.statement.date')}</TableCell>
                <TableCell>{t('billing.statement.reference')}</TableCell>
                <TableCell align="right">{t('billing.statement.amount')}</TableCell>
                <TableCell align="right">{t('billing.statement.balance')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>{format.date(from)}</TableCell>
                <TableCell>{t('billing.statement.opening')}</TableCell>
                <TableCell />
                <TableCell align="right" data-testid="statement-opening">
                  {money(data.openingBalance)}
                </TableCell>
              </TableRow>
              {data.lines.map((line) => (
                <TableRow key={`${line.kind}-${line.reference}`}>
                  <TableCell>{format.date(line.date)}</TableCell>
                  <TableCell sx={{ whiteSpace: line.kind === 'invoice' ? 'nowrap' : undefined }}>{referenceOf(line)}</TableCell>
                  <TableCell align="right">{money(line.amount)}</TableCell>
                  <TableCell align="right">{money(line.balance)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell>{format.date(to)}</TableCell>
                <TableCell>{t('billing.statement.closing')}</TableCell>
                <TableCell />
                <TableCell align="right" data-testid="statement-closing">
                  <b>{money(data.closingBalance)}</b>
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={3}>{t('billing.statement.creditOn', { date: format.date(to) })}</TableCell>
                <TableCell align="right" data-testid="statement-credit">
                  {money(data.credit)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </ScrollRegion>
      ) : null}
    </Paper>
  );
}
