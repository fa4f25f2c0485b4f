import { Button, Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_SORT_FIELDS, type ProductQuery, type ProductView } from '@cargo/contracts';
import { catalogPaths } from '../catalog.paths';
import { idLinkColumn } from '../../../shared/id-link-column';
import { ListFrame, useServerList, type ListQuery } from '../../../shared/list-frame';
import { useFormat } from '../../../shared/use-format';
import { useLazyListProductsQuery, useListProductsQuery } from '../api/products.api';
import { ProductImage } from './product-image';

type SortField = (typeof PRODUCT_SORT_FIELDS)[number];
const isSortField = (field: string): field is SortField => (PRODUCT_SORT_FIELDS as readonly string[]).includes(field);
const FILTERS = ['title'] as const;

const PRODUCTS: ListQuery<(typeof FILTERS)[number], ProductQuery, ProductView> = {
  filters: FILTERS,
  sort: { field: 'id', direction: 'desc' },
  query: ({ filters: { title }, page, pageSize, sort }) => ({
    page,
    pageSize,
    title: title.trim() || null,
    sortField: isSortField(sort.field) ? sort.field : 'id',
    sortDirection: sort.direction,
  }),
  useQuery: useListProductsQuery,
  useLazyQuery: useLazyListProductsQuery,
};

/** ProductList: 15 rows a page, paged, sorted and filtered on the server (page, sort and search in the URL); the id opens the product. */
export function ProductListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useServerList(PRODUCTS);

  const columns = useMemo<GridColDef<ProductView>[]>(
    () => [
      idLinkColumn<ProductView>(t('productList.columns.id'), catalogPaths.productUpdate, 'product-id-link'),
      {
        field: 'image',
        headerName: t('productList.columns.image'),
        width: 90,
        sortable: false,
        renderCell: ({ row }) => <ProductImage pictureId={row.pictureId} title={row.title} />,
      },
      { field: 'title', headerName: t('productList.columns.title'), flex: 1, minWidth: 240 },
      { field: 'quantity', headerName: t('productList.columns.quantity'), width: 120, type: 'number', valueFormatter: (value: number) => format.number(value) },
      {
        field: 'isActive',
        headerName: t('productList.columns.active'),
        width: 120,
        renderCell: ({ row }) => (
          <Chip size="small" variant="outlined" color={row.isActive ? 'success' : 'default'} label={row.isActive ? t('common.yes') : t('common.no')} />
        ),
      },
      { field: 'dateCreated', headerName: t('productList.columns.dateCreated'), width: 160, valueFormatter: (value: string) => format.date(value) },
    ],
    [t, format],
  );

  return (
    <ListFrame
      title={t('productList.title')}
      list={list}
      columns={columns}
      sortable
      search={{ filter: 'title', testId: 'product-search' }}
      rowHeight={56}
      csv={{
        testId: 'export-products',
        name: 'product-list.csv',
        header: [
          t('productList.columns.id'),
          t('productList.columns.title'),
          t('productList.columns.quantity'),
          t('productList.columns.active'),
          t('productList.columns.dateCreated'),
        ],
        row: (row) => [row.id, row.title, row.quantity, row.isActive ? t('common.yes') : t('common.no'), row.dateCreated.slice(0, 10)],
      }}
      actions={
        <Button component={RouterLink} to={catalogPaths.storePage} data-testid="open-store-page">
          {t('store.open')}
        </Button>
      }
    />
  );
}
