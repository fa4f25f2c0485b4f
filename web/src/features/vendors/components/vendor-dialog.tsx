import { useTranslation } from 'react-i18next';
import { addVendorSchema, type AddVendorInput, type VendorView } from '@cargo/contracts';
import { useNotifiedAction } from '../../../shared/notify';
import { FormDialog } from '../../../shared/form-dialog';
import { SchemaTextField } from '../../../shared/schema-text-field';
import { useSchemaForm } from '../../../shared/use-schema-form';
import { useAddVendorMutation, useUpdateVendorMutation } from '../api/vendors.api';

const FIELDS = ['name', 'address1', 'address2', 'email', 'phone'] as const;

/** New vendor or vendor update: 30% of the screen wide, the full width on medium and smaller screens. */
export function VendorDialog({ vendor, onClose }: { vendor: VendorView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const runAction = useNotifiedAction();
  const initial: AddVendorInput = vendor
    ? { name: vendor.name, address1: vendor.address1, address2: vendor.address2, email: vendor.email, phone: vendor.phone }
    : { name: '' };
  const form = useSchemaForm(addVendorSchema, initial);
  const [addVendor, adding] = useAddVendorMutation();
  const [updateVendor, updating] = useUpdateVendorMutation();
  const save = async () => {
    form.markSubmitted();
    const details = form.parsed;
    if (!details) return;
    const saved = vendor
      ? await runAction(() => updateVendor({ ...details, id: vendor.id }).unwrap(), 'vendors.vendorUpdated')
      : await runAction(() => addVendor(details).unwrap(), 'vendors.vendorAdded');
    if (saved) onClose();
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
      {FIELDS.map((field) => (
        <SchemaTextField
          key={field}
          form={form}
          field={field}
          label={t(`vendors.fields.${field}`)}
          maxLength={field === 'email' ? 254 : field === 'phone' ? 30 : 200}
        />
      ))}
    </FormDialog>
  );
}
