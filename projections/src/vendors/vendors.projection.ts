import type { VendorEvent, VendorView } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const VENDORS = 'vendors';

export const vendorsProjection = projection<VendorEvent>({
  name: 'vendors',
  collections: [VENDORS],
  // The vendor list and pickers: sorted and searched by name.
  indexes: [{ collection: VENDORS, indexes: [['name']], text: ['name'] }],
  handles: ['VendorAdded', 'VendorUpdated', 'VendorDeleted'],
  changes: (event) => {
    switch (event.type) {
      case 'VendorAdded':
        return [change<VendorView>(VENDORS, event.data.vendorId, () => ({ ...event.data.details, id: event.data.vendorId, dateCreated: event.metadata.timestamp }))];
      case 'VendorUpdated':
        return [change<VendorView>(VENDORS, event.data.vendorId, (doc) => doc && { ...doc, ...event.data.details })];
      case 'VendorDeleted':
        return [change<VendorView>(VENDORS, event.data.vendorId, () => null)];
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
});
