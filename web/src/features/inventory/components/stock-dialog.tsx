import { Checkbox, FormControlLabel } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { minorToMajor, stockTermsSchema, type StockListRow, type StockTerms, today } from '@cargo/contracts';
import { useNotifiedAction } from '../../../shared/notify';
import { VendorPicker } from '../../../shared/reference-pickers';
import { FormDialog } from '../../../shared/form-dialog';
import { countOf, moneyOf, TypedField } from '../../../shared/typed-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useAddStockMutation, useUpdateStockMutation } from '../api/stocks.api';
import { DateField } from '../../../shared/date-field';

/**
 * The stock dialog: a new purchase of one product, or the edit of a stock row. Stock price is typed
 * in dollars and kept in cents; the update-quantity flag decides whether the units count in the US
 * warehouse.
 */
export function StockDialog({ target, onClose }: { target: { productId: number } | { row: StockListRow }; onClose: () => void }) {
  const { t } = useTranslation();
  const runAction = useNotifiedAction();
  const row = 'row' in target ? target.row : null;
  const initial: Partial<StockTerms> = row
    ? {
        stockPrice: row.stockPrice,
        quantity: row.quantity,
        vendorId: row.vendorId,
        datePurchased: row.datePurchased,
        expDate: row.expDate,
        updateQuantity: row.updateQuantity,
      }
    : { datePurchased: today(), expDate: null, updateQuantity: true };
  const form = useSchemaForm(stockTermsSchema, initial as StockTerms);
  const [addStock, adding] = useAddStockMutation();
  const [updateStock, updating] = useUpdateStockMutation();
  const error = (field: string) => {
    const code = form.errorOf(field);
    return code ? t(code, { ns: 'messages' }) : undefined;
  };

  const save = async () => {
    form.markSubmitted();
    const terms = form.parsed;
    if (!terms) return;
    const saved =
      'row' in target
        ? await runAction(() => updateStock({ ...terms, id: target.row.id }).unwrap(), 'inventory.stockUpdated')
        : await runAction(() => addStock({ ...terms, productId: target.productId }).unwrap(), 'inventory.stockAdded');
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={row ? t('stocks.dialog.editTitle', { id: row.id }) : t('stocks.dialog.addTitle')}
      onClose={onClose}
      onSubmit={() => void save()}
      valid={form.valid}
      busy={adding.isLoading || updating.isLoading}
      testId="stock-dialog"
      saveTestId="save-stock"
      maxWidth="xs"
    >
      <TypedField
        name="stockPrice"
        label={t('stocks.columns.stockPrice')}
        required
        inputMode="decimal"
        initial={minorToMajor(initial.stockPrice, 'UsDollar')}
        parse={moneyOf('UsDollar')}
        onValue={(value) => form.set('stockPrice', value)}
        error={error('stockPrice')}
        testId="stock-price"
      />
      <TypedField
        name="quantity"
        label={t('stocks.columns.quantity')}
        required
        inputMode="numeric"
        initial={initial.quantity === undefined ? '' : String(initial.quantity)}
        parse={countOf}
        onValue={(value) => form.set('quantity', value)}
        error={error('quantity')}
        testId="stock-quantity"
      />
      <VendorPicker
        label={t('stocks.columns.vendor')}
        required
        value={form.values.vendorId ?? null}
        onChange={(id) => form.set('vendorId', id ?? undefined)}
        error={error('vendorId')}
        testId="stock-vendor"
      />
      <DateField
        size="small"
        name="datePurchased"
        label={t('stocks.columns.datePurchased')}
        required
        value={form.values.datePurchased ?? ''}
        onChange={(event) => form.set('datePurchased', event.target.value)}
        error={Boolean(error('datePurchased'))}
        helperText={error('datePurchased') ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <DateField
        size="small"
        name="expDate"
        label={t('stocks.columns.expDate')}
        value={form.values.expDate ?? ''}
        onChange={(event) => form.set('expDate', event.target.value || null)}
        error={Boolean(error('expDate'))}
        helperText={error('expDate') ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        control={<Checkbox checked={form.values.updateQuantity ?? true} onChange={(event) => form.set('updateQuantity', event.target.checked)} />}
        label={t('stocks.dialog.updateQuantity')}
      />
    </FormDialog>
  );
}
