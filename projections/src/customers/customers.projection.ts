import { CUSTOMER_PERSONAL_FIELDS, erased, type CustomerEvent, type CustomerView, type RecordedEvent, unhandled } from '@cargo/contracts';
import { binOf, change, moveToBin, projection, restoreFromBin } from '../platform/projection';

export const CUSTOMERS = 'customers';

export const customersProjection = projection<CustomerEvent>({
  name: 'customers',
  collections: [CUSTOMERS, binOf(CUSTOMERS)],
  // 2: deleted customers wait in the bin (rebuilt once, so customers deleted before can be restored).
  version: 2,
  // The customer list's per-column "contains" filters, child accounts, and the picker's order by name.
  indexes: [{ collection: CUSTOMERS, indexes: [['parentCustomerId'], ['name']], text: ['idText', 'name', 'address1', 'address2', 'phone'] }],
  handles: ['CustomerOpened', 'CustomerUpdated', 'CustomerDeleted', 'CustomerRestored', 'CustomerErased'],
  changes: (event) => {
    const recorded = event;
    const { customerId } = recorded.data;
    switch (recorded.type) {
      case 'CustomerDeleted':
        return [moveToBin(CUSTOMERS, customerId)];
      case 'CustomerRestored':
        return [restoreFromBin(CUSTOMERS, customerId)];
      // A deleted customer's record waits in the bin: its personal data is erased there too.
      case 'CustomerErased':
        return [CUSTOMERS, binOf(CUSTOMERS)].map((collection) => change<CustomerView>(collection, customerId, (doc) => evolveCustomer(doc, recorded)));
      default:
        return [change<CustomerView>(CUSTOMERS, customerId, (doc) => evolveCustomer(doc, recorded))];
    }
  },
});

export function evolveCustomer(doc: CustomerView | null, event: RecordedEvent<CustomerEvent>): CustomerView | null {
  switch (event.type) {
    case 'CustomerOpened': {
      const { customerId, ...details } = event.data;
      return { ...details, id: customerId, idText: String(customerId), dateCreated: event.metadata.timestamp };
    }
    case 'CustomerUpdated':
      return doc && { ...doc, ...event.data.details };
    // Moved to and from the bin whole (see `changes`).
    case 'CustomerDeleted':
    case 'CustomerRestored':
      return doc;
    // Read as a replay after the erasure reads it: the sealed fields no longer open.
    case 'CustomerErased':
      return doc && { ...erased(doc, CUSTOMER_PERSONAL_FIELDS), erased: true };
    default:
      return unhandled(event);
  }
}
