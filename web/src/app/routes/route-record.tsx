import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import type { ProductView } from '@cargo/contracts';
import { useGetProductQuery } from '../../features/catalog/api/products.api';
import { LoadFailed } from '../../shared/load-failed';
import { errorBodyOf } from '../../shared/api';
import { paths } from '../../shared/paths';

/** What an RTK Query hook gives for one record. */
interface RecordQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

interface RouteRecordProps<T> {
  useRecord: (id: number, options: { skip: boolean }) => RecordQuery<T>;
  back: { to: string; label: string };
  children: (record: T) => ReactNode;
}

/**
 * The record the route's `:id` names, under a back link: an unknown id goes to the 404 page, one
 * deleted while open says so, a failed load offers a retry, and the page renders once the record is there.
 */
export function RouteRecord<T>({ useRecord, back, children }: RouteRecordProps<T>) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: record, error, isLoading, refetch } = useRecord(id, { skip: !valid });
  const gone = errorBodyOf(error)?.statusCode === 404;
  // Deleted while on screen (here, or by someone else; live updates refetch it): say so, and leave
  // navigation to whoever deleted it, rather than racing their move with a jump to the 404 page.
  if (gone && record)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={back.to}>
            {back.label}
          </Button>
        }
        data-testid="record-deleted"
      >
        {t('common.recordDeleted')}
      </Alert>
    );
  if (!valid || gone) return <Navigate to={paths.notFound} replace />;
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (isLoading || !record) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />}>
          {back.label}
        </Button>
      </Box>
      {children(record)}
    </Stack>
  );
}

/** The product of the route (a hidden product is unknown to customers, so it is a 404 too). */
export const RouteProduct = (props: Omit<RouteRecordProps<ProductView>, 'useRecord'>) => <RouteRecord useRecord={useGetProductQuery} {...props} />;
