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
});
