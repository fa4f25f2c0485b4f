import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** The class `ServerGrid` keeps in view: a row's actions column stays at the grid's right edge. */
export const ROW_ACTIONS_CLASS = 'row-actions';

/**
 * A list's row actions (edit, delete, save): the last column, held at the grid's right edge while the
 * other columns scroll beneath it, so a narrow screen never hides what a row can do. MUI X pins columns
 * only in its paid grid; a sticky cell is the free way.
 */
export function rowActionsColumn<Row extends GridValidRowModel>(column: Omit<GridColDef<Row>, 'field'>): GridColDef<Row> {
  return {
    ...column,
    field: 'actions',
    sortable: false,
    hideable: false,
    disableColumnMenu: true,
    cellClassName: ROW_ACTIONS_CLASS,
    headerClassName: ROW_ACTIONS_CLASS,
  };
}
