import { Alert, Button, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@cargo/contracts';
import { errorBodyOf } from './api';

/** Snackbars last 2 seconds, per the spec. */
const SNACKBAR_MS = 2000;
/** A note with an action (Undo) stays long enough to reach it, and while the reader is on it. */
const ACTION_MS = 8000;

type Severity = 'success' | 'error' | 'info';
/** A button on the note: Undo after a delete. */
export interface NoteAction {
  label: string;
  run: () => void;
}
type Notify = (message: string, severity?: Severity, action?: NoteAction) => void;
const NotifyContext = createContext<Notify>(() => undefined);

export function NotifyProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<{ message: string; severity: Severity; action?: NoteAction; key: number } | null>(null);
  const [held, setHeld] = useState(false);
  const actionButton = useRef<HTMLButtonElement>(null);
  const notify = useCallback<Notify>((message, severity = 'success', action) => {
    // A new note starts its own time, even when the one it replaces was held by the focus.
    setHeld(false);
    setNote({ message, severity, action, key: Date.now() });
  }, []);
  // The deleted row took the focus with it: the note's action is where a keyboard reader can go on from.
  useEffect(() => actionButton.current?.focus(), [note?.key]);
  const close = () => {
    setNote(null);
    setHeld(false);
  };
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={note?.key}
        open={note !== null}
        autoHideDuration={held ? null : note?.action ? ACTION_MS : SNACKBAR_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {note ? (
          <Alert
            severity={note.severity}
            variant="filled"
            onClose={close}
            data-testid="snackbar"
            onFocus={() => setHeld(true)}
            onBlur={() => setHeld(false)}
            action={
              note.action ? (
                <Button
                  ref={actionButton}
                  color="inherit"
                  size="small"
                  data-testid="snackbar-action"
                  onClick={() => {
                    note.action?.run();
                    close();
                  }}
                >
                  {note.action.label}
                </Button>
              ) : undefined
            }
          >
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

/**
 * A delete the server can take back: it runs at once (no "not revertable" question) and its note
 * offers Undo, which runs `restore` and says so. Resolves true when the delete succeeded.
 */
export function useUndoableDelete() {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { t } = useTranslation();
  return useCallback(
    async (remove: () => Promise<unknown>, restore: () => Promise<unknown>, deleted: MessageKey): Promise<boolean> => {
      try {
        await remove();
      } catch (failure) {
        notifyFailure(failure);
        return false;
      }
      const undo = () => void restore().then(() => notify(t('record.restored', { ns: 'messages' })), notifyFailure);
      notify(t(deleted, { ns: 'messages' }), 'success', { label: t('common.undo'), run: undo });
      return true;
    },
    [notify, notifyFailure, t],
  );
}
