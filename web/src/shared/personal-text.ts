import { ERASED } from '@cargo/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Erased personal data (a name, phone, label) reads as "(erased)" in the reader's language wherever it is shown. */
export function usePersonalText() {
  const { t } = useTranslation();
  return useCallback(
    <T extends string | null | undefined>(text: T): T | string => (text === ERASED ? t('customers.erasedName', { ns: 'messages' }) : text),
    [t],
  );
}
