import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, IconButton, Link, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { VendorQuery, VendorView } from '@cargo/contracts';
import { useUndoableDelete } from '../../../shared/notify';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useDeleteVendorMutation, useLazyListVendorsQuery, useListVendorsQuery, useRestoreVendorMutation } from '../api/vendors.api';
import { vendorsPaths } from '../vendors.paths';
import { VendorDialog } from './vendor-dialog';
import { rowActionsColumn } from '../../../shared/row-actions-column';

const FILTERS = ['name'] as const;

const VENDORS: ListQuery<(typeof FILTERS)[number], VendorQuery, VendorView> = {
  filters: FILTERS,
  sort: { field: 'name', direction: 'asc' },
  query: ({ filters: { name }, page, pageSize }) => ({ page: String(page), pageSize: String(pageSize), name: name.trim() || undefined }),
  useQuery: useListVendorsQuery,
  useLazyQuery: useLazyListVendorsQuery,
};

/** Vendors by name, paged on the server, searched by name (page and search in the URL); add, edit and delete. */
export function VendorListPage() {
  const { t } = useTranslation();
  const undoableDelete = useUndoableDelete();
  const list = useServerList(VENDORS);
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
    <ListFrame
      title={t('vendors.title')}
      list={list}
      columns={columns}
      search={{ filter: 'name', testId: 'vendor-search' }}
      csv={{
        testId: 'export-vendors',
        name: 'vendor-list.csv',
        header: [t('vendors.columns.id'), t('vendors.columns.name'), t('vendors.columns.address1'), t('vendors.columns.email'), t('vendors.columns.phone')],
        row: (row) => [row.id, row.name, row.address1, row.email, row.phone],
      }}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" onClick={() => setEditing('new')} data-testid="add-vendor">
          {t('vendors.add')}
        </Button>
      }
    >
      {editing ? <VendorDialog vendor={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </ListFrame>
  );
}
