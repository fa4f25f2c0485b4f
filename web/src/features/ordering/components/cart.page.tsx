import {
  Alert,
  Box,
  Button,
  Divider,
  Grid,
  Link,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  canAccess,
  convertMoney,
  CURRENCIES,
  EXCHANGE_RATE_VND_PER_USD,
  majorToMinor,
  minorToMajor,
  PLACEABLE_ORDER_TYPES,
  WAREHOUSES,
  type Currency,
  type AddOrderInput,
} from '@cargo/contracts';
import { errorBodyOf } from '../../../shared/api';
import { useNotify } from '../../../shared/notify';
import { CustomerPicker } from '../../../shared/reference-pickers';
import { catalogPaths } from '../../catalog/catalog.paths';
import { useOrderingPaths } from '../use-ordering-paths';
import { useDispatch } from 'react-redux';
import { useSignedInUser } from '../../../shared/session.slice';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { RemoveLineCell } from '../../../shared/remove-line-cell';
import { stackedOnPhones } from '../../../shared/stacked-on-phones';
import { useFormat } from '../../../shared/use-format';
import { useDeliveryAddressesQuery, useExchangeRateQuery, useAddOrderMutation, useUpdateOrderMutation } from '../api/orders.api';
import { customerOrderingPaths } from '../ordering.paths';
import { cartTotals, casesOfLine, cleared, feesChanged, lineChanged, optionsChanged, removed, unitPriceOf, type CartLine, useCart } from '../cart.slice';
import { StaffFees } from './staff-fees';
import { useCustomerByIdQuery } from '../../../shared/references.api';
import { ChoiceField, listChoices } from '../../../shared/choice-field';

/** The spec's free delivery threshold ($50), shown in the cart's own currency. */
const FREE_DELIVERY_FROM_CENTS = 5000;
/** Custom prices are typed in major units of the order's currency (dollars, dong) and kept in minor units. */
/** A custom price as typed; anything that is not an amount counts as none. */
const toMinor = (text: string, currency: Currency) => {
  const minor = majorToMinor(text, currency);
  return minor === null || Number.isNaN(minor) ? null : minor;
};

/**
 * The cart: lines with quantity, custom price and case quantity, totals, warehouse and order type,
 * the customer (staff choose one), Clear Cart, and Submit Order or, in editing mode, Update Order.
 */
