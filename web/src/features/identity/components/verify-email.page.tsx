import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { identityPaths } from '../identity.paths';
import { useVerifyEmailMutation } from '../api/identity.api';
import { AuthCard } from './auth-card';

/** Opened from the link in the verification email: a spinner, then success or 'Something is wrong'. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { sessionId = '' } = useParams();
  const [verify, { isSuccess, isError }] = useVerifyEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void verify(sessionId);
  }, [verify, sessionId]);

  return (
    <AuthCard title={t('auth.verifyTitle')}>
      {isSuccess ? (
        <Stack spacing={2} data-testid="verify-success">
          <Alert severity="success">{t('auth.verified')}</Alert>
          <Button variant="contained" component={RouterLink} to={identityPaths.login}>
            {t('auth.login')}
          </Button>
        </Stack>
      ) : isError ? (
        <Typography color="error" data-testid="verify-failed">
          {t('identity.verificationFailed', { ns: 'messages' })}
        </Typography>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{t('auth.verifying')}</Typography>
        </Stack>
      )}
    </AuthCard>
  );
}
