import { Alert, Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** When a page cannot load (its code could not be fetched, or it failed): the spec's generic message and a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        }
        data-testid="route-error"
      >
        {t('common.loadFailed')}
      </Alert>
    </Paper>
  );
}
