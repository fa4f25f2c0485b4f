import { Box, LinearProgress, MenuItem, Paper, TablePagination, TextField, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGridApiRef,
  type GridColDef,
  type GridPaginationModel,
  type GridRenderCellParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { gridLocaleText } from './grid-locale';

/** Typing pauses this long before a list's search goes to the server, on a phone and in the grid's quick filter. */
export const SEARCH_TYPING_PAUSE_MS = 300;

/**
 * A value on a card: long texts break, a row's buttons (a Stack in a grid cell) wrap, and its links
 * (its id, its name), what a thumb taps most, are 44 px tall and wide on touch screens.
 */
const VALUE_SX = {
  m: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  '& .MuiStack-root': { flexWrap: 'wrap' },
  '@media (pointer: coarse)': { '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44 } },
} as const;

/** The grid's API as getters and formatters receive it: the lists' read only the value and the row, and no grid is mounted on a phone. */
type ApiRef = Parameters<NonNullable<GridColDef['valueGetter']>>[3];

/** What a column shows for a row, as the grid would: its renderer, else its formatted value. */
function cellOf<Row extends GridValidRowModel>(column: GridColDef<Row>, row: Row, locale: string, apiRef: ApiRef): ReactNode {
  const raw: unknown = row[column.field];
  const value: unknown = column.valueGetter ? column.valueGetter(raw as never, row, column, apiRef) : raw;
  if (column.renderCell) return column.renderCell({ row, value, field: column.field, id: row.id, colDef: column } as GridRenderCellParams<Row>);
  if (column.valueFormatter) return column.valueFormatter(value as never, row, column, apiRef) as ReactNode;
  if (typeof value === 'number') return value.toLocaleString(locale);
  return value === null || value === undefined ? '' : String(value);
}

/** A server list as both layouts show it: a page of rows, their columns, paging and (where the server searches) a search. */
export interface ServerListProps<Row extends GridValidRowModel> {
  page: { items: Row[]; total: number } | undefined;
  columns: GridColDef<Row>[];
  loading: boolean;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  /** Given where the server searches: the grid's quick filter, or the phone's search field, sends its text there. */
  search?: { value: string; onChange: (text: string) => void; testId: string };
  /** Given where the server sorts: the grid's column headers, or the phone's sort field, change it. */
  sort?: { model: GridSortModel; onChange: (model: GridSortModel) => void };
}

/**
 * A server list on a phone (react-admin's `SimpleList` idea): each row is a card naming each of its
 * columns, with the row's links and buttons in reach, then the page turner. The same columns as the
 * grid, so a list is described once.
 */
export function PhoneList<Row extends GridValidRowModel>({ page, columns, loading, pagination, onPaginationChange, search, sort }: ServerListProps<Row>) {
  const { t, i18n } = useTranslation();
  const locale = gridLocaleText(i18n.language);
  // No grid is mounted on a phone: the ref stays empty, which the lists' getters and formatters never read.
  const apiRef = useGridApiRef() as ApiRef;
  return (
    <Box>
      {search ? <PhoneSearch search={search} label={locale.toolbarQuickFilterPlaceholder ?? ''} /> : null}
      {sort ? <PhoneSort sort={sort} columns={columns} /> : null}
      {loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {page && page.items.length === 0 && !loading ? (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {t('common.noRows')}
        </Typography>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {(page?.items ?? []).map((row) => (
          <Paper component="li" variant="outlined" key={String(row.id)} sx={{ p: 1.5 }} data-testid="list-card">
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, 35%) 1fr', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
              {columns.map((column) => (
                <Box key={column.field} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {column.headerName}
                  </Typography>
                  <Box component="dd" sx={VALUE_SX}>
                    {cellOf(column, row, i18n.language, apiRef)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
      <TablePagination
        component="div"
        count={page?.total ?? 0}
        page={pagination.page}
        rowsPerPage={pagination.pageSize}
        rowsPerPageOptions={[pagination.pageSize]}
        onPageChange={(_event, next) => onPaginationChange({ ...pagination, page: next })}
        data-testid="phone-pagination"
      />
    </Box>
  );
}

/** The list's search on a phone: the grid toolbar's quick filter, as a plain field. */
function PhoneSearch({ search, label }: { search: NonNullable<ServerListProps<GridValidRowModel>['search']>; label: string }) {
  const [text, setText] = useState(search.value);
  const { value, onChange } = search;
  // The filter can change from outside (the drawer's link to the same list, browser back): the field follows it rather than searching again.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onChange(text), SEARCH_TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      type="search"
      fullWidth
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 200, 'data-testid': search.testId } }}
      sx={{ mb: 1 }}
    />
  );
}

/** The list's order on a phone, where the grid has sortable column headers: one choice of column and direction. */
function PhoneSort<Row extends GridValidRowModel>({ sort, columns }: { sort: NonNullable<ServerListProps<Row>['sort']>; columns: GridColDef<Row>[] }) {
  const { t } = useTranslation();
  const sortable = columns.filter((column) => column.sortable !== false && column.headerName);
  const current = sort.model[0];
  return (
    <TextField
      select
      fullWidth
      label={t('common.sortBy')}
      value={current ? `${current.field}:${current.sort ?? 'asc'}` : ''}
      onChange={(event) => {
        const [field, direction] = event.target.value.split(':');
        sort.onChange(field ? [{ field, sort: direction === 'desc' ? 'desc' : 'asc' }] : []);
      }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'phone-sort' } }}
      sx={{ mb: 1 }}
    >
      <MenuItem value="">{t('common.defaultOrder')}</MenuItem>
      {sortable.flatMap((column) => [
        <MenuItem key={`${column.field}:asc`} value={`${column.field}:asc`}>
          {t('common.sortAscending', { column: column.headerName })}
        </MenuItem>,
        <MenuItem key={`${column.field}:desc`} value={`${column.field}:desc`}>
          {t('common.sortDescending', { column: column.headerName })}
        </MenuItem>,
      ])}
    </TextField>
  );
}
