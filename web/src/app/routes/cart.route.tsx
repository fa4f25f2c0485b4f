import { useAllCustomersQuery } from '../../features/customers/api/customers.api';
import { CartPage } from '../../features/ordering/components/cart.page';
import { canAccess } from '@cargo/contracts';
import { useAppSelector } from '../store';

/** The cart, with the customer list staff choose from (customers do not load it). */
export function CartRoute() {
  const staff = canAccess('admin', useAppSelector((state) => state.session.user));
  const { data: customers = [] } = useAllCustomersQuery(undefined, { skip: !staff });
  return <CartPage customers={customers} />;
}
