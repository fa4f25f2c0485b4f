import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { useGetProductQuery } from '../../features/catalog/api/products.api';
import { ProductSummary } from '../../features/catalog/components/product-summary';
import { ProductTransactionsTable } from '../../features/catalog/components/product-transactions.table';
import { ProductStocksTable } from '../../features/inventory/components/product-stocks.table';
import { AddToCart } from '../../features/ordering/components/add-to-cart';
import { LoadFailed } from '../../shared/load-failed';
import { errorBodyOf } from '../api';
import { paths } from '../paths';
import { catalogPaths } from '../../features/catalog/catalog.paths';

/** The product page composes catalog (summary, transactions) and inventory (stocks). */
export function ProductPage() {
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
      <Tabs value={tab} onChange={(_event, next: 'transactions' | 'stocks') => setTab(next)}>
        <Tab value="transactions" label={t('product.tabs.transactions')} />
        <Tab value="stocks" label={t('product.tabs.stocks')} />
      </Tabs>
      {tab === 'transactions' ? <ProductTransactionsTable productId={product.id} /> : <ProductStocksTable productId={product.id} />}
    </Stack>
  );
}
