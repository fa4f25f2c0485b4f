import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** A date as its reader writes it: day first in Vietnamese (dd/mm/yyyy), month first in English (mm/dd/yyyy). */
export const dateShown = (iso: string, language: string): string => {
  const parts = ISO.exec(iso);
  if (!parts) return iso;
  const [, year, month, day] = parts;
  return language === 'vi' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
};

/** What a reader typed, as an ISO date: their own order, or ISO itself; null while it is no whole, real date. */
export const dateTyped = (text: string, language: string): string | null => {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  const typed = iso ? null : TYPED.exec(trimmed);
  if (!iso && !typed) return null;
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : language === 'vi'
      ? [Number(typed![3]), Number(typed![2]), Number(typed![1])]
      : [Number(typed![3]), Number(typed![1]), Number(typed![2])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

export type DateFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  /** An ISO date (`2026-11-20`) or '' for none. */
  value: string;
  /** Called with the ISO date once a whole one is typed or picked ('' when cleared), as a date input's change would be. */
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * A date field that writes dates in the page's language, where the browser's own date input follows
 * the computer's locale (an English Chrome shows "mm/dd/yyyy" inside the Vietnamese screens). It is
 * typed, or picked from the browser's calendar behind its button; it answers with ISO dates, as a
 * date input does, so forms and filters keep their values.
 */
export function DateField({ value, onChange, slotProps, disabled, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const picker = useRef<HTMLInputElement>(null);
  // What is being typed, until it is a whole date (then the value shows it in the reader's order).
  const [typing, setTyping] = useState<string | null>(null);
  const emit = (iso: string) => onChange({ target: { value: iso } });
  const { htmlInput, input, inputLabel, ...otherSlots } = (slotProps ?? {}) as Record<string, object | undefined>;
  const { min, max, ...htmlRest } = (htmlInput ?? {}) as { min?: string; max?: string };
  const invalid = typing !== null && typing.trim() !== '' && dateTyped(typing, language) === null;
  return (
    <TextField
      {...props}
      disabled={disabled}
      value={typing ?? dateShown(value, language)}
      placeholder={language === 'vi' ? 'dd/mm/yyyy' : 'mm/dd/yyyy'}
      onChange={(event) => {
        const text = event.target.value;
        setTyping(text);
        if (text.trim() === '') emit('');
        const iso = dateTyped(text, language);
        if (iso !== null) emit(iso);
      }}
      // A half-typed date is dropped on leaving: the field shows the value it holds.
      onBlur={() => setTyping(null)}
      error={props.error || invalid}
      helperText={invalid ? t('common.dateFormat', { format: language === 'vi' ? 'dd/mm/yyyy' : 'mm/dd/yyyy' }) : props.helperText}
      slotProps={{
        ...otherSlots,
        inputLabel: { shrink: true, ...inputLabel },
        htmlInput: { inputMode: 'numeric', maxLength: 10, ...htmlRest },
        input: {
          ...input,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t('common.pickDate')} disabled={disabled} onClick={() => picker.current?.showPicker()}>
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              {/* The browser's calendar, opened by the button; only its answer is used. */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={value}
                min={min}
                max={max}
                onChange={(event) => {
                  setTyping(null);
                  emit(event.target.value);
                }}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
