import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, IconButton, Link, Stack, Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { VendorView } from '@cargo/contracts';
import { useUndoableDelete } from '../../../shared/notify';
import { ServerGrid } from '../../../shared/server-grid';
import { useListParams } from '../../../shared/use-list-params';
import { useDeleteVendorMutation, useListVendorsQuery, useRestoreVendorMutation } from '../api/vendors.api';
import { vendorsPaths } from '../vendors.paths';
import { VendorDialog } from './vendor-dialog';
import { rowActionsColumn } from '../../../shared/row-actions-column';

const FILTERS = ['name'] as const;

/** Vendors by name, paged on the server, searched by name (page and search in the URL); add, edit and delete. */
export function VendorListPage() {
  const { t } = useTranslation();
  const undoableDelete = useUndoableDelete();
  const list = useListParams(FILTERS, { field: 'name', direction: 'asc' });
  const { data, isFetching, error, refetch } = useListVendorsQuery({
    page: String(list.pagination.page),
    pageSize: String(list.pagination.pageSize),
    name: list.filters.name.trim() || undefined,
  });
  const [deleteVendor] = useDeleteVendorMutation();
  const [restoreVendor] = useRestoreVendorMutation();
  const [editing, setEditing] = useState<VendorView | 'new' | null>(null);

  const columns = useMemo<GridColDef<VendorView>[]>(() => {
    const remove = (vendor: VendorView) =>
      undoableDelete(
        () => deleteVendor(vendor.id).unwrap(),
        () => restoreVendor(vendor.id).unwrap(),
        'vendors.vendorDeleted',
      );
    return [
      { field: 'id', headerName: t('vendors.columns.id'), width: 80 },
      {
        field: 'name',
        headerName: t('vendors.columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={vendorsPaths.vendorDetail(row.id)} aria-label={t('vendorDashboard.open', { name: row.name })}>
            {row.name}
          </Link>
        ),
      },
      { field: 'address1', headerName: t('vendors.columns.address1'), flex: 1, minWidth: 150 },
      { field: 'email', headerName: t('vendors.columns.email'), flex: 1, minWidth: 170 },
      { field: 'phone', headerName: t('vendors.columns.phone'), width: 130 },
      rowActionsColumn({
        headerName: t('vendors.columns.actions'),
        width: 120,
        renderCell: ({ row }) => (
          <Stack direction="row">
            <IconButton aria-label={t('vendors.editButton', { name: row.name })} onClick={() => setEditing(row)}>
              <EditIcon />
            </IconButton>
            <IconButton aria-label={t('vendors.deleteButton', { name: row.name })} onClick={() => void remove(row)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ),
      }),
    ];
  }, [t, deleteVendor, restoreVendor, undoableDelete]);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('vendors.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" onClick={() => setEditing('new')} data-testid="add-vendor">
          {t('vendors.add')}
        </Button>
      </Stack>
      <ServerGrid
        failed={{ error, onRetry: () => void refetch() }}
        page={data}
        columns={columns}
        loading={isFetching}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        search={{ value: list.filters.name, onChange: (text) => list.setFilter('name', text), testId: 'vendor-search' }}
      />
      {editing ? <VendorDialog vendor={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </Box>
  );
}
