import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { catalogPaths } from '../../features/catalog/catalog.paths';
import { StorefrontProduct } from '../../features/catalog/components/storefront-product';
import { identityPaths } from '../../features/identity/identity.paths';
import { AddToCart } from '../../features/ordering/components/add-to-cart';
import { useAppSelector } from '../store';
import { RouteProduct } from './route-record';

/** A product in the storefront: catalog shows it, ordering puts it in the cart (visitors log in first). */
export function PublicProductPage() {
  const { t } = useTranslation();
  const signedIn = useAppSelector((state) => state.session.user) !== null;
  return (
    <RouteProduct back={{ to: catalogPaths.publicProducts, label: t('storefront.back') }}>
      {(product) => (
        <>
          <StorefrontProduct product={product} />
          {signedIn ? (
            <AddToCart product={product} />
          ) : (
            <Box>
              <Button variant="contained" component={RouterLink} to={identityPaths.login} data-testid="login-to-order">
                {t('auth.login')}
              </Button>
            </Box>
          )}
        </>
      )}
    </RouteProduct>
  );
}
