import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRecordType } from '@cargo/contracts';
import { SaveHint, SubmitForm } from './submit-form';
import { CommandButton } from './change-access';
import { HistoryPanel } from './record-history';

interface FormPageProps {
  /** The page's heading: "New ..." or "Edit ... #id". */
  title: string;
  /** Beside the heading: links to related records, the record's own commands (delete, print...). */
  actions?: ReactNode;
  onSubmit: () => void;
  /** The save bar: Save is off (with the hint why) while the form is invalid, and while a save is under way. */
  save: { valid: boolean; busy: boolean; locked?: boolean; testId: string };
  /** At the left of the save bar: the form's totals. */
  summary?: ReactNode;
  /** The form's fields and lines. */
  children: ReactNode;
  /** Inside the form, after the save bar (an invoice's payments). */
  below?: ReactNode;
  /** A saved record's history under the form. */
  history?: { recordType: HistoryRecordType; recordId: number } | null;
  /** Dialogs the page opens (confirm delete, import, the leave guard). */
  dialogs?: ReactNode;
}

/**
 * The frame every record form shares: heading and its commands, the fields, a save bar that submits
 * on Enter and says why Save is off, the record's history once saved, and the page's dialogs.
 */
export function FormPage({ title, actions, onSubmit, save, summary, children, below, history, dialogs }: FormPageProps) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 3 }}>
      <SubmitForm onSubmit={onSubmit}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
              {title}
            </Typography>
            {actions}
          </Box>
          {children}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {summary}
            <Box sx={{ flex: 1 }} />
            <SaveHint valid={save.valid} />
            <CommandButton type="submit" variant="contained" disabled={Boolean(save.locked) || save.busy} data-testid={save.testId} data-shortcut="save">
              {t('common.save')}
            </CommandButton>
          </Box>
          {below}
        </Stack>
      </SubmitForm>
      {history ? (
        <Box sx={{ mt: 2 }}>
          <HistoryPanel recordType={history.recordType} recordId={history.recordId} />
        </Box>
      ) : null}
      {dialogs}
    </Paper>
  );
}

/** A record's delete beside its heading: off, with the reason as its tooltip, while the record's state or the reader's role forbids it. */
export function DeleteButton({ refusal, onClick, testId, children }: { refusal: string | null; onClick: () => void; testId: string; children: ReactNode }) {
  return (
    <CommandButton color="error" refusal={refusal} onClick={onClick} data-testid={testId}>
      {children}
    </CommandButton>
  );
}
