import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { LocalizedName } from '@cargo/contracts';

/** One choice of a select: the value it stands for and its name in the reader's language. */
export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

/** A fixed list's choices (warehouses, statuses, currencies...), each named by `label`. */
export const listChoices = <T extends string | number>(values: readonly T[], label: (value: T) => string): Choice<T>[] =>
  values.map((value) => ({ value, label: label(value) }));

/** A dropdown setting's options as choices, named in `language`. */
export const optionChoices = (options: readonly { id: number; displayName: LocalizedName }[], language: string): Choice<number>[] =>
  options.map((option) => ({ value: option.id, label: option.displayName[language === 'vi' ? 'vi' : 'en'] }));

/** A filter's choices: first "any", which stands for no choice (''), then `choices`. */
export const withAny = <T extends string | number>(any: string, choices: readonly Choice<T>[]): Choice<T | ''>[] => [{ value: '', label: any }, ...choices];

type ChoiceFieldProps<T extends string | number> = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  choices: readonly Choice<T>[];
  /** '' while nothing is chosen, or while "any" is. */
  value: T | '';
  onChange: (value: T) => void;
};

/**
 * A select over known choices. It reports the chosen choice's own value (a number stays a number),
 * so a caller never parses what MUI's select hands back.
 */
export function ChoiceField<T extends string | number>({ choices, value, onChange, ...field }: ChoiceFieldProps<T>) {
  return (
    <TextField
      {...field}
      select
      value={value}
      onChange={(event) => {
        const chosen = choices.find((choice) => String(choice.value) === String(event.target.value));
        if (chosen) onChange(chosen.value);
      }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
