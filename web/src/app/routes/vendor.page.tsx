import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { PAGE_SIZE } from '@cargo/contracts';
import { StockTable } from '../../features/inventory/components/stock-table';
import { useGetVendorQuery } from '../../features/vendors/api/vendors.api';
import { VendorDashboardPanel } from '../../features/vendors/components/vendor-dashboard';
import { vendorsPaths } from '../../features/vendors/vendors.paths';
import { LoadFailed } from '../../shared/load-failed';
import { errorBodyOf } from '../api';
import { paths } from '../paths';

/** The vendor detail page composes vendors (the dashboard) and inventory (the vendor's stock rows); expenses join when they exist. */
export function VendorPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: vendor, error, isLoading, refetch } = useGetVendorQuery(id, { skip: !valid });
  const [tab, setTab] = useState<'stocks' | 'expenses'>('stocks');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'id', sort: 'desc' }]);
  if (!valid || errorBodyOf(error)?.statusCode === 404) return <Navigate to={paths.notFound} replace />;
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (isLoading || !vendor) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={vendorsPaths.vendorList} startIcon={<ArrowBackIcon />}>
          {t('drawer.vendors')}
        </Button>
      </Box>
      <VendorDashboardPanel vendor={vendor} />
      <Tabs value={tab} onChange={(_event, next: 'stocks' | 'expenses') => setTab(next)}>
        <Tab value="stocks" label={t('vendorDashboard.tabs.stocks')} />
        <Tab value="expenses" label={t('vendorDashboard.tabs.expenses')} />
      </Tabs>
      {tab === 'stocks' ? (
        <StockTable filter={{ vendorId: String(vendor.id), isActive: 'true' }} pagination={pagination} onPaginationChange={setPagination} sort={{ model: sort, onChange: setSort }} />
      ) : (
        <Paper sx={{ p: 2 }}>
          <Typography color="text.secondary">{t('vendorDashboard.noExpenses')}</Typography>
        </Paper>
      )}
    </Stack>
  );
}
