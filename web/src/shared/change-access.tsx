import { Button, Tooltip, type ButtonProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { canAccess } from '@cargo/contracts';
import { useSignedInUser } from './session.slice';

/**
 * Whether the signed-in person may change records on a screen they can read: an auditor reads
 * every back-office screen and changes nothing (the server refuses it too), so every command
 * control is off for them, with the reason.
 */
export function useMayChange(): { mayChange: boolean; why: string } {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const mayChange = user === null || canAccess('user', user, 'change');
  return { mayChange, why: mayChange ? '' : t('common.readOnly') };
}

/**
 * A button that changes something: off, saying why, for a reader who may only read, and for a record
 * whose state refuses the change (`refusal`: a paid invoice), so it is never pressed only to fail.
 */
export function CommandButton({
  disabled,
  refusal = null,
  ...props
}: ButtonProps & { refusal?: string | null; 'data-testid'?: string; 'data-shortcut'?: string }) {
  const { mayChange, why } = useMayChange();
  const button = <Button {...props} disabled={Boolean(disabled) || !mayChange || refusal !== null} />;
  if (mayChange && refusal === null) return button;
  return (
    <Tooltip title={mayChange ? refusal : why}>
      <span>{button}</span>
    </Tooltip>
  );
}
