import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomerListRow } from '@cargo/contracts';
import { useUndoableDelete } from '../../../shared/notify';
import { customersPaths } from '../customers.paths';
import { idLinkColumn } from '../../../shared/id-link-column';
import { useDeleteCustomerMutation, useLazyListCustomersQuery, useListCustomersQuery, useRestoreCustomerMutation } from '../api/customers.api';
import { rowActionsColumn } from '../../../shared/row-actions-column';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';

const FILTERS = ['id', 'name', 'address1', 'address2', 'phone', 'parent'] as const;

const CUSTOMERS: ListQuery<(typeof FILTERS)[number], Record<string, string | number | null>, CustomerListRow> = {
  filters: FILTERS,
  sort: { field: 'id', direction: 'desc' },
  query: ({ filters, page, pageSize }) => ({ page, pageSize, ...Object.fromEntries(FILTERS.map((field) => [field, filters[field].trim() || null])) }),
  useQuery: useListCustomersQuery,
  useLazyQuery: useLazyListCustomersQuery,
};

/** Customer list: 15 rows a page, a filter per column (page and filters in the URL), the id opens the customer, delete asks first. */
export function CustomerListPage() {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const undoableDelete = useUndoableDelete();
  const list = useServerList(CUSTOMERS);
  const [deleteCustomer] = useDeleteCustomerMutation();
  const [restoreCustomer] = useRestoreCustomerMutation();

  const columns = useMemo<GridColDef<CustomerListRow>[]>(() => {
    const remove = (customer: CustomerListRow) =>
      undoableDelete(
        () => deleteCustomer(customer.id).unwrap(),
        () => restoreCustomer(customer.id).unwrap(),
        'customers.customerDeleted',
      );
    return [
      idLinkColumn<CustomerListRow>(t('customers.columns.id'), customersPaths.customerUpdate, 'customer-id-link'),
      { field: 'name', valueFormatter: (value: string | null) => shown(value), headerName: t('customers.columns.name'), flex: 1, minWidth: 160 },
      { field: 'address1', valueFormatter: (value: string | null) => shown(value), headerName: t('customers.columns.address1'), flex: 1, minWidth: 140 },
      { field: 'address2', valueFormatter: (value: string | null) => shown(value), headerName: t('customers.columns.address2'), width: 130 },
      { field: 'phone', valueFormatter: (value: string | null) => shown(value), headerName: t('customers.columns.phone'), width: 130 },
      { field: 'parentLabel', valueFormatter: (value: string | null) => shown(value), headerName: t('customers.columns.parent'), flex: 1, minWidth: 160 },
      rowActionsColumn({
        headerName: t('common.actions'),
        width: 90,
        renderCell: ({ row }) => (
          <Tooltip title={t('customers.delete')}>
            <IconButton aria-label={t('customers.delete')} onClick={() => void remove(row)} data-testid={`delete-customer-${row.id}`}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        ),
      }),
    ];
  }, [t, shown, undoableDelete, deleteCustomer, restoreCustomer]);

  return (
    <ListFrame
      title={t('customers.listTitle')}
      list={list}
      columns={columns}
      filters={[...FILTERS.map((name) => ({ name, kind: 'text' as const, label: t('customers.filter', { column: t(`customers.columns.${name}`) }) }))]}
      actions={
        <>
          <Button variant="contained" startIcon={<AddIcon />} data-shortcut="new" component={RouterLink} to={customersPaths.newCustomer}>
            {t('customers.add')}
          </Button>
        </>
      }
      csv={{
        testId: 'export-customers',
        name: 'customer-list.csv',
        header: FILTERS.map((field) => t(`customers.columns.${field}`)),
        row: (row) => [row.id, shown(row.name), shown(row.address1), shown(row.address2), shown(row.phone), shown(row.parentLabel)],
      }}
    />
  );
}
