import { Box, Button, Card, CardActionArea, Paper, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MARQUEE, marqueeDurationMs } from '@cargo/contracts';
import { useListPublicProductsQuery } from '../api/products.api';
import { catalogPaths } from '../catalog.paths';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';

const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

/**
 * The home page's product showcase: the newest active products scrolling by (20 s per four
 * products, 200 px each, 20 px apart), still for readers who ask for reduced motion, and See More.
 */
export function ProductMarquee() {
  const { t } = useTranslation();
  const { data } = useListPublicProductsQuery({ page: 0, pageSize: MARQUEE.products });
  const products = data?.items ?? [];
  if (products.length === 0) return null;
  const card = (key: string, product: (typeof products)[number]) => (
    <Card key={key} sx={{ width: MARQUEE.itemWidth, flex: 'none' }} data-testid="marquee-product">
      <CardActionArea component={RouterLink} to={catalogPaths.publicProduct(product.id)} sx={{ p: 1.5, height: '100%' }}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <ProductImage pictureId={product.pictureId} title={product.title} size={96} />
          <Typography variant="body2" sx={{ textAlign: 'center', height: 40, overflow: 'hidden' }}>
            {product.title}
          </Typography>
          <PriceTag product={product} />
        </Stack>
      </CardActionArea>
    </Card>
  );
  return (
    <Paper sx={{ p: 3 }} component="section" aria-labelledby="marquee-heading">
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2" id="marquee-heading" sx={{ flex: 1 }}>
          {t('home.showcase')}
        </Typography>
        <Button component={RouterLink} to={catalogPaths.publicProducts} data-testid="see-more-products">
          {t('home.seeMore')}
        </Button>
      </Box>
      <Box sx={{ overflow: 'hidden' }}>
        {/* The list twice, so the scroll wraps around without a gap; the copy is hidden from screen readers. */}
        <Box
          data-testid="marquee-track"
          sx={{
            display: 'flex',
            gap: `${MARQUEE.space}px`,
            width: 'max-content',
            animation: `${scroll} ${marqueeDurationMs(products.length)}ms linear infinite`,
            '&:hover': { animationPlayState: 'paused' },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {products.map((product) => card(`a${product.id}`, product))}
          <Box sx={{ display: 'flex', gap: `${MARQUEE.space}px` }} aria-hidden inert>
            {products.map((product) => card(`b${product.id}`, product))}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
