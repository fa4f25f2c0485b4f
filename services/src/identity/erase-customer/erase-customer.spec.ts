import { customerStream, userStream, type DomainEvent } from '@cargo/contracts';
import { owedAfter, useCaseSpec } from '../../testing/use-case-spec';
import { eraseCustomer } from './erase-customer.use-case';

const spec = useCaseSpec(eraseCustomer);
const opened = (userId: number | null): DomainEvent => ({
  type: 'CustomerOpened',
  data: { customerId: 7, name: 'Lan Tran', email: 'lan@example.com', phone: '0901234567', address1: '', address2: '', parentCustomerId: null, userId },
});
const registered = (): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId: 3, customerId: 7, first: 'Lan', last: 'Tran', email: 'lan@example.com', phone: '0901234567', passwordHash: 'h', verificationTokenHash: 't' },
});

describe('erase customer (no store)', () => {
  it('marks the customer erased, then closes its sign-in account', () => {
    spec
      .given({ [customerStream(7)]: [opened(3)], [userStream(3)]: [registered()] })
      .when({ customerId: 7 })
      .then({
        record: { customerId: 7, userId: 3 },
        pivot: [customerStream(7), { type: 'EraseCustomer', data: { customerId: 7 } }],
        after: [[userStream(3), { type: 'EraseUser', data: { userId: 3 } }]],
      });
    spec
      .given({ [customerStream(7)]: [opened(null)] })
      .when({ customerId: 7 })
      .then({ record: { customerId: 7, userId: null }, pivot: [customerStream(7), { type: 'EraseCustomer', data: { customerId: 7 } }] });
  });

  it('refuses, before anything is written (and before any key is destroyed): a customer not on record, an account that holds a staff role', () => {
    spec.given({}).when({ customerId: 7 }).thenRefused('customers.customerNotFound');
    spec
      .given({ [customerStream(7)]: [opened(3)], [userStream(3)]: [registered(), { type: 'AdminGranted', data: { userId: 3 } }] })
      .when({ customerId: 7 })
      .thenRefused('identity.staffNotErasable');
  });

  it('owes, when resumed after the customer is erased, the account’s closing, from its record alone', () => {
    expect(owedAfter(eraseCustomer, { customerId: 7, userId: 3 }, [])).toEqual([[userStream(3), { type: 'EraseUser', data: { userId: 3 } }]]);
  });
});
