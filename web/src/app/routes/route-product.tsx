import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import type { ProductView } from '@cargo/contracts';
import { useGetProductQuery } from '../../features/catalog/api/products.api';
import { LoadFailed } from '../../shared/load-failed';
import { errorBodyOf } from '../api';
import { paths } from '../paths';

/**
 * The product the route's `:id` names, under a back link: an unknown or hidden product goes to the
 * 404 page, a failed load offers a retry, and the page renders once the product is there.
 */
export function RouteProduct({ back, children }: { back: { to: string; label: string }; children: (product: ProductView) => ReactNode }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: product, error, isLoading, refetch } = useGetProductQuery(id, { skip: !valid });
  if (!valid || errorBodyOf(error)?.statusCode === 404) return <Navigate to={paths.notFound} replace />;
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (isLoading || !product) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
          {back.label}
        </Button>
      </Box>
      {children(product)}
    </Stack>
  );
}
