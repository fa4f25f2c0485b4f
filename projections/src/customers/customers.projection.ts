import { CUSTOMER_PERSONAL_FIELDS, erased, type CustomerEvent, type CustomerView, type RecordedEvent } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const CUSTOMERS = 'customers';

export const customersProjection = projection<CustomerEvent>({
  name: 'customers',
  collections: [CUSTOMERS],
  // The customer list's per-column "contains" filters, child accounts, and the picker's order by name.
  indexes: [{ collection: CUSTOMERS, indexes: [['parentCustomerId'], ['name']], text: ['idText', 'name', 'address1', 'address2', 'phone'] }],
  handles: ['CustomerOpened', 'CustomerUpdated', 'CustomerDeleted', 'CustomerErased'],
  changes: (event) => {
    const recorded = event;
    return [change<CustomerView>(CUSTOMERS, recorded.data.customerId, (doc) => evolveCustomer(doc, recorded))];
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
    case 'CustomerDeleted':
      return null;
    // Read as a replay after the erasure reads it: the sealed fields no longer open.
    case 'CustomerErased':
      return doc && { ...erased(doc, CUSTOMER_PERSONAL_FIELDS), erased: true };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
