import { Alert, Button, Checkbox, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GROUP_TYPES, PACKING, shipRequestSchema } from '@cargo/contracts';
import { ChoiceField, listChoices } from '../../../shared/choice-field';
import { useNotify, useNotifyFailure } from '../../../shared/notify';
import { PageHeader } from '../../../shared/page-header';
import { SubmitForm } from '../../../shared/submit-form';
import { useFormat } from '../../../shared/use-format';
import { useListPackagesQuery, useRequestShippingMutation } from '../api/receiving.api';
import { ownReceivingPaths } from '../receiving.paths';

/** The customer's delivery addresses, as the page that composes this form reads them (ordering's). */
export interface AddressChoice {
  id: number;
  label: string;
}

/** Ship request: the customer picks received packages, the service, one of their addresses, insurance, packing and a note. */
export function ShipRequestForm({ addresses }: { addresses: readonly AddressChoice[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [params] = useSearchParams();
  const [key] = useState(() => crypto.randomUUID());
  const { data } = useListPackagesQuery({ state: 'received', pageSize: '50' });
  const [chosen, setChosen] = useState<Set<number>>(
    () =>
      new Set(
        (params.get('packages') ?? '')
          .split(',')
          .filter((id) => /^\d+$/.test(id))
          .map(Number),
      ),
  );
  const [service, setService] = useState<(typeof GROUP_TYPES)[number]>('Air');
  const [addressId, setAddressId] = useState<number | ''>(addresses[0]?.id ?? '');
  const [insurance, setInsurance] = useState(false);
  const [packing, setPacking] = useState<(typeof PACKING)[number]>('repack');
  const [note, setNote] = useState('');
  const [request, requesting] = useRequestShippingMutation();
  const received = data?.items ?? [];
  const parsed = shipRequestSchema.safeParse({
    packageIds: received.filter((pkg) => chosen.has(pkg.id)).map((pkg) => pkg.id),
    service,
    addressId: addressId === '' ? undefined : addressId,
    insurance,
    packing,
    note,
  });

  const submit = async () => {
    if (!parsed.success) return;
    try {
      await request({ request: parsed.data, key }).unwrap();
      notify(t('receiving.shipRequested', { ns: 'messages' }));
      navigate(`${ownReceivingPaths.packages}?tab=requested`);
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageHeader title={t('receiving.request.title')} />
      <Paper sx={{ p: 2 }}>
        <SubmitForm onSubmit={() => void submit()}>
          <Stack spacing={1}>
            <Typography variant="subtitle2">{t('receiving.request.choose')}</Typography>
            {received.length === 0 ? <Alert severity="info">{t('receiving.request.nothing')}</Alert> : null}
            {received.map((pkg) => (
              <FormControlLabel
                key={pkg.id}
                control={
                  <Checkbox
                    checked={chosen.has(pkg.id)}
                    onChange={(event) =>
                      setChosen((current) => (event.target.checked ? new Set([...current, pkg.id]) : new Set([...current].filter((id) => id !== pkg.id))))
                    }
                    slotProps={{ input: { 'aria-label': pkg.trackingNumber } }}
                    data-testid="request-package"
                  />
                }
                label={`${pkg.trackingNumber} · ${format.pounds(pkg.weight)} lb · ${t('receiving.package.days', { count: pkg.daysInStorage })}`}
              />
            ))}
            <ChoiceField
              size="small"
              label={t('receiving.fields.service')}
              choices={listChoices(GROUP_TYPES, (value) => t(`receiving.services.${value}`))}
              value={service}
              onChange={setService}
            />
            {addresses.length === 0 ? (
              <Alert severity="warning">{t('receiving.request.noAddress')}</Alert>
            ) : (
              <ChoiceField
                size="small"
                required
                label={t('receiving.fields.address')}
                choices={addresses.map((address) => ({ value: address.id, label: address.label }))}
                value={addressId}
                onChange={setAddressId}
                slotProps={{ htmlInput: { 'data-testid': 'request-address' } }}
              />
            )}
            <ChoiceField
              size="small"
              label={t('receiving.fields.packing')}
              choices={listChoices(PACKING, (value) => t(`receiving.packing.${value}`))}
              value={packing}
              onChange={setPacking}
            />
            <FormControlLabel
              control={<Switch checked={insurance} onChange={(event) => setInsurance(event.target.checked)} />}
              label={t('receiving.request.insurance')}
            />
            <TextField
              size="small"
              multiline
              minRows={2}
              label={t('receiving.fields.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={!parsed.success || requesting.isLoading}
              data-testid="request-submit"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('receiving.request.submit')}
            </Button>
          </Stack>
        </SubmitForm>
      </Paper>
    </Stack>
  );
}
