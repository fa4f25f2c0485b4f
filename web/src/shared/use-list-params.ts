import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE } from '@cargo/contracts';

const wholeOr = (text: string | null, fallback: number) => (text !== null && /^\d+$/.test(text) ? Number(text) : fallback);

/**
 * A server-paged list's page, sort and filters, kept in the URL (as react-admin lists do): a reload,
 * the back button or a shared link shows the same rows. Changing a filter goes back to page 0.
 */
export function useListParams<Filter extends string>(filterNames: readonly Filter[], defaultSort: { field: string; direction: 'asc' | 'desc' }) {
  const [params, setParams] = useSearchParams();
  const pagination: GridPaginationModel = { page: wholeOr(params.get('page'), 0), pageSize: PAGE_SIZE };
  const sortField = params.get('sort') ?? defaultSort.field;
  const sortDirection = params.get('order') === 'asc' ? 'asc' : params.get('order') === 'desc' ? 'desc' : defaultSort.direction;
  const filterKey = filterNames.map((name) => params.get(name) ?? '').join('\u0000');
  const filters = useMemo(
    () => Object.fromEntries(filterNames.map((name, index) => [name, filterKey.split('\u0000')[index]])) as Record<Filter, string>,
    [filterKey, filterNames],
  );

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  // One sort model per sort: the grid takes a new array for a new sort and reports it back.
  const sortModel = useMemo<GridSortModel>(() => [{ field: sortField, sort: sortDirection }], [sortField, sortDirection]);

  return {
    pagination,
    setPagination: (model: GridPaginationModel) => update({ page: model.page === 0 ? null : String(model.page) }),
    sortModel,
    sort: { field: sortField, direction: sortDirection } as const,
    setSortModel: (model: GridSortModel) => {
      // Only a new sort goes back to page 1 (the grid also reports the sort it already shows).
      if (model[0]?.field === sortField && model[0]?.sort === sortDirection) return;
      update({ sort: model[0]?.field ?? null, order: model[0]?.sort ?? null, page: null });
    },
    filters,
    setFilter: (name: Filter, value: string) => update({ [name]: value, page: null }),
  };
}
