import type { VendorEvent } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const VENDORS = 'vendors';

export const vendorsProjection = projection<VendorEvent>({
  name: 'vendors',
  collections: [VENDORS],
  indexes: [{ collection: VENDORS, indexes: [['name']] }],
  handles: ['VendorAdded'],
  changes: (event) => {
    const { data, metadata } = event;
    return [change(VENDORS, data.vendorId, () => ({ ...data.details, id: data.vendorId, dateCreated: metadata.timestamp }))];
  },
});
