import { Box, Card, CardActionArea, CardContent, CircularProgress, Grid, Pagination, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PAGE_SIZE, type ProductView } from '@cargo/contracts';
import { useOptionLabel, useOptions } from '../../../shared/options.api';
import { LoadFailed } from '../../../shared/load-failed';
import { useFormat } from '../../../shared/use-format';
import { useListParams } from '../../../shared/use-list-params';
import { useListPublicProductsQuery } from '../api/products.api';
import { catalogPaths } from '../catalog.paths';
import { ProductImage } from './product-image';
import { StockLabelChip } from './stock-label-chip';
import { ChoiceField, optionChoices, withAny } from '../../../shared/choice-field';

const FILTERS = ['title'] as const;

function ProductCard({ product }: { product: ProductView }) {
  const format = useFormat();
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={catalogPaths.publicProduct(product.id)} sx={{ height: '100%' }} data-testid="storefront-product">
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}>
          <ProductImage pictureId={product.pictureId} title={product.title} size={120} />
        </Box>
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ minHeight: 48 }}>
            {product.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography color="primary" sx={{ fontWeight: 600 }}>
              {format.money(product.salePrice, product.currencyId)}
            </Typography>
            <StockLabelChip label={product.stockLabel} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * The storefront: active products for everyone, newest first, searched by title and narrowed to a
 * category (`/view/category/:id`); page and search live in the URL.
 */
export function PublicProductsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const categoryId = Number(useParams().id) || null;
  const categories = useOptions('category', { active: true });
  const categoryName = useOptionLabel('category');
  const list = useListParams(FILTERS, { field: 'id', direction: 'desc' });
  const { data, error, isFetching, refetch } = useListPublicProductsQuery({
    page: list.pagination.page,
    pageSize: PAGE_SIZE,
    title: list.filters.title.trim() || null,
    lvl1Id: categoryId,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {categoryId ? categoryName(categoryId) : t('storefront.title')}
        </Typography>
        <ChoiceField
          size="small"
          label={t('storefront.category')}
          choices={withAny(t('storefront.allCategories'), optionChoices(categories, i18n.language))}
          value={categoryId ?? ''}
          onChange={(id) => navigate(id === '' ? catalogPaths.publicProducts : catalogPaths.category(id))}
          sx={{ minWidth: 220 }}
          data-testid="category-filter"
        />
        <TextField
          size="small"
          label={t('storefront.search')}
          value={list.filters.title}
          onChange={(event) => list.setFilter('title', event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          data-testid="storefront-search"
        />
      </Stack>
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      {!data && isFetching ? <CircularProgress aria-label={t('common.loading')} /> : null}
      {data && data.items.length === 0 ? <Typography color="text.secondary">{t('storefront.empty')}</Typography> : null}
      <Grid container spacing={2}>
        {(data?.items ?? []).map((product) => (
          <Grid key={product.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <ProductCard product={product} />
          </Grid>
        ))}
      </Grid>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={list.pagination.page + 1}
          onChange={(_event, page) => list.setPagination({ page: page - 1, pageSize: PAGE_SIZE })}
          sx={{ alignSelf: 'center' }}
        />
      ) : null}
    </Stack>
  );
}
