import type { CreditEvent } from '@cargo/contracts';
import { deciderSpec } from '../testing/decider-spec';
import { creditDecider } from './credit.decider';

const spec = deciderSpec(creditDecider);
const ref = (paymentId: number) => ({ customerId: 4, currencyId: 'UsDollar' as const, paymentId });
const given = (paymentId: number, amount: number): CreditEvent => ({ type: 'CreditGiven', data: { ...ref(paymentId), amount } });
const taken = (paymentId: number, amount: number): CreditEvent => ({ type: 'CreditTaken', data: { ...ref(paymentId), amount } });

describe('credit decider', () => {
  it('takes credit for a payment, never more than the balance (the rest of the ask is simply not taken)', () => {
    spec
      .given([given(1, 500)])
      .when({ type: 'TakeCredit', data: { ...ref(2), amount: 300 } })
      .then([taken(2, 300)]);
    spec
      .given([given(1, 500)])
      .when({ type: 'TakeCredit', data: { ...ref(2), amount: 800 } })
      .then([taken(2, 500)]);
    spec
      .given([])
      .when({ type: 'TakeCredit', data: { ...ref(2), amount: 800 } })
      .then([taken(2, 0)]);
  });

  it('claims credit for a payment being recorded: all it asks for, or the payment is refused; asking again takes nothing', () => {
    spec
      .given([given(1, 500)])
      .when({ type: 'ClaimCredit', data: { ...ref(2), amount: 500 } })
      .then([taken(2, 500)]);
    spec
      .given([given(1, 500)])
      .when({ type: 'ClaimCredit', data: { ...ref(2), amount: 501 } })
      .thenThrows('billing.notEnoughCredit');
    // The payment that gave it was deleted first: nothing is left to claim.
    spec
      .given([given(1, 500), { type: 'CreditReverted', data: { ...ref(1), amount: -500 } }])
      .when({ type: 'ClaimCredit', data: { ...ref(2), amount: 500 } })
      .thenThrows('billing.notEnoughCredit');
    spec
      .given([given(1, 500), taken(2, 500)])
      .when({ type: 'ClaimCredit', data: { ...ref(2), amount: 500 } })
      .then([]);
    // Claimed first, the credit is spent: deleting the payment that gave it is refused.
    spec
      .given([given(1, 500), taken(2, 500)])
      .when({ type: 'RevertCredit', data: ref(1) })
      .thenThrows('billing.creditAlreadyUsed');
  });

  it('each step of a payment happens once: asking again (a resumed payment) records nothing', () => {
    spec
      .given([given(1, 500), taken(2, 300)])
      .when({ type: 'TakeCredit', data: { ...ref(2), amount: 300 } })
      .then([]);
    spec
      .given([given(1, 500)])
      .when({ type: 'GiveCredit', data: { ...ref(1), amount: 500 } })
      .then([]);
  });

  it('reverting a payment gives back what it took and takes back what it gave', () => {
    spec
      .given([given(1, 500), taken(2, 300), given(2, 40)])
      .when({ type: 'RevertCredit', data: ref(2) })
      .then([{ type: 'CreditReverted', data: { ...ref(2), amount: 260 } }]);
    spec
      .given([given(1, 500), { type: 'CreditReverted', data: { ...ref(1), amount: -500 } }])
      .when({ type: 'RevertCredit', data: ref(1) })
      .then([]);
  });

  it('refuses to revert a payment whose credit has been spent (the balance would go below zero)', () => {
    spec
      .given([given(1, 500), taken(2, 500)])
      .when({ type: 'RevertCredit', data: ref(1) })
      .thenThrows('billing.creditAlreadyUsed');
  });
});
