import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SettingsIcon from '@mui/icons-material/Settings';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { Chip, IconButton, Link, Stack, Tooltip } from '@mui/material';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { StockListRow, StockQuery } from '@cargo/contracts';
import { useNotifiedAction, useUndoableDelete } from '../../../shared/notify';
import { LoadFailed } from '../../../shared/load-failed';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { catalogPaths } from '../../catalog/catalog.paths';
import { useDeleteStockMutation, useListStocksQuery, useRestoreStockMutation } from '../api/stocks.api';
import { StockDialog } from './stock-dialog';
import { HistoryButton } from '../../../shared/record-history';
import { rowActionsColumn } from '../../../shared/row-actions-column';

export type StockFilter = Pick<StockQuery, 'isActive' | 'productId' | 'vendorId' | 'from' | 'to'>;

interface StockTableProps {
  filter: StockFilter;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  sort: { model: GridSortModel; onChange: (model: GridSortModel) => void };
  /** Leave out the product column (on a product's own page). */
  hideProduct?: boolean;
}

const SORTABLE = new Set(['id', 'datePurchased', 'quantity', 'stockPrice']);

/** Stock rows paged and sorted on the server (on a product's page, a vendor's, the store page), with the stock columns and their dialog. */
export function StockTable({ filter, pagination, onPaginationChange, sort, hideProduct = false }: StockTableProps) {
  const [sortField = 'id', sortOrder = 'desc'] = [sort.model[0]?.field, sort.model[0]?.sort ?? undefined];
  const { data, isFetching, error, refetch } = useListStocksQuery({
    ...filter,
    page: String(pagination.page),
    pageSize: String(pagination.pageSize),
    sort: sortField as StockQuery['sort'],
    order: sortOrder,
  });
  const { columns, dialog } = useStockColumns(hideProduct);
  return (
    <>
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      <div data-testid="stock-table">
        <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={onPaginationChange} sort={sort} />
      </div>
      {dialog}
    </>
  );
}

/** The stock columns: a gear on each active row opens the stock dialog (`dialog`, drawn beside the list), a bin deletes it (it moves to Inactive). */
export function useStockColumns(hideProduct = false) {
  const { t } = useTranslation();
  const format = useFormat();
  const runAction = useNotifiedAction();
  const undoableDelete = useUndoableDelete();
  const [deleteStock] = useDeleteStockMutation();
  const [restoreStock] = useRestoreStockMutation();
  const [editing, setEditing] = useState<StockListRow | null>(null);

  const columns = useMemo<GridColDef<StockListRow>[]>(() => {
    const remove = (row: StockListRow) =>
      undoableDelete(
        () => deleteStock(row.id).unwrap(),
        () => restoreStock(row.id).unwrap(),
        'inventory.stockDeleted',
      );
    const restore = (row: StockListRow) => runAction(() => restoreStock(row.id).unwrap(), 'record.restored');
    const all: GridColDef<StockListRow>[] = [
      { field: 'id', headerName: t('stocks.columns.id'), width: 70 },
      {
        field: 'productTitle',
        headerName: t('stocks.columns.product'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={catalogPaths.productUpdate(row.productId)}>
            {row.productTitle ?? `#${row.productId}`}
          </Link>
        ),
      },
      { field: 'vendorName', headerName: t('stocks.columns.vendor'), flex: 1, minWidth: 120 },
      { field: 'quantity', headerName: t('stocks.columns.quantity'), width: 90, type: 'number' },
      { field: 'stockPrice', headerName: t('stocks.columns.stockPrice'), width: 110, type: 'number', valueFormatter: (value: number) => format.money(value) },
      {
        field: 'lineTotal',
        headerName: t('stocks.columns.lineTotal'),
        width: 120,
        type: 'number',
        valueGetter: (_value, row) => row.quantity * row.stockPrice,
        valueFormatter: (value: number) => format.money(value),
      },
      { field: 'datePurchased', headerName: t('stocks.columns.datePurchased'), width: 110, valueFormatter: (value: string) => format.date(value) },
      { field: 'expDate', headerName: t('stocks.columns.expDate'), width: 110, valueFormatter: (value: string | null) => format.date(value) },
      { field: 'createdByName', headerName: t('stocks.columns.createdBy'), width: 130, sortable: false, valueFormatter: (value: string | null) => value ?? '' },
      {
        field: 'isActive',
        headerName: t('stocks.columns.status'),
        width: 100,
        renderCell: ({ row }) => (
          <Chip size="small" color={row.isActive ? 'success' : 'default'} label={row.isActive ? t('stocks.active') : t('stocks.inactive')} />
        ),
      },
      rowActionsColumn({
        headerName: t('stocks.columns.actions'),
        width: 150,
        renderCell: ({ row }) => (
          <Stack direction="row">
            {row.isActive ? (
              <>
                <Tooltip title={t('stocks.edit')}>
                  <IconButton aria-label={t('stocks.editRow', { id: row.id })} onClick={() => setEditing(row)} data-testid={`edit-stock-${row.id}`}>
                    <SettingsIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('stocks.delete')}>
                  <IconButton aria-label={t('stocks.deleteRow', { id: row.id })} onClick={() => void remove(row)} data-testid={`delete-stock-${row.id}`}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </>
            ) : (
              <Tooltip title={t('stocks.restore')}>
                <IconButton aria-label={t('stocks.restoreRow', { id: row.id })} onClick={() => void restore(row)} data-testid={`restore-stock-${row.id}`}>
                  <RestoreIcon />
                </IconButton>
              </Tooltip>
            )}
            <HistoryButton recordType="stock" recordId={row.id} label={`#${row.id}`} />
          </Stack>
        ),
      }),
    ];
    return all.filter((column) => !(hideProduct && column.field === 'productTitle')).map((column) => ({ ...column, sortable: SORTABLE.has(column.field) }));
  }, [t, format, hideProduct, undoableDelete, runAction, deleteStock, restoreStock]);
  const dialog = editing ? <StockDialog target={{ row: editing }} onClose={() => setEditing(null)} /> : null;
  return { columns, dialog };
}
