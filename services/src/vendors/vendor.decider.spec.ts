import type { VendorClaimEvent, VendorEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { vendorDecider } from './vendor.decider';

const spec = deciderSpec(vendorDecider);
const added: VendorEvent = {
  type: 'VendorAdded',
  data: { vendorId: 2, details: { name: 'Costco Wholesale', address1: '', address2: '', email: '', phone: '' } },
};

describe('vendor decider', () => {
  it('adds a new vendor', () => {
    spec.given([]).when({ type: 'AddVendor', data: added.data }).then([added]);
  });

  it('does not add the same vendor twice', () => {
    spec.given([added]).when({ type: 'AddVendor', data: added.data }).thenThrows('error.concurrency');
  });

  it('updates an active vendor, and refuses to update or delete one that is gone or never was', () => {
    const details = { ...added.data.details, phone: '2065550100' };
    spec
      .given([added])
      .when({ type: 'UpdateVendor', data: { vendorId: 2, details } })
      .then([{ type: 'VendorUpdated', data: { vendorId: 2, details } }]);
    spec
      .given([added])
      .when({ type: 'DeleteVendor', data: { vendorId: 2 } })
      .then([{ type: 'VendorDeleted', data: { vendorId: 2 } }]);
    spec
      .given([added, { type: 'VendorDeleted', data: { vendorId: 2 } }])
      .when({ type: 'UpdateVendor', data: { vendorId: 2, details } })
      .thenThrows('vendors.vendorNotFound');
    spec
      .given([])
      .when({ type: 'DeleteVendor', data: { vendorId: 2 } })
      .thenThrows('vendors.vendorNotFound');
  });

  it('restores a deleted vendor with the details it had, which can then be updated again', () => {
    const deleted: VendorEvent = { type: 'VendorDeleted', data: { vendorId: 2 } };
    const restored: VendorEvent = { type: 'VendorRestored', data: { vendorId: 2 } };
    spec
      .given([added, deleted])
      .when({ type: 'RestoreVendor', data: { vendorId: 2 } })
      .then([restored]);
    expect([added, deleted, restored].reduce(vendorDecider.evolve, vendorDecider.initialState)).toEqual({
      status: 'active',
      vendorId: 2,
      details: added.data.details,
      named: { byStock: false, expenses: 0 },
    });
    spec
      .given([added, deleted, restored])
      .when({ type: 'DeleteVendor', data: { vendorId: 2 } })
      .then([deleted]);
  });

  it('restores only a deleted vendor: an active one is refused, one that never was is not found', () => {
    spec
      .given([added])
      .when({ type: 'RestoreVendor', data: { vendorId: 2 } })
      .thenThrows('error.notDeleted');
    spec
      .given([])
      .when({ type: 'RestoreVendor', data: { vendorId: 2 } })
      .thenThrows('vendors.vendorNotFound');
  });

  describe('claims kept on its stream by what names it', () => {
    const byStock: VendorEvent | VendorClaimEvent = { type: 'VendorNamed', data: { vendorId: 2, by: 'stock' } };
    const byExpense: VendorClaimEvent = { type: 'VendorNamed', data: { vendorId: 2, by: 'expense' } };
    const expenseGone: VendorClaimEvent = { type: 'VendorUnnamed', data: { vendorId: 2, by: 'expense' } };

    it('names an active vendor, once for stock (rows are kept for good), once per expense', () => {
      spec
        .given([added])
        .when({ type: 'NameVendor', data: { vendorId: 2, by: 'stock' } })
        .then([byStock]);
      spec
        .given([added, byStock])
        .when({ type: 'NameVendor', data: { vendorId: 2, by: 'stock' } })
        .then([]);
      spec
        .given([added, byExpense])
        .when({ type: 'NameVendor', data: { vendorId: 2, by: 'expense' } })
        .then([byExpense]);
    });

    it('refuses to name a vendor that is deleted or never was', () => {
      spec
        .given([added, { type: 'VendorDeleted', data: { vendorId: 2 } }])
        .when({ type: 'NameVendor', data: { vendorId: 2, by: 'stock' } })
        .thenThrows('vendors.vendorNotFound');
      spec
        .given([])
        .when({ type: 'NameVendor', data: { vendorId: 2, by: 'expense' } })
        .thenThrows('vendors.vendorNotFound');
    });

    it('refuses a delete while stock or an expense names it, decided from its own stream', () => {
      spec
        .given([added, byStock])
        .when({ type: 'DeleteVendor', data: { vendorId: 2 } })
        .thenThrows('vendors.vendorHasStock');
      spec
        .given([added, byExpense])
        .when({ type: 'DeleteVendor', data: { vendorId: 2 } })
        .thenThrows('vendors.vendorHasExpenses');
      spec
        .given([added, byExpense, byExpense, expenseGone])
        .when({ type: 'DeleteVendor', data: { vendorId: 2 } })
        .thenThrows('vendors.vendorHasExpenses');
      spec
        .given([added, byExpense, byExpense, expenseGone, expenseGone])
        .when({ type: 'DeleteVendor', data: { vendorId: 2 } })
        .then([{ type: 'VendorDeleted', data: { vendorId: 2 } }]);
    });

    it('gives an expense claim back only when one is held', () => {
      spec
        .given([added, byExpense])
        .when({ type: 'UnnameVendor', data: { vendorId: 2, by: 'expense' } })
        .then([expenseGone]);
      spec
        .given([added])
        .when({ type: 'UnnameVendor', data: { vendorId: 2, by: 'expense' } })
        .then([]);
    });
  });
});
