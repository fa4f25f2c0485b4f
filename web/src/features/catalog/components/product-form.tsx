import { Box, Button, FormControlLabel, Grid, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { addProductSchema, CURRENCIES, minorToMajor, type AddProductInput, type Currency, type DropdownRef, type ProductView } from '@cargo/contracts';
import { useNotify, useNotifyFailure, useUndoableDelete } from '../../../shared/notify';
import { useOptions } from '../../../shared/options.api';
import { SaveHint, SubmitForm } from '../../../shared/submit-form';
import { countOf, moneyOf, TypedField } from '../../../shared/typed-field';
import { useSchemaForm, type Draft } from '../../../shared/use-schema-form';
import { useAddProductMutation, useDeleteProductMutation, useRestoreProductMutation, useUpdateProductMutation } from '../api/products.api';
import { catalogPaths } from '../catalog.paths';
import { DescriptionEditor } from './description-editor';
import { CommandButton } from '../../../shared/change-access';
import { DateField } from '../../../shared/date-field';

type Field = keyof AddProductInput & string;

const PACKING = ['unitPerCase', 'casePerPallet', 'casePerTier', 'palletQuantity', 'palletHeight', 'size'] as const;

const EMPTY: Draft<AddProductInput> = {
  title: '',
  skuCode: '',
  brandId: undefined,
  lvl1Id: undefined,
  lvl2Id: undefined,
  currencyId: 'UsDollar',
  stockPrice: undefined,
  unitPrice: undefined,
  retailPrice: undefined,
  discount: 0,
  // Shipping prices, fees and packing start at neutral values; staff fill them in when they know them.
  airCurrencyId: 'UsDollar',
  airPrice: 0,
  containerCurrencyId: 'UsDollar',
  containerPrice: 0,
  serviceFee: 0,
  profit: 0,
  unitPerCase: 1,
  casePerPallet: 1,
  casePerTier: 1,
  palletQuantity: 0,
  palletHeight: 0,
  size: 0,
  expDate: null,
  description: '',
  usQuantity: 0,
  vnQuantity: 0,
  isActive: true,
  updateQuantity: true,
};

/** The editable part of a product as the form holds it. */
export function productFormValues(product: ProductView): AddProductInput {
  const {
    title,
    skuCode,
    brandId,
    lvl1Id,
    lvl2Id,
    currencyId,
    stockPrice,
    unitPrice,
    retailPrice,
    discount,
    airCurrencyId,
    airPrice,
    containerCurrencyId,
    containerPrice,
  } = product;
  const {
    serviceFee,
    profit,
    unitPerCase,
    casePerPallet,
    casePerTier,
    palletQuantity,
    palletHeight,
    size,
    expDate,
    description,
    usQuantity,
    vnQuantity,
    isActive,
    updateQuantity,
    pictureId,
    storeId,
  } = product;
  return {
    title,
    skuCode,
    brandId,
    lvl1Id,
    lvl2Id,
    currencyId,
    stockPrice,
    unitPrice,
    retailPrice,
    discount,
    airCurrencyId,
    airPrice,
    containerCurrencyId,
    containerPrice,
    serviceFee,
    profit,
    unitPerCase,
    casePerPallet,
    casePerTier,
    palletQuantity,
    palletHeight,
    size,
    expDate,
    description,
    usQuantity,
    vnQuantity,
    isActive,
    updateQuantity,
    pictureId,
    storeId,
  };
}

/** A whole number as typed: '' is missing, anything else that is not digits is "not numeric" (the schema says which). */

/** Keeps what the person typed while the form holds the number it means. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Box>
  );
}

/**
 * New product and product update: every field and rule of the spec, validated by the contracts
 * schema the server uses. An update sends the quantities the form loaded, so the server refuses a
 * manual count if orders moved units meanwhile. After saving a new product the app goes to its update route.
 */
export function ProductForm({ product }: { product?: ProductView }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const form = useSchemaForm(addProductSchema, product ? productFormValues(product) : EMPTY, { showErrors: Boolean(product) });
  const [addProduct, adding] = useAddProductMutation();
  const [updateProduct, updating] = useUpdateProductMutation();
  const [deleteProduct, deleting] = useDeleteProductMutation();
  const [restoreProduct] = useRestoreProductMutation();
  const undoableDelete = useUndoableDelete();
  const currencyOptions = useOptions('currency');
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  const errorText = (field: string) => {
    const code = form.errorOf(field);
    return code ? t(code, { ns: 'messages' }) : undefined;
  };
  const label = (field: string) => t(`productForm.fields.${field}`);
  const values = form.values;

  const failed = (failure: unknown) => {
    notifyFailure(failure);
  };
  const save = async () => {
    form.markSubmitted();
    if (!form.parsed) return;
    try {
      if (!product) {
        const { id } = await addProduct(form.parsed).unwrap();
        notify(t('catalog.productCreated', { ns: 'messages' }));
        navigate(catalogPaths.productUpdate(id));
      } else {
        await updateProduct({ ...form.parsed, id: product.id, shownUsQuantity: product.usQuantity, shownVnQuantity: product.vnQuantity }).unwrap();
        notify(t('catalog.productUpdated', { ns: 'messages' }));
      }
    } catch (failure) {
      failed(failure);
    }
  };
  const remove = async () => {
    if (!product) return;
    const { id } = product;
    if (
      await undoableDelete(
        () => deleteProduct(id).unwrap(),
        () => restoreProduct(id).unwrap(),
        'catalog.productDeletedOk',
      )
    )
      navigate(catalogPaths.productList);
  };

  const kind = (field: 'brandId' | 'lvl1Id' | 'lvl2Id', dropdown: DropdownRef) => (
    <KindSelect field={field} dropdown={dropdown} value={values[field]} label={label(field)} error={errorText(field)} onChange={(id) => form.set(field, id)} />
  );
  const currency = (field: 'currencyId' | 'airCurrencyId' | 'containerCurrencyId') => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField
        select
        fullWidth
        size="small"
        name={field}
        label={label(field)}
        required
        value={values[field] ?? ''}
        onChange={(event) => form.set(field, event.target.value as Currency)}
        helperText=" "
      >
        {CURRENCIES.map((code) => (
          <MenuItem key={code} value={code}>
            {currencyOptions.find((option) => option.customEnum === code)?.displayName[language] ?? code}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
  /** A money field (typed in major units of its currency) or a count, each in its grid cell. */
  const typed = (field: Field, kind: 'money' | 'count', currencyField: 'currencyId' | 'airCurrencyId' | 'containerCurrencyId' = 'currencyId') => {
    const currencyOf = () => values[currencyField] ?? 'UsDollar';
    const initial =
      kind === 'money' ? minorToMajor(values[field] as number | undefined, currencyOf()) : values[field] === undefined ? '' : String(values[field]);
    const parse = kind === 'money' ? (text: string) => moneyOf(currencyOf())(text) : countOf;
    return (
      <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
        <TypedField
          name={field}
          label={label(field)}
          required={form.isRequired(field)}
          inputMode={kind === 'money' ? 'decimal' : 'numeric'}
          initial={initial}
          parse={parse}
          onValue={(value) => form.set(field, value)}
          error={errorText(field)}
        />
      </Grid>
    );
  };
  const money = (field: Field, currencyField?: 'airCurrencyId' | 'containerCurrencyId') => typed(field, 'money', currencyField);
  const count = (field: Field) => typed(field, 'count');
  const readOnly = (name: string, value: string) => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField
        fullWidth
        size="small"
        label={label(name)}
        value={value}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': `computed-${name}` } }}
        helperText=" "
      />
    </Grid>
  );
  const sale = Number(values.retailPrice ?? Number.NaN) - Number(values.discount ?? 0);
  const quantity = Number(values.usQuantity ?? Number.NaN) + Number(values.vnQuantity ?? Number.NaN);

  return (
    <Paper sx={{ p: 3 }}>
      <SubmitForm onSubmit={() => void save()}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('productForm.info')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <TextField
                fullWidth
                size="small"
                name="title"
                label={label('title')}
                required
                value={values.title ?? ''}
                onChange={(event) => form.set('title', event.target.value)}
                error={Boolean(errorText('title'))}
                helperText={errorText('title') ?? ' '}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                fullWidth
                size="small"
                name="skuCode"
                label={label('skuCode')}
                required
                value={values.skuCode ?? ''}
                onChange={(event) => form.set('skuCode', event.target.value)}
                error={Boolean(errorText('skuCode'))}
                helperText={errorText('skuCode') ?? ' '}
                slotProps={{ htmlInput: { maxLength: 64 } }}
              />
            </Grid>
            {kind('brandId', 'brand')}
            {kind('lvl1Id', 'category')}
            {kind('lvl2Id', 'productType')}
          </Grid>
          <Section title={t('productForm.sections.prices')}>
            {currency('currencyId')}
            {money('stockPrice')}
            {money('retailPrice')}
            {money('discount')}
            {readOnly('salePrice', Number.isFinite(sale) ? minorToMajor(sale, values.currencyId ?? 'UsDollar') : '')}
            {money('unitPrice')}
            {money('serviceFee')}
            {money('profit')}
          </Section>
          <Section title={t('productForm.sections.shipping')}>
            {currency('airCurrencyId')}
            {money('airPrice', 'airCurrencyId')}
            {currency('containerCurrencyId')}
            {money('containerPrice', 'containerCurrencyId')}
          </Section>
          <Section title={t('productForm.sections.packing')}>{PACKING.map(count)}</Section>
          <Section title={t('productForm.sections.stock')}>
            {count('usQuantity')}
            {count('vnQuantity')}
            {readOnly('quantity', Number.isFinite(quantity) ? String(quantity) : '')}
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <DateField
                fullWidth
                size="small"
                name="expDate"
                label={label('expDate')}
                value={values.expDate ?? ''}
                onChange={(event) => form.set('expDate', event.target.value || null)}
                error={Boolean(errorText('expDate'))}
                helperText={errorText('expDate') ?? ' '}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={12}>
              <FormControlLabel
                control={<Switch checked={values.isActive ?? true} onChange={(event) => form.set('isActive', event.target.checked)} />}
                label={label('isActive')}
              />
              <FormControlLabel
                control={<Switch checked={values.updateQuantity ?? true} onChange={(event) => form.set('updateQuantity', event.target.checked)} />}
                label={label('updateQuantity')}
              />
            </Grid>
          </Section>
          <DescriptionEditor
            value={values.description ?? ''}
            onChange={(html) => form.set('description', html)}
            error={errorText('description')}
            highlighted={!values.description}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CommandButton
              type="submit"
              variant="contained"
              disabled={!form.valid || adding.isLoading || updating.isLoading}
              data-testid="save-product"
              data-shortcut="save"
            >
              {t('productForm.save')}
            </CommandButton>
            {product ? (
              <Button color="error" disabled={deleting.isLoading} onClick={() => void remove()} data-testid="delete-product">
                {t('productForm.delete')}
              </Button>
            ) : null}
            <SaveHint valid={form.valid} />
          </Stack>
        </Stack>
      </SubmitForm>
    </Paper>
  );
}

/** Brand, category or type: the active options, plus the one the product already has if it was deleted since. */
function KindSelect({
  field,
  dropdown,
  value,
  label,
  error,
  onChange,
}: {
  field: string;
  dropdown: DropdownRef;
  value: number | undefined;
  label: string;
  error?: string;
  onChange: (id: number) => void;
}) {
  const { i18n } = useTranslation();
  const options = useOptions(dropdown).filter((option) => option.isActive || option.id === value);
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  return (
    <Grid size={{ xs: 12, sm: 4 }}>
      <TextField
        select
        fullWidth
        size="small"
        name={field}
        label={label}
        required
        value={options.some((option) => option.id === value) ? value : ''}
        onChange={(event) => onChange(Number(event.target.value))}
        error={Boolean(error)}
        helperText={error ?? ' '}
        data-testid={`select-${field}`}
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {option.displayName[language]}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
}
