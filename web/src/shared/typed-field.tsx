import { TextField } from '@mui/material';
import { useState } from 'react';
import { majorToMinor, type Currency } from '@cargo/contracts';

/**
 * A count as typed: undefined while empty, the number it reads as (1.5 and -2 too, so the schema
 * says 'Must be a whole number' or 'Must be positive' rather than a vaguer word), NaN when unreadable.
 */
export const countOf = (text: string) => (text.trim() === '' ? undefined : /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Money as typed in major units (12.50), as minor units for the schema; undefined while empty or unreadable. */
export const moneyOf = (currency: Currency) => (text: string) => {
  const trimmed = text.trim();
  // A minus is read, so a negative price gets the schema's own word ('Must be positive') instead of 'Required'.
  if (trimmed.startsWith('-')) {
    const magnitude = majorToMinor(trimmed.slice(1), currency);
    return magnitude === null ? undefined : -magnitude;
  }
  return majorToMinor(text, currency) ?? undefined;
};

/**
 * A field that keeps the text the user typed while the form holds its parsed value: "12." stays on
 * screen while the form already has 1200 cents.
 */
export function TypedField({
  initial,
  parse,
  ...props
}: {
  initial: string;
  parse: (text: string) => unknown;
  label: string;
  required: boolean;
  disabled?: boolean;
  error?: string;
  name: string;
  onValue: (value: unknown) => void;
  inputMode: 'decimal' | 'numeric';
  testId?: string;
}) {
  const [text, setText] = useState(initial);
  return (
    <TextField
      fullWidth
      size="small"
      name={props.name}
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        props.onValue(parse(event.target.value));
      }}
      error={Boolean(props.error)}
      helperText={props.error ?? ' '}
      slotProps={{ htmlInput: { inputMode: props.inputMode, maxLength: 16, 'data-testid': props.testId } }}
    />
  );
}
