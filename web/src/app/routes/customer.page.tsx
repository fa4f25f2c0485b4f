import { Paper, Stack, Tab, Tabs } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CustomerBilling, CustomerInvoicesTable, CustomerPaymentsTable } from '../../features/billing/components/customer-billing';
import { useGetCustomerQuery } from '../../features/customers/api/customers.api';
import { CustomerDashboardPanel } from '../../features/dashboards/components/customer-dashboard';
import { CustomerFormPage } from '../../features/customers/components/customer-form.page';
import { CustomerOrdersTable } from '../../features/ordering/components/customer-orders.table';
import { useDeliveryAddressesQuery } from '../../features/ordering/api/orders.api';
import { CustomerShipmentsTable } from '../../features/shipping/components/customer-shipments.table';
import { usePersonalText } from '../../shared/personal-text';
import { RecordHistory } from '../../shared/record-history';

const TABS = ['invoices', 'shipments', 'orders', 'payments', 'history'] as const;
type CustomerTab = (typeof TABS)[number];

/**
 * The customer page composes customers (the form, child accounts; a signed-up customer's saved
 * delivery addresses offered when their record has none), billing (credits, actions, the
 * statement), its dashboard (charts and Top Purchased Products) and the customer's records by tab:
 * invoices, shipments sent, orders, payments and the customer's own history.
 */
export function CustomerPage() {
  const { t } = useTranslation();
  const shown = usePersonalText();
  const id = Number(useParams().id);
  const { data: customer } = useGetCustomerQuery(id);
  // A customer who signed up has an account, and the delivery addresses it saved (main first).
  const { data: addresses = [] } = useDeliveryAddressesQuery(customer?.userId ?? skipToken);
  const suggestions = [...addresses]
    .sort((a, b) => Number(b.main) - Number(a.main))
    .map((address) => ({ label: [address.address1, address.address2].filter(Boolean).join(', '), address1: address.address1, address2: address.address2 }));
  const [tab, setTab] = useState<CustomerTab>('invoices');
  return (
    <Stack spacing={2}>
      <CustomerFormPage suggestions={suggestions} />
      {customer ? (
        <>
          <CustomerBilling customerId={customer.id} name={shown(customer.name)} />
          <CustomerDashboardPanel customerId={customer.id} />
          <Paper>
            <Tabs value={tab} onChange={(_event, next: CustomerTab) => setTab(next)} variant="scrollable">
              {TABS.map((name) => (
                <Tab key={name} value={name} label={t(`app.customerTabs.${name}`)} data-testid={`customer-tab-${name}`} />
              ))}
            </Tabs>
          </Paper>
          {tab === 'invoices' ? <CustomerInvoicesTable customerId={customer.id} /> : null}
          {tab === 'shipments' ? <CustomerShipmentsTable customerId={customer.id} /> : null}
          {tab === 'orders' ? <CustomerOrdersTable customerId={customer.id} /> : null}
          {tab === 'payments' ? <CustomerPaymentsTable customerId={customer.id} /> : null}
          {tab === 'history' ? <RecordHistory recordType="customer" recordId={customer.id} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
