import { Alert, Box, Card, CardContent, Grid, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { useSearchParams } from 'react-router-dom';
import { CURRENCIES, MINOR_UNITS, type Currency, type OverviewDashboard } from '@cargo/contracts';
import { useOptionLabel } from '../../../shared/options.api';
import { LoadFailed } from '../../../shared/load-failed';
import { PageHeader } from '../../../shared/page-header';
import { useFormat } from '../../../shared/use-format';
import { useOverviewQuery, type OverviewRange } from '../api/dashboards.api';
import { DateField } from '../../../shared/date-field';
import { PackageCountsPanel } from './package-counts';

const FIGURES = ['stockAmount', 'totalStock', 'expenseAmount', 'totalExpense', 'totalAmount'] as const;
const MONEY_FIGURES = new Set<string>(['stockAmount', 'expenseAmount', 'totalAmount']);

/**
 * The owner's overview (root only): the spec's figures, then invoiced and collected by month in each
 * currency, receivables outstanding, orders by month, expenses by type and month, and the top
 * products and customers, and the warehouse's packages by state. The range lives in the URL. Dollars and dong are never added together.
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const range = {
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    asOf: search.get('asOf') ?? undefined,
    datedTo: search.get('datedTo') ?? undefined,
  };
  const badRange = Boolean(range.from && range.to && range.from > range.to);
  const { data, error, refetch } = useOverviewQuery(range, { skip: badRange });
  const setDate = (field: keyof OverviewRange, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(field, value);
    else next.delete(field);
    setSearch(next, { replace: true });
  };
  return (
    <Stack spacing={2}>
      <PageHeader title={t('dashboards.overview.heading')} />
      {/* One row of filters, each as tall as the others (its hint, or room for one). */}
      <Grid container spacing={1} sx={{ alignItems: 'flex-start' }}>
        {(['from', 'to'] as const).map((field) => (
          <Grid key={field} size={{ xs: 6, md: 3 }}>
            <DateField
              size="small"
              label={t(`dashboards.overview.${field}`)}
              value={range[field] ?? data?.[field] ?? ''}
              onChange={(event) => setDate(field, event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `overview-${field}` } }}
              error={badRange}
              helperText={badRange && field === 'to' ? t('dashboards.overview.badRange') : ' '}
              fullWidth
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <DateField
            size="small"
            label={t('dashboards.asOf')}
            value={range.asOf ?? ''}
            onChange={(event) => setDate('asOf', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'overview-asOf' } }}
            helperText={t('dashboards.asOfHint')}
            fullWidth
          />
        </Grid>
        {/* The records' own dates (purchased, paid), apart from when they were entered. */}
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <DateField
            size="small"
            label={t('dashboards.overview.datedTo')}
            value={range.datedTo ?? ''}
            onChange={(event) => setDate('datedTo', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'overview-datedTo' } }}
            helperText={t('dashboards.overview.datedToHint')}
            fullWidth
          />
        </Grid>
      </Grid>
      {data?.asOf ? (
        <Alert severity="info" data-testid="overview-as-of-shown">
          {t('dashboards.asOfShown', { date: format.date(data.asOf) })}
        </Alert>
      ) : null}
      {data?.datedTo ? (
        <Alert severity="info" data-testid="overview-dated-to-shown">
          {t('dashboards.overview.datedToShown', { date: format.date(data.datedTo) })}
        </Alert>
      ) : null}
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      <Grid container spacing={2}>
        {FIGURES.map((figure) => (
          <Grid key={figure} size={{ xs: 12, sm: 6, md: 'grow' }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="overline" color="text.secondary" component="h2">
                  {t(`dashboards.overview.${figure}`)}
                </Typography>
                <Typography variant="h5" data-testid={`overview-${figure}`}>
                  {data ? (MONEY_FIGURES.has(figure) ? format.money(data[figure]) : format.number(data[figure])) : '…'}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="text.secondary">
        {t('dashboards.apart')}
      </Typography>
      {data ? <PackageCountsPanel counts={data.packages} /> : null}
      {data ? <OverviewCharts data={data} /> : null}
    </Stack>
  );
}

function OverviewCharts({ data }: { data: OverviewDashboard }) {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const format = useFormat();
  const months = [...new Set([...data.months.map((row) => row.month), ...data.expenses.map((row) => row.month)])].sort();
  return (
    <Grid container spacing={2}>
      {CURRENCIES.map((currency) => (
        <Grid key={currency} size={{ xs: 12, md: 6 }}>
          <Paper sx={{ p: 2 }}>
            <MoneyByMonth currency={currency} data={data} />
          </Paper>
        </Grid>
      ))}
      <Grid size={12}>
        <Paper sx={{ p: 2 }}>
          <CombinedByMonth data={data} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Paper sx={{ p: 2, height: '100%' }} data-testid="overview-receivables">
          <Typography variant="subtitle1" component="h2">
            {t('dashboards.overview.receivables')}
          </Typography>
          <List dense>
            {CURRENCIES.map((currency) => {
              const row = data.receivables.find((candidate) => candidate.id === currency);
              return (
                <ListItem key={currency}>
                  <ListItemText
                    primary={format.money(row?.outstanding ?? 0, currency)}
                    secondary={`${t(`dashboards.currencies.${currency}`)} · ${t('dashboards.overview.openInvoices', { count: row?.openInvoices ?? 0 })}`}
                    slotProps={{ primary: { 'data-testid': `overview-receivable-${currency}` } as object }}
                  />
                </ListItem>
              );
            })}
          </List>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {t('dashboards.overview.ordersHeading')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {CURRENCIES.map((currency) => (
              <Typography key={currency} variant="body2" data-testid={`overview-orders-${currency}`}>
                {t('dashboards.overview.orders', { currency: t(`dashboards.currencies.${currency}`) })}:{' '}
                {format.number(data.months.filter((row) => row.currencyId === currency).reduce((sum, row) => sum + row.orders, 0))}
              </Typography>
            ))}
          </Box>
          {months.length > 0 ? (
            <BarChart
              height={220}
              yAxis={[{ valueFormatter: (value: number) => format.compact(value), width: 56 }]}
              xAxis={[{ scaleType: 'band', data: months }]}
              series={CURRENCIES.map((currency) => ({
                id: currency,
                label: t('dashboards.overview.orders', { currency: t(`dashboards.currencies.${currency}`) }),
                data: months.map((month) => data.months.find((row) => row.month === month && row.currencyId === currency)?.orders ?? 0),
              }))}
            />
          ) : (
            <Typography color="text.secondary">{t('dashboards.overview.nothing')}</Typography>
          )}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper sx={{ p: 2 }}>
          <ExpensesByType data={data} months={months} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <Ranking
          title={t('dashboards.overview.topProducts')}
          testId="overview-top-products"
          rows={data.topProducts?.map((row, index) => ({
            key: String(row.productId),
            primary: `${index + 1}. ${row.productTitle}`,
            secondary: format.number(row.quantity),
          }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <Ranking
          title={t('dashboards.overview.topCustomers')}
          testId="overview-top-customers"
          rows={data.topCustomers?.map((row) => ({
            key: row.id,
            primary: shown(row.customerLabel) ?? `#${row.customerId}`,
            secondary: format.money(row.invoiced, row.currencyId),
          }))}
        />
      </Grid>
    </Grid>
  );
}

/** A ranked list in a panel ('Nothing yet' when empty; rows null: not kept for the day asked). */
function Ranking({ title, testId, rows }: { title: string; testId: string; rows: { key: string; primary: string; secondary: string }[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      {rows === undefined ? <Typography color="text.secondary">{t('dashboards.rankingsToday')}</Typography> : null}
      {rows?.length === 0 ? <Typography color="text.secondary">{t('dashboards.overview.noneYet')}</Typography> : null}
      <List dense>
        {rows?.map((row) => (
          <ListItem key={row.key}>
            <ListItemText primary={row.primary} secondary={row.secondary} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function MoneyByMonth({ currency, data }: { currency: Currency; data: OverviewDashboard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = data.months.filter((row) => row.currencyId === currency);
  const unit = MINOR_UNITS[currency];
  const valueFormatter = (value: number | null) => (value === null ? '' : format.money(Math.round(value * unit), currency));
  return (
    <Box data-testid={`overview-chart-${currency}`}>
      <Typography variant="subtitle1" component="h2">
        {t('dashboards.overview.byMonth', { currency: t(`dashboards.currencies.${currency}`) })}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.overview.nothing')}</Typography>
      ) : (
        <LineChart
          height={240}
          yAxis={[{ valueFormatter: (value: number) => format.compact(value), width: 56 }]}
          xAxis={[{ scaleType: 'point', data: rows.map((row) => row.month) }]}
          // Room past the last month, whose label would be cut at the edge.
          margin={{ right: 32 }}
          series={[
            { id: 'invoiced', label: t('dashboards.overview.invoiced'), data: rows.map((row) => row.invoiced / unit), showMark: true, valueFormatter },
            { id: 'collected', label: t('dashboards.overview.collected'), data: rows.map((row) => row.collected / unit), showMark: true, valueFormatter },
          ]}
        />
      )}
    </Box>
  );
}

/** Expenses are in US cents: one stacked bar per month, a series per expense type named in the reader's language. */
function ExpensesByType({ data, months }: { data: OverviewDashboard; months: string[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const typeName = useOptionLabel('expenseType');
  const types = [...new Set(data.expenses.map((row) => row.typeId))];
  return (
    <Box data-testid="overview-expenses">
      <Typography variant="subtitle1" component="h2">
        {t('dashboards.overview.expensesByType')}
      </Typography>
      {types.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.overview.nothing')}</Typography>
      ) : (
        <BarChart
          height={240}
          yAxis={[{ valueFormatter: (value: number) => format.compact(value), width: 56 }]}
          xAxis={[{ scaleType: 'band', data: months }]}
          series={types.map((typeId) => ({
            id: String(typeId),
            label: typeName(typeId),
            stack: 'expenses',
            data: months.map((month) => (data.expenses.find((row) => row.month === month && row.typeId === typeId)?.amount ?? 0) / 100),
            valueFormatter: (value: number | null) => (value === null ? '' : format.money(Math.round(value * 100))),
          }))}
        />
      )}
    </Box>
  );
}

/** Both currencies in dollars: each record at the rate kept on it (the server converts, never the screen). */
function CombinedByMonth({ data }: { data: OverviewDashboard }) {
  const { t } = useTranslation();
  const format = useFormat();
  const valueFormatter = (value: number | null) => (value === null ? '' : format.money(Math.round(value * MINOR_UNITS.UsDollar), 'UsDollar'));
  const series = (['invoiced', 'collected', 'ordered'] as const).map((figure) => ({
    id: figure,
    label: t(`dashboards.overview.${figure}`),
    data: data.combined.map((month) => month[figure] / MINOR_UNITS.UsDollar),
    showMark: true,
    valueFormatter,
  }));
  return (
    <Box data-testid="overview-combined">
      <Typography variant="subtitle1" component="h2">
        {t('dashboards.overview.combinedHeading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('dashboards.overview.combinedNote')}
      </Typography>
      {data.combined.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.overview.nothing')}</Typography>
      ) : (
        <LineChart
          height={240}
          yAxis={[{ valueFormatter: (value: number) => format.compact(value), width: 56 }]}
          xAxis={[{ scaleType: 'point', data: data.combined.map((month) => month.month) }]}
          margin={{ right: 32 }}
          series={series}
        />
      )}
    </Box>
  );
}
