// Breaks the read side's boundary: contact declares no use of ordering, yet reads its orders.
import { ORDERS, type ReadStore } from '@cargo/projections';

export const countOrders = (store: ReadStore) => store.count(ORDERS, {});
