import type { CustomerEvent, CustomerView, RecordedEvent } from '@cargo/contracts';
import { change, type Projection } from '../platform/projection';

export const CUSTOMERS = 'customers';

export const customersProjection: Projection = {
  name: 'customers',
  collections: [CUSTOMERS],
  handles: ['CustomerOpened'],
  changes: (event) => {
    const { data, metadata } = event as RecordedEvent<CustomerEvent>;
    return [change<CustomerView>(CUSTOMERS, data.customerId, () => ({ ...data, id: data.customerId, dateCreated: metadata.timestamp }))];
  },
};
