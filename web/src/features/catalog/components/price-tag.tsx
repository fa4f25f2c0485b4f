import { Typography } from '@mui/material';
import type { ProductView } from '@cargo/contracts';
import { useFormat } from '../../../shared/use-format';

/** The listed (sale) price, with the retail price struck through beside it when there is a discount. */
export function PriceTag({ product }: { product: ProductView }) {
  const format = useFormat();
  return (
    <Typography variant="h6" color="primary" data-testid="sale-price">
      {format.money(product.salePrice, product.currencyId)}
      {product.discount > 0 ? (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1, textDecoration: 'line-through' }}>
          {format.money(product.retailPrice, product.currencyId)}
        </Typography>
      ) : null}
    </Typography>
  );
}
