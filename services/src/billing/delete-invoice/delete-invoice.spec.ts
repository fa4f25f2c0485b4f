import { invoiceStream, invoiceTrackingClaimStream, orderStream, trackingKey, type RecordedEvent } from '@cargo/contracts';
import { owedAfter, useCaseSpec } from '../../testing/use-case-spec';
import { given, header } from '../invoice-fixtures';
import { deleteInvoice } from './delete-invoice.use-case';

const spec = useCaseSpec(deleteInvoice);
const billed = header({ typeId: 'Order', associatedId: 5, mtlTracking: 'MTL-1' });

describe('delete invoice (no store)', () => {
  it('records the deletion, then lets go of the order it billed and its tracking number', () => {
    spec
      .given(given.invoice(30, billed))
      .when({ invoiceId: 30 })
      .then({
        record: { invoiceId: 30 },
        pivot: [invoiceStream(30), { type: 'DeleteInvoice', data: { invoiceId: 30 } }],
        after: [
          [orderStream(5), { type: 'RemoveOrderInvoice', data: { orderId: 5, invoiceId: 30 } }],
          [invoiceTrackingClaimStream(trackingKey('MTL-1')), { type: 'Release', data: { key: trackingKey('MTL-1'), holderId: 30 } }],
        ],
      });
  });

  it('owes, when resumed, what the deletion recorded: the same steps, from its event', () => {
    const recorded = [{ type: 'InvoiceDeleted', data: { invoiceId: 30, invoice: billed } }] as unknown as RecordedEvent[];
    expect(owedAfter(deleteInvoice, { invoiceId: 30 }, recorded)).toEqual([
      [orderStream(5), { type: 'RemoveOrderInvoice', data: { orderId: 5, invoiceId: 30 } }],
      [invoiceTrackingClaimStream(trackingKey('MTL-1')), { type: 'Release', data: { key: trackingKey('MTL-1'), holderId: 30 } }],
    ]);
  });
});
