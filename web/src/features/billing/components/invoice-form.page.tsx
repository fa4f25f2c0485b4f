import { Box, Button, CircularProgress, Grid, Link, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  addInvoiceSchema,
  decimalToScaled,
  INVOICE_PACKING_MAX,
  INVOICE_TYPES,
  invoiceLineTotal,
  INVOICE_TRACKING_MAX,
  minorToMajor,
  totalAmountDueIssue,
  type AddInvoiceInput,
  type InvoiceLineInput,
  type InvoiceListRow,
} from '@cargo/contracts';
import { currencyChoices } from './currency-choices';
import { useNotifiedAction } from '../../../shared/notify';
import { CustomerPicker } from '../../../shared/reference-pickers';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { LoadFailed } from '../../../shared/load-failed';
import { lineToSend, newLineKey, RemoveOrRestoreCell, useSoftLines } from '../../../shared/soft-lines';
import { moneyOf, TypedField } from '../../../shared/typed-field';
import { useFormat } from '../../../shared/use-format';
import { useSchemaForm, type Draft } from '../../../shared/use-schema-form';
import { orderingPaths } from '../../ordering/ordering.paths';
import { shippingPaths } from '../../shipping/shipping.paths';
import {
  useAddInvoiceMutation,
  useDeleteInvoiceMutation,
  useGetInvoiceQuery,
  useInvoiceDraftFromOrderQuery,
  useUpdateInvoiceMutation,
} from '../api/billing.api';
import { billingPaths } from '../billing.paths';
import { PaymentDialog } from './payment-dialog';
import { DeleteButton, FormPage } from '../../../shared/form-page';
import { EditableLines } from '../../../shared/editable-lines';
import { CommandButton } from '../../../shared/change-access';
import { useLeaveGuard } from '../../../shared/leave-guard';
import { ChoiceField, listChoices } from '../../../shared/choice-field';
import { useLineName } from './line-name';
import { DateField } from '../../../shared/date-field';

/** A charge line of the form. */
type Line = Draft<InvoiceLineInput> & { key: string; sent?: boolean };

const decimalOf = (text: string) => (text.trim() === '' ? undefined : /^\d+([.,]\d*)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN);
const EMPTY: Draft<AddInvoiceInput> = {
  typeId: 'General',
  customerId: undefined,
  associatedId: null,
  mtlTracking: '',
  currencyId: 'UsDollar',
  invoiceDate: null,
  description: '',
  invoiceDetails: [],
};

/**
 * New invoice and invoice update. NewInvoice takes its route's query as inputs (`orderId`: Generate
 * Invoice from an order, `customerId`: New Invoice from a customer); after creating, the update route.
 */
export function InvoiceFormPage() {
  const id = Number(useParams().id) || null;
  const [search] = useSearchParams();
  const orderId = Number(search.get('orderId')) || null;
  const customerId = Number(search.get('customerId')) || null;
  const existing = useGetInvoiceQuery(id ?? 0, { skip: id === null });
  const draft = useInvoiceDraftFromOrderQuery(orderId ?? 0, { skip: id !== null || orderId === null });
  // A refetch that fails keeps the form on screen: the invoice just deleted here is refetched by the
  // live feed before the page moves on, and 'Invoice not found' flashed over it.
  const failed = (existing.data ? undefined : existing.error) ?? draft.error;
  if (failed) return <LoadFailed error={failed} onRetry={() => void (id ? existing.refetch() : draft.refetch())} />;
  if ((id !== null && !existing.data) || (id === null && orderId !== null && !draft.data)) return <CircularProgress />;
  const initial: Draft<AddInvoiceInput> = existing.data ?? draft.data ?? { ...EMPTY, customerId: customerId ?? undefined };
  return <InvoiceForm key={`${id ?? 'new'}-${orderId ?? ''}-${customerId ?? ''}`} existing={existing.data ?? null} initial={initial} />;
}

