import { Alert, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { unsubscribeSchema } from '@cargo/contracts';
import { PageHeader } from '../../../shared/page-header';
import { errorBodyOf } from '../../../shared/api';
import { useUnsubscribeMutation } from '../api/notifications.api';
import { ownNotificationsPaths } from '../notifications.paths';

/**
 * Where an email's unsubscribe link lands: it unsubscribes at once, with no sign-in (the link is signed
 * for its customer and kind). The page does it, not the link itself, so a mail scanner that fetches
 * links unsubscribes nobody.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const link = unsubscribeSchema.safeParse({ customer: Number(params.get('customer')), kind: params.get('kind'), token: params.get('token') });
  const [unsubscribe, result] = useUnsubscribeMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (!link.success || sent.current) return;
    sent.current = true;
    void unsubscribe(link.data);
  }, [link, unsubscribe]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', mt: 4 }}>
      <PageHeader title={t('titles.unsubscribe')} />
      <Paper sx={{ p: 3 }}>
        {!link.success ? <Alert severity="warning">{t('notifications.missingLink')}</Alert> : null}
        {link.success && (result.isUninitialized || result.isLoading) ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{t('notifications.unsubscribing')}</Typography>
          </Stack>
        ) : null}
        {link.success && result.isSuccess ? (
          <Alert severity="success" data-testid="unsubscribed">
            {t('notifications.unsubscribed', { kind: t(`notifications.kinds.${link.data.kind}`) })}
          </Alert>
        ) : null}
        {result.isError ? (
          <Alert severity="error" data-testid="unsubscribe-failed">
            {t(errorBodyOf(result.error)?.code ?? 'error.generic', { ns: 'messages' })}
          </Alert>
        ) : null}
        <Typography sx={{ mt: 2 }}>
          <Link component={RouterLink} to={ownNotificationsPaths.choices}>
            {t('notifications.manage')}
          </Link>
        </Typography>
      </Paper>
    </Stack>
  );
}
