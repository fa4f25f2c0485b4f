import { Box, Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { Link as RouterLink } from 'react-router-dom';
import { customersPaths } from '../../customers/customers.paths';
import { LoadFailed } from '../../../shared/load-failed';
import { PageHeader } from '../../../shared/page-header';
import { useFormat } from '../../../shared/use-format';
import { useListParams } from '../../../shared/use-list-params';
import { useAgingQuery } from '../api/billing.api';
import { TablePanel } from '../../../shared/table-panel';
import { DateField } from '../../../shared/date-field';

const BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90', 'total'] as const;

/** Accounts receivable aging as of a day (in the URL): what each customer owes, per currency, by age. */
export function AgingPage() {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const format = useFormat();
  const list = useListParams(['asOf'], { field: 'total', direction: 'desc' });
  const asOf = /^\d{4}-\d{2}-\d{2}$/.test(list.filters.asOf) ? list.filters.asOf : new Date().toISOString().slice(0, 10);
  const { data, error, refetch } = useAgingQuery(asOf);
  return (
    <Box>
      <PageHeader title={t('billing.aging.title')}>
        <DateField
          size="small"
          label={t('billing.aging.asOf')}
          value={asOf}
          onChange={(event) => list.setFilter('asOf', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </PageHeader>
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      <TablePanel label={t('billing.aging.title')} testId="aging">
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.invoice.fields.customerId')}</TableCell>
            <TableCell>{t('billing.invoice.fields.currencyId')}</TableCell>
            {BUCKETS.map((bucket) => (
              <TableCell key={bucket} align="right">
                {t(`billing.aging.${bucket}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={8}>
                <Typography color="text.secondary">{t('billing.aging.nothingOwed')}</Typography>
              </TableCell>
            </TableRow>
          ) : null}
          {data?.rows.map((row) => (
            <TableRow key={`${row.customerId}-${row.currencyId}`}>
              <TableCell>
                <Link component={RouterLink} to={customersPaths.customerUpdate(row.customerId)}>
                  {shown(row.customerLabel) ?? `#${row.customerId}`}
                </Link>
              </TableCell>
              <TableCell>{t(`billing.currencies.${row.currencyId}`)}</TableCell>
              {BUCKETS.map((bucket) => (
                <TableCell key={bucket} align="right">
                  {format.money(row[bucket], row.currencyId)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </TablePanel>
    </Box>
  );
}
