import { skipToken } from '@reduxjs/toolkit/query';
import { useDeliveryAddressesQuery } from '../../features/ordering/api/orders.api';
import { ShipRequestForm } from '../../features/receiving/components/ship-request-form';
import { useSignedInUser } from '../../shared/session.slice';

/** A ship request composes receiving (the packages and the request) and ordering (the customer's delivery addresses). */
export function ShipRequestPage() {
  const user = useSignedInUser();
  const { data } = useDeliveryAddressesQuery(user?.id ?? skipToken);
  if (!data) return null;
  return (
    <ShipRequestForm
      addresses={data.map((address) => ({ id: address.id, label: `${address.name} · ${address.address1}${address.address2 ? `, ${address.address2}` : ''}` }))}
    />
  );
}
