import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Badge, Box, Button, IconButton } from '@mui/material';
import { VISUALLY_HIDDEN } from '../../../shared/visually-hidden';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useOrderingPaths } from '../use-ordering-paths';
import { useCart } from '../cart.slice';

/** The cart with its count; `compact` (the phone's app bar) shows the icon with a badge, named the same. */
export function CartButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const routes = useOrderingPaths();
  const count = useCart().lines.reduce((sum, line) => sum + line.count, 0);
  if (compact) {
    return (
      <IconButton color="inherit" component={RouterLink} to={routes.cart} data-testid="cart-button">
        {/* The badge repeats the count the hidden name says: screen readers hear it once. */}
        <Badge badgeContent={count} color="secondary" slotProps={{ badge: { 'aria-hidden': true } }}>
          <ShoppingCartIcon />
        </Badge>
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {t('cart.button', { count })}
        </Box>
      </IconButton>
    );
  }
  return (
    <Button color="inherit" component={RouterLink} to={routes.cart} startIcon={<ShoppingCartIcon />} data-testid="cart-button">
      {t('cart.button', { count })}
    </Button>
  );
}
