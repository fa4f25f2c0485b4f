import { invoiceStream, type addInvoiceSchema, type InvoiceHeader, type InvoiceRecord } from '@cargo/contracts';
import type { z } from 'zod';
import { streamCommand, type UseCase } from '../../platform/write-model/use-case';
import { exchangeRatesRead, vndPerUsdOn } from '../../settings/public';
import { decideInvoice, invoiceDecider } from '../invoice.decider';
import { billing, checkLinks, invoiceRead, linkReads, trackingClaim, type BilledRecord } from '../invoice-links';

export interface InvoiceRequest {
  input: z.output<typeof addInvoiceSchema>;
  /** The day the invoice is asked for: its date when the form leaves it blank. */
  today: string;
}

/** What a run records: what the invoice holds besides itself. */
export interface NewInvoice extends BilledRecord {
  invoiceId: number;
  mtlTracking: string;
}

/** The invoice date falls back to `fallback` (the day it is created, or the date it had). */
export const recordOf = ({ invoiceDate, ...header }: InvoiceHeader, fallback: string): InvoiceRecord => ({ ...header, invoiceDate: invoiceDate ?? fallback });

const held = (invoiceId: number, invoice: Pick<InvoiceRecord, 'typeId' | 'associatedId' | 'mtlTracking'>): NewInvoice => ({
  invoiceId,
  typeId: invoice.typeId,
  associatedId: invoice.associatedId,
  mtlTracking: invoice.mtlTracking,
});

const holding = (record: NewInvoice) => [...trackingClaim(record.mtlTracking, record.invoiceId), ...billing(record, record.invoiceId)];

/**
 * A new invoice, which keeps the exchange rate in force on its date: its tracking number is claimed
 * and the order or shipment it bills records it (one invoice each) before it is recorded.
 */
export const addInvoice: UseCase<InvoiceRequest, NewInvoice> = {
  name: 'add-invoice',
  opens: 'invoice',
  reads: ({ input }) => [...linkReads(input), exchangeRatesRead],
  decide({ input, today }, states) {
    const { invoiceDetails: lines, ...header } = input;
    const dated = recordOf(header, today);
    const invoice: InvoiceRecord = { ...dated, vndPerUsd: vndPerUsdOn(states, dated.invoiceDate) };
    // The invoice's own rules (its lines and total), before an id is spent on it.
    decideInvoice({ type: 'CreateInvoice', data: { invoiceId: 0, invoice, lines } }, invoiceDecider.initialState);
    checkLinks(invoice, null, states);
    return (invoiceId) => {
      const record = held(invoiceId, invoice);
      return {
        record,
        before: holding(record),
        pivot: streamCommand('record', invoiceRead(invoiceId), { type: 'CreateInvoice', data: { invoiceId, invoice, lines } }),
        after: [],
      };
    };
  },
  owed: (record) => ({ before: holding(record), pivot: { name: 'record', stream: invoiceStream(record.invoiceId) }, after: [] }),
};
