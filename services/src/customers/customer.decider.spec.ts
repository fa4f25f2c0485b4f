import { ERASED, type CustomerDetails, type CustomerEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { customerDecider } from './customer.decider';

const spec = deciderSpec(customerDecider);
const details: CustomerDetails = { name: 'Trần Bình', address1: '12 Lê Lợi', address2: '', email: '', phone: '0912345678', parentCustomerId: null };
const opened: CustomerEvent = { type: 'CustomerOpened', data: { customerId: 7, userId: null, ...details } };

describe('customer decider', () => {
  describe('when absent', () => {
    it('opens the customer', () => {
      spec.given([]).when({ type: 'OpenCustomer', data: opened.data }).then([opened]);
    });

    it('cannot update or delete what does not exist', () => {
      spec
        .given([])
        .when({ type: 'UpdateCustomer', data: { customerId: 7, details, parentExists: false, parentAncestors: [] } })
        .thenThrows('customers.customerNotFound');
      spec
        .given([])
        .when({ type: 'DeleteCustomer', data: { customerId: 7 } })
        .thenThrows('customers.customerNotFound');
    });
  });

  describe('when open', () => {
    it('updates the details, with an existing parent account', () => {
      const next = { ...details, phone: '0987654321', parentCustomerId: 3 };
      spec
        .given([opened])
        .when({ type: 'UpdateCustomer', data: { customerId: 7, details: next, parentExists: true, parentAncestors: [] } })
        .then([{ type: 'CustomerUpdated', data: { customerId: 7, details: next } }]);
    });

    it('refuses itself, a missing customer or one of its own children as parent', () => {
      const update = (parentCustomerId: number, parentExists: boolean, parentAncestors: number[]) => ({
        type: 'UpdateCustomer' as const,
        data: { customerId: 7, details: { ...details, parentCustomerId }, parentExists, parentAncestors },
      });
      spec
        .given([opened])
        .when(update(7, true, []))
        .thenThrows('error.invalidInput');
      spec
        .given([opened])
        .when(update(9, false, []))
        .thenThrows('error.invalidInput');
      // 8 sits below 7 (8's ancestors are 12 and 7): 7 cannot take it as parent; 9 below 12 only can be.
      spec
        .given([opened])
        .when(update(8, true, [12, 7]))
        .thenThrows('error.invalidInput');
      spec
        .given([opened])
        .when(update(9, true, [12]))
        .then([{ type: 'CustomerUpdated', data: { customerId: 7, details: { ...details, parentCustomerId: 9 } } }]);
    });

    it('deletes it, once', () => {
      spec
        .given([opened])
        .when({ type: 'DeleteCustomer', data: { customerId: 7 } })
        .then([{ type: 'CustomerDeleted', data: { customerId: 7 } }]);
      spec
        .given([opened, { type: 'CustomerDeleted', data: { customerId: 7 } }])
        .when({ type: 'DeleteCustomer', data: { customerId: 7 } })
        .thenThrows('customers.customerNotFound');
    });

    it('restores a deleted customer with its details; an open one is not restored, a missing one is not found', () => {
      const deleted: CustomerEvent = { type: 'CustomerDeleted', data: { customerId: 7 } };
      const restored: CustomerEvent = { type: 'CustomerRestored', data: { customerId: 7 } };
      spec
        .given([opened, deleted])
        .when({ type: 'RestoreCustomer', data: { customerId: 7 } })
        .then([restored]);
      expect([opened, deleted, restored].reduce(customerDecider.evolve, customerDecider.initialState)).toEqual({
        status: 'open',
        customerId: 7,
        userId: null,
        details,
      });
      spec
        .given([opened])
        .when({ type: 'RestoreCustomer', data: { customerId: 7 } })
        .thenThrows('error.notDeleted');
      spec
        .given([])
        .when({ type: 'RestoreCustomer', data: { customerId: 7 } })
        .thenThrows('customers.customerNotFound');
    });

    it('cannot be opened twice', () => {
      spec.given([opened]).when({ type: 'OpenCustomer', data: opened.data }).thenThrows('error.concurrency');
    });
  });

  describe('erasure', () => {
    const erased: CustomerEvent = { type: 'CustomerErased', data: { customerId: 7 } };

    it('erases an open customer once; erasing again changes nothing', () => {
      spec
        .given([opened])
        .when({ type: 'EraseCustomer', data: { customerId: 7 } })
        .then([erased]);
      spec
        .given([opened, erased])
        .when({ type: 'EraseCustomer', data: { customerId: 7 } })
        .then([]);
    });

    it("erases a deleted customer's details too (they wait for a restore)", () => {
      const deleted: CustomerEvent = { type: 'CustomerDeleted', data: { customerId: 7 } };
      spec
        .given([opened, deleted])
        .when({ type: 'EraseCustomer', data: { customerId: 7 } })
        .then([erased]);
      expect([opened, deleted, erased].reduce(customerDecider.evolve, customerDecider.initialState)).toMatchObject({
        status: 'deleted',
        erased: true,
        details: { name: ERASED },
      });
    });

    it('refuses to erase what does not exist, and to update what was erased', () => {
      spec
        .given([])
        .when({ type: 'EraseCustomer', data: { customerId: 7 } })
        .thenThrows('customers.customerNotFound');
      spec
        .given([opened, erased])
        .when({ type: 'UpdateCustomer', data: { customerId: 7, details, parentExists: true, parentAncestors: [] } })
        .thenThrows('customers.erased');
    });

    it('keeps an erased customer open (its orders and payments go on) with its details erased', () => {
      const state = [opened, erased].reduce(customerDecider.evolve, customerDecider.initialState);
      expect(state).toEqual({
        status: 'open',
        customerId: 7,
        userId: null,
        erased: true,
        details: { ...details, name: ERASED, address1: ERASED, phone: ERASED },
      });
    });
  });
});
