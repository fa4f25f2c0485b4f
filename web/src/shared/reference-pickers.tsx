import { Autocomplete, TextField } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePersonalText } from './personal-text';
import { customerLabel, type CustomerListRow, type ProductView, type ShipmentGroupView, type VendorView } from '@cargo/contracts';
import {
  useCustomerByIdQuery,
  useCustomerChoicesQuery,
  useProductChoicesQuery,
  useShipmentGroupByIdQuery,
  useShipmentGroupChoicesQuery,
  useVendorByIdQuery,
  useVendorChoicesQuery,
} from './references.api';

/** How many matches a picker offers; typing narrows them on the server. */
const CHOICES = 20;
/** The stock form's picker cuts product titles to 15 characters (the spec's rule). */
const PICKER_TITLE_LENGTH = 15;
export const shortTitle = (title: string) => (title.length > PICKER_TITLE_LENGTH ? `${title.slice(0, PICKER_TITLE_LENGTH)}…` : title);

interface PickerProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  required?: boolean;
  /** A locked record (a paid invoice): shown, not changed. */
  disabled?: boolean;
  testId: string;
  /** In a grid cell: the label names the input for screen readers but is not drawn. */
  hiddenLabel?: boolean;
  /** In a form, room is kept below for an error (fields do not jump); a list's filter has none to show. */
  inFilter?: boolean;
}

/** A vendor, searched by name on the server; shows the chosen vendor's name even before a search. */
export function VendorPicker({ label, value, onChange, error, required, testId, hiddenLabel = false, inFilter = false }: PickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDeferredValue(text);
  const { data, isFetching } = useVendorChoicesQuery({ name: search || undefined, pageSize: String(CHOICES) });
  const { data: chosen } = useVendorByIdQuery(value ?? 0, { skip: !value });
  const options = data?.items ?? [];
  const selected = value ? (options.find((vendor) => vendor.id === value) ?? chosen ?? null) : null;
  return (
    <Autocomplete<VendorView>
      size="small"
      options={chosen && !options.some((vendor) => vendor.id === chosen.id) ? [chosen, ...options] : options}
      loading={isFetching}
      value={selected}
      filterOptions={(all) => all}
      getOptionLabel={(vendor) => vendor.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onInputChange={(_event, next, reason) => reason === 'input' && setText(next)}
      onChange={(_event, vendor) => onChange(vendor?.id ?? null)}
      noOptionsText={t('pickers.noMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={hiddenLabel ? undefined : label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? (inFilter ? undefined : ' ')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, maxLength: 200, 'aria-label': hiddenLabel ? label : undefined },
          }}
        />
      )}
    />
  );
}

/** A customer ('name - phone'), searched by name on the server; `exclude` leaves one out (a customer cannot be its own parent); `onPick` gets the chosen customer (a form fills its address from it). */
export function CustomerPicker({
  label,
  value,
  onChange,
  onPick,
  exclude,
  error,
  required,
  disabled,
  testId,
  inFilter = false,
}: PickerProps & { exclude?: number; onPick?: (customer: CustomerListRow) => void }) {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const [text, setText] = useState('');
  const search = useDeferredValue(text);
  const { data, isFetching } = useCustomerChoicesQuery({ name: search || null, pageSize: CHOICES });
  const { data: chosen } = useCustomerByIdQuery(value ?? 0, { skip: !value });
  const found = (data?.items ?? []).filter((customer) => customer.id !== exclude);
  const options = chosen && !found.some((customer) => customer.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Autocomplete<CustomerListRow>
      size="small"
      disabled={disabled}
      options={options}
      loading={isFetching}
      value={value ? (options.find((customer) => customer.id === value) ?? null) : null}
      filterOptions={(all) => all}
      getOptionLabel={(customer) => shown(customerLabel(customer))}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onInputChange={(_event, next, reason) => reason === 'input' && setText(next)}
      onChange={(_event, customer) => {
        onChange(customer?.id ?? null);
        if (customer) onPick?.(customer);
      }}
      noOptionsText={t('pickers.noMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? (inFilter ? undefined : ' ')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, maxLength: 200 } }}
        />
      )}
    />
  );
}

/** A product, searched by title on the server, titles cut to 15 characters; `exclude` leaves out products already chosen. */
export function ProductPicker({
  label,
  onPick,
  exclude,
  testId,
}: {
  label: string;
  onPick: (product: ProductView) => void;
  exclude: readonly number[];
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDeferredValue(text);
  const { data, isFetching } = useProductChoicesQuery({ title: search || null, pageSize: CHOICES, sortField: 'title', sortDirection: 'asc' });
  const options = (data?.items ?? []).filter((product) => !exclude.includes(product.id));
  return (
    <Autocomplete<ProductView>
      size="small"
      options={options}
      loading={isFetching}
      value={null}
      inputValue={text}
      filterOptions={(all) => all}
      getOptionLabel={(product) => `${product.id} · ${shortTitle(product.title)}`}
      onInputChange={(_event, next, reason) => reason === 'input' && setText(next)}
      onChange={(_event, product) => {
        if (!product) return;
        onPick(product);
        setText('');
      }}
      noOptionsText={t('pickers.noMatch')}
      renderOption={(props, product) => (
        <li {...props} key={product.id} title={product.title}>
          {`${product.id} · ${shortTitle(product.title)}`}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, maxLength: 200 } }}
        />
      )}
    />
  );
}

/**
 * A shipment group, newest first ('#12 · Air · date'); shows the chosen group even when it is not
 * among the newest, and hands the chosen group to `onPick` (the shipment form takes its type from it).
 */
export function ShipmentGroupPicker({
  label,
  value,
  onChange,
  onPick,
  error,
  required,
  testId,
}: PickerProps & { onPick?: (group: ShipmentGroupView) => void }) {
  const { t } = useTranslation();
  const { data, isFetching } = useShipmentGroupChoicesQuery({ pageSize: '100' });
  const groups = data?.items ?? [];
  const { data: chosen } = useShipmentGroupByIdQuery(value ?? 0, { skip: !value || groups.some((group) => group.id === value) });
  const options = chosen && !groups.some((group) => group.id === chosen.id) ? [chosen, ...groups] : groups;
  const selected = value ? (options.find((group) => group.id === value) ?? null) : null;
  return (
    <Autocomplete<ShipmentGroupView>
      size="small"
      options={options}
      loading={isFetching}
      value={selected}
      getOptionLabel={(group) => `#${group.id} · ${t(`pickers.groupTypes.${group.typeId}`)} · ${group.shipmentDate}`}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      onChange={(_event, group) => {
        onChange(group?.id ?? null);
        if (group) onPick?.(group);
      }}
      noOptionsText={t('pickers.noMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, maxLength: 200 } }}
        />
      )}
    />
  );
}
