import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorBodyOf } from './api';

/** A failed load: the server's message in the reader's language, and a way to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const body = errorBodyOf(error);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {body ? t(body.code, { ns: 'messages' }) : t('common.loadFailed')}
    </Alert>
  );
}
