import type { PaymentEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { paymentDecider } from './payment.decider';

const spec = deciderSpec(paymentDecider);
const received: PaymentEvent = {
  type: 'PaymentReceived',
  data: { paymentId: 3, customerId: 4, currencyId: 'UsDollar', amount: 1000, creditToUse: 0, invoiceIds: [7], paymentDate: '2026-11-21', typeId: 1 },
};
const settled: PaymentEvent = {
  type: 'PaymentSettled',
  data: { paymentId: 3, parts: [{ invoiceId: 7, cash: 800, credit: 0 }], creditUsed: 0, creditAdded: 200 },
};

describe('payment decider', () => {
  it('records a payment once, and its settlement once', () => {
    spec.given([received]).when({ type: 'ReceivePayment', data: received.data }).thenThrows('error.concurrency');
    spec.given([received]).when({ type: 'SettlePayment', data: settled.data }).then([settled]);
    spec.given([received, settled]).when({ type: 'SettlePayment', data: settled.data }).then([]);
  });

  it('removes a settled payment; one still being applied is finished first; a removed one is gone', () => {
    spec
      .given([received])
      .when({ type: 'RemovePayment', data: { paymentId: 3 } })
      .thenThrows('error.concurrency');
    spec
      .given([received, settled])
      .when({ type: 'RemovePayment', data: { paymentId: 3 } })
      .then([{ type: 'PaymentRemoved', data: { paymentId: 3 } }]);
    spec
      .given([received, settled, { type: 'PaymentRemoved', data: { paymentId: 3 } }, { type: 'PaymentRemovalSettled', data: { paymentId: 3 } }])
      .when({ type: 'RemovePayment', data: { paymentId: 3 } })
      .thenThrows('billing.paymentNotFound');
  });

  it('an abandoned removal leaves the payment settled, so it can be removed later', () => {
    spec
      .given([received, settled, { type: 'PaymentRemoved', data: { paymentId: 3 } }, { type: 'PaymentRemovalAbandoned', data: { paymentId: 3 } }])
      .when({ type: 'RemovePayment', data: { paymentId: 3 } })
      .then([{ type: 'PaymentRemoved', data: { paymentId: 3 } }]);
  });
});
