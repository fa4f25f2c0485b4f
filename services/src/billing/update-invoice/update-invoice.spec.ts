import { invoiceStream, invoiceTrackingClaimStream, trackingKey } from '@cargo/contracts';
import { useCaseSpec } from '../../testing/use-case-spec';
import { freight, given, header } from '../invoice-fixtures';
import { updateInvoice } from './update-invoice.use-case';

const spec = useCaseSpec(updateInvoice);
const saved = header({ mtlTracking: 'MTL-1', vndPerUsd: 24_000 });
const known = { ...given.rates, ...given.customers, ...given.invoice(30, saved), ...given.trackingHeldBy('MTL-1', 30) };

describe('update invoice (no store)', () => {
  it('claims a new tracking number before the change and lets the old one go after; keeps its rate while its date stays', () => {
    const decision = spec
      .given(known)
      .when({ input: { ...saved, id: 30, mtlTracking: 'MTL-2', invoiceDetails: [freight] } })
      .then({
        record: { invoiceId: 30, previousTracking: 'MTL-1', nextTracking: 'MTL-2' },
        before: [[invoiceTrackingClaimStream(trackingKey('MTL-2')), { type: 'Claim', data: { key: trackingKey('MTL-2'), holderId: 30 } }]],
        pivot: [invoiceStream(30), { type: 'UpdateInvoice', data: { invoiceId: 30, invoice: { ...saved, mtlTracking: 'MTL-2' }, lines: [freight] } }],
        after: [[invoiceTrackingClaimStream(trackingKey('MTL-1')), { type: 'Release', data: { key: trackingKey('MTL-1'), holderId: 30 } }]],
      });
    expect(decision.before[0].undo).toEqual({ type: 'Release', data: { key: trackingKey('MTL-2'), holderId: 30 } });
  });

  it("takes the new day's rate when its date moves, and moves no tracking number that only changed case", () => {
    spec
      .given(known)
      .when({ input: { ...saved, id: 30, mtlTracking: 'mtl-1', invoiceDate: '2026-11-27', invoiceDetails: [freight] } })
      .then({
        pivot: [
          invoiceStream(30),
          {
            type: 'UpdateInvoice',
            data: { invoiceId: 30, invoice: { ...saved, mtlTracking: 'mtl-1', invoiceDate: '2026-11-27', vndPerUsd: 25_000 }, lines: [freight] },
          },
        ],
      });
  });

  it('answers not found for an invoice that does not exist, and refuses a tracking number another invoice holds', () => {
    spec
      .given(given.rates)
      .when({ input: { ...saved, id: 31, invoiceDetails: [freight] } })
      .thenRefused('billing.invoiceNotFound');
    spec
      .given({ ...known, ...given.trackingHeldBy('MTL-2', 12) })
      .when({ input: { ...saved, id: 30, mtlTracking: 'MTL-2', invoiceDetails: [freight] } })
      .thenRefused('billing.duplicateTracking');
  });
});
