import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { useSchemaForm } from './use-schema-form';

/** The parts of a schema form a field needs; `set` takes the field's name (checked by the form's own type where it is called). */
interface SchemaForm {
  values: object;
  set: (field: never, value: string) => void;
  errorOf: ReturnType<typeof useSchemaForm>['errorOf'];
  isRequired: (field: string) => boolean;
}

/** A text field of a schema form: its value, its required marker and its error in the reader's language. */
export function SchemaTextField({
  form,
  field,
  label,
  maxLength = 200,
  size = 'small',
  numeric = false,
  multiline = false,
}: {
  form: SchemaForm;
  field: string;
  label: string;
  maxLength?: number;
  size?: 'small' | 'medium';
  numeric?: boolean;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const error = form.errorOf(field);
  return (
    <TextField
      name={field}
      size={size}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      label={label}
      required={form.isRequired(field)}
      value={((form.values as Record<string, unknown>)[field] as string | undefined) ?? ''}
      onChange={(event) => form.set(field as never, event.target.value)}
      error={Boolean(error)}
      helperText={error ? t(error, { ns: 'messages' }) : ' '}
      slotProps={{ htmlInput: { maxLength, inputMode: numeric ? 'numeric' : undefined } }}
    />
  );
}
