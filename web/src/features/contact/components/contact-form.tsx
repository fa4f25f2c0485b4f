import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactMessageSchema } from '@cargo/contracts';
import { useNotifyFailure } from '../../../shared/notify';
import { SchemaTextField } from '../../../shared/schema-text-field';
import { SubmitForm } from '../../../shared/submit-form';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useSendContactMessageMutation } from '../api/contact.api';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
const EMPTY = { name: '', email: '', phone: '', message: '' };

/** The home page's contact form: Submit only once all four are filled; then a Submitted state. */
export function ContactForm() {
  const { t } = useTranslation();
  const notifyFailure = useNotifyFailure();
  const form = useSchemaForm(contactMessageSchema, EMPTY);
  const [send, sending] = useSendContactMessageMutation();
  const [submitted, setSubmitted] = useState(false);
  const filled = FIELDS.every((field) => form.values[field].trim() !== '');

  const submit = async () => {
    form.markSubmitted();
    if (!form.parsed) return;
    try {
      await send(form.parsed).unwrap();
      setSubmitted(true);
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <Paper sx={{ p: 3 }} component="section" aria-labelledby="contact-heading">
      <Typography variant="h5" component="h2" id="contact-heading" sx={{ mb: 2 }}>
        {t('contact.heading')}
      </Typography>
      {submitted ? (
        <Alert severity="success" data-testid="contact-submitted">
          {t('contact.messageSent', { ns: 'messages' })}
        </Alert>
      ) : (
        <SubmitForm onSubmit={() => void submit()}>
          <Stack spacing={1}>
            {FIELDS.map((field) => (
              <SchemaTextField
                key={field}
                form={form}
                field={field}
                label={t(`contact.fields.${field}`)}
                maxLength={field === 'message' ? 2000 : field === 'email' ? 254 : field === 'phone' ? 30 : 100}
                numeric={field === 'phone'}
                multiline={field === 'message'}
              />
            ))}
            <Button type="submit" variant="contained" disabled={!filled || sending.isLoading} data-testid="contact-submit" sx={{ alignSelf: 'flex-start' }}>
              {t('contact.submit')}
            </Button>
          </Stack>
        </SubmitForm>
      )}
    </Paper>
  );
}
