import { Button, Link, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { loginFormSchema } from '@cargo/contracts';
import { errorBodyOf } from '../../../shared/api';
import { useNotify } from '../../../shared/notify';
import { paths } from '../../../shared/paths';
import { catalogPaths } from '../../catalog/catalog.paths';
import { identityPaths } from '../identity.paths';
import { useDispatch } from 'react-redux';
import { SaveHint, SubmitForm } from '../../../shared/submit-form';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useLoginMutation } from '../api/identity.api';
import { signedIn } from '../../../shared/session.slice';
import { AuthCard } from './auth-card';

/** Email and password; Enter submits; the button waits for a valid form. */
export function LoginPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const form = useSchemaForm(loginFormSchema, { email: '', password: '' });
  const [login, { isLoading }] = useLoginMutation();

  const submit = async () => {
    form.markSubmitted();
    if (!form.parsed) return;
    try {
      const reply = await login(form.parsed).unwrap();
      dispatch(signedIn({ token: reply.token, user: reply.userInfo }));
      // Staff land in the back office, customers in the storefront.
      navigate(reply.userInfo.isAdmin || reply.userInfo.isRoot || reply.userInfo.isAuditor ? paths.management : catalogPaths.publicProducts);
    } catch (error) {
      notify(t(errorBodyOf(error)?.code ?? 'error.generic', { ns: 'messages' }), 'error');
    }
  };

  return (
    <AuthCard title={t('auth.login')}>
      <SubmitForm onSubmit={() => void submit()}>
        {(['email', 'password'] as const).map((field) => {
          const error = form.errorOf(field);
          return (
            <TextField
              key={field}
              label={t(`auth.${field}`)}
              type={field}
              required
              autoComplete={field === 'email' ? 'username' : 'current-password'}
              value={form.values[field]}
              onChange={(event) => form.set(field, event.target.value)}
              error={Boolean(error)}
              helperText={error ? t(error, { ns: 'messages' }) : ' '}
              slotProps={{ htmlInput: { 'data-testid': `login-${field}` } }}
            />
          );
        })}
        <Button type="submit" variant="contained" disabled={!form.valid || isLoading} data-testid="login-submit">
          {t('auth.login')}
        </Button>
        <SaveHint valid={form.valid || !form.dirty} />
      </SubmitForm>
      <Link component={RouterLink} to={identityPaths.register}>
        {t('auth.noAccount')}
      </Link>
    </AuthCard>
  );
}
