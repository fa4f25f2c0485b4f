import {
  ERASED,
  invoiceCode,
  type CatalogEvent,
  type CustomerEvent,
  type InvoiceEvent,
  type OrderEvent,
  type SearchHit,
  type SearchKind,
  type ShipmentEvent,
  type VendorEvent,
  unhandled,
} from '@cargo/contracts';
import { binOf, change, moveToBin, projection, restoreFromBin, type DocumentChange } from '../platform/projection';

export const SEARCH_ENTRIES = 'search_entries';

/** One record the palette can find: the hit it shows, and the lower-cased text it is found by. */
export interface SearchEntry extends SearchHit {
  id: string;
  terms: string;
}

const HANDLED = [
  'CustomerOpened',
  'CustomerUpdated',
  'CustomerDeleted',
  'CustomerRestored',
  'CustomerErased',
  'VendorAdded',
  'VendorUpdated',
  'VendorDeleted',
  'VendorRestored',
  'ProductCreated',
  'ProductUpdated',
  'ProductDeleted',
  'ProductRestored',
  'OrderPlaced',
  'OrderDeleted',
  'InvoiceCreated',
  'InvoiceUpdated',
  'InvoiceDeleted',
  'ShipmentCreated',
  'ShipmentUpdated',
  'ShipmentDeleted',
] as const;
type SearchedEvent = Extract<CustomerEvent | VendorEvent | CatalogEvent | OrderEvent | InvoiceEvent | ShipmentEvent, { type: (typeof HANDLED)[number] }>;

const entryId = (kind: SearchKind, recordId: number) => `${kind}-${recordId}`;

/** The entry of a record, found by its id, its label and its detail (codes, names, phones, tracking numbers). */
function entry(kind: SearchKind, recordId: number, label: string, detail: string | null): SearchEntry {
  const terms = [String(recordId), label, detail].filter((text): text is string => Boolean(text) && text !== ERASED);
  return { id: entryId(kind, recordId), kind, recordId, label, detail, terms: [...new Set(terms)].join(' ').toLowerCase() };
}

const put = (next: SearchEntry) => change<SearchEntry>(SEARCH_ENTRIES, next.id, () => next);
const drop = (kind: SearchKind, recordId: number) => change<SearchEntry>(SEARCH_ENTRIES, entryId(kind, recordId), () => null);

/**
 * The command palette's index: one entry per customer, vendor, product, order, invoice and shipment,
 * searched by id (equality) or by "contains" on its terms (the trigram index), so a lookup costs the
 * entries it finds, whatever the number of records. A deleted record that can be restored waits in the bin.
 */
export const searchProjection = projection<SearchedEvent>({
  name: 'search',
  collections: [SEARCH_ENTRIES, binOf(SEARCH_ENTRIES)],
  indexes: [{ collection: SEARCH_ENTRIES, indexes: [['recordId']], text: ['terms'] }],
  handles: HANDLED,
  changes: (event): DocumentChange[] => {
    switch (event.type) {
      case 'CustomerOpened':
        return [put(entry('customer', event.data.customerId, event.data.name, event.data.phone))];
      case 'CustomerUpdated':
        return [put(entry('customer', event.data.customerId, event.data.details.name, event.data.details.phone))];
      case 'CustomerDeleted':
        return [moveToBin(SEARCH_ENTRIES, entryId('customer', event.data.customerId))];
      case 'CustomerRestored':
        return [restoreFromBin(SEARCH_ENTRIES, entryId('customer', event.data.customerId))];
      // The name and phone go, wherever the entry is: the customer is found by its id alone.
      case 'CustomerErased':
        return [SEARCH_ENTRIES, binOf(SEARCH_ENTRIES)].map((collection) =>
          change<SearchEntry>(collection, entryId('customer', event.data.customerId), (doc) => doc && entry('customer', doc.recordId, ERASED, null)),
        );
      case 'VendorAdded':
      case 'VendorUpdated':
        return [put(entry('vendor', event.data.vendorId, event.data.details.name, event.data.details.phone || null))];
      case 'VendorDeleted':
        return [moveToBin(SEARCH_ENTRIES, entryId('vendor', event.data.vendorId))];
      case 'VendorRestored':
        return [restoreFromBin(SEARCH_ENTRIES, entryId('vendor', event.data.vendorId))];
      case 'ProductCreated':
      case 'ProductUpdated':
        return [put(entry('product', event.data.productId, event.data.details.title, event.data.details.skuCode))];
      case 'ProductDeleted':
        return [moveToBin(SEARCH_ENTRIES, entryId('product', event.data.productId))];
      case 'ProductRestored':
        return [restoreFromBin(SEARCH_ENTRIES, entryId('product', event.data.productId))];
      case 'OrderPlaced':
        return [put(entry('order', event.data.orderId, `#${event.data.orderId}`, null))];
      case 'OrderDeleted':
        return [drop('order', event.data.orderId)];
      case 'InvoiceCreated':
      case 'InvoiceUpdated': {
        const invoice = event.type === 'InvoiceCreated' ? event.data.invoice : event.data.after;
        return [put(entry('invoice', event.data.invoiceId, invoiceCode(invoice.typeId, event.data.invoiceId), invoice.mtlTracking || null))];
      }
      case 'InvoiceDeleted':
        return [drop('invoice', event.data.invoiceId)];
      case 'ShipmentCreated':
      case 'ShipmentUpdated': {
        const shipment = event.type === 'ShipmentCreated' ? event.data.shipment : event.data.after;
        return [put(entry('shipment', event.data.shipmentId, shipment.mtlTracking || `#${event.data.shipmentId}`, shipment.shipmentDate))];
      }
      case 'ShipmentDeleted':
        return [drop('shipment', event.data.shipmentId)];
      default:
        return unhandled(event);
    }
  },
});
