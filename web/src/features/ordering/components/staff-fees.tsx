import { Grid, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { minorToMajor, type Currency } from '@cargo/contracts';
import { moneyOf, TypedField } from '../../../shared/typed-field';
import type { OrderFees } from '../cart.slice';

/** Staff's part of an order: delivery fee, VAT and a payment taken with it, in the order's currency. */
export function StaffFees({ currency, fees, onChange }: { currency: Currency; fees: OrderFees; onChange: (change: Partial<OrderFees>) => void }) {
  const { t } = useTranslation();
  const money = (field: 'deliveryFee' | 'vatFee' | 'paymentAmount') => {
    const value = fees[field];
    return (
      <Grid size={{ xs: 6, md: 3 }}>
        <TypedField
          key={`${field}-${currency}`}
          name={field}
          label={t(`cart.fees.${field}`)}
          required={false}
          initial={value > 0 ? minorToMajor(value, currency) : ''}
          parse={moneyOf(currency)}
          onValue={(parsed) => onChange({ [field]: typeof parsed === 'number' && parsed > 0 ? parsed : 0 })}
          error={undefined}
          inputMode="decimal"
          testId={`cart-${field}`}
        />
      </Grid>
    );
  };
  return (
    <Grid container spacing={2} size={12}>
      {money('deliveryFee')}
      {money('vatFee')}
      {money('paymentAmount')}
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          fullWidth
          size="small"
          label={t('cart.fees.paymentReference')}
          value={fees.paymentReference}
          onChange={(event) => onChange({ paymentReference: event.target.value })}
          helperText=" "
          slotProps={{ htmlInput: { maxLength: 50, 'data-testid': 'cart-paymentReference' } }}
        />
      </Grid>
    </Grid>
  );
}
