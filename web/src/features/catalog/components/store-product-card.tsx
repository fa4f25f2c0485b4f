import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Box, Button, Card, CardActions, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { forwardRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductView } from '@cargo/contracts';
import { useUndoableDelete } from '../../../shared/notify';
import { useFormat } from '../../../shared/use-format';
import { useDeleteProductMutation, useRestoreProductMutation } from '../api/products.api';
import { catalogPaths } from '../catalog.paths';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { StockLabelChip } from './stock-label-chip';

export interface CardTab {
  value: string;
  label: string;
  content: () => ReactNode;
}

interface StoreProductCardProps {
  product: ProductView;
  /** Buttons other features add (Add Stock, CSV export). */
  actions: ReactNode;
  /** The card's tabs (Stocks, Orders, Transactions), drawn only when opened. */
  tabs: CardTab[];
}

/** A product on the store page: its figures, Update, Get Details and Remove, what other features add, and tabs. */
export const StoreProductCard = forwardRef<HTMLDivElement, StoreProductCardProps>(function StoreProductCard({ product, actions, tabs }, ref) {
  const { t } = useTranslation();
  const format = useFormat();
  const undoableDelete = useUndoableDelete();
  const [deleteProduct] = useDeleteProductMutation();
  const [restoreProduct] = useRestoreProductMutation();
  const [tab, setTab] = useState<string | false>(false);
  const remove = () =>
    undoableDelete(
      () => deleteProduct(product.id).unwrap(),
      () => restoreProduct(product.id).unwrap(),
      'catalog.productDeletedOk',
    );
  const open = tabs.find((candidate) => candidate.value === tab);
  return (
    <Card ref={ref} data-product-id={product.id} data-testid="store-card">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ProductImage pictureId={product.pictureId} title={product.title} size={96} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" data-testid="store-card-title">
              {product.title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ my: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <StockLabelChip label={product.stockLabel} />
              <Typography variant="body2" color="text.secondary">
                {product.skuCode} ·{' '}
                {t('store.quantities', {
                  us: format.number(product.usQuantity),
                  vn: format.number(product.vnQuantity),
                  total: format.number(product.quantity),
                })}
              </Typography>
            </Stack>
            <PriceTag product={product} />
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" startIcon={<EditIcon />} component={RouterLink} to={catalogPaths.productUpdate(product.id)}>
          {t('store.update')}
        </Button>
        {actions}
        <Button size="small" startIcon={<InfoIcon />} component={RouterLink} to={catalogPaths.productDetail(product.id)}>
          {t('store.details')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => void remove()} data-testid="store-remove">
          {t('store.remove')}
        </Button>
      </CardActions>
      <Tabs value={tab} onChange={(_event, next: string) => setTab(next === tab ? false : next)} sx={{ px: 2 }}>
        {tabs.map((candidate) => (
          <Tab key={candidate.value} value={candidate.value} label={candidate.label} onClick={() => candidate.value === tab && setTab(false)} />
        ))}
      </Tabs>
      {open ? <Box sx={{ p: 2 }}>{open.content()}</Box> : null}
    </Card>
  );
});
