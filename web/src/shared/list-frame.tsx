import { Box, Grid, TextField, Typography } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import type { Page } from '@cargo/contracts';
import { ChoiceField, type Choice } from './choice-field';
import { withoutHidden, type CsvFile } from './csv';
import { useHiddenField } from './hidden-fields';
import { ExportCsvButton } from './export-csv-button';
import { PageHeader } from './page-header';
import { CustomerPicker, VendorPicker } from './reference-pickers';
import { ServerGrid } from './server-grid';
import { useListParams } from './use-list-params';
import { DateField } from './date-field';

/** A filter above a list, kept in the URL under its name: typed text, a date, a customer or vendor picked, or one of known choices. */
export type ListFilter<Name extends string> = { name: Name; label: string; testId?: string; wide?: true } & (
  { kind: 'text' | 'date' | 'customer' | 'vendor' } | { kind: 'choice'; choices: readonly Choice<string>[] }
);

/** What the server's query reads: the URL's filters, the page and the sort. */
export interface ListState<Filter extends string> {
  filters: Record<Filter, string>;
  page: number;
  pageSize: number;
  sort: { field: string; direction: 'asc' | 'desc' };
}

interface QueryResult<Reply> {
  data?: Reply;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}
type LazyQuery<Query, Row> = () => readonly [(query: Query) => { unwrap: () => Promise<Page<Row>> }, ...unknown[]];

/**
 * How a list page asks the server: its filters' names, its first sort, the query they make, and the
 * API's hooks for it (whose reply is a page of rows, with what else the list shows: a tab's counts).
 */
export interface ListQuery<Filter extends string, Query, Row, Reply extends Page<Row> = Page<Row>> {
  filters: readonly Filter[];
  sort: { field: string; direction: 'asc' | 'desc' };
  query: (state: ListState<Filter>) => Query;
  useQuery: (query: Query) => QueryResult<Reply>;
  useLazyQuery: LazyQuery<Query, Row>;
}

/**
 * A server list's state, kept in the URL as react-admin keeps it (filters, page, sort), and its
 * query's result. A page builds its columns and frame from it; the frame draws the rest.
 */
export function useServerList<Filter extends string, Query, Row, Reply extends Page<Row> = Page<Row>>(definition: ListQuery<Filter, Query, Row, Reply>) {
  const list = useListParams(definition.filters, definition.sort);
  const queryOf = (page: number, pageSize: number) => definition.query({ filters: list.filters, page, pageSize, sort: list.sort });
  const query = queryOf(list.pagination.page, list.pagination.pageSize);
  const result = definition.useQuery(query);
  const [fetchForExport] = definition.useLazyQuery();
  // The export asks the same query a page at a time, however the list's query writes its paging.
  const exportPage = (page: number, pageSize: number) => fetchForExport(queryOf(page, pageSize)).unwrap();
  return { ...list, query, result, exportPage };
}
export type ServerList<Filter extends string, Row> = Omit<ReturnType<typeof useServerList<Filter, unknown, Row>>, 'query'>;

interface ListFrameProps<Filter extends string, Row extends GridValidRowModel> {
  title: ReactNode;
  list: ServerList<Filter, Row>;
  columns: GridColDef<Row>[];
  /** Every matching row as a CSV, from the list's button and the app bar's (the screen's main list). */
  csv: CsvFile<Row> & { testId: string };
  filters?: readonly ListFilter<Filter>[];
  /** Under the heading: what the list holds, in a sentence. */
  intro?: ReactNode;
  /** The header's other buttons (a new record, a report), after the CSV. */
  actions?: ReactNode;
  /** Between the filters and the grid: tabs, a summary. */
  above?: ReactNode;
  /** Columns sort on the server. */
  sortable?: boolean;
  /** The grid's quick filter searches the server through this filter. */
  search?: { filter: Filter; testId: string };
  rowHeight?: number;
  autoRowHeight?: boolean;
  /** Dialogs the row actions open. */
  children?: ReactNode;
}

/**
 * The frame every list page shares: the heading with the CSV of every matching row, the filters in
 * the URL, the server-paged grid with its loading, error and retry. A page declares its query,
 * columns, filters and row actions; nothing else.
 */
export function ListFrame<Filter extends string, Row extends GridValidRowModel>({
  title,
  list,
  columns,
  csv: { testId, ...file },
  filters = [],
  intro,
  actions,
  above,
  sortable = false,
  search,
  rowHeight,
  autoRowHeight,
  children,
}: ListFrameProps<Filter, Row>) {
  const { data, isFetching, error, refetch } = list.result;
  const hides = useHiddenField();
  const shown = useMemo(() => columns.filter((column) => !hides(column.field)), [columns, hides]);
  const exported = useMemo(() => withoutHidden(file as CsvFile<Row>, hides), [file, hides]);
  return (
    <Box>
      <PageHeader title={title}>
        <ExportCsvButton onNavbar fetchPage={list.exportPage} file={exported} testId={testId} />
        {actions}
      </PageHeader>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {filters.length > 0 ? (
        <Grid container spacing={1} sx={{ mb: 2, alignItems: 'flex-start' }}>
          {filters.map((filter) => (
            <Grid key={filter.name} size={{ xs: filter.kind === 'date' || filter.kind === 'text' ? 6 : 12, md: filterWidth(filter) }}>
              <FilterField filter={filter} value={list.filters[filter.name]} onChange={(value) => list.setFilter(filter.name, value)} />
            </Grid>
          ))}
        </Grid>
      ) : null}
      {above}
      <ServerGrid
        failed={{ error, onRetry: () => void refetch() }}
        page={data}
        columns={shown}
        loading={isFetching}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        {...(sortable ? { sort: { model: list.sortModel, onChange: list.setSortModel } } : {})}
        {...(search
          ? { search: { value: list.filters[search.filter], onChange: (text: string) => list.setFilter(search.filter, text), testId: search.testId } }
          : {})}
        rowHeight={rowHeight}
        autoRowHeight={autoRowHeight}
      />
      {children}
    </Box>
  );
}

/** Twelfths of a wide screen: a picker's names need room, a date or a typed word less. */
const filterWidth = (filter: ListFilter<string>) =>
  filter.wide || filter.kind === 'customer' || filter.kind === 'vendor' ? 4 : filter.kind === 'choice' ? 3 : 2;

/** One filter's control, all the same height (small), its label always above its value. */
function FilterField<Filter extends string>({ filter, value, onChange }: { filter: ListFilter<Filter>; value: string; onChange: (value: string) => void }) {
  const testId = filter.testId ?? `filter-${filter.name}`;
  switch (filter.kind) {
    case 'customer':
    case 'vendor': {
      const Picker = filter.kind === 'customer' ? CustomerPicker : VendorPicker;
      return <Picker label={filter.label} value={Number(value) || null} onChange={(id) => onChange(id === null ? '' : String(id))} testId={testId} inFilter />;
    }
    case 'choice':
      return (
        <ChoiceField
          size="small"
          fullWidth
          label={filter.label}
          choices={filter.choices}
          value={value}
          onChange={onChange}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        />
      );
    case 'date':
      return (
        <DateField
          size="small"
          fullWidth
          label={filter.label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        />
      );
    case 'text':
      return (
        <TextField
          size="small"
          fullWidth
          label={filter.label}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId, maxLength: 200 } }}
        />
      );
  }
}
