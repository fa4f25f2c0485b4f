import { Box, Chip, Divider, Grid, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@cargo/contracts';
import { useOptionLabel } from '../../../shared/options.api';
import { plainText } from '../../../shared/plain-text';
import { useFormat } from '../../../shared/use-format';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { StockLabelChip } from './stock-label-chip';
import { StoreName } from './store-name';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

export function ProductSummary({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const brand = useOptionLabel('brand');
  const category = useOptionLabel('category');
  const productType = useOptionLabel('productType');
  return (
    <Paper sx={{ p: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
        <ProductImage pictureId={product.pictureId} title={product.title} size={120} />
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" data-testid="product-title">
            {product.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
            <StockLabelChip label={product.stockLabel} />
            <Chip size="small" variant="outlined" label={product.isActive ? t('product.active') : t('product.inactive')} />
            <Typography variant="body2" color="text.secondary">
              {t('product.sku')}: {product.skuCode} · {t('product.store')}: <StoreName storeId={product.storeId} />
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} data-testid="product-kinds">
            <Typography variant="body2" color="text.secondary">
              {t('product.brand')}: {brand(product.brandId)} · {t('product.category')}: {category(product.lvl1Id)} · {t('product.type')}:{' '}
              {productType(product.lvl2Id)}
            </Typography>
          </Stack>
          <PriceTag product={product} />
        </Box>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Grid container spacing={2}>
        {[
          [t('product.quantity'), format.number(product.quantity), 'quantity'],
          [t('product.usQuantity'), format.number(product.usQuantity), 'us-quantity'],
          [t('product.vnQuantity'), format.number(product.vnQuantity), 'vn-quantity'],
          [t('product.placeHolderQuantity'), format.number(product.placeHolderQuantity), 'placeholder-quantity'],
          [t('product.averageStockPrice'), format.money(product.averageStockPrice), 'average-stock-price'],
          [t('product.dateCreated'), format.date(product.dateCreated), 'date-created'],
        ].map(([label, value, testId]) => (
          <Grid key={testId} size={{ xs: 6, sm: 4, md: 2 }}>
            <Figure label={label} value={value} testId={testId} />
          </Grid>
        ))}
      </Grid>
      <Divider sx={{ my: 2 }} />
      <Typography variant="caption" color="text.secondary">
        {t('product.description')}
      </Typography>
      <Typography variant="body2">{plainText(product.description)}</Typography>
    </Paper>
  );
}
