import { Injectable } from '@nestjs/common';
import { invoiceStream } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { livePayload, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow, Workflows } from '../platform/write-model/workflows';
import { invoiceDecider, type InvoiceCommand } from './invoice.decider';
import { InvoiceLinks, type BilledRecord } from './invoice-links';

export type CreateInvoice = Extract<InvoiceCommand, { type: 'CreateInvoice' }>['data'];

/** What a run records: what the invoice holds besides itself. */
export interface NewInvoice extends BilledRecord {
  invoiceId: number;
  mtlTracking: string;
}

/** A new invoice: its tracking number is claimed and the order or shipment it bills records it before it is recorded. */
@Injectable()
export class AddInvoiceWorkflow extends ProvidedWorkflow<NewInvoice, CreateInvoice> {
  readonly name = 'add-invoice';

  constructor(
    workflows: Workflows,
    aggregates: AggregateRepository,
    private readonly links: InvoiceLinks,
  ) {
    super(workflows, aggregates);
  }

  plan(held: NewInvoice, invoice: CreateInvoice | null): WorkflowPlan {
    return {
      before: [...this.links.trackingClaim(held.mtlTracking, held.invoiceId), ...this.links.billing(held, held.invoiceId)],
      pivot: streamStep(this.aggregates, 'record', invoiceStream(held.invoiceId), invoiceDecider, () => ({
        type: 'CreateInvoice' as const,
        data: livePayload(invoice),
      })),
      after: [],
    };
  }
}
