import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { isMessageKey, type MessageKey } from '@cargo/contracts';

/**
 * A form validated by a contracts schema, the same one the server uses, so a rule and its wording
 * live once. Errors show for fields the user has touched, or for all after a submit attempt.
 */
export function useSchemaForm<S extends z.ZodType<unknown, Record<string, unknown>>>(schema: S, initial: z.input<S>) {
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
  return {
    values,
    valid: result.success,
    parsed: result.success ? (result.data as z.output<S>) : null,
    set: (field: keyof z.input<S> & string, value: unknown) => {
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
    },
    errorOf: (field: string): MessageKey | undefined => (submitted || touched[field] ? errors[field] : undefined),
    markSubmitted: () => setSubmitted(true),
  };
}
