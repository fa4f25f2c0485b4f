import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addPaymentSchema, type Currency, today } from '@cargo/contracts';
import { useNotifiedAction } from '../../../shared/notify';
import { useOptions } from '../../../shared/options.api';
import { FormDialog } from '../../../shared/form-dialog';
import { moneyOf, TypedField } from '../../../shared/typed-field';
import { useFormat } from '../../../shared/use-format';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useAddPaymentMutation, useCustomerCreditsQuery } from '../api/billing.api';
import { ChoiceField, optionChoices } from '../../../shared/choice-field';
import { DateField } from '../../../shared/date-field';

/**
 * The payment dialog (max width 500): a payment of one invoice, or Add Credit on the customer's
 * account (no invoice). Credit to use is capped at the balance in the currency and at the amount due.
 */
export function PaymentDialog({
  customerId,
  currencyId,
  invoice,
  onClose,
}: {
  customerId: number;
  currencyId: Currency;
  invoice: { id: number; code: string; amountDue: number } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const runAction = useNotifiedAction();
  const types = useOptions('paymentType', { active: true });
  const { data: credits } = useCustomerCreditsQuery(customerId);
  const balance = currencyId === 'UsDollar' ? (credits?.dollarCredits ?? 0) : (credits?.dongCredits ?? 0);
  const usable = invoice ? Math.min(balance, invoice.amountDue) : 0;
  const [useCredit, setUseCredit] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const form = useSchemaForm(addPaymentSchema, {
    customerId,
    currencyId,
    amount: undefined,
    creditToUse: 0,
    paymentDate: today(),
    typeId: undefined,
    invoiceId: invoice?.id ?? null,
  });
  const [addPayment, adding] = useAddPaymentMutation();
  const typeId = form.values.typeId ?? types[0]?.id;
  // What is sent: the form's fields, the type shown, and the credit the checkbox stands for.
  const candidate = addPaymentSchema.safeParse({
    ...form.values,
    typeId,
    amount: form.values.amount ?? (useCredit ? 0 : undefined),
    creditToUse: useCredit ? usable : 0,
  });
  const error = (field: string) => (form.errorOf(field) && !(useCredit && field === 'amount') ? t(form.errorOf(field)!, { ns: 'messages' }) : undefined);

  const save = async () => {
    form.markSubmitted();
    if (candidate.success && (await runAction(() => addPayment({ payment: candidate.data, key }).unwrap(), 'billing.paymentAdded'))) onClose();
  };

  return (
    <FormDialog
      title={invoice ? t('billing.payment.titleFor', { code: invoice.code }) : t('billing.payment.addCredit')}
      onClose={onClose}
      onSubmit={() => void save()}
      valid={candidate.success}
      busy={adding.isLoading}
      testId="payment-dialog"
      saveTestId="save-payment"
      paper={{ sx: { maxWidth: 500 } }}
    >
      {invoice ? <Typography data-testid="payment-due">{t('billing.payment.due', { amount: format.money(invoice.amountDue, currencyId) })}</Typography> : null}
      <TypedField
        name="amount"
        label={t('billing.payment.amount')}
        required={!useCredit}
        initial=""
        parse={moneyOf(currencyId)}
        onValue={(value) => form.set('amount', value ?? (useCredit ? 0 : undefined))}
        inputMode="decimal"
        error={error('amount')}
        testId="payment-amount"
      />
      {invoice ? (
        <FormControlLabel
          control={
            <Checkbox checked={useCredit} disabled={usable === 0} onChange={(event) => setUseCredit(event.target.checked)} data-testid="payment-use-credit" />
          }
          label={t('billing.payment.useCredit', { amount: format.money(usable, currencyId), balance: format.money(balance, currencyId) })}
        />
      ) : null}
      <DateField
        size="small"
        name="paymentDate"
        required
        label={t('billing.payment.date')}
        value={form.values.paymentDate ?? ''}
        onChange={(event) => form.set('paymentDate', event.target.value)}
        error={Boolean(error('paymentDate'))}
        helperText={error('paymentDate') ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ChoiceField
        size="small"
        label={t('billing.payment.type')}
        choices={optionChoices(types, i18n.language)}
        value={typeId ?? ''}
        onChange={(id) => form.set('typeId', id)}
        slotProps={{ htmlInput: { 'data-testid': 'payment-type' } }}
      />
    </FormDialog>
  );
}