function InvoiceForm({ existing, initial }: { existing: InvoiceListRow | null; initial: Draft<AddInvoiceInput> }) {
  const { t } = useTranslation();
  const lineName = useLineName();
  const format = useFormat();
  const navigate = useNavigate();
  const runAction = useNotifiedAction();
  const form = useSchemaForm(addInvoiceSchema, { ...initial, invoiceDetails: [] }, { showErrors: existing !== null });
  const {
    lines,
    add: addLine,
    change: setLine,
    remove: removeLine,
    restore: restoreLine,
    markSent,
  } = useSoftLines<Line>(() => (initial.invoiceDetails ?? []).map((line) => ({ ...line, key: line.id ? `saved-${line.id}` : newLineKey() })));
  const [paying, setPaying] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [addInvoice, adding] = useAddInvoiceMutation();
  const [updateInvoice, updating] = useUpdateInvoiceMutation();
  const [deleteInvoice] = useDeleteInvoiceMutation();
  const values = form.values;
  // What the form holds, not how far it got: `sent` changes on a save.
  const leaveGuard = useLeaveGuard({ values, lines: lines.map(({ sent: _sent, ...line }) => line) });
  const currency = values.currencyId ?? 'UsDollar';
  const paid = existing?.paymentStatus === 'Paid';
  const locked = paid;
  const error = (field: string) => (form.errorOf(field) ? t(form.errorOf(field)!, { ns: 'messages' }) : undefined);
  const lineError = (line: Line, field: 'name' | 'quantity' | 'unitPrice') => {
    if (!form.dirty && !existing) return undefined;
    if (field === 'name') return line.name?.trim() ? undefined : t('validation.required', { ns: 'messages' });
    const value = line[field] as number | undefined;
    if (value === undefined) return t('validation.required', { ns: 'messages' });
    if (Number.isNaN(value)) return t('validation.mustBeNumeric', { ns: 'messages' });
    return field === 'quantity' && !(value > 0) ? t('validation.greaterThanZero', { ns: 'messages' }) : undefined;
  };
  const linesValid = lines.every((line) => (line.name ?? '').trim() !== '' && Number(line.quantity) > 0 && Number.isFinite(line.unitPrice));
  const totalIssue = linesValid
    ? totalAmountDueIssue(lines.map((line) => ({ quantity: Number(line.quantity), unitPrice: Number(line.unitPrice), isActive: line.isActive !== false })))
    : null;
  const valid = form.valid && linesValid && totalIssue === null;
  const total = lines
    .filter((line) => line.isActive !== false && Number.isFinite(line.quantity) && Number.isFinite(line.unitPrice))
    .reduce((sum, line) => sum + invoiceLineTotal({ quantity: Number(line.quantity), unitPrice: Number(line.unitPrice) }), 0);

  const save = async () => {
    form.markSubmitted();
    if (!form.parsed || !valid) return;
    const invoiceDetails = lines.map((line) => {
      const { id, lineKey, name, quantity, unitPrice, caseQuantity, isActive } = lineToSend(line);
      // Every line's numbers are filled in (`linesValid`), so Save is on.
      return { id, lineKey, name, quantity: Number(quantity), unitPrice: Number(unitPrice), caseQuantity, isActive };
    });
    if (existing === null) {
      let created = 0;
      if (await runAction(async () => ({ id: created } = await addInvoice({ ...form.parsed!, invoiceDetails }).unwrap()), 'billing.invoiceAdded')) {
        leaveGuard.markSaved();
        void navigate(billingPaths.invoiceUpdate(created));
      }
    } else {
      if (await runAction(() => updateInvoice({ ...form.parsed!, id: existing.id, invoiceDetails }).unwrap(), 'billing.invoiceUpdated')) {
        markSent();
        leaveGuard.markSaved();
      }
    }
  };

  const associatedLink = existing?.associatedId
    ? existing.typeId === 'Order'
      ? { to: orderingPaths.orderDetail(existing.associatedId), label: t('billing.invoice.goToOrder') }
      : existing.typeId === 'Shipment'
        ? { to: shippingPaths.shipmentUpdate(existing.associatedId), label: t('billing.invoice.goToShipment') }
        : null
    : null;

  return (
    <FormPage
      title={existing ? `${t('billing.invoice.editTitle')} ${existing.code}` : t('billing.invoice.newTitle')}
      actions={
        <>
          {associatedLink ? (
            <Button component={RouterLink} to={associatedLink.to} data-testid="invoice-associated-link">
              {associatedLink.label}
            </Button>
          ) : null}
          {existing ? (
            <>
              <Button component="a" href={billingPaths.printerFriendly(existing.id)} target="_blank" rel="noopener" data-testid="printer-friendly">
                {t('billing.invoice.printerFriendly')}
              </Button>
              <CommandButton variant="outlined" disabled={paid} onClick={() => setPaying(true)} data-testid="make-payment">
                {t('billing.invoice.makePayment')}
              </CommandButton>
              <DeleteButton
                refusal={existing.payments.length > 0 ? t('billing.paymentMade', { ns: 'messages' }) : null}
                onClick={() => setConfirmDelete(true)}
                testId="delete-invoice"
              >
                {t('billing.invoice.delete')}
              </DeleteButton>
            </>
          ) : null}
        </>
      }
      onSubmit={() => void save()}
      save={{ valid, busy: adding.isLoading || updating.isLoading, locked, testId: 'save-invoice' }}
      summary={
        <>
          <Typography variant="h6" component="p" sx={{ color: paid ? 'success.main' : 'error.main' }} data-testid="invoice-total">
            {t('billing.invoice.totalDue')}: {format.money(existing ? existing.amountDue : total, currency)} / {format.money(total, currency)}
          </Typography>
          {totalIssue && (form.dirty || existing) ? (
            <Typography color="error" role="alert" data-testid="invoice-total-error">
              {t(totalIssue, { ns: 'messages' })}
            </Typography>
          ) : null}
          {existing?.paidOn ? (
            <Typography data-testid="invoice-paid-on">{t('billing.invoice.paidOn', { date: format.date(existing.paidOn) })}</Typography>
          ) : null}
          {existing?.vndPerUsd !== undefined ? (
            <Typography variant="body2" color="text.secondary" data-testid="invoice-rate">
              {t('billing.invoice.rateKept', { rate: format.money(existing.vndPerUsd, 'VietDong') })}
            </Typography>
          ) : null}
        </>
      }
      below={
        <>
          {existing && existing.payments.length > 0 ? (
            <Box>
              <Typography variant="subtitle1" component="h2">
                {t('billing.invoice.payments')}
              </Typography>
              <List dense data-testid="invoice-payments">
                {existing.payments.map((payment) => (
                  <ListItem key={payment.paymentId}>
                    <ListItemText
                      primary={`#${payment.paymentId} · ${format.date(payment.paymentDate)} · ${format.money(payment.cash + payment.credit, currency)}`}
                      secondary={
                        [
                          payment.credit > 0 ? t('billing.invoice.paidWithCredit', { amount: format.money(payment.credit, currency) }) : null,
                          payment.collectorName ? t('billing.invoice.collectedBy', { name: payment.collectorName }) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ') || null
                      }
                    />
                  </ListItem>
                ))}
              </List>
              <Link component={RouterLink} to={billingPaths.paymentList}>
                {t('billing.invoice.allPayments')}
              </Link>
            </Box>
          ) : null}
        </>
      }
      history={existing ? { recordType: 'invoice', recordId: existing.id } : null}
      dialogs={
        <>
          {paying && existing ? (
            <PaymentDialog
              customerId={existing.customerId}
              currencyId={existing.currencyId}
              invoice={{ id: existing.id, code: existing.code, amountDue: existing.amountDue }}
              onClose={() => setPaying(false)}
            />
          ) : null}
          <ConfirmDialog
            open={confirmDelete}
            question={t('billing.invoice.confirmDelete')}
            onClose={() => setConfirmDelete(false)}
            onConfirm={() =>
              existing &&
              void runAction(() => deleteInvoice(existing.id).unwrap(), 'billing.invoiceDeleted').then((done) => {
                if (!done) return;
                leaveGuard.markSaved();
                void navigate(billingPaths.invoiceList);
              })
            }
          />
          {leaveGuard.dialog}
        </>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <ChoiceField
            fullWidth
            size="small"
            required
            label={t('billing.invoice.fields.typeId')}
            choices={listChoices(INVOICE_TYPES, (type) => t(`billing.invoice.types.${type}`))}
            value={values.typeId ?? ''}
            disabled={existing !== null}
            onChange={(type) => form.set('typeId', type)}
            error={Boolean(error('typeId'))}
            helperText={error('typeId') ?? ' '}
            slotProps={{ htmlInput: { 'data-testid': 'invoice-type' } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            fullWidth
            size="small"
            label={t('billing.invoice.fields.associatedId')}
            required={values.typeId !== 'General'}
            disabled={existing !== null || values.typeId === 'General'}
            value={values.associatedId ?? ''}
            onChange={(event) => form.set('associatedId', /^\d+$/.test(event.target.value) ? Number(event.target.value) : null)}
            error={Boolean(error('associatedId'))}
            helperText={error('associatedId') ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': 'invoice-associated' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CustomerPicker
            label={t('billing.invoice.fields.customerId')}
            required
            value={(values.customerId as number | undefined) ?? null}
            onChange={(id) => form.set('customerId', id ?? undefined)}
            error={error('customerId')}
            disabled={locked || (existing?.payments.length ?? 0) > 0}
            testId="invoice-customer"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <ChoiceField
            fullWidth
            size="small"
            required
            label={t('billing.invoice.fields.currencyId')}
            choices={currencyChoices(t)}
            value={currency}
            disabled={locked || (existing?.payments.length ?? 0) > 0}
            onChange={(currencyId) => form.set('currencyId', currencyId)}
            slotProps={{ htmlInput: { 'data-testid': 'invoice-currency' } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <DateField
            fullWidth
            size="small"
            label={t('billing.invoice.fields.invoiceDate')}
            value={values.invoiceDate ?? ''}
            disabled={locked}
            onChange={(event) => form.set('invoiceDate', event.target.value || null)}
            helperText={t('billing.invoice.dateHint')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            size="small"
            label={t('billing.invoice.fields.mtlTracking')}
            value={values.mtlTracking ?? ''}
            disabled={locked}
            onChange={(event) => form.set('mtlTracking', event.target.value)}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: INVOICE_TRACKING_MAX, 'data-testid': 'invoice-tracking' } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField
            fullWidth
            size="small"
            label={t('billing.invoice.fields.boxCasePallet')}
            value={values.boxCasePallet ?? ''}
            disabled={locked}
            onChange={(event) => form.set('boxCasePallet', event.target.value)}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: INVOICE_PACKING_MAX, 'data-testid': 'invoice-boxCasePallet' } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TypedField
            name="weight"
            label={t('billing.invoice.fields.weight')}
            required={false}
            disabled={locked}
            initial={values.weight == null ? '' : String(values.weight / 100)}
            parse={(text) => (text.trim() === '' ? null : (decimalToScaled(text, 100) ?? Number.NaN))}
            onValue={(value) => form.set('weight', value)}
            inputMode="decimal"
            error={error('weight')}
            testId="invoice-weight"
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            multiline
            minRows={2}
            label={t('billing.invoice.fields.description')}
            value={values.description ?? ''}
            disabled={locked}
            onChange={(event) => form.set('description', event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Grid>
      </Grid>
      <EditableLines
        title={t('billing.invoice.lines')}
        add={{
          label: t('billing.invoice.addLine'),
          disabled: locked,
          testId: 'add-line',
          onAdd: () => addLine({ key: newLineKey(), id: null, name: '', quantity: 1, unitPrice: undefined, caseQuantity: null, isActive: true }),
        }}
        lines={lines}
        keyOf={(line) => line.key}
        faded={(line) => line.isActive === false}
        testId="invoice-lines"
        rowTestId={(index) => `invoice-line-${index}`}
        columns={[
          {
            header: t('billing.invoice.line.name'),
            cell: (line, index) => (
              <TextField
                fullWidth
                size="small"
                label={t('billing.invoice.line.name')}
                required
                value={lineName(line.name)}
                disabled={locked}
                onChange={(event) => setLine(line.key, { name: event.target.value })}
                error={Boolean(lineError(line, 'name'))}
                helperText={lineError(line, 'name') ?? ' '}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `line-name-${index}` } }}
              />
            ),
          },
          {
            header: t('billing.invoice.line.quantity'),
            width: 120,
            cell: (line, index) => (
              <TypedField
                name={`line-quantity-${index}`}
                label={t('billing.invoice.line.quantity')}
                required
                initial={line.quantity === undefined ? '' : String(line.quantity)}
                disabled={locked}
                parse={decimalOf}
                onValue={(value) => setLine(line.key, { quantity: value as number })}
                inputMode="decimal"
                error={lineError(line, 'quantity')}
                testId={`line-quantity-${index}`}
              />
            ),
          },
          {
            header: t('billing.invoice.line.unitPrice'),
            width: 150,
            cell: (line, index) => (
              <TypedField
                name={`line-price-${index}`}
                label={t('billing.invoice.line.unitPrice')}
                required
                initial={minorToMajor(line.unitPrice as number | undefined, currency)}
                disabled={locked}
                parse={moneyOf(currency)}
                onValue={(value) => setLine(line.key, { unitPrice: value as number })}
                inputMode="decimal"
                error={lineError(line, 'unitPrice')}
                testId={`line-price-${index}`}
              />
            ),
          },
          ...(values.typeId === 'Order'
            ? [{ header: t('billing.invoice.line.caseQuantity'), width: 100, text: true, cell: (line: Line) => line.caseQuantity ?? '—' }]
            : []),
          {
            header: t('billing.invoice.line.total'),
            align: 'right',
            text: true,
            testId: (index) => `line-total-${index}`,
            cell: (line) =>
              Number.isFinite(line.quantity) && Number.isFinite(line.unitPrice)
                ? format.money(invoiceLineTotal({ quantity: Number(line.quantity), unitPrice: Number(line.unitPrice) }), currency)
                : '—',
          },
        ]}
        removeCell={(line, index) => (
          <RemoveOrRestoreCell
            removed={line.isActive === false}
            removeLabel={t('billing.invoice.removeLine', { name: lineName(line.name) })}
            restoreLabel={t('billing.invoice.restoreLine', { name: lineName(line.name) })}
            onRemove={() => removeLine(line.key)}
            onRestore={() => restoreLine(line.key)}
            disabled={locked}
            testIds={{ remove: `remove-line-${index}`, restore: `restore-line-${index}` }}
          />
        )}
      />
    </FormPage>
  );
}
