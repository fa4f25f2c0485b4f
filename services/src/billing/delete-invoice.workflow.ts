import { Injectable } from '@nestjs/common';
import { invoiceStream, type InvoiceEvent } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { recordedBy, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow, Workflows } from '../platform/write-model/workflows';
import { invoiceDecider } from './invoice.decider';
import { InvoiceLinks } from './invoice-links';

/** Deletes an invoice (refused once a payment applied to it); then its order or shipment can be invoiced again and its tracking number is free. */
@Injectable()
export class DeleteInvoiceWorkflow extends ProvidedWorkflow<{ invoiceId: number }> {
  readonly name = 'delete-invoice';

  constructor(
    workflows: Workflows,
    aggregates: AggregateRepository,
    private readonly links: InvoiceLinks,
  ) {
    super(workflows, aggregates);
  }

  plan({ invoiceId }: { invoiceId: number }): WorkflowPlan {
    return {
      before: [],
      pivot: streamStep(this.aggregates, 'record', invoiceStream(invoiceId), invoiceDecider, { type: 'DeleteInvoice', data: { invoiceId } }),
      // What the deleted invoice held, as its deletion recorded it.
      after: (pivot) =>
        recordedBy<InvoiceEvent>(pivot).flatMap((event) =>
          event.type === 'InvoiceDeleted'
            ? [...this.links.unbilling(event.data.invoice, invoiceId), ...this.links.trackingRelease(event.data.invoice.mtlTracking, invoiceId)]
            : [],
        ),
    };
  }
}
