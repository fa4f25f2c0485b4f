import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Grid, IconButton, TextField, Tooltip } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZE, type CustomerListRow } from '@cargo/contracts';
import { useNotify, useNotifyFailure } from '../../../app/notify';
import { customersPaths } from '../customers.paths';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { ExportCsvButton } from '../../../shared/export-csv-button';
import { downloadCsv } from '../../../shared/csv';
import { idLinkColumn } from '../../../shared/id-link-column';
import { PageHeader } from '../../../shared/page-header';
import { LoadFailed } from '../../../shared/load-failed';
import { ServerGrid } from '../../../shared/server-grid';
import { useDeleteCustomerMutation, useLazyListCustomersQuery, useListCustomersQuery } from '../api/customers.api';

const FILTERS = ['id', 'name', 'address1', 'address2', 'phone', 'parent'] as const;
type FilterField = (typeof FILTERS)[number];

/** Customer list: 15 rows a page, a filter per column, the id opens the customer, delete asks first. */
export function CustomerListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [filters, setFilters] = useState<Record<FilterField, string>>({ id: '', name: '', address1: '', address2: '', phone: '', parent: '' });
  const [toDelete, setToDelete] = useState<CustomerListRow | null>(null);
  const query = { page: pagination.page, pageSize: pagination.pageSize, ...Object.fromEntries(FILTERS.map((field) => [field, filters[field].trim() || null])) };
  const { data, isFetching, error, refetch } = useListCustomersQuery(query);
  const [deleteCustomer] = useDeleteCustomerMutation();
  const [fetchForExport] = useLazyListCustomersQuery();

  const remove = async (customer: CustomerListRow) => {
    try {
      await deleteCustomer(customer.id).unwrap();
      notify(t('customers.customerDeleted', { ns: 'messages' }));
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  const columns = useMemo<GridColDef<CustomerListRow>[]>(
    () => [
      idLinkColumn<CustomerListRow>(t('customers.columns.id'), customersPaths.customerUpdate, 'customer-id-link'),
      { field: 'name', headerName: t('customers.columns.name'), flex: 1, minWidth: 160 },
      { field: 'address1', headerName: t('customers.columns.address1'), flex: 1, minWidth: 140 },
      { field: 'address2', headerName: t('customers.columns.address2'), width: 130 },
      { field: 'phone', headerName: t('customers.columns.phone'), width: 130 },
      { field: 'parentLabel', headerName: t('customers.columns.parent'), flex: 1, minWidth: 160 },
      {
        field: 'actions',
        headerName: t('common.actions'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => (
          <Tooltip title={t('customers.delete')}>
            <IconButton aria-label={t('customers.delete')} onClick={() => setToDelete(row)} data-testid={`delete-customer-${row.id}`}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [t],
  );

  return (
    <Box>
      <PageHeader title={t('customers.listTitle')}>
        <ExportCsvButton
          fetchPage={(page, pageSize) => fetchForExport({ ...query, page, pageSize }).unwrap()}
          write={(rows) => downloadCsv('customer-list.csv', FILTERS.map((field) => t(`customers.columns.${field}`)), rows.map((row) => [row.id, row.name, row.address1, row.address2, row.phone, row.parentLabel]))}
          testId="export-customers"
        />
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={customersPaths.newCustomer}>
          {t('customers.add')}
        </Button>
      </PageHeader>
      <Grid container spacing={1} sx={{ mb: 2 }}>
        {FILTERS.map((field) => (
          <Grid key={field} size={{ xs: 6, md: 2 }}>
            <TextField
              size="small"
              fullWidth
              label={t('customers.filter', { column: t(`customers.columns.${field}`) })}
              value={filters[field]}
              onChange={(event) => {
                setFilters((current) => ({ ...current, [field]: event.target.value }));
                setPagination((current) => ({ ...current, page: 0 }));
              }}
              slotProps={{ htmlInput: { 'data-testid': `filter-${field}` } }}
            />
          </Grid>
        ))}
      </Grid>
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={setPagination} />
      <ConfirmDialog open={toDelete !== null} question={t('customers.confirmDelete')} onClose={() => setToDelete(null)} onConfirm={() => toDelete && void remove(toDelete)} />
    </Box>
  );
}
