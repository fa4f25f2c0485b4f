import { Injectable } from '@nestjs/common';
import { conflict, customerStream, invalid, invoiceTrackingClaimStream, orderStream, shipmentStream, trackingKey, type InvoiceRecord } from '@cargo/contracts';
import { customerDecider } from '../customers/public';
import { orderDecider } from '../ordering/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { CommandContext } from '../platform/write-model/command-context';
import { uniqueClaimDecider } from '../platform/write-model/unique-claim.decider';
import { shipmentDecider } from '../shipping/public';

const trackingClaims = uniqueClaimDecider('billing.duplicateTracking');

/**
 * The streams an invoice touches besides its own: its customer (must exist), its tracking number's
 * claim, and the order or shipment it bills (which records it, so each has one invoice at most).
 * Each returns the position it wrote at.
 */
@Injectable()
export class InvoiceLinks {
  constructor(private readonly aggregates: AggregateRepository) {}

  /** Refuses, before anything is written, a missing customer, a missing order or shipment, a taken tracking number. */
  async check(invoice: InvoiceRecord, invoiceId: number | null): Promise<void> {
    const { state: customer } = await this.aggregates.load(customerStream(invoice.customerId), customerDecider);
    if (customer.status !== 'open') throw invalid('error.invalidInput', [{ path: 'customerId', code: 'validation.invalidChoice' }]);
    if (invoice.associatedId !== null && invoice.typeId !== 'General') {
      const found = invoice.typeId === 'Order' ? await this.orderInvoice(invoice.associatedId) : await this.shipmentInvoice(invoice.associatedId);
      if (found === undefined) throw invalid('error.invalidInput', [{ path: 'associatedId', code: 'billing.associatedNotFound' }]);
      // An order is billed to the customer who placed it, a shipment to its sender or its receiver.
      if (!found.customerIds.includes(invoice.customerId)) throw invalid('error.invalidInput', [{ path: 'customerId', code: 'billing.notTheOrdersCustomer' }]);
      if (found.invoiceId !== null && found.invoiceId !== invoiceId) throw conflict('billing.alreadyInvoiced');
    }
    if (invoice.mtlTracking !== '') {
      const { state } = await this.aggregates.load(invoiceTrackingClaimStream(trackingKey(invoice.mtlTracking)), trackingClaims);
      if (state.holder !== null && state.holder !== invoiceId) throw conflict('billing.duplicateTracking');
    }
  }

  /** The order's invoice id (null: none yet) and who may be billed for it; undefined: no such order. */
  private async orderInvoice(orderId: number): Promise<{ invoiceId: number | null; customerIds: number[] } | undefined> {
    const { state } = await this.aggregates.load(orderStream(orderId), orderDecider);
    return state.status === 'placed' ? { invoiceId: state.invoiceId, customerIds: [state.terms.customerId] } : undefined;
  }

  private async shipmentInvoice(shipmentId: number): Promise<{ invoiceId: number | null; customerIds: number[] } | undefined> {
    const { state } = await this.aggregates.load(shipmentStream(shipmentId), shipmentDecider);
    return state.status === 'active' ? { invoiceId: state.invoiceId, customerIds: [state.shipment.sender.customerId, state.shipment.receiver.customerId] } : undefined;
  }

  async claimTracking(mtlTracking: string, invoiceId: number, context: CommandContext): Promise<bigint> {
    if (mtlTracking === '') return 0n;
    const key = trackingKey(mtlTracking);
    return (await this.aggregates.execute(invoiceTrackingClaimStream(key), trackingClaims, { type: 'Claim', data: { key, holderId: invoiceId } }, context)).position;
  }

  async releaseTracking(mtlTracking: string, invoiceId: number, context: CommandContext): Promise<bigint> {
    if (mtlTracking === '') return 0n;
    const key = trackingKey(mtlTracking);
    return (await this.aggregates.execute(invoiceTrackingClaimStream(key), trackingClaims, { type: 'Release', data: { key, holderId: invoiceId } }, context)).position;
  }

  /** Records the invoice on the order or shipment it bills (refused when that one has another invoice). */
  async link(invoice: InvoiceRecord, invoiceId: number, context: CommandContext): Promise<bigint> {
    if (invoice.associatedId === null || invoice.typeId === 'General') return 0n;
    const id = invoice.associatedId;
    if (invoice.typeId === 'Order') return (await this.aggregates.execute(orderStream(id), orderDecider, { type: 'InvoiceOrder', data: { orderId: id, invoiceId } }, context)).position;
    return (await this.aggregates.execute(shipmentStream(id), shipmentDecider, { type: 'InvoiceShipment', data: { shipmentId: id, invoiceId } }, context)).position;
  }

  async unlink(invoice: InvoiceRecord, invoiceId: number, context: CommandContext): Promise<bigint> {
    if (invoice.associatedId === null || invoice.typeId === 'General') return 0n;
    const id = invoice.associatedId;
    if (invoice.typeId === 'Order') return (await this.aggregates.execute(orderStream(id), orderDecider, { type: 'RemoveOrderInvoice', data: { orderId: id, invoiceId } }, context)).position;
    return (await this.aggregates.execute(shipmentStream(id), shipmentDecider, { type: 'RemoveShipmentInvoice', data: { shipmentId: id, invoiceId } }, context)).position;
  }
}
