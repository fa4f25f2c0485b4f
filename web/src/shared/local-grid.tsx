import { Paper, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridValidRowModel } from '@mui/x-data-grid';
import { PAGE_SIZE } from '@cargo/contracts';

/** A table of rows already loaded in full: paged 15 at a time in the browser, with a message when empty. */
export function LocalGrid<Row extends GridValidRowModel>({ rows, columns, loading, empty, testId }: { rows: Row[]; columns: GridColDef<Row>[]; loading: boolean; empty: string; testId: string }) {
  return (
    <Paper data-testid={testId}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        initialState={{ pagination: { paginationModel: { pageSize: PAGE_SIZE } } }}
        pageSizeOptions={[PAGE_SIZE]}
        disableRowSelectionOnClick
        autoHeight
        slots={{ noRowsOverlay: () => <Typography sx={{ p: 2 }}>{empty}</Typography> }}
      />
    </Paper>
  );
}
