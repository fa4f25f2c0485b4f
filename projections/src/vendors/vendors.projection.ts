import { unhandled } from '@cargo/contracts';
import type { VendorEvent, VendorView } from '@cargo/contracts';
import { binOf, change, moveToBin, projection, restoreFromBin } from '../platform/projection';

export const VENDORS = 'vendors';

export const vendorsProjection = projection<VendorEvent>({
  name: 'vendors',
  collections: [VENDORS, binOf(VENDORS)],
  // 2: deleted vendors wait in the bin (rebuilt once, so vendors deleted before can be restored).
  version: 2,
  // The vendor list and pickers: sorted and searched by name.
  indexes: [{ collection: VENDORS, indexes: [['name']], text: ['name'] }],
  handles: ['VendorAdded', 'VendorUpdated', 'VendorDeleted', 'VendorRestored'],
  changes: (event) => {
    switch (event.type) {
      case 'VendorAdded':
        return [
          change<VendorView>(VENDORS, event.data.vendorId, () => ({ ...event.data.details, id: event.data.vendorId, dateCreated: event.metadata.timestamp })),
        ];
      case 'VendorUpdated':
        return [change<VendorView>(VENDORS, event.data.vendorId, (doc) => doc && { ...doc, ...event.data.details })];
      case 'VendorDeleted':
        return [moveToBin(VENDORS, event.data.vendorId)];
      case 'VendorRestored':
        return [restoreFromBin(VENDORS, event.data.vendorId)];
      default:
        return unhandled(event);
    }
  },
});
