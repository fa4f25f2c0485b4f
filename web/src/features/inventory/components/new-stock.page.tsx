import { Checkbox, FormControlLabel, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { addStockGroupSchema, stockGroupSubtotal, type AddStockGroupInput, today } from '@cargo/contracts';
import { EditableLines } from '../../../shared/editable-lines';
import { useNotifiedAction } from '../../../shared/notify';
import { ProductPicker, VendorPicker } from '../../../shared/reference-pickers';
import { RemoveLineCell } from '../../../shared/remove-line-cell';
import { FormPage } from '../../../shared/form-page';
import { countOf, moneyOf, TypedField } from '../../../shared/typed-field';
import { useFormat } from '../../../shared/use-format';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useAddStockGroupMutation } from '../api/stocks.api';
import { inventoryPaths } from '../inventory.paths';
import { DateField } from '../../../shared/date-field';

type Line = AddStockGroupInput['stocks'][number];

/**
 * NewStock, the stock form: one purchase from one vendor on one date, a line per product (each
 * product once), quantity and unit price above 0, and the totals. The server adds it as one stock group.
 */
export function NewStockPage() {
  const { t } = useTranslation();
  const runAction = useNotifiedAction();
  const format = useFormat();
  const navigate = useNavigate();
  const form = useSchemaForm(addStockGroupSchema, {
    vendorId: undefined,
    datePurchased: today(),
    expDate: null,
    updateQuantity: true,
    stocks: [],
  });
  const [titles, setTitles] = useState<Record<number, string>>({});
  const [addStockGroup, adding] = useAddStockGroupMutation();
  const lines = form.values.stocks as Line[];
  const error = (field: string) => {
    const code = form.errorOf(field);
    return code ? t(code, { ns: 'messages' }) : undefined;
  };
  const setLine = (index: number, change: Partial<Line>) =>
    form.set(
      'stocks',
      lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
    );
  const complete = lines.filter((line) => Number.isFinite(line.quantity) && Number.isFinite(line.stockPrice)) as { quantity: number; stockPrice: number }[];

  const save = async () => {
    form.markSubmitted();
    const purchase = form.parsed;
    if (purchase && (await runAction(() => addStockGroup(purchase).unwrap(), 'inventory.stockAdded'))) void navigate(inventoryPaths.stockList);
  };

  return (
    <FormPage
      title={t('stocks.newStock')}
      onSubmit={() => void save()}
      save={{ valid: form.valid, busy: adding.isLoading, testId: 'save-stock-group' }}
      summary={
        <>
          <Typography data-testid="stock-total-quantity">
            {t('stocks.form.totalQuantity')}: <b>{format.number(complete.reduce((sum, line) => sum + line.quantity, 0))}</b>
          </Typography>
          <Typography data-testid="stock-subtotal">
            {t('stocks.form.subtotal')}: <b>{format.money(stockGroupSubtotal(complete))}</b>
          </Typography>
        </>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <VendorPicker
            label={t('stocks.columns.vendor')}
            required
            value={form.values.vendorId ?? null}
            onChange={(id) => form.set('vendorId', id ?? undefined)}
            error={error('vendorId')}
            testId="group-vendor"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <DateField
            size="small"
            fullWidth
            name="datePurchased"
            required
            label={t('stocks.columns.datePurchased')}
            value={form.values.datePurchased ?? ''}
            onChange={(event) => form.set('datePurchased', event.target.value)}
            error={Boolean(error('datePurchased'))}
            helperText={error('datePurchased') ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <DateField
            size="small"
            fullWidth
            name="expDate"
            label={t('stocks.columns.expDate')}
            value={form.values.expDate ?? ''}
            onChange={(event) => form.set('expDate', event.target.value || null)}
            helperText=" "
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <FormControlLabel
            control={<Checkbox checked={form.values.updateQuantity ?? true} onChange={(event) => form.set('updateQuantity', event.target.checked)} />}
            label={t('stocks.dialog.updateQuantity')}
          />
        </Grid>
      </Grid>
      <ProductPicker
        label={t('stocks.form.addProduct')}
        exclude={lines.map((line) => line.productId)}
        onPick={(product) => {
          setTitles((current) => ({ ...current, [product.id]: product.title }));
          form.set('stocks', [...lines, { productId: product.id, quantity: undefined, stockPrice: undefined }]);
        }}
        testId="stock-product-picker"
      />
      {error('stocks') ? (
        <Typography color="error" role="alert">
          {error('stocks')}
        </Typography>
      ) : null}
      <EditableLines
        title={t('titles.newStock')}
        lines={lines}
        keyOf={(line) => line.productId}
        empty={t('stocks.form.noLines')}
        testId="stock-lines"
        columns={[
          { header: t('stocks.columns.product'), cell: (line) => titles[line.productId] ?? `#${line.productId}` },
          {
            header: t('stocks.columns.quantity'),
            width: 140,
            cell: (_line, index) => (
              <TypedField
                name={`quantity-${index}`}
                label={t('stocks.columns.quantity')}
                required
                inputMode="numeric"
                initial=""
                parse={countOf}
                onValue={(value) => setLine(index, { quantity: value as number })}
                error={error(`stocks.${index}.quantity`)}
                testId={`line-quantity-${index}`}
              />
            ),
          },
          {
            header: t('stocks.form.unitPrice'),
            width: 160,
            cell: (_line, index) => (
              <TypedField
                name={`price-${index}`}
                label={t('stocks.form.unitPrice')}
                required
                inputMode="decimal"
                initial=""
                parse={moneyOf('UsDollar')}
                onValue={(value) => setLine(index, { stockPrice: value as number })}
                error={error(`stocks.${index}.stockPrice`)}
                testId={`line-price-${index}`}
              />
            ),
          },
          {
            header: t('stocks.columns.lineTotal'),
            align: 'right',
            text: true,
            cell: (line) => (Number.isFinite(line.quantity) && Number.isFinite(line.stockPrice) ? format.money(line.quantity * line.stockPrice) : '—'),
          },
        ]}
        removeCell={(line, index) => (
          <RemoveLineCell
            label={t('stocks.form.removeLine', { title: titles[line.productId] ?? line.productId })}
            onRemove={() =>
              form.set(
                'stocks',
                lines.filter((_line, at) => at !== index),
              )
            }
          />
        )}
      />
    </FormPage>
  );
}
