import AddIcon from '@mui/icons-material/Add';
import { Button, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { StockListRow, StockQuery } from '@cargo/contracts';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useLazyListStocksQuery, useListStocksQuery } from '../api/stocks.api';
import { inventoryPaths } from '../inventory.paths';
import { stockCsv } from '../stock-csv';
import { useStockColumns, type StockFilter } from './stock-table';

const FILTERS = ['tab', 'vendorId', 'from', 'to'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const stockFilter = (filters: Record<(typeof FILTERS)[number], string>): StockFilter => ({
  isActive: filters.tab === 'inactive' ? 'false' : 'true',
  vendorId: /^\d+$/.test(filters.vendorId) ? filters.vendorId : undefined,
  from: ISO_DATE.test(filters.from) ? filters.from : undefined,
  to: ISO_DATE.test(filters.to) ? filters.to : undefined,
});

const STOCKS: ListQuery<(typeof FILTERS)[number], StockQuery, StockListRow> = {
  filters: FILTERS,
  sort: { field: 'id', direction: 'desc' },
  query: ({ filters, page, pageSize, sort }) => ({
    ...stockFilter(filters),
    page: String(page),
    pageSize: String(pageSize),
    sort: sort.field as StockQuery['sort'],
    order: sort.direction,
  }),
  useQuery: useListStocksQuery,
  useLazyQuery: useLazyListStocksQuery,
};

/** StockList: tabs Active and Inactive, filters by vendor and purchase dates (all in the URL), and stock-list.csv of every matching row. */
export function StockListPage() {
  const { t } = useTranslation();
  const list = useServerList(STOCKS);
  const { columns, dialog } = useStockColumns();
  const active = stockFilter(list.filters).isActive !== 'false';
  return (
    <ListFrame
      title={t('stocks.listTitle')}
      list={list}
      columns={columns}
      sortable
      filters={[
        { name: 'vendorId', kind: 'vendor', label: t('stocks.filters.vendor'), testId: 'filter-vendor' },
        { name: 'from', kind: 'date', label: t('stocks.filters.from') },
        { name: 'to', kind: 'date', label: t('stocks.filters.to') },
      ]}
      above={
        <Tabs value={active ? 'active' : 'inactive'} onChange={(_event, tab: string) => list.setFilter('tab', tab === 'active' ? '' : tab)} sx={{ mb: 1 }}>
          <Tab value="active" label={t('stocks.active')} data-testid="tab-active" />
          <Tab value="inactive" label={t('stocks.inactive')} data-testid="tab-inactive" />
        </Tabs>
      }
      csv={{ testId: 'export-stocks', ...stockCsv('stock-list.csv', t, true) }}
      actions={
        <>
          <Button component={RouterLink} to={inventoryPaths.stockGroupList} data-testid="open-stock-groups">
            {t('stocks.groups.open')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" component={RouterLink} to={inventoryPaths.newStock}>
            {t('stocks.newStock')}
          </Button>
        </>
      }
    >
      {dialog}
    </ListFrame>
  );
}
