import { invoiceStream, type InvoiceEvent, type RecordedEvent } from '@cargo/contracts';
import { streamCommand, type UseCase } from '../../platform/write-model/use-case';
import { recordedBy } from '../../platform/write-model/workflow';
import { trackingRelease, invoiceRead, unbilling } from '../invoice-links';

/** What the deleted invoice held, as its deletion recorded it: the order or shipment can be invoiced again and its tracking number is free. */
const letGo = (invoiceId: number) => (pivot: RecordedEvent[]) =>
  recordedBy<InvoiceEvent>(pivot).flatMap((event) =>
    event.type === 'InvoiceDeleted' ? [...unbilling(event.data.invoice, invoiceId), ...trackingRelease(event.data.invoice.mtlTracking, invoiceId)] : [],
  );

/** Deletes an invoice (its stream refuses once a payment applied to it or claims it); then what it held is let go. */
export const deleteInvoice: UseCase<{ invoiceId: number }, { invoiceId: number }> = {
  name: 'delete-invoice',
  reads: ({ invoiceId }) => [invoiceRead(invoiceId)],
  decide: ({ invoiceId }, states) => {
    const state = states.of(invoiceRead(invoiceId));
    const held = state.status === 'active' ? { ...state.invoice } : null;
    return {
      record: { invoiceId },
      before: [],
      pivot: streamCommand('record', invoiceRead(invoiceId), { type: 'DeleteInvoice', data: { invoiceId } }),
      after: held ? [...unbilling(held, invoiceId), ...trackingRelease(held.mtlTracking, invoiceId)] : [],
    };
  },
  owed: ({ invoiceId }) => ({ before: [], pivot: { name: 'record', stream: invoiceStream(invoiceId) }, after: letGo(invoiceId) }),
};
