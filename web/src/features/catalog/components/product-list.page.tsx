import { Box, Button, Chip, TextField } from '@mui/material';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZE, PRODUCT_SORT_FIELDS, type ProductQuery, type ProductView } from '@cargo/contracts';
import { catalogPaths } from '../catalog.paths';
import { idLinkColumn } from '../../../shared/id-link-column';
import { PageHeader } from '../../../shared/page-header';
import { LoadFailed } from '../../../shared/load-failed';
import { ServerGrid } from '../../../shared/server-grid';
import { useFormat } from '../../../shared/use-format';
import { useListProductsQuery } from '../api/products.api';
import { ProductImage } from './product-image';

type SortField = (typeof PRODUCT_SORT_FIELDS)[number];
const isSortField = (field: string): field is SortField => (PRODUCT_SORT_FIELDS as readonly string[]).includes(field);

/** ProductList: 15 rows a page, paged, sorted and filtered on the server; the id opens the product. */
export function ProductListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [sort, setSort] = useState<GridSortModel>([{ field: 'id', sort: 'desc' }]);
  const [title, setTitle] = useState('');
  const query: ProductQuery = {
    page: pagination.page,
    pageSize: pagination.pageSize,
    title: title.trim() || null,
    sortField: sort[0] && isSortField(sort[0].field) ? sort[0].field : 'id',
    sortDirection: sort[0]?.sort === 'asc' ? 'asc' : 'desc',
  };
  const { data, isFetching, error, refetch } = useListProductsQuery(query);

  const columns = useMemo<GridColDef<ProductView>[]>(
    () => [
      idLinkColumn<ProductView>(t('productList.columns.id'), catalogPaths.productUpdate, 'product-id-link'),
      { field: 'image', headerName: t('productList.columns.image'), width: 90, sortable: false, renderCell: ({ row }) => <ProductImage pictureId={row.pictureId} title={row.title} /> },
      { field: 'title', headerName: t('productList.columns.title'), flex: 1, minWidth: 240 },
      { field: 'quantity', headerName: t('productList.columns.quantity'), width: 120, type: 'number', valueFormatter: (value: number) => format.number(value) },
      {
        field: 'isActive',
        headerName: t('productList.columns.active'),
        width: 120,
        renderCell: ({ row }) => <Chip size="small" variant="outlined" color={row.isActive ? 'success' : 'default'} label={row.isActive ? t('common.yes') : t('common.no')} />,
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
        <TextField
          size="small"
          label={t('productList.searchTitle')}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setPagination((current) => ({ ...current, page: 0 }));
          }}
        />
      </PageHeader>
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      <ServerGrid page={data} columns={columns} loading={isFetching} pagination={pagination} onPaginationChange={setPagination} sort={{ model: sort, onChange: setSort }} rowHeight={56} />
    </Box>
  );
}
