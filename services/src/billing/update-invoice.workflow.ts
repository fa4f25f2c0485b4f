import { Injectable } from '@nestjs/common';
import { invoiceStream, trackingKey } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { livePayload, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow, Workflows } from '../platform/write-model/workflows';
import { invoiceDecider, type InvoiceCommand } from './invoice.decider';
import { InvoiceLinks } from './invoice-links';

export type UpdateInvoice = Extract<InvoiceCommand, { type: 'UpdateInvoice' }>['data'];

/** What a run records: the tracking number the invoice had when the form was saved, and the one it names. */
export interface InvoiceTrackingChange {
  invoiceId: number;
  previousTracking: string;
  nextTracking: string;
}

/** A saved invoice form: a new tracking number is claimed before the change is recorded, the old one let go after it. */
@Injectable()
export class UpdateInvoiceWorkflow extends ProvidedWorkflow<InvoiceTrackingChange, UpdateInvoice> {
  readonly name = 'update-invoice';

  constructor(
    workflows: Workflows,
    aggregates: AggregateRepository,
    private readonly links: InvoiceLinks,
  ) {
    super(workflows, aggregates);
  }

  plan({ invoiceId, previousTracking, nextTracking }: InvoiceTrackingChange, update: UpdateInvoice | null): WorkflowPlan {
    const newTracking = trackingKey(previousTracking) !== trackingKey(nextTracking);
    return {
      before: newTracking ? this.links.trackingClaim(nextTracking, invoiceId) : [],
      pivot: streamStep(this.aggregates, 'record', invoiceStream(invoiceId), invoiceDecider, () => ({
        type: 'UpdateInvoice' as const,
        data: livePayload(update),
      })),
      after: newTracking ? this.links.trackingRelease(previousTracking, invoiceId) : [],
    };
  }
}
