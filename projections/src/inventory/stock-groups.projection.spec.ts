import type { DomainEvent } from '@cargo/contracts';
import { project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { stockGroupsProjection } from './stock-groups.projection';

const added: DomainEvent = {
  type: 'StockGroupAdded',
  data: { stockGroupId: 4, vendorId: 7, datePurchased: '2026-11-02', lines: [{ productId: 1, stockId: 10, quantity: 3, stockPrice: 1250 }], subtotal: 3750 },
};

describe('stock groups projection', () => {
  it('lists a recorded purchase as Pending with its subtotal, vendor and author', () => {
    expect(project(stockGroupsProjection, recorded([added])).get('stock_groups/4')).toMatchObject({
      id: 4,
      vendorId: 7,
      subtotal: 3750,
      paymentStatus: 'Pending',
      lines: [{ stockId: 10 }],
      createdBy: 'tester',
    });
  });

  it('follows its payment status, and drops it from the list when it is deleted', () => {
    const paid: DomainEvent = { type: 'StockGroupPaymentStatusChanged', data: { stockGroupId: 4, paymentStatus: 'Paid' } };
    expect(project(stockGroupsProjection, recorded([added, paid])).get('stock_groups/4')).toMatchObject({ paymentStatus: 'Paid' });
    const deleted: DomainEvent = { type: 'StockGroupDeleted', data: { stockGroupId: 4 } };
    expect(project(stockGroupsProjection, recorded([added, deleted])).has('stock_groups/4')).toBe(false);
  });
});
