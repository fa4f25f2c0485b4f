import { Box, Checkbox, CircularProgress, FormControlLabel, Grid, List, ListItem, ListItemIcon, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from '../../../shared/personal-text';
import { useNavigate, useParams } from 'react-router-dom';
import { cashChangeOf, customerLabel, submitPaymentSchema, type Currency, today } from '@cargo/contracts';
import { currencyChoices } from './currency-choices';
import { useNotify, useNotifiedAction } from '../../../shared/notify';
import { useOptions } from '../../../shared/options.api';
import { useCustomerByIdQuery } from '../../../shared/references.api';
import { SaveHint, SubmitForm } from '../../../shared/submit-form';
import { moneyOf, TypedField } from '../../../shared/typed-field';
import { useFormat } from '../../../shared/use-format';
import { useCustomerCreditsQuery, useListInvoicesQuery, useSubmitPaymentMutation } from '../api/billing.api';
import { billingPaths } from '../billing.paths';
import { InvoiceCode } from './invoice-code';
import { CommandButton } from '../../../shared/change-access';
import { ChoiceField, optionChoices } from '../../../shared/choice-field';
import { DateField } from '../../../shared/date-field';

/**
 * The payment page: one payment from a customer in one currency over the invoices ticked on the
 * right (oldest first, all ticked to start). The server pays them in that order, each at most its
 * amount due, credit first; what is left becomes credit in that currency.
 */
export function PaymentPage() {
  const customerId = Number(useParams().customerId);
  const [currencyId, setCurrencyId] = useState<Currency>('UsDollar');
  return <PaymentForm key={`${customerId}-${currencyId}`} customerId={customerId} currencyId={currencyId} onCurrency={setCurrencyId} />;
}

function PaymentForm({ customerId, currencyId, onCurrency }: { customerId: number; currencyId: Currency; onCurrency: (currency: Currency) => void }) {
  const { t, i18n } = useTranslation();
  const shown = usePersonalText();
  const format = useFormat();
  const notify = useNotify();
  const navigate = useNavigate();
  const runAction = useNotifiedAction();
  const types = useOptions('paymentType', { active: true });
  const { data: customer } = useCustomerByIdQuery(customerId);
  const { data: credits } = useCustomerCreditsQuery(customerId);
  const unpaid = useListInvoicesQuery({ customerId, pageSize: 500, sort: 'invoiceDate', order: 'asc' });
  const invoices = useMemo(
    () => (unpaid.data?.items ?? []).filter((invoice) => invoice.currencyId === currencyId && invoice.amountDue > 0),
    [unpaid.data, currencyId],
  );
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const [amount, setAmount] = useState<number | undefined>(undefined);
  const [tender, setTender] = useState<number | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);
  const [useCredit, setUseCredit] = useState(false);
  const [paymentDate, setPaymentDate] = useState(today());
  const [typeId, setTypeId] = useState<number | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const [submitPayment, submitting] = useSubmitPaymentMutation();
  const balance = currencyId === 'UsDollar' ? (credits?.dollarCredits ?? 0) : (credits?.dongCredits ?? 0);
  const ticked = invoices.filter((invoice) => !unticked.has(invoice.id));
  const due = ticked.reduce((sum, invoice) => sum + invoice.amountDue, 0);
  const creditToUse = useCredit ? Math.min(balance, due) : 0;
  const payment = submitPaymentSchema.safeParse({
    customerId,
    currencyId,
    amount: amount ?? 0,
    creditToUse,
    paymentDate,
    typeId: typeId ?? types[0]?.id,
    invoiceIds: ticked.map((invoice) => invoice.id),
    tender: tender ?? 0,
  });
  // The spec's words under each field, once a submit was tried (the amount's as soon as it is typed).
  const issueOf = (field: string) => (payment.success ? undefined : payment.error.issues.find((issue) => issue.path[0] === field)?.message);
  const fieldError = (field: string, shownNow = submitted) => {
    const code = field === 'amount' && amount === undefined && !useCredit ? 'validation.required' : issueOf(field);
    return shownNow && code ? t(code, { ns: 'messages' }) : undefined;
  };
  const amountError =
    amount !== undefined && Number.isNaN(amount) ? t('validation.mustBeNumeric', { ns: 'messages' }) : fieldError('amount', submitted || amount !== undefined);
  const change = tender !== undefined && !Number.isNaN(tender) && amount !== undefined && !Number.isNaN(amount) ? cashChangeOf({ tender, amount }) : 0;

  const submit = async () => {
    setSubmitted(true);
    if (!payment.success) return;
    if (ticked.length === 0) {
      notify(t('billing.noInvoicesPaid', { ns: 'messages' }), 'info');
      return;
    }
    if (await runAction(() => submitPayment({ payment: payment.data, key }).unwrap(), 'billing.paymentsSubmitted')) void navigate(billingPaths.paymentList);
  };

  if (unpaid.isLoading) return <CircularProgress />;
  return (
    <SubmitForm onSubmit={() => void submit()}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper sx={{ p: 3 }}>
            <Stack spacing={2}>
              <Typography variant="h5" component="h1">
                {t('billing.payment.pageTitle')}
              </Typography>
              <Typography data-testid="payment-customer">{customer ? shown(customerLabel(customer)) : '…'}</Typography>
              <ChoiceField
                size="small"
                label={t('billing.invoice.fields.currencyId')}
                choices={currencyChoices(t)}
                value={currencyId}
                onChange={onCurrency}
                slotProps={{ htmlInput: { 'data-testid': 'payment-currency' } }}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={useCredit}
                    disabled={balance === 0}
                    onChange={(event) => setUseCredit(event.target.checked)}
                    data-testid="payment-use-credit"
                  />
                }
                label={t('billing.payment.useCredit', { amount: format.money(Math.min(balance, due), currencyId), balance: format.money(balance, currencyId) })}
              />
              <TypedField
                name="amount"
                label={t('billing.payment.amount')}
                required={!useCredit}
                initial=""
                parse={moneyOf(currencyId)}
                onValue={(value) => setAmount(value as number | undefined)}
                inputMode="decimal"
                error={amountError}
                testId="payment-amount"
              />
              <TypedField
                name="tender"
                label={t('billing.payment.tender')}
                required={false}
                initial=""
                parse={moneyOf(currencyId)}
                onValue={(value) => setTender(value as number | undefined)}
                inputMode="decimal"
                error={
                  tender !== undefined && Number.isNaN(tender) ? t('validation.mustBeNumeric', { ns: 'messages' }) : fieldError('tender', tender !== undefined)
                }
                testId="payment-tender"
              />
              {change > 0 ? (
                <Typography data-testid="payment-change">{t('billing.payment.change', { amount: format.money(change, currencyId) })}</Typography>
              ) : null}
              <DateField
                size="small"
                required
                label={t('billing.payment.date')}
                value={paymentDate}
                onChange={(event) => setPaymentDate(event.target.value)}
                error={Boolean(fieldError('paymentDate'))}
                helperText={fieldError('paymentDate') ?? ' '}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'payment-date' } }}
              />
              <ChoiceField
                size="small"
                required
                label={t('billing.payment.type')}
                choices={optionChoices(types, i18n.language)}
                value={typeId ?? types[0]?.id ?? ''}
                error={Boolean(fieldError('typeId'))}
                helperText={fieldError('typeId') ?? ' '}
                onChange={setTypeId}
              />
              <Typography data-testid="payment-summary">
                {t('billing.payment.summary', {
                  due: format.money(due, currencyId),
                  paying: format.money((amount && !Number.isNaN(amount) ? amount : 0) + creditToUse, currencyId),
                })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
                <SaveHint valid={payment.success} />
                <CommandButton type="submit" variant="contained" disabled={submitting.isLoading} data-testid="submit-payment">
                  {t('billing.payment.submit')}
                </CommandButton>
              </Box>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {t('billing.payment.invoicesToPay')}
            </Typography>
            {invoices.length === 0 ? <Typography color="text.secondary">{t('billing.payment.nothingDue')}</Typography> : null}
            <List dense data-testid="payment-invoices">
              {invoices.map((invoice) => (
                <ListItem key={invoice.id}>
                  <ListItemIcon>
                    <Checkbox
                      edge="start"
                      checked={!unticked.has(invoice.id)}
                      onChange={() =>
                        setUnticked((current) =>
                          current.has(invoice.id) ? new Set([...current].filter((id) => id !== invoice.id)) : new Set([...current, invoice.id]),
                        )
                      }
                      slotProps={{ input: { 'aria-label': t('billing.payment.tick', { code: invoice.code }) } }}
                      data-testid={`tick-${invoice.id}`}
                    />
                  </ListItemIcon>
                  <ListItemText
                    primary={<InvoiceCode invoice={invoice} />}
                    secondary={`${format.date(invoice.invoiceDate)} · ${t('billing.invoice.columns.due')} ${format.money(invoice.amountDue, currencyId)}`}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        </Grid>
      </Grid>
    </SubmitForm>
  );
}
