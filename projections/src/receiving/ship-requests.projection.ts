import { type ShipRequestEvent, type ShipRequestView, type StorageTerms, type StorageTermsEvent, unhandled } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const SHIP_REQUESTS = 'ship_requests';

/** A request as kept: the view without what is read beside it (the customer's name, its packages and address now). */
export type ShipRequestDoc = Omit<ShipRequestView, 'customerName' | 'packages' | 'address'>;

function evolveShipRequestDoc(doc: ShipRequestDoc | null, event: ShipRequestEvent & { metadata: { timestamp: string } }): ShipRequestDoc | null {
  switch (event.type) {
    case 'ShipRequested':
      return {
        ...event.data.request,
        id: event.data.requestId,
        customerId: event.data.customerId,
        state: 'requested',
        shipmentId: null,
        dateCreated: event.metadata.timestamp,
      };
    case 'ShipRequestCancelled':
      return doc && { ...doc, state: 'cancelled' };
    case 'ShipRequestConsolidated':
      return doc && { ...doc, state: 'consolidated', shipmentId: event.data.shipmentId };
    default:
      return unhandled(event);
  }
}

/** Ship requests: staff's picking queue (open ones, oldest first) and a customer's own. */
export const shipRequestsProjection = projection<ShipRequestEvent>({
  name: 'ship-requests',
  collections: [SHIP_REQUESTS],
  indexes: [
    {
      collection: SHIP_REQUESTS,
      indexes: [
        ['state', 'id'],
        ['customerId', 'id'],
        ['customerId', 'state', 'id'],
      ],
    },
  ],
  handles: ['ShipRequested', 'ShipRequestCancelled', 'ShipRequestConsolidated'],
  changes: (event) => [change<ShipRequestDoc>(SHIP_REQUESTS, event.data.requestId, (doc) => evolveShipRequestDoc(doc, event))],
});

export const STORAGE_TERMS = 'storage_terms';
export const STORAGE_TERMS_ID = 'terms';
export type StorageTermsDoc = StorageTerms & { id: string };

/** The storage terms in force (one document; absent until root sets them: the defaults hold). */
export const storageTermsProjection = projection<StorageTermsEvent>({
  name: 'storage-terms',
  collections: [STORAGE_TERMS],
  handles: ['StorageTermsSet'],
  changes: (event) => [change<StorageTermsDoc>(STORAGE_TERMS, STORAGE_TERMS_ID, () => ({ id: STORAGE_TERMS_ID, ...event.data.terms }))],
});
