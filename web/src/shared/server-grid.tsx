import { Box, Paper, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarQuickFilter,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridValidRowModel,
  type ToolbarPropsOverrides,
} from '@mui/x-data-grid';
import { PAGE_SIZE } from '@cargo/contracts';
import { gridLocaleText } from './grid-locale';
import { LoadFailed } from './load-failed';
import { PhoneList, SEARCH_TYPING_PAUSE_MS, type ServerListProps } from './phone-list';
import { ROW_ACTIONS_CLASS } from './row-actions-column';
import { VISUALLY_HIDDEN } from './visually-hidden';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** Set where the server searches: the toolbar shows the quick filter with this test id. */
    searchTestId?: string;
  }
}

interface ServerGridProps<Row extends GridValidRowModel> extends ServerListProps<Row> {
  /** The list's query failed: said above the rows, with a retry. */
  failed?: { error: unknown; onRetry: () => void };
  rowHeight?: number;
  /** Rows as tall as their content (a History row lists every field it changed). */
  autoRowHeight?: boolean;
}

/** Columns, density and (where the server searches) the quick filter; no export or print of the page on screen. */
function ServerGridToolbar({ searchTestId }: ToolbarPropsOverrides) {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
      <Box sx={{ flex: 1 }} />
      {searchTestId ? (
        <GridToolbarQuickFilter
          debounceMs={SEARCH_TYPING_PAUSE_MS}
          quickFilterParser={(input: string) => [input]}
          slotProps={{ root: { slotProps: { htmlInput: { maxLength: 200, ...({ 'data-testid': searchTestId } as object) } } } }}
        />
      ) : null}
    </GridToolbarContainer>
  );
}

/** Says which rows the list shows once they are loaded: a screen reader hears a page turn or a new search. */
function RowsShown({
  page,
  pagination,
  loading,
}: {
  page: { items: unknown[]; total: number } | undefined;
  pagination: GridPaginationModel;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const from = pagination.page * pagination.pageSize + 1;
  const text =
    !page || loading ? '' : page.total === 0 ? t('common.noRows') : t('common.rowsShown', { from, to: from + page.items.length - 1, total: page.total });
  return (
    <Box role="status" sx={VISUALLY_HIDDEN} data-testid="rows-shown">
      {text}
    </Box>
  );
}

/**
 * A list paged (and, where given, sorted) by the server, 15 rows at a time; without a server sort,
 * columns do not sort (a page alone would mislead). On a phone the same rows are cards.
 */
export function ServerGrid<Row extends GridValidRowModel>(props: ServerGridProps<Row>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      {props.failed?.error ? <LoadFailed error={props.failed.error} onRetry={props.failed.onRetry} /> : null}
      {phone ? <PhoneList {...props} /> : <DesktopGrid {...props} />}
      <RowsShown page={props.page} pagination={props.pagination} loading={props.loading} />
    </>
  );
}

function DesktopGrid<Row extends GridValidRowModel>({
  page,
  columns,
  loading,
  pagination,
  onPaginationChange,
  sort,
  search,
  rowHeight,
  autoRowHeight,
}: ServerGridProps<Row>) {
  const { i18n } = useTranslation();
  const apiRef = useGridApiRef();
  const marked = useMemo(() => columns.map(markSizedToContent), [columns]);
  useColumnsSizedToContent(apiRef, marked, (page?.items.length ?? 0) > 0 && !loading);
  const searched = search?.value ?? '';
  const filterModel = useMemo<GridFilterModel>(() => ({ items: [], quickFilterValues: searched ? [searched] : [] }), [searched]);
  return (
    <Paper>
      <DataGrid
        apiRef={apiRef}
        localeText={gridLocaleText(i18n.language)}
        rows={page?.items ?? []}
        columns={marked}
        rowCount={page?.total ?? 0}
        loading={loading}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={onPaginationChange}
        pageSizeOptions={[PAGE_SIZE]}
        {...(sort ? { sortingMode: 'server' as const, sortModel: sort.model, onSortModelChange: sort.onChange } : { disableColumnSorting: true })}
        disableColumnFilter
        disableRowSelectionOnClick
        // The toolbar chooses columns and density; its quick filter is the server's search (filterMode
        // "server"), never a filter of the loaded page. Its own export would hold only the page on
        // screen, so lists offer a CSV of every matching row instead.
        showToolbar
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={(model) => {
          // The grid reports its filter model on other changes too (a page turn): only a new text searches, and goes back to page 1.
          const text = (model.quickFilterValues ?? []).join(' ');
          if (search && text !== search.value) search.onChange(text);
        }}
        slots={{ toolbar: ServerGridToolbar }}
        slotProps={{ toolbar: { searchTestId: search?.testId } }}
        autoHeight
        // Every column is drawn (a page is 15 rows), so the row actions exist at the right edge to be held there.
        columnBufferPx={4000}
        sx={{
          [`& .${ROW_ACTIONS_CLASS}`]: {
            position: 'sticky',
            right: 0,
            zIndex: 2,
            bgcolor: 'background.paper',
            boxShadow: (theme) => `-6px 0 6px -6px ${theme.palette.text.secondary}`,
          },
        }}
        rowHeight={rowHeight}
        {...(autoRowHeight ? { getRowHeight: () => 'auto' as const } : {})}
      />
    </Paper>
  );
}

/** The class of a column sized to its content (every one that does not flex): its header and cells are never cut. */
export const SIZED_TO_CONTENT_CLASS = 'sized-to-content';

function markSizedToContent<Row extends GridValidRowModel>(column: GridColDef<Row>): GridColDef<Row> {
  if (column.flex) return column;
  const { cellClassName: cell, headerClassName: header } = column;
  const also = (own: string | undefined) => [own, SIZED_TO_CONTENT_CLASS].filter(Boolean).join(' ');
  return {
    ...column,
    headerClassName: typeof header === 'function' ? (params) => also(header(params)) : also(header),
    cellClassName: typeof cell === 'function' ? (params) => also(cell(params)) : also(cell),
  };
}

/**
 * Once the first rows are drawn (and again for new columns, a new language's headers), every column
 * of a fixed kind (a code, date, amount, status, the row actions) takes the width of its widest
 * header or cell; columns that flex (names, descriptions) share what is left and wrap. Where nothing
 * flexes, the columns widen together to fill the grid.
 */
function useColumnsSizedToContent<Row extends GridValidRowModel>(
  apiRef: ReturnType<typeof useGridApiRef>,
  columns: readonly GridColDef<Row>[],
  rowsDrawn: boolean,
) {
  const sizedFor = useRef<readonly GridColDef<Row>[] | null>(null);
  useEffect(() => {
    if (!rowsDrawn || sizedFor.current === columns) return;
    const fixed = columns.filter((column) => !column.flex).map((column) => column.field);
    // After the frame that draws the rows: their cells are what is measured.
    const frame = requestAnimationFrame(() => {
      sizedFor.current = columns;
      void apiRef.current?.autosizeColumns({ columns: fixed, includeHeaders: true, includeOutliers: true, expand: fixed.length === columns.length });
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, columns, rowsDrawn]);
}
