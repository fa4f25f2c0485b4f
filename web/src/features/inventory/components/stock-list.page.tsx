import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Grid, Tab, Tabs, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { VendorPicker } from '../../../shared/reference-pickers';
import { ExportCsvButton } from '../../../shared/export-csv-button';
import { PageHeader } from '../../../shared/page-header';
import { useListParams } from '../../../shared/use-list-params';
import { useLazyListStocksQuery } from '../api/stocks.api';
import { inventoryPaths } from '../inventory.paths';
import { stockCsv } from '../stock-csv';
import { StockTable, type StockFilter } from './stock-table';

const FILTERS = ['tab', 'vendorId', 'from', 'to'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** StockList: tabs Active and Inactive, filters by vendor and purchase dates (all in the URL), and stock-list.csv of every matching row. */
export function StockListPage() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS, { field: 'id', direction: 'desc' });
  const [fetchForExport] = useLazyListStocksQuery();
  const filter: StockFilter = {
    isActive: list.filters.tab === 'inactive' ? 'false' : 'true',
    vendorId: /^\d+$/.test(list.filters.vendorId) ? list.filters.vendorId : undefined,
    from: ISO_DATE.test(list.filters.from) ? list.filters.from : undefined,
    to: ISO_DATE.test(list.filters.to) ? list.filters.to : undefined,
  };

  return (
    <Box>
      <PageHeader title={t('stocks.listTitle')}>
        <ExportCsvButton
          onNavbar
          fetchPage={(page, pageSize) =>
            fetchForExport({ ...filter, page: String(page), pageSize: String(pageSize), sort: list.sort.field as 'id', order: list.sort.direction }).unwrap()
          }
          file={stockCsv('stock-list.csv', t, true)}
          testId="export-stocks"
        />
        <Button component={RouterLink} to={inventoryPaths.stockGroupList} data-testid="open-stock-groups">
          {t('stocks.groups.open')}
        </Button>
        <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" component={RouterLink} to={inventoryPaths.newStock}>
          {t('stocks.newStock')}
        </Button>
      </PageHeader>
      <Tabs
        value={filter.isActive === 'false' ? 'inactive' : 'active'}
        onChange={(_event, tab: string) => list.setFilter('tab', tab === 'active' ? '' : tab)}
        sx={{ mb: 2 }}
      >
        <Tab value="active" label={t('stocks.active')} data-testid="tab-active" />
        <Tab value="inactive" label={t('stocks.inactive')} data-testid="tab-inactive" />
      </Tabs>
      <Grid container spacing={1} sx={{ mb: 1 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <VendorPicker
            label={t('stocks.filters.vendor')}
            value={filter.vendorId ? Number(filter.vendorId) : null}
            onChange={(id) => list.setFilter('vendorId', id ? String(id) : '')}
            testId="filter-vendor"
          />
        </Grid>
        {(['from', 'to'] as const).map((field) => (
          <Grid key={field} size={{ xs: 6, md: 3 }}>
            <TextField
              type="date"
              size="small"
              fullWidth
              label={t(`stocks.filters.${field}`)}
              value={list.filters[field]}
              onChange={(event) => list.setFilter(field, event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `filter-${field}` } }}
            />
          </Grid>
        ))}
      </Grid>
      <StockTable
        filter={filter}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        sort={{ model: list.sortModel, onChange: list.setSortModel }}
      />
    </Box>
  );
}
