import UploadIcon from '@mui/icons-material/UploadFile';
import { Button, CircularProgress, Grid, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  canAccess,
  decimalToScaled,
  expenseDetailsSchema,
  MINOR_UNITS,
  minorToMajor,
  type ExpenseDetailsInput,
  type ExpenseListRow,
  today,
} from '@cargo/contracts';
import { EditableLines } from '../../../shared/editable-lines';
import { useNotifiedAction, useUndoableDelete } from '../../../shared/notify';
import { useOptions } from '../../../shared/options.api';
import { useSignedInUser } from '../../../shared/session.slice';
import { useVendorChoicesQuery } from '../../../shared/references.api';
import { VendorPicker } from '../../../shared/reference-pickers';
import { LoadFailed } from '../../../shared/load-failed';
import { RemoveLineCell } from '../../../shared/remove-line-cell';
import { countOf, TypedField } from '../../../shared/typed-field';
import { useSchemaForm, type Draft } from '../../../shared/use-schema-form';
import { useAddExpenseMutation, useDeleteExpenseMutation, useGetExpenseQuery, useRestoreExpenseMutation, useUpdateExpenseMutation } from '../api/expenses.api';
import { expensesPaths } from '../expenses.paths';
import { ImportDialog } from './import-dialog';
import { DeleteButton, FormPage } from '../../../shared/form-page';
import { useLeaveGuard } from '../../../shared/leave-guard';
import { ChoiceField, optionChoices } from '../../../shared/choice-field';
import { DateField } from '../../../shared/date-field';

/** Dollars as typed, a minus allowed (a refund), as cents; undefined while empty, NaN when unreadable. */
export const signedDollars = (text: string) => {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const value = decimalToScaled(negative ? trimmed.slice(1) : trimmed, MINOR_UNITS.UsDollar);
  return value === null ? undefined : negative ? -value : value;
};

type Line = { key: number; name: string; quantity: number | undefined; unitPrice: number | undefined };
/** New expense (opening it resets the form; `?vendorId=` prefills the vendor) and expense detail; after creating, its detail route. */
export function ExpenseFormPage() {
  const id = Number(useParams().id) || null;
  const [search] = useSearchParams();
  const vendorId = Number(search.get('vendorId')) || null;
  const { data: existing, error, refetch } = useGetExpenseQuery(id ?? 0, { skip: id === null });
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (id !== null && !existing) return <CircularProgress />;
  return <ExpenseForm key={`${id ?? 'new'}-${vendorId ?? ''}`} existing={existing ?? null} vendorId={vendorId} />;
}

