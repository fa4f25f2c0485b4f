import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, Card, CardContent, Grid, List, ListItem, ListItemButton, ListItemText, Menu, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expensesPaths } from '../../expenses/expenses.paths';
import { Link as RouterLink } from 'react-router-dom';
import type { VendorDashboard, VendorView } from '@cargo/contracts';
import { LoadFailed } from '../../../shared/load-failed';
import { useFormat } from '../../../shared/use-format';
import { catalogPaths } from '../../catalog/catalog.paths';
import { useVendorDashboardQuery } from '../api/vendors.api';

const FIGURES = ['balance', 'stockAmount', 'expenseAmount'] as const;

/**
 * The vendor detail dashboard: cards for balance (stock value minus expenses), stock and expense,
 * the monthly line chart (year/month buckets) and the top purchased products, all from projections.
 */
export function VendorDashboardPanel({ vendor }: { vendor: VendorView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, error, refetch } = useVendorDashboardQuery(vendor.id);
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" data-testid="vendor-name">
            {vendor.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[vendor.address1, vendor.address2, vendor.phone, vendor.email].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <VendorActions vendorId={vendor.id} />
      </Box>
      <Grid container spacing={2}>
        {FIGURES.map((figure) => (
          <Grid key={figure} size={{ xs: 12, sm: 4 }}>
            <Card>
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  {t(`vendorDashboard.${figure}`)}
                </Typography>
                <Typography variant="h5" data-testid={`vendor-${figure}`}>
                  {data ? format.money(data.totals[figure]) : '…'}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2">
              {t('vendorDashboard.monthly')}
            </Typography>
            {data ? <MonthlyChart months={data.months} /> : null}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper sx={{ p: 2 }} data-testid="top-products">
            <Typography variant="subtitle1" component="h2">
              {t('vendorDashboard.topProducts')}
            </Typography>
            {data?.topProducts.length === 0 ? <Typography color="text.secondary">{t('vendorDashboard.noPurchases')}</Typography> : null}
            <List dense>
              {data?.topProducts.map((row, index) => (
                <ListItem key={row.productId} disablePadding>
                  <ListItemButton component={RouterLink} to={catalogPaths.productUpdate(row.productId)} data-testid="top-product">
                    <ListItemText
                      primary={`${index + 1}. ${row.productTitle ?? `#${row.productId}`}`}
                      secondary={t('vendorDashboard.bought', { quantity: format.number(row.quantity), amount: format.money(row.amount) })}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}

function MonthlyChart({ months }: { months: VendorDashboard['months'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (months.length === 0) return <Typography color="text.secondary">{t('vendorDashboard.noPurchases')}</Typography>;
  // Cents become dollars for the axis; labels are the spec's year/month buckets.
  const series = FIGURES.map((figure) => ({
    id: figure,
    label: t(`vendorDashboard.${figure}`),
    data: months.map((month) => month[figure] / 100),
    showMark: true,
    valueFormatter: (value: number | null) => (value === null ? '' : format.money(Math.round(value * 100))),
  }));
  return (
    <Box data-testid="vendor-chart">
      <LineChart
        height={300}
        yAxis={[{ valueFormatter: (value: number) => format.compact(value), width: 56 }]}
        xAxis={[{ scaleType: 'point', data: months.map((month) => month.month) }]}
        // Room past the last month, whose label would be cut at the edge.
        margin={{ right: 32 }}
        series={series}
      />
    </Box>
  );
}

/** Actions: New Expense opens NewExpense prefilled with this vendor. */
function VendorActions({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button variant="outlined" endIcon={<MoreVertIcon />} onClick={(event) => setAnchor(event.currentTarget)} data-testid="vendor-actions">
        {t('vendorDashboard.actions')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to={`${expensesPaths.newExpense}?vendorId=${vendorId}`} data-testid="vendor-new-expense">
          <ListItemText primary={t('vendorDashboard.newExpense')} />
        </MenuItem>
      </Menu>
    </>
  );
}
