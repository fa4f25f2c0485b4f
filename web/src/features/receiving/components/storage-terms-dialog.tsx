import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storageTermsSchema, type StorageTerms } from '@cargo/contracts';
import { FormDialog } from '../../../shared/form-dialog';
import { useNotifiedAction } from '../../../shared/notify';
import { useSetStorageTermsMutation } from '../api/receiving.api';
import { typedDollars, typedWhole } from './typed-numbers';

/** Root's storage terms: the free days, the daily fee after them (US$), and the days after which an unclaimed package may be disposed of. */
export function StorageTermsDialog({ terms, onClose }: { terms: StorageTerms; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useNotifiedAction();
  const [set, saving] = useSetStorageTermsMutation();
  const [fields, setFields] = useState({
    freeDays: String(terms.freeDays),
    dailyFee: (terms.dailyFee / 100).toFixed(2),
    disposeAfterDays: String(terms.disposeAfterDays),
  });
  const parsed = storageTermsSchema.safeParse({
    freeDays: typedWhole(fields.freeDays),
    dailyFee: typedDollars(fields.dailyFee),
    disposeAfterDays: typedWhole(fields.disposeAfterDays),
  });
  const field = (name: keyof typeof fields, inputMode: 'numeric' | 'decimal') => (
    <TextField
      size="small"
      label={t(`receiving.terms.${name}`)}
      value={fields[name]}
      onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
      slotProps={{ htmlInput: { maxLength: 9, inputMode, 'data-testid': `terms-${name}` } }}
    />
  );
  return (
    <FormDialog
      title={t('receiving.terms.title')}
      onClose={onClose}
      valid={parsed.success}
      busy={saving.isLoading}
      testId="terms-dialog"
      saveTestId="terms-save"
      onSubmit={() => parsed.success && void act(() => set(parsed.data).unwrap(), 'receiving.storageTermsSet').then((done) => done && onClose())}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {field('freeDays', 'numeric')}
        {field('dailyFee', 'decimal')}
        {field('disposeAfterDays', 'numeric')}
      </Stack>
    </FormDialog>
  );
}
