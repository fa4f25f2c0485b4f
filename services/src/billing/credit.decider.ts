import { conflict, type CreditEvent, type Currency, unhandled } from '@cargo/contracts';
import { chunkedGet, chunkedSet, emptyChunkedMap, type ChunkedMap } from '../platform/write-model/chunked-map';
import type { Decider } from '../platform/write-model/decider';

/** What one payment did to the balance; each step happens once, however often a resumed payment asks. */
interface PaymentCredit {
  taken: number | null;
  given: number | null;
  reverted: boolean;
}

export interface CreditState {
  balance: number;
  /** By payment id (a radix map: an entry per payment stays cheap however many payments the customer made). */
  payments: ChunkedMap<PaymentCredit>;
}

interface CreditRef {
  customerId: number;
  currencyId: Currency;
  paymentId: number;
}

export type CreditCommand =
  | { type: 'ClaimCredit'; data: CreditRef & { amount: number } }
  | { type: 'TakeCredit'; data: CreditRef & { amount: number } }
  | { type: 'GiveCredit'; data: CreditRef & { amount: number } }
  | { type: 'RevertCredit'; data: CreditRef };

const NONE: PaymentCredit = { taken: null, given: null, reverted: false };
const entry = (state: CreditState, paymentId: number) => chunkedGet(state.payments, paymentId) ?? NONE;
const withEntry = (state: CreditState, paymentId: number, change: Partial<PaymentCredit>, balance: number): CreditState => ({
  balance,
  payments: chunkedSet(state.payments, paymentId, { ...entry(state, paymentId), ...change }),
});

/** What removing the payment does to the balance: gives back what it took, takes back what it gave. */
export const revertAmount = (payment: PaymentCredit) => (payment.taken ?? 0) - (payment.given ?? 0);

/**
 * A customer's credit in one currency (`credit-{customer}-{currency}`): appends carry the expected
 * revision, so concurrent payments can never take it below zero; each payment's steps are recorded
 * against its id, so a payment resumed after a crash never takes or gives twice.
 */
export const creditDecider: Decider<CreditCommand, CreditEvent, CreditState> = {
  initialState: { balance: 0, payments: emptyChunkedMap() },
  snapshot: { version: 'credit-1', every: 500 },
  evolve: (state, event) => {
    const { paymentId, amount } = event.data;
    switch (event.type) {
      case 'CreditTaken':
        return withEntry(state, paymentId, { taken: amount }, state.balance - amount);
      case 'CreditGiven':
        return withEntry(state, paymentId, { given: amount }, state.balance + amount);
      case 'CreditReverted':
        return withEntry(state, paymentId, { reverted: true }, state.balance + amount);
      default:
        return unhandled(event);
    }
  },
  decide: (command, state) => {
    const done = entry(state, command.data.paymentId);
    switch (command.type) {
      case 'ClaimCredit':
        // Before the payment is recorded: all it asks for, or the payment is refused (a payment
        // deleted meanwhile took its credit back first). Once taken, asking again takes nothing.
        if (done.taken !== null || command.data.amount === 0) return [];
        if (command.data.amount > state.balance) throw conflict('billing.notEnoughCredit');
        return [{ type: 'CreditTaken', data: command.data }];
      case 'TakeCredit':
        // A payment recorded before claims were made (its run resumed): never below zero, it takes
        // what there is.
        if (done.taken !== null) return [];
        return [{ type: 'CreditTaken', data: { ...command.data, amount: Math.min(command.data.amount, Math.max(0, state.balance)) } }];
      case 'GiveCredit':
        if (done.given !== null || command.data.amount === 0) return [];
        return [{ type: 'CreditGiven', data: command.data }];
      case 'RevertCredit': {
        const amount = revertAmount(done);
        if (done.reverted || amount === 0) return [];
        if (state.balance + amount < 0) throw conflict('billing.creditAlreadyUsed');
        return [{ type: 'CreditReverted', data: { ...command.data, amount } }];
      }
      default:
        return unhandled(command);
    }
  },
};
