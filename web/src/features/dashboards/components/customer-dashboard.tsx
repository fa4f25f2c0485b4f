import { Alert, Box, Grid, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CURRENCIES, MINOR_UNITS, type CustomerDashboard, type Currency } from '@cargo/contracts';
import { LoadFailed } from '../../../shared/load-failed';
import { useFormat } from '../../../shared/use-format';
import { catalogPaths } from '../../catalog/catalog.paths';
import { useCustomerDashboardQuery } from '../api/dashboards.api';
import { PIE_COLOURS } from './chart-colours';
import { PackageCountsPanel } from './package-counts';
import { DateField } from '../../../shared/date-field';

/**
 * The customer page's dashboard: invoiced and paid by year/month in each currency (a line chart per
 * currency, never added together), purchases by product as a pie of seven colours, and Top
 * Purchased Products by quantity (title breaking ties), and their packages by state. Figures come
 * from the dashboards projection.
 */
export function CustomerDashboardPanel({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [asOf, setAsOf] = useState('');
  const { data, error, refetch } = useCustomerDashboardQuery({ customerId, asOf: asOf || undefined });
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (!data) return null;
  const currencies = CURRENCIES.filter((currency) => data.months.some((month) => month.currencyId === currency));
  return (
    <Grid container spacing={2} data-testid="customer-dashboard">
      <Grid size={12} sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <DateField
          size="small"
          label={t('dashboards.asOf')}
          value={asOf}
          onChange={(event) => setAsOf(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'customer-dashboard-asOf' } }}
          helperText={t('dashboards.asOfHint')}
          sx={{ maxWidth: 260 }}
        />
        {data.asOf ? (
          <Alert severity="info" sx={{ flex: 1 }} data-testid="customer-dashboard-as-of-shown">
            {t('dashboards.asOfShown', { date: format.date(data.asOf) })}
          </Alert>
        ) : null}
      </Grid>
      <Grid size={12}>
        <PackageCountsPanel counts={data.packages} customerId={customerId} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Paper sx={{ p: 2, height: '100%' }}>
          <Typography variant="subtitle1" component="h2">
            {t('dashboards.customer.monthly')}
          </Typography>
          {currencies.length === 0 ? <Typography color="text.secondary">{t('dashboards.customer.noInvoices')}</Typography> : null}
          {currencies.map((currency) => (
            <MonthlyChart key={currency} currency={currency} months={data.months.filter((month) => month.currencyId === currency)} />
          ))}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <Paper sx={{ p: 2 }} data-testid="customer-purchases-pie">
            <Typography variant="subtitle1" component="h2">
              {t('dashboards.customer.purchases')}
            </Typography>
            {data.slices === null ? (
              <Typography color="text.secondary">{t('dashboards.rankingsToday')}</Typography>
            ) : data.slices.length === 0 ? (
              <Typography color="text.secondary">{t('dashboards.customer.noPurchases')}</Typography>
            ) : (
              <PieChart
                height={220}
                colors={PIE_COLOURS}
                series={[
                  {
                    data: data.slices.map((slice, index) => ({
                      id: slice.productId ?? `others-${index}`,
                      value: slice.quantity,
                      label: slice.productTitle ?? t('dashboards.customer.others'),
                    })),
                    valueFormatter: (item) => t('dashboards.customer.units', { quantity: format.number(item.value) }),
                  },
                ]}
              />
            )}
          </Paper>
          <Paper sx={{ p: 2 }} data-testid="customer-top-products">
            <Typography variant="subtitle1" component="h2">
              {t('dashboards.customer.topProducts')}
            </Typography>
            {data.topProducts === null ? <Typography color="text.secondary">{t('dashboards.rankingsToday')}</Typography> : null}
            {data.topProducts?.length === 0 ? <Typography color="text.secondary">{t('dashboards.customer.noPurchases')}</Typography> : null}
            <List dense>
              {data.topProducts?.map((row, index) => (
                <ListItem key={row.productId} disablePadding>
                  <ListItemButton component={RouterLink} to={catalogPaths.productUpdate(row.productId)} data-testid="customer-top-product">
                    <ListItemText
                      primary={`${index + 1}. ${row.productTitle}`}
                      secondary={t('dashboards.customer.units', { quantity: format.number(row.quantity) })}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        </Stack>
      </Grid>
    </Grid>
  );
}

function MonthlyChart({ currency, months }: { currency: Currency; months: CustomerDashboard['months'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const name = t(`dashboards.currencies.${currency}`);
  // Minor units become whole currency units on the axis; the tooltip shows exact money.
  const unit = MINOR_UNITS[currency];
  const valueFormatter = (value: number | null) => (value === null ? '' : format.money(Math.round(value * unit), currency));
  return (
    <Box data-testid={`customer-chart-${currency}`}>
      <LineChart
        height={240}
        yAxis={[{ valueFormatter: (value: number) => format.compact(value), width: 56 }]}
        xAxis={[{ scaleType: 'point', data: months.map((month) => month.month) }]}
        // Room past the last month, whose label would be cut at the edge.
        margin={{ right: 32 }}
        series={[
          {
            id: 'invoiced',
            label: t('dashboards.customer.invoiced', { currency: name }),
            data: months.map((month) => month.invoiced / unit),
            showMark: true,
            valueFormatter,
          },
          {
            id: 'paid',
            label: t('dashboards.customer.paid', { currency: name }),
            data: months.map((month) => month.paid / unit),
            showMark: true,
            valueFormatter,
          },
        ]}
      />
    </Box>
  );
}
