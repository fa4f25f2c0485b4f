import { Button, Link, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loginSchema } from '@cargo/contracts';
import { errorBodyOf } from '../../../app/api';
import { useNotify } from '../../../app/notify';
import { paths } from '../../../app/paths';
import { useAppDispatch } from '../../../app/store';
import { SubmitForm } from '../../../shared/submit-form';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useLoginMutation } from '../api/identity.api';
import { signedIn } from '../session.slice';
import { AuthCard } from './auth-card';

/** Email and password; Enter submits; the button waits for a valid form. */
export function LoginPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const [login, { isLoading }] = useLoginMutation();

  const submit = async () => {
    form.markSubmitted();
    if (!form.parsed) return;
    try {
      const reply = await login(form.parsed).unwrap();
      dispatch(signedIn({ token: reply.token, user: reply.userInfo }));
      navigate(reply.userInfo.isAdmin || reply.userInfo.isRoot ? paths.management : paths.home);
    } catch (error) {
      notify(t(errorBodyOf(error)?.code ?? 'error.generic', { ns: 'messages' }), 'error');
    }
  };

  return (
    <AuthCard title={t('auth.login')}>
      <SubmitForm onSubmit={() => void submit()}>
        <TextField label={t('auth.email')} type="email" autoComplete="username" value={form.values.email} onChange={(event) => form.set('email', event.target.value)} />
        <TextField label={t('auth.password')} type="password" autoComplete="current-password" value={form.values.password} onChange={(event) => form.set('password', event.target.value)} />
        <Button type="submit" variant="contained" disabled={!form.valid || isLoading} data-testid="login-submit">
          {t('auth.login')}
        </Button>
      </SubmitForm>
      <Link component={RouterLink} to={paths.register}>
        {t('auth.noAccount')}
      </Link>
    </AuthCard>
  );
}
