import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, type DialogProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveHint, SubmitForm } from './submit-form';
import { CommandButton } from './change-access';

interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  /** The form passes its schema: Save is off (with the reason beside it) until it does. */
  valid: boolean;
  busy: boolean;
  testId: string;
  saveTestId: string;
  /** What the submit button says when it is not Save (Refuse, say). */
  saveLabel?: string;
  paper?: NonNullable<DialogProps['slotProps']>['paper'];
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/** A dialog holding one form: its fields, why Save is off, Cancel and Save (Enter saves too). */
export function FormDialog({ title, onClose, onSubmit, valid, busy, testId, saveTestId, saveLabel, paper, maxWidth, children }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} slotProps={paper ? { paper } : undefined} data-testid={testId}>
      <SubmitForm onSubmit={onSubmit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            {children}
            <SaveHint valid={valid} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <CommandButton type="submit" variant="contained" disabled={!valid || busy} data-testid={saveTestId} data-shortcut="save">
            {saveLabel ?? t('common.save')}
          </CommandButton>
        </DialogActions>
      </SubmitForm>
    </Dialog>
  );
}
