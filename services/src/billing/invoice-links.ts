import {
  conflict,
  invalid,
  invoiceStream,
  invoiceTrackingClaimStream,
  orderStream,
  shipmentStream,
  trackingKey,
  type DomainError,
  type InvoiceRecord,
} from '@cargo/contracts';
import { customerRead } from '../customers/public';
import { orderDecider } from '../ordering/public';
import { uniqueClaimDecider, type UniqueClaimCommand } from '../platform/write-model/unique-claim.decider';
import { streamCommand, streamRead, type StreamCommand, type StreamRead, type StreamStates } from '../platform/write-model/use-case';
import { shipmentDecider } from '../shipping/public';
import { invoiceDecider } from './invoice.decider';

const trackingClaims = uniqueClaimDecider('billing.duplicateTracking');

export const invoiceRead = (invoiceId: number) => streamRead(invoiceStream(invoiceId), invoiceDecider);
const orderRead = (orderId: number) => streamRead(orderStream(orderId), orderDecider);
const shipmentRead = (shipmentId: number) => streamRead(shipmentStream(shipmentId), shipmentDecider);
const trackingRead = (mtlTracking: string) => streamRead(invoiceTrackingClaimStream(trackingKey(mtlTracking)), trackingClaims);

/** What an invoice bills: an order, a shipment, or nothing (General). */
export type BilledRecord = Pick<InvoiceRecord, 'typeId' | 'associatedId'>;
/** What an invoice names on other streams: its customer, what it bills, its tracking number. */
export type LinkedRecord = BilledRecord & Pick<InvoiceRecord, 'customerId' | 'mtlTracking'>;

/** The id of the order or shipment an invoice bills (null: General, or none). */
const billedId = ({ typeId, associatedId }: BilledRecord): number | null => (typeId === 'General' ? null : associatedId);

/**
 * The streams an invoice touches besides its own: its customer (must exist), the order or shipment
 * it bills (which records it, so each has one invoice at most), and its tracking number's claim.
 */
export function linkReads(invoice: LinkedRecord): StreamRead[] {
  const id = billedId(invoice);
  const billed = id === null ? [] : [invoice.typeId === 'Order' ? orderRead(id) : shipmentRead(id)];
  return [customerRead(invoice.customerId), ...billed, ...(invoice.mtlTracking === '' ? [] : [trackingRead(invoice.mtlTracking)])];
}

/** Refuses a missing customer, a missing order or shipment (or one billed to someone else, or billed already), a taken tracking number. */
export function checkLinks(invoice: LinkedRecord, invoiceId: number | null, states: StreamStates): void {
  if (states.of(customerRead(invoice.customerId)).status !== 'open')
    throw invalid('error.invalidInput', [{ path: 'customerId', code: 'validation.invalidChoice' }]);
  const id = billedId(invoice);
  if (id !== null) {
    const found = billedOn(invoice.typeId, id, states);
    if (found === undefined) throw invalid('error.invalidInput', [{ path: 'associatedId', code: 'billing.associatedNotFound' }]);
    // An order is billed to the customer who placed it, a shipment to its sender or its receiver.
    if (!found.customerIds.includes(invoice.customerId)) throw invalid('error.invalidInput', [{ path: 'customerId', code: 'billing.notTheOrdersCustomer' }]);
    if (found.invoiceId !== null && found.invoiceId !== invoiceId) throw conflict('billing.alreadyInvoiced');
  }
  if (invoice.mtlTracking !== '') {
    const { holder } = states.of(trackingRead(invoice.mtlTracking));
    if (holder !== null && holder !== invoiceId) throw conflict('billing.duplicateTracking');
  }
}

/** The billed order's or shipment's invoice id (null: none yet) and who may be billed for it; undefined: no such record. */
function billedOn(typeId: InvoiceRecord['typeId'], id: number, states: StreamStates): { invoiceId: number | null; customerIds: number[] } | undefined {
  if (typeId === 'Order') {
    const order = states.of(orderRead(id));
    return order.status === 'placed' ? { invoiceId: order.invoiceId, customerIds: [order.terms.customerId] } : undefined;
  }
  const shipment = states.of(shipmentRead(id));
  return shipment.status === 'active'
    ? { invoiceId: shipment.invoiceId, customerIds: [shipment.shipment.sender.customerId, shipment.shipment.receiver.customerId] }
    : undefined;
}

const tracking = (name: string, mtlTracking: string, invoiceId: number, type: UniqueClaimCommand['type'], undo?: UniqueClaimCommand['type']) => {
  const command = (claim: UniqueClaimCommand['type']): UniqueClaimCommand => ({ type: claim, data: { key: trackingKey(mtlTracking), holderId: invoiceId } });
  return streamCommand(name, trackingRead(mtlTracking), command(type), undo && { undo: command(undo) });
};

/** Holds the tracking number for the invoice (taken back by letting it go); none without one. */
export const trackingClaim = (mtlTracking: string, invoiceId: number): StreamCommand[] =>
  mtlTracking === '' ? [] : [tracking('claim-tracking', mtlTracking, invoiceId, 'Claim', 'Release')];

/** Lets the tracking number go, if the invoice holds it. */
export const trackingRelease = (mtlTracking: string, invoiceId: number): StreamCommand[] =>
  mtlTracking === '' ? [] : [tracking('release-tracking', mtlTracking, invoiceId, 'Release')];

/** The order's or shipment's own refusal, in the words of the invoice form. */
function billedRefusal(error: DomainError): DomainError {
  if (error.code === 'ordering.alreadyInvoiced' || error.code === 'shipping.alreadyInvoiced') return conflict('billing.alreadyInvoiced');
  if (error.code === 'ordering.onlyRegularInvoiced') return conflict('billing.onlyRegularOrders');
  return error;
}

/** Records the invoice on the order or shipment it bills, refused when that one has another invoice (taken back by removing it); none for a General invoice. */
export function billing(billed: BilledRecord, invoiceId: number): StreamCommand[] {
  const id = billedId(billed);
  if (id === null) return [];
  if (billed.typeId === 'Order')
    return [
      streamCommand(
        'bill',
        orderRead(id),
        { type: 'InvoiceOrder', data: { orderId: id, invoiceId } },
        { undo: { type: 'RemoveOrderInvoice', data: { orderId: id, invoiceId } }, refusal: billedRefusal },
      ),
    ];
  return [
    streamCommand(
      'bill',
      shipmentRead(id),
      { type: 'InvoiceShipment', data: { shipmentId: id, invoiceId } },
      { undo: { type: 'RemoveShipmentInvoice', data: { shipmentId: id, invoiceId } }, refusal: billedRefusal },
    ),
  ];
}

/** Removes the invoice from the order or shipment it billed, if it is still recorded there. */
export function unbilling(billed: BilledRecord, invoiceId: number): StreamCommand[] {
  const id = billedId(billed);
  if (id === null) return [];
  if (billed.typeId === 'Order') return [streamCommand('unbill', orderRead(id), { type: 'RemoveOrderInvoice', data: { orderId: id, invoiceId } })];
  return [streamCommand('unbill', shipmentRead(id), { type: 'RemoveShipmentInvoice', data: { shipmentId: id, invoiceId } })];
}
