import { Tab, Tabs } from '@mui/material';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type VendorView } from '@cargo/contracts';
import { VendorExpenses } from '../../features/expenses/components/vendor-expenses';
import { StockTable } from '../../features/inventory/components/stock-table';
import { useGetVendorQuery } from '../../features/vendors/api/vendors.api';
import { VendorDashboardPanel } from '../../features/vendors/components/vendor-dashboard';
import { vendorsPaths } from '../../features/vendors/vendors.paths';
import { RecordHistory } from '../../shared/record-history';
import { RouteRecord } from './route-record';

type VendorTab = 'stocks' | 'expenses' | 'history';

/** The vendor detail page composes vendors (the dashboard), inventory (the vendor's stock rows) expenses (the vendor's expenses) and its history. */
export function VendorPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<VendorTab>('stocks');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'id', sort: 'desc' }]);
  return (
    <RouteRecord<VendorView> useRecord={useGetVendorQuery} back={{ to: vendorsPaths.vendorList, label: t('drawer.vendors') }}>
      {(vendor) => (
        <>
          <VendorDashboardPanel vendor={vendor} />
          <Tabs value={tab} onChange={(_event, next: VendorTab) => setTab(next)}>
            <Tab value="stocks" label={t('vendorDashboard.tabs.stocks')} />
            <Tab value="expenses" label={t('vendorDashboard.tabs.expenses')} />
            <Tab value="history" label={t('history.tab')} data-testid="vendor-tab-history" />
          </Tabs>
          {tab === 'stocks' ? (
            <StockTable
              filter={{ vendorId: String(vendor.id), isActive: 'true' }}
              pagination={pagination}
              onPaginationChange={setPagination}
              sort={{ model: sort, onChange: setSort }}
            />
          ) : null}
          {tab === 'expenses' ? <VendorExpenses vendorId={vendor.id} /> : null}
          {tab === 'history' ? <RecordHistory recordType="vendor" recordId={vendor.id} /> : null}
        </>
      )}
    </RouteRecord>
  );
}