export function CartPage() {
  const { t } = useTranslation();
  const routes = useOrderingPaths();
  const notify = useNotify();
  const format = useFormat();
  const dispatch = useDispatch();
  const cart = useCart();
  const user = useSignedInUser();
  const staff = canAccess('admin', user);
  // An order ships to one of its customer's addresses (the main one unless another is picked): a
  // customer's own, or for staff those of the account of the customer they chose.
  const { data: chosenCustomer } = useCustomerByIdQuery(cart.customerId ?? 0, { skip: !staff || cart.customerId === null });
  const addressOwner = staff ? (chosenCustomer?.userId ?? null) : (user?.id ?? null);
  const { data: addresses = [] } = useDeliveryAddressesQuery(addressOwner ?? 0, { skip: addressOwner === null });
  const deliveryAddressId = addresses.some((address) => address.id === cart.deliveryAddressId)
    ? cart.deliveryAddressId
    : (addresses.find((address) => address.main)?.id ?? null);
  const [addOrder, placing] = useAddOrderMutation();
  const [updateOrder, updating] = useUpdateOrderMutation();
  const [toRemove, setToRemove] = useState<CartLine | null>(null);
  const [placedId, setPlacedId] = useState<number | null>(null);
  const [lowLines, setLowLines] = useState<number[]>([]);
  const vndPerUsd = useExchangeRateQuery().data?.vndPerUsd ?? EXCHANGE_RATE_VND_PER_USD;
  const currency = cart.currencyId;
  const totals = cartTotals(cart.lines, currency, vndPerUsd);
  const priceOf = (line: CartLine) => unitPriceOf(line, currency, vndPerUsd);
  // On hold is for staff only; the server refuses it from a customer.
  const orderTypes = PLACEABLE_ORDER_TYPES.filter((type) => staff || type !== 'PlaceHolder');

  if (placedId !== null) {
    return (
      <Paper sx={{ p: 4, textAlign: 'center' }} data-testid="order-placed">
        <Typography variant="h5" component="h1" gutterBottom>
          {t('cart.thankYou')}
        </Typography>
        <Typography data-testid="order-number">{t('cart.orderNumber', { id: placedId })}</Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={routes.orders}>
            {t('cart.viewOrders')}
          </Button>
          <Button component={RouterLink} to={catalogPaths.productList}>
            {t('cart.continue')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const submit = async () => {
    const order: AddOrderInput = {
      customerId: cart.customerId,
      typeId: cart.typeId,
      currencyId: currency,
      deliveryAddressId,
      // Fees and a payment taken with the order are staff's to set; the server ignores them from a customer.
      ...(staff
        ? {
            deliveryFee: cart.fees.deliveryFee,
            vatFee: cart.fees.vatFee,
            paymentInfo:
              cart.fees.paymentAmount > 0 || cart.fees.paymentReference.trim()
                ? { amount: cart.fees.paymentAmount, referenceNumber: cart.fees.paymentReference.trim() }
                : null,
          }
        : {}),
      // The server prices every line; only staff overrides (custom price, case quantity) are sent.
      orderDetails: cart.lines.map((line) => ({
        productId: line.productId,
        warehouseId: cart.warehouseId,
        quantity: line.count,
        unitPrice: staff ? line.customPrice : null,
        caseQuantity: staff && line.caseQuantity > 0 ? line.caseQuantity : null,
      })),
    };
    setLowLines([]);
    try {
      if (cart.editingOrderId === null) {
        const { id } = await addOrder({ order, key: cart.submitKey }).unwrap();
        setPlacedId(id);
      } else {
        await updateOrder({ order: { ...order, id: cart.editingOrderId }, key: cart.submitKey }).unwrap();
        notify(t('ordering.orderUpdated', { ns: 'messages' }));
      }
      dispatch(cleared());
    } catch (failure) {
      const body = errorBodyOf(failure);
      setLowLines((body?.fields ?? []).filter((field) => field.code === 'ordering.lowStock').map((field) => Number(field.path.split('.')[1])));
      notify(
        body?.code === 'ordering.lowStock'
          ? t('ordering.lowStock', { ns: 'messages' })
          : (body?.fields?.[0]?.message ?? t(body?.code ?? 'ordering.failed', { ns: 'messages' })),
        'error',
      );
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('cart.title')}
      </Typography>
      {cart.editingOrderId !== null ? (
        <Alert severity="info" data-testid="editing-order">
          {t('cart.editingOrder', { id: cart.editingOrderId })}
        </Alert>
      ) : null}
      <Paper>
        {cart.lines.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t('cart.empty')}
          </Typography>
        ) : (
          <Table size="small" sx={stackedOnPhones}>
            <TableHead>
              <TableRow>
                <TableCell>{t('cart.columns.product')}</TableCell>
                <TableCell width={110}>{t('cart.columns.quantity')}</TableCell>
                <TableCell align="right">{t('cart.columns.unitPrice')}</TableCell>
                {staff ? <TableCell width={140}>{t('cart.columns.customPrice')}</TableCell> : null}
                {staff ? <TableCell width={120}>{t('cart.columns.caseQuantity')}</TableCell> : null}
                <TableCell align="right">{t('cart.columns.total')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {cart.lines.map((line, index) => (
                <TableRow key={line.productId} data-testid="cart-line" selected={lowLines.includes(index)}>
                  <TableCell>{line.title}</TableCell>
                  <TableCell data-label={t('cart.columns.quantity')}>
                    <TextField
                      size="small"
                      type="number"
                      value={line.count}
                      onChange={(event) => dispatch(lineChanged({ productId: line.productId, count: Number(event.target.value) || 1 }))}
                      slotProps={{ htmlInput: { min: 1, 'data-testid': 'line-count', 'aria-label': t('cart.columns.quantity') } }}
                    />
                  </TableCell>
                  <TableCell align="right" data-label={t('cart.columns.unitPrice')} data-testid="line-unit-price">
                    {format.money(convertMoney(line.listPrice, line.currencyId, currency, vndPerUsd), currency)}
                    {line.currencyId !== currency ? (
                      <Typography variant="caption" color="text.secondary" component="div" data-testid="line-original-price">
                        {t('cart.originalPrice', { price: format.money(line.listPrice, line.currencyId) })}
                      </Typography>
                    ) : null}
                  </TableCell>
                  {staff ? (
                    <TableCell data-label={t('cart.columns.customPrice')}>
                      <TextField
                        size="small"
                        type="number"
                        value={minorToMajor(line.customPrice, currency)}
                        onChange={(event) => dispatch(lineChanged({ productId: line.productId, customPrice: toMinor(event.target.value, currency) }))}
                        slotProps={{
                          htmlInput: {
                            min: 0,
                            step: currency === 'UsDollar' ? 0.01 : 1,
                            'data-testid': 'line-custom-price',
                            'aria-label': t('cart.columns.customPrice'),
                          },
                        }}
                      />
                    </TableCell>
                  ) : null}
                  {staff ? (
                    <TableCell data-label={t('cart.columns.caseQuantity')}>
                      <TextField
                        size="small"
                        type="number"
                        value={line.caseQuantity > 0 ? line.caseQuantity : ''}
                        placeholder={String(casesOfLine(line))}
                        onChange={(event) => dispatch(lineChanged({ productId: line.productId, caseQuantity: Number(event.target.value) || 0 }))}
                        slotProps={{ htmlInput: { min: 0, 'aria-label': t('cart.columns.caseQuantity'), 'data-testid': 'line-case-quantity' } }}
                      />
                    </TableCell>
                  ) : null}
                  <TableCell align="right" data-label={t('cart.columns.total')} data-testid="line-total">
                    {format.money(priceOf(line) * line.count, currency)}
                  </TableCell>
                  <RemoveLineCell label={t('cart.remove')} onRemove={() => setToRemove(line)} testId="remove-line" />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 3 }}>
            <ChoiceField
              fullWidth
              size="small"
              label={t('cart.warehouse')}
              choices={listChoices(WAREHOUSES, (warehouse) => t(`orders.warehouses.${warehouse}`))}
              value={cart.warehouseId}
              onChange={(warehouseId) => dispatch(optionsChanged({ warehouseId }))}
              data-testid="cart-warehouse"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <ChoiceField
              fullWidth
              size="small"
              label={t('cart.orderType')}
              choices={listChoices(orderTypes, (type) => t(`orders.types.${type}`))}
              value={cart.typeId}
              onChange={(typeId) => dispatch(optionsChanged({ typeId }))}
              data-testid="cart-type"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <ChoiceField
              fullWidth
              size="small"
              label={t('cart.currency')}
              choices={listChoices(CURRENCIES, (option) => t(`cart.currencies.${option}`))}
              value={currency}
              onChange={(currencyId) => dispatch(optionsChanged({ currencyId }))}
              data-testid="cart-currency"
            />
          </Grid>
          {staff ? (
            <Grid size={{ xs: 12, md: 4 }}>
              <CustomerPicker
                label={t('cart.customer')}
                value={cart.customerId}
                onChange={(customerId) => dispatch(optionsChanged({ customerId }))}
                testId="cart-customer"
              />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t('cart.deliveryAddress')}
              value={deliveryAddressId ?? ''}
              disabled={staff && cart.customerId === null}
              onChange={(event) => dispatch(optionsChanged({ deliveryAddressId: event.target.value === '' ? null : Number(event.target.value) }))}
              helperText={
                staff ? (
                  cart.customerId !== null && addresses.length === 0 ? (
                    t('cart.customerHasNoAddress')
                  ) : (
                    ' '
                  )
                ) : (
                  <Link component={RouterLink} to={customerOrderingPaths.addresses}>
                    {t('cart.manageAddresses')}
                  </Link>
                )
              }
              data-testid="cart-address"
            >
              <MenuItem value="">{t('cart.noAddress')}</MenuItem>
              {addresses.map((address) => (
                <MenuItem key={address.id} value={address.id}>
                  {`${address.name} · ${address.address1}`}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          {staff ? <StaffFees currency={currency} fees={cart.fees} onChange={(change) => dispatch(feesChanged(change))} /> : null}
        </Grid>
        <Divider sx={{ my: 2 }} />
        <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography data-testid="total-amount">
            {t('cart.totals.amount')}: <b>{format.money(totals.amount, currency)}</b>
          </Typography>
          {staff && cart.fees.deliveryFee + cart.fees.vatFee > 0 ? (
            <Typography data-testid="total-with-fees">
              {t('cart.totals.withFees')}: <b>{format.money(totals.amount + cart.fees.deliveryFee + cart.fees.vatFee, currency)}</b>
            </Typography>
          ) : null}
          <Typography data-testid="total-quantity">
            {t('cart.totals.quantity')}: <b>{totals.quantity}</b>
          </Typography>
          <Typography>
            {t('cart.totals.caseQuantity')}: <b>{totals.caseQuantity}</b>
          </Typography>
          <Typography color="text.secondary" variant="body2" data-testid="free-delivery">
            {t('cart.freeDelivery', { amount: format.money(convertMoney(FREE_DELIVERY_FROM_CENTS, 'UsDollar', currency, vndPerUsd), currency) })}
          </Typography>
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => dispatch(cleared())} data-testid="clear-cart">
            {t('cart.clear')}
          </Button>
          <Button
            variant="contained"
            disabled={cart.lines.length === 0 || (staff && cart.customerId === null) || placing.isLoading || updating.isLoading}
            onClick={() => void submit()}
            data-testid="submit-order"
          >
            {cart.editingOrderId === null ? t('cart.submit') : t('cart.update')}
          </Button>
        </Box>
      </Paper>
      <ConfirmDialog
        open={toRemove !== null}
        question={t('cart.confirmRemove')}
        onClose={() => setToRemove(null)}
        onConfirm={() => toRemove && dispatch(removed(toRemove.productId))}
      />
    </Stack>
  );
}
