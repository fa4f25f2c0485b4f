import { Box, Button, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ProductForm } from '../../features/catalog/components/product-form';
import { ProductPicturesPanel } from '../../features/catalog/components/product-pictures-panel';
import { ProductSummary } from '../../features/catalog/components/product-summary';
import { ProductTransactionsTable } from '../../features/catalog/components/product-transactions.table';
import { ProductStocksTable } from '../../features/inventory/components/product-stocks.table';
import { AddToCart } from '../../features/ordering/components/add-to-cart';
import { RecordHistory } from '../../shared/record-history';
import { RouteProduct } from './route-record';
import { catalogPaths } from '../../features/catalog/catalog.paths';

type ProductTab = 'transactions' | 'stocks' | 'history';

/** Product update: the product as it is now, its form, and its movements. */
export const ProductUpdatePage = () => <ProductPage edit />;

/** The product page composes catalog (summary, form, transactions), inventory (stocks), ordering (add to cart) and its history. */
export function ProductPage({ edit = false }: { edit?: boolean }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ProductTab>('transactions');
  return (
    <RouteProduct back={{ to: catalogPaths.productList, label: t('nav.products') }}>
      {(product) => (
        <>
          <ProductSummary product={product} />
          <AddToCart product={product} />
          {edit ? (
            // Keyed by the loaded product, so the form starts over from what the server now holds after a save.
            <>
              <ProductForm key={`${product.id}:${product.usQuantity}:${product.vnQuantity}:${product.title}`} product={product} />
              <ProductPicturesPanel productId={product.id} />
            </>
          ) : (
            <Box>
              <Button component={RouterLink} to={catalogPaths.productUpdate(product.id)} variant="outlined" data-testid="edit-product">
                {t('productForm.edit')}
              </Button>
            </Box>
          )}
          <Tabs value={tab} onChange={(_event, next: ProductTab) => setTab(next)}>
            <Tab value="transactions" label={t('product.tabs.transactions')} />
            <Tab value="stocks" label={t('product.tabs.stocks')} />
            <Tab value="history" label={t('history.tab')} data-testid="product-tab-history" />
          </Tabs>
          {tab === 'transactions' ? <ProductTransactionsTable productId={product.id} /> : null}
          {tab === 'stocks' ? <ProductStocksTable productId={product.id} /> : null}
          {tab === 'history' ? <RecordHistory recordType="product" recordId={product.id} /> : null}
        </>
      )}
    </RouteProduct>
  );
}
