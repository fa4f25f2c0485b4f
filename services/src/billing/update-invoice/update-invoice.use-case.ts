import { invoiceStream, notFound, trackingKey, type updateInvoiceSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { streamCommand, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { exchangeRatesRead, vndPerUsdOn } from '../../settings/public';
import { recordOf } from '../add-invoice/add-invoice.use-case';
import { decideInvoice, type ActiveInvoice } from '../invoice.decider';
import { checkLinks, invoiceRead, linkReads, trackingClaim, trackingRelease } from '../invoice-links';

export interface InvoiceChange {
  input: z.output<typeof updateInvoiceSchema>;
}

/** What a run records: the tracking number the invoice had when the form was saved, and the one it names. */
export interface InvoiceTrackingChange {
  invoiceId: number;
  previousTracking: string;
  nextTracking: string;
}

const active = ({ input }: InvoiceChange, states: StreamStates): ActiveInvoice => {
  const state = states.of(invoiceRead(input.id));
  if (state.status !== 'active') throw notFound('billing.invoiceNotFound');
  return state;
};

const trackingSteps = ({ invoiceId, previousTracking, nextTracking }: InvoiceTrackingChange) => {
  const moved = trackingKey(previousTracking) !== trackingKey(nextTracking);
  return { before: moved ? trackingClaim(nextTracking, invoiceId) : [], after: moved ? trackingRelease(previousTracking, invoiceId) : [] };
};

/**
 * Saves the invoice form: fields and charge lines in one decision. What it bills stays as created,
 * so only its customer and tracking number are checked; a new tracking number is claimed before the
 * change is recorded and the old one let go after. It keeps its exchange rate unless its date moves,
 * when it takes the new day's.
 */
export const updateInvoice: UseCase<InvoiceChange, InvoiceTrackingChange> = {
  name: 'update-invoice',
  reads(change, states) {
    const read = invoiceRead(change.input.id);
    if (!states.has(read)) return [read];
    const { invoice } = active(change, states);
    return [...linkReads({ ...change.input, typeId: invoice.typeId, associatedId: invoice.associatedId }), exchangeRatesRead];
  },
  decide(change, states) {
    const current = active(change, states);
    const { id: invoiceId, invoiceDetails: lines, ...header } = change.input;
    const dated = recordOf(header, current.invoice.invoiceDate);
    const vndPerUsd = dated.invoiceDate === current.invoice.invoiceDate ? current.invoice.vndPerUsd : vndPerUsdOn(states, dated.invoiceDate);
    const invoice = vndPerUsd === undefined ? dated : { ...dated, vndPerUsd };
    const update = { type: 'UpdateInvoice' as const, data: { invoiceId, invoice, lines } };
    // The invoice's own rules (paid, locked currency or customer, total), on the invoice as read: refused before a tracking number moves.
    decideInvoice(update, current);
    checkLinks({ ...invoice, typeId: current.invoice.typeId, associatedId: current.invoice.associatedId }, invoiceId, states);
    const record = { invoiceId, previousTracking: current.invoice.mtlTracking, nextTracking: invoice.mtlTracking };
    return { record, ...trackingSteps(record), pivot: streamCommand('record', invoiceRead(invoiceId), update) };
  },
  owed: (record) => ({ ...trackingSteps(record), pivot: { name: 'record', stream: invoiceStream(record.invoiceId) } }),
};
