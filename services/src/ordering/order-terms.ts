import { canAccess, customerStream, forbidden, invalid, orderSubtotal, type OrderLine, type OrderTerms, type PlaceOrder } from '@cargo/contracts';
import { customerDecider } from '../customers/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { checkTotals } from './order-pricing';

/** Staff choose the customer (it must exist); a customer always orders for their own account. */
export async function customerFor(input: PlaceOrder, user: AuthenticatedUser, aggregates: AggregateRepository): Promise<number> {
  if (!canAccess('admin', user)) {
    // A staff account provisioned without a customer account has nobody to order for.
    if (user.customerId === null) throw invalid('error.invalidInput', [{ path: 'customerId', code: 'customers.customerNotFound' }]);
    return user.customerId;
  }
  if (input.customerId === null) throw invalid('error.invalidInput', [{ path: 'customerId', code: 'validation.required' }]);
  const { state } = await aggregates.load(customerStream(input.customerId), customerDecider);
  if (state.status !== 'open') throw invalid('error.invalidInput', [{ path: 'customerId', code: 'customers.customerNotFound' }]);
  return input.customerId;
}

/** On hold (PlaceHolder) is for staff: a customer asking for it is refused. */
export function checkType(input: PlaceOrder, user: AuthenticatedUser): void {
  if (input.typeId === 'PlaceHolder' && !canAccess('admin', user)) throw forbidden('ordering.placeHolderStaffOnly');
}

/** The order's terms. Fees and payment info are staff's to set; a customer's are ignored. */
export function termsOf(input: PlaceOrder, user: AuthenticatedUser, customerId: number, lines: OrderLine[], vndPerUsd: number): OrderTerms {
  const byStaff = canAccess('admin', user);
  const deliveryFee = byStaff ? input.deliveryFee : 0;
  const vatFee = byStaff ? input.vatFee : 0;
  checkTotals(lines, deliveryFee + vatFee);
  return {
    customerId,
    typeId: input.typeId,
    lines,
    subtotal: orderSubtotal(lines),
    deliveryFee,
    vatFee,
    currencyId: input.currencyId,
    deliveryAddressId: input.deliveryAddressId,
    paymentInfo: byStaff ? input.paymentInfo : null,
    vndPerUsd,
  };
}
