import { CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { useDispatch } from 'react-redux';
import { useLogoutMutation } from '../api/identity.api';
import { signedOut } from '../../../shared/session.slice';

/** Logout redirect delay from the spec. */
const REDIRECT_MS = 3000;

/** Ends the session on the server, forgets it here (and every cached answer), then goes home after 3 seconds. */
export function LogoutPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout()
      .unwrap()
      .catch(() => undefined)
      .finally(() => {
        dispatch(signedOut());
        dispatch(api.util.resetApiState());
      });
    const timer = setTimeout(() => navigate(paths.home), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [logout, dispatch, navigate]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
      <CircularProgress />
      <Typography data-testid="logging-out">{t('auth.loggingOut')}</Typography>
    </Stack>
  );
}
