import {
  conflict,
  CUSTOMER_PERSONAL_FIELDS,
  erased,
  invalid,
  notFound,
  type CustomerDetails,
  type CustomerEvent,
  type CustomerOpened,
  unhandled,
} from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';

/**
 * `userId`: the sign-in account the customer belongs to (null for customers staff keep for others).
 * An erased customer stays open (its orders, invoices and payments go on) with its details erased.
 * A deleted customer keeps its record: a restore brings it back, and its personal data can still be erased.
 */
interface CustomerRecord {
  customerId: number;
  userId: number | null;
  details: CustomerDetails;
  erased?: boolean;
}
export type CustomerState = { status: 'absent' } | ({ status: 'open' } & CustomerRecord) | ({ status: 'deleted' } & CustomerRecord);

export type CustomerCommand =
  | { type: 'OpenCustomer'; data: CustomerOpened['data'] }
  /** `parentExists`, `parentAncestors`: the chosen parent account and the accounts above it, read by the handler from their streams. */
  | { type: 'UpdateCustomer'; data: { customerId: number; details: CustomerDetails; parentExists: boolean; parentAncestors: readonly number[] } }
  | { type: 'DeleteCustomer'; data: { customerId: number } }
  | { type: 'RestoreCustomer'; data: { customerId: number } }
  | { type: 'EraseCustomer'; data: { customerId: number } };

export function evolveCustomer(state: CustomerState, event: CustomerEvent): CustomerState {
  switch (event.type) {
    case 'CustomerOpened': {
      const { customerId, userId, ...details } = event.data;
      return { status: 'open', customerId, userId, details };
    }
    case 'CustomerUpdated':
      return state.status === 'open' ? { ...state, details: event.data.details } : state;
    case 'CustomerDeleted':
      return state.status === 'open' ? { ...state, status: 'deleted' } : state;
    case 'CustomerRestored':
      return state.status === 'deleted' ? { ...state, status: 'open' } : state;
    case 'CustomerErased':
      return state.status === 'absent' ? state : { ...state, erased: true, details: erased(state.details, CUSTOMER_PERSONAL_FIELDS) };
    default:
      return unhandled(event);
  }
}

/**
 * A parent account must exist, and cannot be the customer itself or one of its own child accounts at
 * any depth: `parentAncestors` are the accounts above the chosen parent, so the customer among them
 * means the parent sits below it.
 */
export function checkParent(customerId: number | null, parentCustomerId: number | null, parentExists: boolean, parentAncestors: readonly number[]): void {
  if (parentCustomerId === null) return;
  if (parentCustomerId === customerId) throw invalid('error.invalidInput', [{ path: 'parentCustomerId', code: 'customers.parentIsSelf' }]);
  if (!parentExists) throw invalid('error.invalidInput', [{ path: 'parentCustomerId', code: 'customers.customerNotFound' }]);
  if (customerId !== null && parentAncestors.includes(customerId))
    throw invalid('error.invalidInput', [{ path: 'parentCustomerId', code: 'customers.parentIsChild' }]);
}

export function decideCustomer(command: CustomerCommand, state: CustomerState): CustomerEvent[] {
  switch (command.type) {
    case 'OpenCustomer':
      return opening(state, { type: 'CustomerOpened', data: command.data });
    case 'UpdateCustomer': {
      if (state.status !== 'open') throw notFound('customers.customerNotFound');
      if (state.erased) throw conflict('customers.erased');
      const { customerId, details, parentExists, parentAncestors } = command.data;
      checkParent(customerId, details.parentCustomerId, parentExists, parentAncestors);
      return [{ type: 'CustomerUpdated', data: { customerId, details } }];
    }
    case 'DeleteCustomer':
      if (state.status !== 'open') throw notFound('customers.customerNotFound');
      return [{ type: 'CustomerDeleted', data: command.data }];
    case 'RestoreCustomer':
      if (state.status === 'absent') throw notFound('customers.customerNotFound');
      if (state.status !== 'deleted') throw conflict('error.notDeleted');
      return [{ type: 'CustomerRestored', data: command.data }];
    case 'EraseCustomer':
      if (state.status === 'absent') throw notFound('customers.customerNotFound');
      return state.erased ? [] : [{ type: 'CustomerErased', data: command.data }];
    default:
      return unhandled(command);
  }
}

export const customerDecider: Decider<CustomerCommand, CustomerEvent, CustomerState> = {
  initialState: { status: 'absent' },
  evolve: evolveCustomer,
  decide: decideCustomer,
};
