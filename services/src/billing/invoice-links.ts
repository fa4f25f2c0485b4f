import { Injectable } from '@nestjs/common';
import { conflict, customerStream, invalid, invoiceTrackingClaimStream, orderStream, shipmentStream, trackingKey, type InvoiceRecord } from '@cargo/contracts';
import { customerDecider } from '../customers/public';
import { orderDecider } from '../ordering/public';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { uniqueClaimDecider, type UniqueClaimCommand } from '../platform/write-model/unique-claim.decider';
import { shipmentDecider } from '../shipping/public';
import { streamStep, type WorkflowStep } from '../platform/write-model/workflow';

const trackingClaims = uniqueClaimDecider('billing.duplicateTracking');

/**
 * The streams an invoice touches besides its own: its customer (must exist), its tracking number's
 * claim, and the order or shipment it bills (which records it, so each has one invoice at most): the
 * checks made before anything is written, and the workflow steps that hold and let go of each.
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
    return state.status === 'active'
      ? { invoiceId: state.invoiceId, customerIds: [state.shipment.sender.customerId, state.shipment.receiver.customerId] }
      : undefined;
  }

  /** Holds the tracking number for the invoice (taken back by letting it go); no step without one. */
  trackingClaim(mtlTracking: string, invoiceId: number): WorkflowStep[] {
    return mtlTracking === '' ? [] : [this.tracking('claim-tracking', mtlTracking, invoiceId, 'Claim', 'Release')];
  }

  /** Lets the tracking number go, if the invoice holds it. */
  trackingRelease(mtlTracking: string, invoiceId: number): WorkflowStep[] {
    return mtlTracking === '' ? [] : [this.tracking('release-tracking', mtlTracking, invoiceId, 'Release')];
  }

  /** Records the invoice on the order or shipment it bills, refused when that one has another invoice (taken back by removing it); no step for a General invoice. */
  billing(billed: BilledRecord, invoiceId: number): WorkflowStep[] {
    const id = billed.associatedId;
    if (id === null || billed.typeId === 'General') return [];
    if (billed.typeId === 'Order')
      return [
        streamStep(
          this.aggregates,
          'bill',
          orderStream(id),
          orderDecider,
          { type: 'InvoiceOrder', data: { orderId: id, invoiceId } },
          { type: 'RemoveOrderInvoice', data: { orderId: id, invoiceId } },
        ),
      ];
    return [
      streamStep(
        this.aggregates,
        'bill',
        shipmentStream(id),
        shipmentDecider,
        { type: 'InvoiceShipment', data: { shipmentId: id, invoiceId } },
        { type: 'RemoveShipmentInvoice', data: { shipmentId: id, invoiceId } },
      ),
    ];
  }

  /** Removes the invoice from the order or shipment it billed, if it is still recorded there. */
  unbilling(billed: BilledRecord, invoiceId: number): WorkflowStep[] {
    const id = billed.associatedId;
    if (id === null || billed.typeId === 'General') return [];
    if (billed.typeId === 'Order')
      return [streamStep(this.aggregates, 'unbill', orderStream(id), orderDecider, { type: 'RemoveOrderInvoice', data: { orderId: id, invoiceId } })];
    return [streamStep(this.aggregates, 'unbill', shipmentStream(id), shipmentDecider, { type: 'RemoveShipmentInvoice', data: { shipmentId: id, invoiceId } })];
  }

  private tracking(name: string, mtlTracking: string, invoiceId: number, type: UniqueClaimCommand['type'], undo?: UniqueClaimCommand['type']): WorkflowStep {
    const key = trackingKey(mtlTracking);
    const command = (claim: UniqueClaimCommand['type']): UniqueClaimCommand => ({ type: claim, data: { key, holderId: invoiceId } });
    return streamStep(this.aggregates, name, invoiceTrackingClaimStream(key), trackingClaims, command(type), undo && command(undo));
  }
}

/** What an invoice bills: an order, a shipment, or nothing (General). */
export type BilledRecord = Pick<InvoiceRecord, 'typeId' | 'associatedId'>;
