import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { customerDetailsSchema, customerLabel, type CustomerForm } from '@cargo/contracts';
import { useNotify, useNotifyFailure } from '../../../shared/notify';
import { usePersonalText } from '../../../shared/personal-text';
import { EraseCustomerButton } from './erase-customer.dialog';
import { customersPaths } from '../customers.paths';
import { SaveHint, SubmitForm } from '../../../shared/submit-form';
import { CustomerPicker } from '../../../shared/reference-pickers';
import { SchemaTextField } from '../../../shared/schema-text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useAddCustomerMutation, useCustomerChildrenQuery, useGetCustomerQuery, useUpdateCustomerMutation } from '../api/customers.api';
import { CommandButton } from '../../../shared/change-access';
import { useLeaveGuard } from '../../../shared/leave-guard';
import { LoadFailed } from '../../../shared/load-failed';

const TEXT_FIELDS = ['name', 'address1', 'address2', 'email', 'phone'] as const;
const EMPTY: CustomerForm = { name: '', address1: '', address2: '', email: '', phone: '', parentCustomerId: null };

/** An address the customer gave elsewhere (a delivery address they saved when ordering), offered when their record has none. */
export interface AddressSuggestion {
  label: string;
  address1: string;
  address2: string;
}

/**
 * New customer and customer update: after saving a new one the app goes to its update route. A
 * customer who signed up gave no address; the addresses they saved since (`suggestions`, which the
 * page composing ordering passes) are offered, so staff can fill the one the form requires.
 */
export function CustomerFormPage({ suggestions = [] }: { suggestions?: readonly AddressSuggestion[] }) {
  const id = Number(useParams().id) || null;
  const { data: existing, isLoading, error, refetch } = useGetCustomerQuery(id ?? 0, { skip: id === null });
  // A record that is not there says so (the server's message), rather than loading for ever.
  if (error) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  if (id !== null && (isLoading || !existing)) return <CircularProgress />;
  const initial: CustomerForm = existing
    ? {
        name: existing.name,
        address1: existing.address1,
        address2: existing.address2,
        email: existing.email,
        phone: existing.phone,
        parentCustomerId: existing.parentCustomerId,
      }
    : EMPTY;
  return (
    <CustomerFormBody
      key={`${id ?? 'new'}-${existing?.erased ? 'erased' : 'open'}`}
      id={id}
      initial={initial}
      parentOf={existing?.parentCustomerId ?? null}
      erased={existing?.erased ?? false}
      suggestions={suggestions}
    />
  );
}

/** An erased customer's page says so instead of offering its (unreadable) details for editing. */
function CustomerFormBody({
  id,
  initial,
  parentOf,
  erased,
  suggestions,
}: {
  id: number | null;
  initial: CustomerForm;
  parentOf: number | null;
  erased: boolean;
  suggestions: readonly AddressSuggestion[];
}) {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const { data: children = [] } = useCustomerChildrenQuery(id ?? 0, { skip: id === null });
  const [addCustomer, adding] = useAddCustomerMutation();
  const [updateCustomer, updating] = useUpdateCustomerMutation();
  const form = useSchemaForm(customerDetailsSchema, initial, { showErrors: id !== null });
  const leaveGuard = useLeaveGuard(form.values);

  const save = async () => {
    form.markSubmitted();
    if (!form.parsed) return;
    try {
      if (id === null) {
        const { id: created } = await addCustomer(form.parsed).unwrap();
        notify(t('customers.customerAdded', { ns: 'messages' }));
        leaveGuard.markSaved();
        navigate(customersPaths.customerUpdate(created));
      } else {
        await updateCustomer({ ...form.parsed, id }).unwrap();
        notify(t('customers.customerUpdated', { ns: 'messages' }));
        leaveGuard.markSaved();
      }
    } catch (failure) {
      notifyFailure(failure);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {id === null ? t('customers.newTitle') : `${t('customers.editTitle')} #${id}`}
        </Typography>
        {parentOf ? (
          <Button component={RouterLink} to={customersPaths.customerUpdate(parentOf)}>
            {t('customers.goToParent')}
          </Button>
        ) : null}
        {id !== null && !erased ? <EraseCustomerButton customerId={id} /> : null}
      </Box>
      {erased ? (
        <Alert severity="info" data-testid="customer-erased">
          {t('customers.erasedNotice')}
        </Alert>
      ) : (
        <Paper sx={{ p: 3 }}>
          <SubmitForm onSubmit={() => void save()}>
            <Stack spacing={2}>
              {id !== null && (form.values.address1 ?? '').trim() === '' ? (
                <Alert severity="info" data-testid="customer-no-address">
                  {t(suggestions.length > 0 ? 'customers.noAddressSuggested' : 'customers.noAddress')}
                  {suggestions.map((suggestion, index) => (
                    <Box key={index} sx={{ mt: 1 }}>
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => {
                          form.set('address1', suggestion.address1);
                          form.set('address2', suggestion.address2);
                        }}
                        data-testid={`use-address-${index}`}
                      >
                        {t('customers.useAddress', { address: suggestion.label })}
                      </Button>
                    </Box>
                  ))}
                </Alert>
              ) : null}
              {TEXT_FIELDS.map((field) => (
                <SchemaTextField
                  key={field}
                  form={form}
                  field={field}
                  label={t(`customers.fields.${field}`)}
                  size="medium"
                  maxLength={field === 'email' ? 254 : field === 'phone' ? 30 : 200}
                />
              ))}
              <CustomerPicker
                label={t('customers.fields.parent')}
                value={form.values.parentCustomerId ?? null}
                onChange={(parentId) => form.set('parentCustomerId', parentId)}
                exclude={id ?? undefined}
                testId="customer-parent"
              />
              <CommandButton
                type="submit"
                variant="contained"
                disabled={!form.valid || adding.isLoading || updating.isLoading}
                data-testid="save-customer"
                data-shortcut="save"
              >
                {t('common.save')}
              </CommandButton>
              <SaveHint valid={form.valid} />
            </Stack>
          </SubmitForm>
          {leaveGuard.dialog}
        </Paper>
      )}
      {id !== null ? (
        <Paper sx={{ p: 2 }}>
          <Typography variant="subtitle1">{t('customers.children')}</Typography>
          {children.length === 0 ? (
            <Typography color="text.secondary">{t('customers.noChildren')}</Typography>
          ) : (
            <List dense>
              {children.map((child) => (
                <ListItem key={child.id} disablePadding>
                  <ListItemButton component={RouterLink} to={customersPaths.customerUpdate(child.id)}>
                    <ListItemText primary={shown(customerLabel(child))} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      ) : null}
    </Stack>
  );
}
