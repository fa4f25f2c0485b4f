import { customerStream } from '@cargo/contracts';
import { customerRead } from '../../customers/public';
import { streamCommand, type StreamRead, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { userRead } from '../user-read';

export interface Erasure {
  customerId: number;
  /** The customer's sign-in account, closed with it (null for a customer staff added). */
  userId: number | null;
}

const accountOf = (customerId: number, states: StreamStates) => {
  const customer = states.of(customerRead(customerId));
  return customer.status === 'absent' ? null : customer.userId;
};

const steps = ({ customerId, userId }: Erasure) => ({
  pivot: streamCommand('erase-customer', customerRead(customerId), { type: 'EraseCustomer', data: { customerId } }),
  after: userId === null ? [] : [streamCommand('erase-user', userRead(userId), { type: 'EraseUser', data: { userId } })],
});

/**
 * Erase Customer: the customer is marked erased (the pivot), then its sign-in account closed, so a
 * run cut between the two is finished from its record. Both streams' own rules (a customer on
 * record; staff keep their data while they hold a role) refuse before anything is written, and
 * before the handler destroys their keys.
 */
export const eraseCustomer: UseCase<{ customerId: number }, Erasure> = {
  name: 'erase-customer',
  reads({ customerId }, states): StreamRead[] {
    if (!states.has(customerRead(customerId))) return [customerRead(customerId)];
    const userId = accountOf(customerId, states);
    return [customerRead(customerId), ...(userId === null ? [] : [userRead(userId)])];
  },
  decide({ customerId }, states) {
    const erasure = { customerId, userId: accountOf(customerId, states) };
    return { record: erasure, before: [], ...steps(erasure) };
  },
  owed: (erasure) => ({ before: [], pivot: { name: 'erase-customer', stream: customerStream(erasure.customerId) }, after: steps(erasure).after }),
};
