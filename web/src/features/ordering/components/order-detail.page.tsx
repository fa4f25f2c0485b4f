import { Box, Chip, CircularProgress, Link, Paper, Stack, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { canAccess, invoiceCode, lineTotal } from '@cargo/contracts';
import { useSignedInUser } from '../../../shared/session.slice';
import { ownBillingPaths } from '../../billing/billing.paths';
import { errorBodyOf } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { LoadFailed } from '../../../shared/load-failed';
import { useFormat } from '../../../shared/use-format';
import { useGetOrderQuery } from '../api/orders.api';
import { HistoryPanel } from '../../../shared/record-history';
import { TablePanel } from '../../../shared/table-panel';
import { stackedOnPhones } from '../../../shared/stacked-on-phones';

/** One order with its lines; its invoice opens from its code (staff's page, or the customer's own); staff see its history. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const staff = canAccess('admin', useSignedInUser(), 'read');
  const shown = usePersonalText();
  const format = useFormat();
  const id = Number(useParams().id);
  const { data: order, error, isLoading, refetch } = useGetOrderQuery(id, { skip: !(id > 0) });
  if (!(id > 0) || errorBodyOf(error)?.statusCode === 404) return <Navigate to={paths.notFound} replace />;
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (isLoading || !order) return <CircularProgress />;
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {t('orders.detailTitle', { id: order.id })}
        </Typography>
        <Chip label={t(`orders.types.${order.typeId}`)} data-testid="order-type" />
      </Box>
      <Paper sx={{ p: 2 }}>
        <Typography>
          {t('orders.columns.customer')}: {shown(order.customerLabel)}
        </Typography>
        <Typography>
          {t('orders.columns.date')}: {format.dateTime(order.dateCreated)}
        </Typography>
        <Typography data-testid="order-delivery-address">
          {t('orders.deliveredTo')}:{' '}
          {order.deliveryAddress
            ? [order.deliveryAddress.name, order.deliveryAddress.phone, order.deliveryAddress.address1, order.deliveryAddress.address2]
                .map((part) => shown(part))
                .filter((part) => part !== '')
                .join(', ')
            : t(order.deliveryAddressId === null ? 'orders.noDeliveryAddress' : 'orders.deliveryAddressDeleted')}
        </Typography>
        <Typography>
          {t('orders.invoice')}:{' '}
          {order.invoiceId === null ? (
            <span data-testid="order-invoice">{t('orders.none')}</span>
          ) : (
            <Link
              component={RouterLink}
              to={staff ? paths.invoiceUpdate(order.invoiceId) : ownBillingPaths.invoice(order.invoiceId)}
              data-testid="order-invoice"
            >
              {invoiceCode('Order', order.invoiceId)}
            </Link>
          )}
        </Typography>
      </Paper>
      <TablePanel label={t('titles.order')} sx={stackedOnPhones}>
        <TableHead>
          <TableRow>
            <TableCell>{t('cart.columns.product')}</TableCell>
            <TableCell>{t('cart.warehouse')}</TableCell>
            <TableCell align="right">{t('cart.columns.quantity')}</TableCell>
            <TableCell align="right">{t('cart.columns.unitPrice')}</TableCell>
            <TableCell align="right">{t('cart.columns.caseQuantity')}</TableCell>
            <TableCell align="right">{t('cart.columns.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={`${line.productId}-${line.warehouseId}`} data-testid="order-line">
              <TableCell>{line.productTitle}</TableCell>
              <TableCell data-label={t('cart.warehouse')}>{t(`orders.warehouses.${line.warehouseId}`)}</TableCell>
              <TableCell align="right" data-label={t('cart.columns.quantity')}>
                {line.quantity}
              </TableCell>
              <TableCell align="right" data-label={t('cart.columns.unitPrice')} data-testid="order-line-price">
                {format.money(line.unitPrice, order.currencyId)}
                {line.originalCurrencyId && line.originalUnitPrice !== undefined && line.originalCurrencyId !== order.currencyId ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {t('cart.originalPrice', { price: format.money(line.originalUnitPrice, line.originalCurrencyId) })}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right" data-label={t('cart.columns.caseQuantity')}>
                {line.caseQuantity}
              </TableCell>
              <TableCell align="right" data-label={t('cart.columns.total')}>
                {format.money(lineTotal(line), order.currencyId)}
              </TableCell>
            </TableRow>
          ))}
          {[
            { label: t('orders.subtotal'), amount: order.subtotal, testId: 'order-subtotal' },
            { label: t('orders.deliveryFee'), amount: order.deliveryFee, testId: 'order-delivery-fee' },
            { label: t('orders.vatFee'), amount: order.vatFee, testId: 'order-vat' },
            { label: t('orders.total'), amount: order.total, testId: 'order-total' },
            ...(order.paymentInfo
              ? [
                  {
                    label: order.paymentInfo.referenceNumber
                      ? t('orders.paymentReceivedRef', { reference: order.paymentInfo.referenceNumber })
                      : t('orders.paymentReceived'),
                    amount: order.paymentInfo.amount,
                    testId: 'order-payment',
                  },
                ]
              : []),
          ].map((row) => (
            <TableRow key={row.testId}>
              <TableCell colSpan={5} align="right" sx={row.testId === 'order-total' ? { fontWeight: 600 } : undefined}>
                {row.label}
              </TableCell>
              <TableCell align="right" data-testid={row.testId} sx={row.testId === 'order-total' ? { fontWeight: 600 } : undefined}>
                {format.money(row.amount, order.currencyId)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TablePanel>
      {order.vndPerUsd !== undefined && order.lines.some((line) => line.originalCurrencyId !== undefined && line.originalCurrencyId !== order.currencyId) ? (
        <Typography variant="body2" color="text.secondary" data-testid="order-rate">
          {t('orders.convertedAt', { rate: format.money(order.vndPerUsd, 'VietDong') })}
        </Typography>
      ) : null}
      {/* The audit history is staff's: a customer's own order page does not offer it. */}
      {staff ? <HistoryPanel recordType="order" recordId={order.id} /> : null}
    </Stack>
  );
}
