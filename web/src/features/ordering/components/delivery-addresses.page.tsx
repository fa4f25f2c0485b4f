import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Card, CardActions, CardContent, Checkbox, Chip, FormControlLabel, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deliveryAddressSchema, type DeliveryAddressInput, type DeliveryAddressView } from '@cargo/contracts';
import { useNotifiedAction } from '../../../shared/notify';
import { useSignedInUser } from '../../../shared/session.slice';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { FormDialog } from '../../../shared/form-dialog';
import { LoadFailed } from '../../../shared/load-failed';
import { PageHeader } from '../../../shared/page-header';
import { SchemaTextField } from '../../../shared/schema-text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useAddDeliveryAddressMutation, useDeleteDeliveryAddressMutation, useDeliveryAddressesQuery } from '../api/orders.api';

const FIELDS = ['name', 'phone', 'address1', 'address2'] as const;

/** A signed-in customer's delivery addresses: add one (optionally the main one), delete one after asking. */
export function DeliveryAddressesPage() {
  const { t } = useTranslation();
  const runAction = useNotifiedAction();
  const userId = useSignedInUser()?.id ?? 0;
  const { data: addresses, error, refetch } = useDeliveryAddressesQuery(userId, { skip: userId === 0 });
  const [deleteAddress] = useDeleteDeliveryAddressMutation();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<DeliveryAddressView | null>(null);

  const remove = (address: DeliveryAddressView) => runAction(() => deleteAddress(address.id).unwrap(), 'ordering.addressDeleted');

  return (
    <Box>
      <PageHeader title={t('addresses.title')}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="add-address">
          {t('addresses.add')}
        </Button>
      </PageHeader>
      {error ? <LoadFailed error={error} onRetry={() => void refetch()} /> : null}
      {addresses?.length === 0 ? <Typography color="text.secondary">{t('addresses.empty')}</Typography> : null}
      <Grid container spacing={2}>
        {addresses?.map((address) => (
          <Grid key={address.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card data-testid="address-card">
              <CardContent>
                <Typography variant="subtitle1" component="h2">
                  {address.name} {address.main ? <Chip size="small" color="primary" label={t('addresses.main')} sx={{ ml: 1 }} /> : null}
                </Typography>
                <Typography variant="body2">{address.phone}</Typography>
                <Typography variant="body2">{[address.address1, address.address2].filter(Boolean).join(', ')}</Typography>
              </CardContent>
              <CardActions>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  onClick={() => setToDelete(address)}
                  aria-label={t('addresses.delete', { name: address.name })}
                >
                  {t('addresses.deleteButton')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      {adding ? <AddressDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        question={t('addresses.confirmDelete')}
        onClose={() => setToDelete(null)}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </Box>
  );
}

function AddressDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const runAction = useNotifiedAction();
  const form = useSchemaForm(deliveryAddressSchema, { name: '', phone: '', address1: '', address2: '', main: false } satisfies DeliveryAddressInput);
  const [addAddress, saving] = useAddDeliveryAddressMutation();
  const save = async () => {
    form.markSubmitted();
    const address = form.parsed;
    if (address && (await runAction(() => addAddress(address).unwrap(), 'ordering.addressAdded'))) onClose();
  };
  return (
    <FormDialog
      title={t('addresses.add')}
      onClose={onClose}
      onSubmit={() => void save()}
      valid={form.valid}
      busy={saving.isLoading}
      testId="address-dialog"
      saveTestId="save-address"
      maxWidth="sm"
    >
      {FIELDS.map((field) => (
        <SchemaTextField
          key={field}
          form={form}
          field={field}
          label={t(`addresses.fields.${field}`)}
          maxLength={field === 'phone' ? 30 : 200}
          numeric={field === 'phone'}
        />
      ))}
      <FormControlLabel
        control={<Checkbox checked={form.values.main ?? false} onChange={(event) => form.set('main', event.target.checked)} />}
        label={t('addresses.makeMain')}
      />
    </FormDialog>
  );
}
