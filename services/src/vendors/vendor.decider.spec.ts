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
});
