import type { RecordedEvent, VendorEvent } from '@cargo/contracts';
import { change, type Projection } from '../platform/projection';

export const VENDORS = 'vendors';

export const vendorsProjection: Projection = {
  name: 'vendors',
  collections: [VENDORS],
  indexes: [{ collection: VENDORS, indexes: [['name']] }],
  handles: ['VendorAdded'],
  changes: (event) => {
    const { data, metadata } = event as RecordedEvent<VendorEvent>;
    return [change(VENDORS, data.vendorId, () => ({ ...data.details, id: data.vendorId, dateCreated: metadata.timestamp }))];
  },
};
