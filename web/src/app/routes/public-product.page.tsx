import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { useGetProductQuery } from '../../features/catalog/api/products.api';
import { catalogPaths } from '../../features/catalog/catalog.paths';
import { StorefrontProduct } from '../../features/catalog/components/storefront-product';
import { identityPaths } from '../../features/identity/identity.paths';
import { AddToCart } from '../../features/ordering/components/add-to-cart';
import { LoadFailed } from '../../shared/load-failed';
import { errorBodyOf } from '../api';
import { paths } from '../paths';
import { useAppSelector } from '../store';

/** A product in the storefront: catalog shows it, ordering puts it in the cart (visitors log in first). */
export function PublicProductPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const signedIn = useAppSelector((state) => state.session.user) !== null;
  const { data: product, error, isLoading, refetch } = useGetProductQuery(id, { skip: !valid });
  if (!valid || errorBodyOf(error)?.statusCode === 404) return <Navigate to={paths.notFound} replace />;
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (isLoading || !product) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={catalogPaths.publicProducts} startIcon={<ArrowBackIcon />}>
          {t('storefront.back')}
        </Button>
      </Box>
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
    </Stack>
  );
}
