import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A form that submits on Enter and on its submit button, without a page reload; validation is the schema's. */
export function SubmitForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      style={{ display: 'contents' }}
    >
      {children}
    </form>
  );
}

/** Beside a disabled Save: why it is off, so a form never refuses silently. */
export function SaveHint({ valid }: { valid: boolean }) {
  const { t } = useTranslation();
  if (valid) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status" data-testid="save-hint">
      {t('form.fixToSave')}
    </Typography>
  );
}
