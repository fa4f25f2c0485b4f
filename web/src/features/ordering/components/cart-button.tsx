import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useOrderingPaths } from '../use-ordering-paths';
import { useAppSelector } from '../../../app/store';

export function CartButton() {
  const { t } = useTranslation();
  const routes = useOrderingPaths();
  const count = useAppSelector((state) => state.cart.lines.reduce((sum, line) => sum + line.count, 0));
  return (
    <Button color="inherit" component={RouterLink} to={routes.cart} startIcon={<ShoppingCartIcon />} data-testid="cart-button">
      {t('cart.button', { count })}
    </Button>
  );
}
