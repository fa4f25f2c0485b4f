import { orderTotal, type OrderEvent, type OrderTerms, type OrderView, type RecordedEvent, unhandled } from '@cargo/contracts';
import { change, projection } from '../platform/projection';

export const ORDERS = 'orders';

export const ordersProjection = projection<OrderEvent>({
  name: 'orders',
  collections: [ORDERS],
  // The order lists: by customer, type (tabs), invoice; sorted by number, total or date; "product title contains".
  indexes: [
    {
      collection: ORDERS,
      indexes: [['customerId'], ['typeId'], ['typeId', 'invoiceId'], ['invoiceId'], ['total'], ['dateCreated'], ['shipmentGroupId', 'typeId']],
      text: ['productTitles'],
    },
  ],
  handles: ['OrderPlaced', 'OrderRevised', 'OrderDeleted', 'OrderUnheld', 'OrderInvoiced', 'OrderInvoiceRemoved', 'OrderAddedToShipmentGroup'],
  changes: (event) => {
    const recorded = event;
    return [change<OrderView>(ORDERS, recorded.data.orderId, (doc) => evolveOrderView(doc, recorded))];
  },
});

function withTerms(terms: OrderTerms) {
  return {
    ...terms,
    productTitles: terms.lines.map((line) => line.productTitle).join(' | '),
    total: orderTotal(terms),
  };
}

export function evolveOrderView(doc: OrderView | null, event: RecordedEvent<OrderEvent>): OrderView | null {
  const when = event.metadata.timestamp;
  switch (event.type) {
    case 'OrderPlaced': {
      const { orderId, ...terms } = event.data;
      return {
        ...withTerms(terms),
        id: orderId,
        invoiceId: null,
        shipmentGroupId: null,
        createdBy: event.metadata.actor,
        dateCreated: when,
        dateUpdated: when,
      };
    }
    case 'OrderRevised': {
      const { orderId: _orderId, ...terms } = event.data;
      return doc && { ...doc, ...withTerms(terms), dateUpdated: when };
    }
    case 'OrderDeleted':
      return null;
    case 'OrderUnheld':
      return doc && { ...doc, typeId: 'Stale', dateUpdated: when };
    case 'OrderInvoiced':
      return doc && { ...doc, invoiceId: event.data.invoiceId, dateUpdated: when };
    case 'OrderInvoiceRemoved':
      return doc && { ...doc, invoiceId: null, dateUpdated: when };
    case 'OrderAddedToShipmentGroup':
      return doc && { ...doc, shipmentGroupId: event.data.shipmentGroupId, dateUpdated: when };
    default:
      return unhandled(event);
  }
}
