import { project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { CUSTOMER_CREDIT_DAYS, CUSTOMER_CREDITS, customerCreditsProjection } from './payments.projection';

describe('customer credits projection', () => {
  it('given credit given, taken and given in dong over three days, keeps the balances and each day they ended at', () => {
    const events = recorded([
      { type: 'CreditGiven', data: { customerId: 7, currencyId: 'UsDollar', paymentId: 1, amount: 5000 } },
      { type: 'CreditTaken', data: { customerId: 7, currencyId: 'UsDollar', paymentId: 2, amount: 1500 } },
      { type: 'CreditGiven', data: { customerId: 7, currencyId: 'VietDong', paymentId: 3, amount: 200_000 } },
      { type: 'CreditReverted', data: { customerId: 8, currencyId: 'UsDollar', paymentId: 4, amount: 100 } },
    ]).map((event, index) => ({
      ...event,
      metadata: { ...event.metadata, timestamp: ['2026-11-01T08:00:00Z', '2026-11-01T17:00:00Z', '2026-11-03T09:00:00Z', '2026-11-03T09:00:00Z'][index] },
    }));
    const documents = project(customerCreditsProjection, events);
    expect(documents.get(`${CUSTOMER_CREDITS}/7`)).toEqual({ id: 7, dollarCredits: 3500, dongCredits: 200_000 });
    // The first day's value is how it ended that day (after both events), not after its first event.
    expect(documents.get(`${CUSTOMER_CREDIT_DAYS}/7@2026-11-01`)).toEqual({
      id: '7@2026-11-01',
      of: '7',
      day: '2026-11-01',
      value: { id: 7, dollarCredits: 3500, dongCredits: 0 },
    });
    expect(documents.get(`${CUSTOMER_CREDIT_DAYS}/7@2026-11-03`)).toMatchObject({ value: { dollarCredits: 3500, dongCredits: 200_000 } });
    expect(documents.get(`${CUSTOMER_CREDIT_DAYS}/8@2026-11-03`)).toMatchObject({ of: '8', value: { dollarCredits: 100 } });
    expect([...documents.keys()].filter((key) => key.startsWith(`${CUSTOMER_CREDIT_DAYS}/`))).toHaveLength(3);
  });
});
