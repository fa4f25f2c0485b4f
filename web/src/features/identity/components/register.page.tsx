import { Alert, Button, Link, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { registerFormSchema, type RegisterForm } from '@cargo/contracts';
import { errorBodyOf } from '../../../shared/api';
import { useNotify } from '../../../shared/notify';
import { identityPaths } from '../identity.paths';
import { SubmitForm } from '../../../shared/submit-form';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useRegisterMutation } from '../api/identity.api';
import { AuthCard } from './auth-card';

const FIELDS: { name: keyof RegisterForm & string; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'first', label: 'auth.firstName', autoComplete: 'given-name' },
  { name: 'last', label: 'auth.lastName', autoComplete: 'family-name' },
  { name: 'email', label: 'auth.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'auth.phone', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'auth.password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'auth.confirmPassword', type: 'password', autoComplete: 'new-password' },
];

/** Vietnamese writes the family name first, so its form asks for it first (and the name is kept that way). */
const fieldsIn = (language: string) => (language === 'vi' ? [FIELDS[1]!, FIELDS[0]!, ...FIELDS.slice(2)] : FIELDS);

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const familyFirst = i18n.language === 'vi';
  const notify = useNotify();
  const form = useSchemaForm(registerFormSchema, { first: '', last: '', email: '', phone: '', password: '', confirmPassword: '' });
  const [register, { isLoading }] = useRegisterMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    form.markSubmitted();
    if (!form.parsed) return;
    const { confirmPassword: _confirmation, ...account } = form.parsed;
    try {
      await register({ ...account, familyFirst }).unwrap();
      notify(t('identity.registered', { ns: 'messages' }));
      setSentTo(account.email);
    } catch (error) {
      const body = errorBodyOf(error);
      setServerErrors(Object.fromEntries((body?.fields ?? []).map((field) => [field.path, t(field.code, { ns: 'messages' })])));
      notify(t('identity.registrationFailed', { ns: 'messages' }), 'error');
    }
  };

  if (sentTo) {
    return (
      <AuthCard title={t('auth.almostDone')}>
        <Alert severity="success" data-testid="verification-sent">
          {t('auth.verificationSent', { email: sentTo })}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.registerTitle')}>
      <SubmitForm onSubmit={() => void submit()}>
        {fieldsIn(i18n.language).map((field) => {
          const error = form.errorOf(field.name);
          const message = error ? t(error, { ns: 'messages' }) : serverErrors[field.name];
          return (
            <TextField
              key={field.name}
              name={field.name}
              label={t(field.label)}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              value={form.values[field.name] ?? ''}
              onChange={(event) => {
                setServerErrors((current) => ({ ...current, [field.name]: '' }));
                form.set(field.name, event.target.value);
              }}
              error={Boolean(message)}
              helperText={message || ' '}
            />
          );
        })}
        <Button type="submit" variant="contained" disabled={!form.valid || isLoading} data-testid="register-submit">
          {t('auth.signUp')}
        </Button>
      </SubmitForm>
      <Link component={RouterLink} to={identityPaths.login}>
        {t('auth.haveAccount')}
      </Link>
    </AuthCard>
  );
}
