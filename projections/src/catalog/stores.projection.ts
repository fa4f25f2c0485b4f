import { unhandled } from '@cargo/contracts';
import type { StoreEvent, StoreView } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const STORES = 'stores';

export const storesProjection = projection<StoreEvent>({
  name: 'stores',
  collections: [STORES],
  // A user's stores.
  indexes: [{ collection: STORES, indexes: [['userId']] }],
  handles: ['StoreRegistered'],
  changes: (event) => {
    switch (event.type) {
      case 'StoreRegistered':
        return [
          change<StoreView>(STORES, event.data.storeId, () => ({
            id: event.data.storeId,
            name: event.data.name,
            userId: event.data.userId,
            dateCreated: event.metadata.timestamp,
          })),
        ];
      default:
        return unhandled(event.type);
    }
  },
});
