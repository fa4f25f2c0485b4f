import { FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_NOTIFICATION_KINDS, LANGUAGES, type NotificationPreferences } from '@cargo/contracts';
import { CommandButton } from '../../../shared/change-access';
import { ChoiceField, listChoices } from '../../../shared/choice-field';
import { LoadFailed } from '../../../shared/load-failed';
import { useNotifiedAction } from '../../../shared/notify';
import { PageHeader } from '../../../shared/page-header';
import { useOwnPreferencesQuery, useSetOwnPreferencesMutation } from '../api/notifications.api';

/** A customer's email choices: a switch per kind and the language; saved together. */
export function OwnNotificationsPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useOwnPreferencesQuery();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageHeader title={t('notifications.choicesTitle')} />
      <Typography variant="body2" color="text.secondary">
        {t('notifications.choicesHint')}
      </Typography>
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      {/* Keyed by what the server holds: a save that changed it starts the form from the saved choices. */}
      {data ? <ChoicesForm key={JSON.stringify(data)} saved={data} /> : null}
    </Stack>
  );
}

function ChoicesForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation();
  const act = useNotifiedAction();
  const [choices, setChoices] = useState(saved);
  const [save, { isLoading }] = useSetOwnPreferencesMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void act(() => save(choices).unwrap(), 'notifications.preferencesSaved');
  };
  return (
    <Paper component="form" onSubmit={submit} sx={{ p: 2 }}>
      <Stack spacing={1}>
        {CUSTOMER_NOTIFICATION_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            control={
              <Switch
                checked={choices.kinds[kind]}
                onChange={(event) => setChoices({ ...choices, kinds: { ...choices.kinds, [kind]: event.target.checked } })}
                slotProps={{ input: { 'data-testid': `notify-${kind}` } as object }}
              />
            }
            label={t(`notifications.customerKinds.${kind}`)}
          />
        ))}
        <ChoiceField
          size="small"
          sx={{ maxWidth: 280, pt: 1 }}
          label={t('notifications.language')}
          choices={listChoices(LANGUAGES, (language) => t(`notifications.languages.${language}`))}
          value={choices.language}
          onChange={(language) => setChoices({ ...choices, language: language as NotificationPreferences['language'] })}
          slotProps={{ htmlInput: { 'data-testid': 'notify-language' } }}
        />
        <div>
          <CommandButton type="submit" variant="contained" disabled={isLoading} data-testid="save-notifications">
            {t('notifications.save')}
          </CommandButton>
        </div>
      </Stack>
    </Paper>
  );
}
