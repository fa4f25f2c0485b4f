import type { VendorEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { vendorDecider } from './vendor.decider';

const spec = deciderSpec(vendorDecider);
const added: VendorEvent = { type: 'VendorAdded', data: { vendorId: 2, details: { name: 'Costco Wholesale', address1: '', address2: '', email: '', phone: '' } } };

describe('vendor decider', () => {
  it('adds a new vendor', () => {
    spec.given([]).when({ type: 'AddVendor', data: added.data }).then([added]);
  });

  it('does not add the same vendor twice', () => {
    spec.given([added]).when({ type: 'AddVendor', data: added.data }).thenThrows('error.concurrency');
  });

  it('updates an active vendor, and refuses to update or delete one that is gone or never was', () => {
    const details = { ...added.data.details, phone: '2065550100' };
    spec.given([added]).when({ type: 'UpdateVendor', data: { vendorId: 2, details } }).then([{ type: 'VendorUpdated', data: { vendorId: 2, details } }]);
    spec.given([added]).when({ type: 'DeleteVendor', data: { vendorId: 2 } }).then([{ type: 'VendorDeleted', data: { vendorId: 2 } }]);
    spec.given([added, { type: 'VendorDeleted', data: { vendorId: 2 } }]).when({ type: 'UpdateVendor', data: { vendorId: 2, details } }).thenThrows('vendors.vendorNotFound');
    spec.given([]).when({ type: 'DeleteVendor', data: { vendorId: 2 } }).thenThrows('vendors.vendorNotFound');
  });

  it('restores a deleted vendor with the details it had, which can then be updated again', () => {
    const deleted: VendorEvent = { type: 'VendorDeleted', data: { vendorId: 2 } };
    const restored: VendorEvent = { type: 'VendorRestored', data: { vendorId: 2 } };
    spec.given([added, deleted]).when({ type: 'RestoreVendor', data: { vendorId: 2 } }).then([restored]);
    expect([added, deleted, restored].reduce(vendorDecider.evolve, vendorDecider.initialState)).toEqual({ status: 'active', vendorId: 2, details: added.data.details });
    spec.given([added, deleted, restored]).when({ type: 'DeleteVendor', data: { vendorId: 2 } }).then([deleted]);
  });

  it('restores only a deleted vendor: an active one is refused, one that never was is not found', () => {
    spec.given([added]).when({ type: 'RestoreVendor', data: { vendorId: 2 } }).thenThrows('error.notDeleted');
    spec.given([]).when({ type: 'RestoreVendor', data: { vendorId: 2 } }).thenThrows('vendors.vendorNotFound');
  });
});
