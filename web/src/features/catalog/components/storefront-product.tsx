import { Box, ButtonBase, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@cargo/contracts';
import { useOptionLabel } from '../../../shared/options.api';
import { plainText } from '../../../shared/plain-text';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { StockLabelChip } from './stock-label-chip';
import { StoreName } from './store-name';

/** The product's pictures: the chosen one large, the others as thumbnails to pick from. */
function Gallery({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const pictures = product.pictures ?? [];
  const [shown, setShown] = useState(pictures[0]?.id ?? product.pictureId);
  return (
    <Stack spacing={1} data-testid="gallery">
      <ProductImage pictureId={shown} title={product.title} size={240} />
      {pictures.length > 1 ? (
        <Stack direction="row" spacing={1}>
          {pictures.map((picture, index) => (
            <ButtonBase
              key={picture.id}
              onClick={() => setShown(picture.id)}
              aria-label={t('pictures.gallery', { index: index + 1 })}
              sx={{ borderRadius: 1, outline: shown === picture.id ? 2 : 0, outlineColor: 'primary.main' }}
            >
              <ProductImage pictureId={picture.id} title={picture.name} size={56} />
            </ButtonBase>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A product as a customer sees it: picture, title, listed price, stock label, store, brand and description. */
export function StorefrontProduct({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const brand = useOptionLabel('brand');
  const category = useOptionLabel('category');
  return (
    <Paper sx={{ p: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Gallery product={product} />
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" data-testid="product-title">
            {product.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {brand(product.brandId)} · {category(product.lvl1Id)} · {t('storefront.soldBy')} <StoreName storeId={product.storeId} />
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
            <PriceTag product={product} />
            <StockLabelChip label={product.stockLabel} />
          </Stack>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t('storefront.description')}
          </Typography>
          <Typography variant="body2">{plainText(product.description)}</Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
