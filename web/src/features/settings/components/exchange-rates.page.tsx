import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess, setExchangeRateSchema, type ExchangeRateView, today } from '@cargo/contracts';
import { CommandButton } from '../../../shared/change-access';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotifiedAction } from '../../../shared/notify';
import { PageHeader } from '../../../shared/page-header';
import { ServerGrid } from '../../../shared/server-grid';
import { useSignedInUser } from '../../../shared/session.slice';
import { useFormat } from '../../../shared/use-format';
import { useListParams } from '../../../shared/use-list-params';
import { useRateChartQuery, useRateHistoryQuery, useRateTodayQuery, useSetRateMutation } from '../api/exchange-rates.api';
import { DateField } from '../../../shared/date-field';

const yearAgo = () => today(new Date(Date.now() - 365 * 86_400_000));

/**
 * Dated exchange rates: the rate in force today, root's form to set dong per dollar from a day on,
 * the last year's rates as a line, and every rate set, newest day first.
 */
export function ExchangeRatesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useSignedInUser();
  const list = useListParams([], { field: 'effectiveDate', direction: 'desc' });
  const inForce = useRateTodayQuery();
  const history = useRateHistoryQuery({ page: list.pagination.page, pageSize: list.pagination.pageSize });
  const [range] = useState(() => ({ from: yearAgo(), to: today() }));
  const chart = useRateChartQuery(range);
  const columns = useMemo<GridColDef<ExchangeRateView>[]>(
    () => [
      {
        field: 'effectiveDate',
        headerName: t('exchangeRates.columns.effectiveDate'),
        width: 160,
        sortable: false,
        valueFormatter: (value: string) => format.date(value),
      },
      {
        field: 'vndPerUsd',
        headerName: t('exchangeRates.columns.vndPerUsd'),
        width: 200,
        type: 'number',
        sortable: false,
        valueFormatter: (value: number) => format.money(value, 'VietDong'),
      },
      {
        field: 'setAt',
        headerName: t('exchangeRates.columns.setAt'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueFormatter: (value: string, row) => (row.setBy === 'system' ? t('exchangeRates.seed') : format.dateTime(value)),
      },
    ],
    [t, format],
  );
  return (
    <Stack spacing={2}>
      <PageHeader title={t('exchangeRates.title')} />
      {inForce.error ? <LoadFailed error={inForce.error} onRetry={() => void inForce.refetch()} /> : null}
      {inForce.data ? (
        <Typography data-testid="rate-in-force">
          {t('exchangeRates.inForce', { rate: format.money(inForce.data.vndPerUsd, 'VietDong'), since: format.date(inForce.data.effectiveDate) })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('exchangeRates.keptOnRecords')}
      </Typography>
      {canAccess('root', user, 'change') ? <SetRateForm /> : <Typography color="text.secondary">{t('exchangeRates.rootOnly')}</Typography>}
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('exchangeRates.chartTitle')}
        </Typography>
        {chart.error ? <LoadFailed error={chart.error} onRetry={() => void chart.refetch()} /> : null}
        {chart.data && chart.data.length > 0 ? (
          <Box data-testid="rate-chart">
            <LineChart
              height={260}
              // The first point is the rate in force when the range begins (set on an earlier day): it is drawn from that day.
              xAxis={[{ scaleType: 'point', data: chart.data.map((rate) => format.date(rate.effectiveDate < range.from ? range.from : rate.effectiveDate)) }]}
              yAxis={[{ valueFormatter: (value: number) => format.number(value), width: 64 }]}
              series={[
                {
                  id: 'vndPerUsd',
                  label: t('exchangeRates.chartSeries'),
                  curve: 'stepAfter',
                  data: chart.data.map((rate) => rate.vndPerUsd),
                  valueFormatter: (value: number | null) => (value === null ? '' : format.money(value, 'VietDong')),
                },
              ]}
            />
          </Box>
        ) : null}
      </Paper>
      <Typography variant="h6" component="h2">
        {t('exchangeRates.history')}
      </Typography>
      <ServerGrid
        failed={{ error: history.error, onRetry: () => void history.refetch() }}
        page={history.data}
        columns={columns}
        loading={history.isFetching}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
      />
    </Stack>
  );
}

/** Root's form: a day and dong per dollar, checked by the server's own schema before it is sent. */
function SetRateForm() {
  const { t } = useTranslation();
  const act = useNotifiedAction();
  const [setRate, { isLoading }] = useSetRateMutation();
  const [effectiveDate, setEffectiveDate] = useState(today);
  const [vndPerUsd, setVndPerUsd] = useState('');
  const candidate = setExchangeRateSchema.safeParse({ effectiveDate, vndPerUsd: Number(vndPerUsd) });
  const error = (field: 'effectiveDate' | 'vndPerUsd') => {
    if (candidate.success || (field === 'vndPerUsd' && vndPerUsd === '')) return null;
    const issue = candidate.error.issues.find((found) => found.path[0] === field);
    return issue ? t(issue.message, { ns: 'messages' }) : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (candidate.success) void act(() => setRate(candidate.data).unwrap(), 'settings.exchangeRateSet').then((saved) => saved && setVndPerUsd(''));
  };
  return (
    <Paper sx={{ p: 2 }} component="form" onSubmit={submit}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('exchangeRates.setRate')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <DateField
          size="small"
          required
          label={t('exchangeRates.effectiveDate')}
          value={effectiveDate}
          onChange={(event) => setEffectiveDate(event.target.value)}
          error={Boolean(error('effectiveDate'))}
          helperText={error('effectiveDate') ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'rate-date' } }}
        />
        <TextField
          type="number"
          size="small"
          required
          label={t('exchangeRates.vndPerUsd')}
          value={vndPerUsd}
          onChange={(event) => setVndPerUsd(event.target.value)}
          error={Boolean(error('vndPerUsd'))}
          helperText={error('vndPerUsd') ?? ' '}
          slotProps={{ htmlInput: { min: 1, step: 1, 'data-testid': 'rate-value' } }}
        />
        <CommandButton type="submit" variant="contained" disabled={!candidate.success || isLoading} data-testid="save-rate">
          {t('exchangeRates.save')}
        </CommandButton>
      </Stack>
    </Paper>
  );
}
