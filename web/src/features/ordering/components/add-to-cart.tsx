import { Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProductView } from '@cargo/contracts';
import { useNotify } from '../../../shared/notify';
import { useOrderingPaths } from '../use-ordering-paths';
import { useDispatch } from 'react-redux';
import { added } from '../cart.slice';
import { ChoiceField, listChoices } from '../../../shared/choice-field';

/** Quantity picker 1-10, per the spec. */
const PICKER = Array.from({ length: 10 }, (_, index) => index + 1);
/** The add-to-cart spinner lasts 1 s, per the spec's timings. */
const SPINNER_MS = 1000;

export function AddToCart({ product }: { product: ProductView }) {
  const { t } = useTranslation();
  const routes = useOrderingPaths();
  const notify = useNotify();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [count, setCount] = useState(1);
  const [adding, setAdding] = useState(false);

  const add = () =>
    dispatch(
      added({
        productId: product.id,
        title: product.title,
        pictureId: product.pictureId,
        listPrice: product.salePrice,
        currencyId: product.currencyId,
        unitPerCase: product.unitPerCase,
        count,
      }),
    );

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ChoiceField
        size="small"
        label={t('cart.quantity')}
        choices={listChoices(PICKER, String)}
        value={count}
        onChange={setCount}
        sx={{ width: 110 }}
        data-testid="quantity-picker"
      />
      <Button
        variant="contained"
        disabled={adding}
        startIcon={adding ? <CircularProgress size={16} /> : undefined}
        onClick={() => {
          setAdding(true);
          add();
          setTimeout(() => {
            setAdding(false);
            notify(t('cart.added'));
          }, SPINNER_MS);
        }}
        data-testid="add-to-cart"
      >
        {t('cart.addToCart')}
      </Button>
      <Button
        variant="outlined"
        onClick={() => {
          add();
          navigate(routes.cart);
        }}
        data-testid="buy-now"
      >
        {t('cart.buyNow')}
      </Button>
    </Stack>
  );
}
