import { unhandled } from '@cargo/contracts';
import type { CreditEvent, PaymentEvent, PaymentView, RecordedEvent } from '@cargo/contracts';
import { dayOf, dayValue, dayValueIndexes } from '../platform/kept-by-day';
import { change, changeFollowed, projection } from '../platform/projection';

export const PAYMENTS = 'payments';
export const CUSTOMER_CREDITS = 'customer_credits';

/** The payment list, and which payments still have steps to run (`status`: the resumer reads it). */
export const paymentsProjection = projection<PaymentEvent>({
  name: 'payments',
  // 2: a payment keeps its tender and change.
  version: 2,
  collections: [PAYMENTS],
  indexes: [
    { collection: PAYMENTS, indexes: [['customerId', 'currencyId'], ['customerId', 'paymentDate'], ['currencyId'], ['status'], ['paymentDate', 'id']] },
  ],
  handles: ['PaymentReceived', 'PaymentSettled', 'PaymentRemoved', 'PaymentRemovalSettled', 'PaymentRemovalAbandoned'],
  changes: (event) => [change<PaymentView>(PAYMENTS, event.data.paymentId, (doc) => evolvePaymentView(doc, event))],
});

export function evolvePaymentView(doc: PaymentView | null, event: RecordedEvent<PaymentEvent>): PaymentView | null {
  switch (event.type) {
    case 'PaymentReceived': {
      const { paymentId, tender = 0, cashChange = 0, ...payment } = event.data;
      return {
        ...payment,
        tender,
        cashChange,
        id: paymentId,
        status: 'received',
        parts: [],
        creditUsed: 0,
        creditAdded: 0,
        createdBy: event.metadata.actor,
        dateCreated: event.metadata.timestamp,
      };
    }
    case 'PaymentSettled':
      return doc && { ...doc, status: 'settled', parts: event.data.parts, creditUsed: event.data.creditUsed, creditAdded: event.data.creditAdded };
    case 'PaymentRemoved':
      return doc && { ...doc, status: 'removing' };
    case 'PaymentRemovalAbandoned':
      return doc && { ...doc, status: 'settled' };
    case 'PaymentRemovalSettled':
      return null;
    default:
      return unhandled(event);
  }
}

export interface CustomerCreditsDoc {
  id: number;
  dollarCredits: number;
  dongCredits: number;
}

/** Each customer's credits as they stood at the end of each day they changed (a statement as of a date). */
export const CUSTOMER_CREDIT_DAYS = 'customer_credit_days';

/** Each customer's credit balances, one document per customer with both currencies (never added together). */
export const customerCreditsProjection = projection<CreditEvent>({
  name: 'customer-credits',
  // 2: credits kept by day, which older events never wrote.
  version: 2,
  collections: [CUSTOMER_CREDITS, CUSTOMER_CREDIT_DAYS],
  indexes: [dayValueIndexes(CUSTOMER_CREDIT_DAYS)],
  handles: ['CreditTaken', 'CreditGiven', 'CreditReverted'],
  changes: (event) => {
    const { customerId, currencyId, amount } = event.data;
    const delta = event.type === 'CreditTaken' ? -amount : amount;
    const field = currencyId === 'UsDollar' ? 'dollarCredits' : 'dongCredits';
    return [
      changeFollowed<CustomerCreditsDoc>(
        CUSTOMER_CREDITS,
        customerId,
        (doc) => ({ id: customerId, dollarCredits: 0, dongCredits: 0, ...doc, [field]: (doc?.[field] ?? 0) + delta }),
        (_before, after) => [dayValue(CUSTOMER_CREDIT_DAYS, String(customerId), dayOf(event), after)],
      ),
    ];
  },
});
