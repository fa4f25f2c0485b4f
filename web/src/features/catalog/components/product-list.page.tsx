import { Box, Button, Chip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_SORT_FIELDS, type ProductQuery, type ProductView } from '@cargo/contracts';
import { catalogPaths } from '../catalog.paths';
import { idLinkColumn } from '../../../shared/id-link-column';
import { PageHeader } from '../../../shared/page-header';
import { ServerGrid } from '../../../shared/server-grid';
import { useListParams } from '../../../shared/use-list-params';
import { useFormat } from '../../../shared/use-format';
import { useListProductsQuery } from '../api/products.api';
import { ProductImage } from './product-image';

type SortField = (typeof PRODUCT_SORT_FIELDS)[number];
const isSortField = (field: string): field is SortField => (PRODUCT_SORT_FIELDS as readonly string[]).includes(field);
const FILTERS = ['title'] as const;

/** ProductList: 15 rows a page, paged, sorted and filtered on the server (page, sort and search in the URL); the id opens the product. */
export function ProductListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useListParams(FILTERS, { field: 'id', direction: 'desc' });
  const query: ProductQuery = {
    page: list.pagination.page,
    pageSize: list.pagination.pageSize,
    title: list.filters.title.trim() || null,
    sortField: isSortField(list.sort.field) ? list.sort.field : 'id',
    sortDirection: list.sort.direction,
  };
  const { data, isFetching, error, refetch } = useListProductsQuery(query);

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
    <Box>
      <PageHeader title={t('productList.title')}>
        <Button component={RouterLink} to={catalogPaths.storePage} data-testid="open-store-page">
          {t('store.open')}
        </Button>
      </PageHeader>
      <ServerGrid
        failed={{ error, onRetry: () => void refetch() }}
        page={data}
        columns={columns}
        loading={isFetching}
        pagination={list.pagination}
        onPaginationChange={list.setPagination}
        sort={{ model: list.sortModel, onChange: list.setSortModel }}
        search={{ value: list.filters.title, onChange: (text) => list.setFilter('title', text), testId: 'product-search' }}
        rowHeight={56}
      />
    </Box>
  );
}
