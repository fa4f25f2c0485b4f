import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { useGetProductQuery } from '../../features/catalog/api/products.api';
import { ProductForm } from '../../features/catalog/components/product-form';
import { ProductSummary } from '../../features/catalog/components/product-summary';
import { ProductTransactionsTable } from '../../features/catalog/components/product-transactions.table';
import { ProductStocksTable } from '../../features/inventory/components/product-stocks.table';
import { AddToCart } from '../../features/ordering/components/add-to-cart';
import { LoadFailed } from '../../shared/load-failed';
import { errorBodyOf } from '../api';
import { paths } from '../paths';
import { catalogPaths } from '../../features/catalog/catalog.paths';

/** Product update: the product as it is now, its form, and its movements. */
export const ProductUpdatePage = () => <ProductPage edit />;

/** The product page composes catalog (summary, form, transactions), inventory (stocks) and ordering (add to cart). */
export function ProductPage({ edit = false }: { edit?: boolean }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: product, error, isLoading, refetch } = useGetProductQuery(id, { skip: !valid });
  const [tab, setTab] = useState<'transactions' | 'stocks'>('transactions');
  if (!valid || errorBodyOf(error)?.statusCode === 404) return <Navigate to={paths.notFound} replace />;
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (isLoading || !product) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={catalogPaths.productList} startIcon={<ArrowBackIcon />}>
          {t('nav.products')}
        </Button>
      </Box>
      <ProductSummary product={product} />
      <AddToCart product={product} />
      {edit ? (
        // Keyed by the loaded product, so the form starts over from what the server now holds after a save.
        <ProductForm key={`${product.id}:${product.usQuantity}:${product.vnQuantity}:${product.title}`} product={product} />
      ) : (
        <Box>
          <Button component={RouterLink} to={catalogPaths.productUpdate(product.id)} variant="outlined" data-testid="edit-product">
            {t('productForm.edit')}
          </Button>
        </Box>
      )}
      <Tabs value={tab} onChange={(_event, next: 'transactions' | 'stocks') => setTab(next)}>
        <Tab value="transactions" label={t('product.tabs.transactions')} />
        <Tab value="stocks" label={t('product.tabs.stocks')} />
      </Tabs>
      {tab === 'transactions' ? <ProductTransactionsTable productId={product.id} /> : <ProductStocksTable productId={product.id} />}
    </Stack>
  );
}
