import { useMemo, useState } from 'react';
import { z } from 'zod';
import type { MessageKey } from '@cargo/contracts';
import { isMessageKey } from '../i18n/i18n';

/** Fields a caller must send: what the schema's input requires (fields with defaults are optional). */
function requiredFieldsOf(schema: z.ZodType): Set<string> {
  type Json = { required?: string[]; allOf?: Json[]; anyOf?: Json[] };
  const collect = (json: Json): string[] => [...(json.required ?? []), ...(json.allOf ?? []).flatMap(collect)];
  return new Set(collect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json));
}

/**
 * A form's values before they are complete: what the schema takes, with any number still blank
 * (undefined) until it is typed or chosen, at any depth (a new line's quantity). The schema, not the
 * type, refuses a blank where it needs a number.
 */
export type Draft<T> = T extends number ? T | undefined : T extends readonly (infer E)[] ? Draft<E>[] : T extends object ? { [K in keyof T]: Draft<T[K]> } : T;

/**
 * A form validated by a contracts schema, the same one the server uses, so a rule and its wording
 * live once. Errors show for fields the user has touched, for all after a submit attempt, and at
 * once with `showErrors` (a saved record that no longer passes: the reader sees why Save is off).
 * Required fields are known from the schema, for the forms' required markers.
 */
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initial: Draft<z.input<S>>,
  options: { showErrors?: boolean } = {},
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo(() => {
    const found: Record<string, MessageKey> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        found[path] ??= isMessageKey(issue.message) ? issue.message : 'validation.invalidValue';
      }
    }
    return found;
  }, [result]);
  const required = useMemo(() => requiredFieldsOf(schema), [schema]);
  return {
    values,
    valid: result.success,
    isRequired: (field: string) => required.has(field),
    /** Something was typed or a submit was tried. */
    dirty: submitted || Object.keys(touched).length > 0,
    parsed: result.success ? (result.data as z.output<S>) : null,
    set: (field: keyof z.input<S> & string, value: unknown) => {
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
    },
    errorOf: (field: string): MessageKey | undefined => (options.showErrors || submitted || touched[field] ? errors[field] : undefined),
    markSubmitted: () => setSubmitted(true),
  };
}
