import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { addVendorSchema, type AddVendorInput, type VendorView } from '@cargo/contracts';
import { useNotify, useNotifyFailure } from '../../../app/notify';
import { FormDialog } from '../../../shared/form-dialog';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useAddVendorMutation, useUpdateVendorMutation } from '../api/vendors.api';

const FIELDS = ['name', 'address1', 'address2', 'email', 'phone'] as const;

/** New vendor or vendor update: 30% of the screen wide, the full width on medium and smaller screens. */
export function VendorDialog({ vendor, onClose }: { vendor: VendorView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const initial: AddVendorInput = vendor ? { name: vendor.name, address1: vendor.address1, address2: vendor.address2, email: vendor.email, phone: vendor.phone } : { name: '' };
  const form = useSchemaForm(addVendorSchema, initial);
  const [addVendor, adding] = useAddVendorMutation();
  const [updateVendor, updating] = useUpdateVendorMutation();
  const save = async () => {
    form.markSubmitted();
    if (!form.parsed) return;
    try {
      if (vendor) await updateVendor({ ...form.parsed, id: vendor.id }).unwrap();
      else await addVendor(form.parsed).unwrap();
      notify(t(vendor ? 'vendors.vendorUpdated' : 'vendors.vendorAdded', { ns: 'messages' }));
      onClose();
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  return (
    <FormDialog
      title={vendor ? t('vendors.edit', { id: vendor.id }) : t('vendors.add')}
      onClose={onClose}
      onSubmit={() => void save()}
      valid={form.valid}
      busy={adding.isLoading || updating.isLoading}
      testId="vendor-dialog"
      saveTestId="save-vendor"
      paper={{ sx: { width: { xs: '100%', lg: '30%' }, maxWidth: { xs: '100%', lg: '30%' } } }}
    >
            {FIELDS.map((field) => {
              const error = form.errorOf(field);
              return (
                <TextField
                  key={field}
                  name={field}
                  size="small"
                  label={t(`vendors.fields.${field}`)}
                  required={form.isRequired(field)}
                  value={form.values[field] ?? ''}
                  onChange={(event) => form.set(field, event.target.value)}
                  error={Boolean(error)}
                  helperText={error ? t(error, { ns: 'messages' }) : ' '}
                  slotProps={{ htmlInput: { maxLength: field === 'email' ? 254 : field === 'phone' ? 30 : 200 } }}
                />
              );
            })}
    </FormDialog>
  );
}
