import { Paper } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { PAGE_SIZE } from '@cargo/contracts';

interface ServerGridProps<Row extends GridValidRowModel> {
  page: { items: Row[]; total: number } | undefined;
  columns: GridColDef<Row>[];
  loading: boolean;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  /** Given where the server sorts. */
  sort?: { model: GridSortModel; onChange: (model: GridSortModel) => void };
  rowHeight?: number;
}

/** A list paged (and, where given, sorted) by the server, 15 rows at a time; without a server sort, columns do not sort (a page alone would mislead). */
export function ServerGrid<Row extends GridValidRowModel>({ page, columns, loading, pagination, onPaginationChange, sort, rowHeight }: ServerGridProps<Row>) {
  return (
    <Paper>
      <DataGrid
        rows={page?.items ?? []}
        columns={columns}
        rowCount={page?.total ?? 0}
        loading={loading}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={onPaginationChange}
        pageSizeOptions={[PAGE_SIZE]}
        {...(sort ? { sortingMode: 'server' as const, sortModel: sort.model, onSortModelChange: sort.onChange } : { disableColumnSorting: true })}
        disableColumnFilter
        disableRowSelectionOnClick
        // The toolbar chooses columns and density. Its own export and quick filter would cover only the
        // loaded page, so lists offer a server-side search and a CSV of every matching row instead.
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false, csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } } }}
        autoHeight
        rowHeight={rowHeight}
      />
    </Paper>
  );
}
