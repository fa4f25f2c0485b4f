import { Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import { CustomerBilling } from '../../features/billing/components/customer-billing';
import { useGetCustomerQuery } from '../../features/customers/api/customers.api';
import { CustomerFormPage } from '../../features/customers/components/customer-form.page';

/** The customer page composes customers (the form, child accounts, parent) and billing (credits, invoices, payment actions). */
export function CustomerPage() {
  const id = Number(useParams().id);
  const { data: customer } = useGetCustomerQuery(id);
  return (
    <Stack spacing={2}>
      <CustomerFormPage />
      {customer ? <CustomerBilling customerId={customer.id} name={customer.name} /> : null}
    </Stack>
  );
}
