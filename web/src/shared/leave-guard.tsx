import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before a form with unsaved changes is left: another route (a link, the drawer, Back) or the
 * tab closing. `current` is what the form holds; it counts as changed once it differs from what it
 * held when opened or last saved (`markSaved`, called once a save succeeded, before any navigation
 * the save itself makes).
 */
export function useLeaveGuard(current: unknown) {
  const { t } = useTranslation();
  const snapshot = JSON.stringify(current);
  const baseline = useRef(snapshot);
  const latest = useRef(snapshot);
  latest.current = snapshot;
  const changed = () => latest.current !== baseline.current;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => changed() && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (changed()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const markSaved = useCallback(() => {
    baseline.current = latest.current;
  }, []);

  // The dialog closes after its Yes too: only a close without Yes keeps the reader on the form.
  const leaving = useRef(false);
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      question={t('form.leaveUnsaved')}
      onConfirm={() => {
        leaving.current = true;
        if (blocker.state === 'blocked') blocker.proceed();
      }}
      onClose={() => {
        if (!leaving.current && blocker.state === 'blocked') blocker.reset();
        leaving.current = false;
      }}
    />
  );
  return { markSaved, dialog };
}
