import { Alert, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@cargo/contracts';
import { errorBodyOf } from './api';

/** Snackbars last 2 seconds, per the spec. */
const SNACKBAR_MS = 2000;

type Severity = 'success' | 'error' | 'info';
const NotifyContext = createContext<(message: string, severity?: Severity) => void>(() => undefined);

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<{ message: string; severity: Severity; key: number } | null>(null);
  const notify = useCallback((message: string, severity: Severity = 'success') => setNote({ message, severity, key: Date.now() }), []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar key={note?.key} open={note !== null} autoHideDuration={SNACKBAR_MS} onClose={() => setNote(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {note ? (
          <Alert severity={note.severity} variant="filled" onClose={() => setNote(null)} data-testid="snackbar">
            {note.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);

/**
 * Tells the user why a call failed, in their language: the first field's message when the server
 * named one, else the message of its error code, else `fallback`.
 */
export function useNotifyFailure(fallback: MessageKey = 'error.generic') {
  const notify = useNotify();
  const { t } = useTranslation();
  return useCallback(
    (failure: unknown) => {
      const body = errorBodyOf(failure);
      notify(body?.fields?.[0]?.message ?? t(body?.code ?? fallback, { ns: 'messages' }), 'error');
    },
    [notify, t, fallback],
  );
}

/**
 * Runs a call the user asked for and says how it went: the success message, or why it failed.
 * Resolves true when it succeeded (a dialog closes, a form moves on).
 */
export function useNotifiedAction(fallback: MessageKey = 'error.generic') {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure(fallback);
  const { t } = useTranslation();
  return useCallback(
    async (action: () => Promise<unknown>, success: MessageKey): Promise<boolean> => {
      try {
        await action();
        notify(t(success, { ns: 'messages' }));
        return true;
      } catch (failure) {
        notifyFailure(failure);
        return false;
      }
    },
    [notify, notifyFailure, t],
  );
}