function ExpenseForm({ existing, vendorId }: { existing: ExpenseListRow | null; vendorId: number | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const runAction = useNotifiedAction();
  const user = useSignedInUser();
  const { data: otherVendor } = useVendorChoicesQuery({ name: 'Other', pageSize: '1' });
  const initial: Draft<ExpenseDetailsInput> = existing ?? {
    typeId: undefined,
    vendorId: vendorId ?? undefined,
    paymentMethodId: undefined,
    transactionDate: today(),
    description: '',
    amount: undefined,
    expenseDetails: [],
  };
  const form = useSchemaForm(expenseDetailsSchema, { ...initial, expenseDetails: [] }, { showErrors: existing !== null });
  const [lines, setLines] = useState<Line[]>(() => (existing?.expenseDetails ?? []).map((line, key) => ({ ...line, key })));
  const [importing, setImporting] = useState(false);
  const leaveGuard = useLeaveGuard({ values: form.values, lines });
  const undoableDelete = useUndoableDelete();
  const [addExpense, adding] = useAddExpenseMutation();
  const [updateExpense, updating] = useUpdateExpenseMutation();
  const [deleteExpense] = useDeleteExpenseMutation();
  const [restoreExpense] = useRestoreExpenseMutation();
  const remove = async (id: number) => {
    if (
      await undoableDelete(
        () => deleteExpense(id).unwrap(),
        () => restoreExpense(id).unwrap(),
        'expenses.expenseDeleted',
      )
    ) {
      leaveGuard.markSaved();
      void navigate(expensesPaths.expenseList);
    }
  };
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const error = (field: string) => (form.errorOf(field) ? t(form.errorOf(field)!, { ns: 'messages' }) : undefined);
  const linesValid = lines.every((line) => line.name.trim() !== '' && Number.isInteger(line.quantity) && Number.isInteger(line.unitPrice));
  /** A detail line's message, once a save was tried (the spec's 'Required' and 'Must be numeric'). */
  const lineError = (line: Line, field: 'name' | 'quantity' | 'unitPrice') => {
    if (!form.dirty) return undefined;
    if (field === 'name') return line.name.trim() ? undefined : t('validation.required', { ns: 'messages' });
    const value = line[field];
    if (value === undefined) return t('validation.required', { ns: 'messages' });
    if (Number.isNaN(value)) return t('validation.mustBeNumeric', { ns: 'messages' });
    return Number.isInteger(value) ? undefined : t('validation.mustBeWholeNumber', { ns: 'messages' });
  };
  const valid = form.valid && linesValid;

  const save = async () => {
    form.markSubmitted();
    if (!form.parsed || !linesValid) return;
    const expense = {
      ...form.parsed,
      expenseDetails: lines.map(({ name, quantity, unitPrice }) => ({ name, quantity: quantity as number, unitPrice: unitPrice as number })),
    };
    if (existing === null) {
      let created = 0;
      if (await runAction(async () => ({ id: created } = await addExpense(expense).unwrap()), 'expenses.expenseAdded')) {
        leaveGuard.markSaved();
        void navigate(expensesPaths.expenseDetail(created));
      }
    } else {
      if (await runAction(() => updateExpense({ ...expense, id: existing.id }).unwrap(), 'expenses.expenseUpdated')) leaveGuard.markSaved();
    }
  };

  const expenseTypes = useOptions('expenseType', { active: true });
  const paymentMethods = useOptions('expensePaymentMethod', { active: true });
  const select = (field: 'typeId' | 'paymentMethodId', options: ReturnType<typeof useOptions>) => (
    <ChoiceField
      fullWidth
      size="small"
      required
      label={t(`expenseScreens.fields.${field}`)}
      choices={optionChoices(options, language)}
      value={(form.values[field] as number | undefined) ?? ''}
      onChange={(id) => form.set(field, id)}
      error={Boolean(error(field))}
      helperText={error(field) ?? ' '}
      slotProps={{ htmlInput: { 'data-testid': `expense-${field}` } }}
    />
  );

  return (
    <FormPage
      title={existing ? `${t('expenseScreens.editTitle')} #${existing.id}` : t('expenseScreens.newTitle')}
      actions={
        <>
          <Button startIcon={<UploadIcon />} onClick={() => setImporting(true)} data-testid="open-import">
            {t('expenseScreens.import.open')}
          </Button>
          {existing ? (
            <DeleteButton
              refusal={canAccess('root', user) ? null : t('expenseScreens.rootDeletes')}
              onClick={() => void remove(existing.id)}
              testId="delete-expense"
            >
              {t('expenseScreens.delete')}
            </DeleteButton>
          ) : null}
        </>
      }
      onSubmit={() => void save()}
      save={{ valid, busy: adding.isLoading || updating.isLoading, testId: 'save-expense' }}
      history={existing ? { recordType: 'expense', recordId: existing.id } : null}
      dialogs={
        <>
          {importing ? (
            <ImportDialog defaultVendorId={otherVendor?.items[0]?.name === 'Other' ? otherVendor.items[0].id : null} onClose={() => setImporting(false)} />
          ) : null}
          {leaveGuard.dialog}
        </>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>{select('typeId', expenseTypes)}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <VendorPicker
            label={t('expenseScreens.fields.vendorId')}
            required
            value={(form.values.vendorId as number | undefined) ?? null}
            onChange={(id) => form.set('vendorId', id ?? undefined)}
            error={error('vendorId')}
            testId="expense-vendor"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{select('paymentMethodId', paymentMethods)}</Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <DateField
            fullWidth
            size="small"
            required
            label={t('expenseScreens.fields.transactionDate')}
            value={form.values.transactionDate ?? ''}
            onChange={(event) => form.set('transactionDate', event.target.value)}
            error={Boolean(error('transactionDate'))}
            helperText={error('transactionDate') ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <TypedField
            name="amount"
            label={t('expenseScreens.fields.amount')}
            required
            initial={existing ? String(existing.amount / 100) : ''}
            parse={signedDollars}
            onValue={(value) => form.set('amount', value)}
            inputMode="decimal"
            error={error('amount')}
            testId="expense-amount"
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            size="small"
            multiline
            minRows={2}
            required
            label={t('expenseScreens.fields.description')}
            value={form.values.description ?? ''}
            onChange={(event) => form.set('description', event.target.value)}
            error={Boolean(error('description'))}
            helperText={error('description') ?? ' '}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'expense-description' } }}
          />
        </Grid>
      </Grid>
      <EditableLines
        title={t('expenseScreens.details')}
        add={{
          label: t('expenseScreens.addDetail'),
          testId: 'add-detail',
          onAdd: () => setLines((current) => [...current, { key: Date.now(), name: '', quantity: 1, unitPrice: undefined }]),
        }}
        lines={lines}
        keyOf={(line) => line.key}
        hiddenWhenEmpty
        columns={[
          {
            header: t('expenseScreens.line.name'),
            cell: (line, index) => (
              <TextField
                fullWidth
                size="small"
                required
                label={t('expenseScreens.line.name')}
                value={line.name}
                onChange={(event) => setLines((current) => current.map((other) => (other.key === line.key ? { ...other, name: event.target.value } : other)))}
                error={Boolean(lineError(line, 'name'))}
                helperText={lineError(line, 'name') ?? ' '}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `detail-name-${index}` } }}
              />
            ),
          },
          {
            header: t('expenseScreens.line.quantity'),
            width: 120,
            cell: (line, index) => (
              <TypedField
                name={`detail-quantity-${index}`}
                label={t('expenseScreens.line.quantity')}
                required
                initial={line.quantity === undefined ? '' : String(line.quantity)}
                parse={countOf}
                onValue={(value) => setLines((current) => current.map((other) => (other.key === line.key ? { ...other, quantity: value as number } : other)))}
                inputMode="numeric"
                error={lineError(line, 'quantity')}
                testId={`detail-quantity-${index}`}
              />
            ),
          },
          {
            header: t('expenseScreens.line.unitPrice'),
            width: 150,
            cell: (line, index) => (
              <TypedField
                name={`detail-price-${index}`}
                label={t('expenseScreens.line.unitPrice')}
                required
                initial={minorToMajor(line.unitPrice, 'UsDollar')}
                parse={signedDollars}
                onValue={(value) => setLines((current) => current.map((other) => (other.key === line.key ? { ...other, unitPrice: value as number } : other)))}
                inputMode="decimal"
                error={lineError(line, 'unitPrice')}
                testId={`detail-price-${index}`}
              />
            ),
          },
        ]}
        removeCell={(line) => (
          <RemoveLineCell
            label={t('expenseScreens.removeDetail', { name: line.name })}
            onRemove={() => setLines((current) => current.filter((other) => other.key !== line.key))}
          />
        )}
      />
    </FormPage>
  );
}
