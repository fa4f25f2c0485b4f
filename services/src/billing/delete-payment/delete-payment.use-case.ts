import { creditStream, paymentStream, type Currency } from '@cargo/contracts';
import { chunkedGet } from '../../platform/write-model/chunked-map';
import { streamCommand, type StreamCommand, type StreamRead, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { revertAmount } from '../credit.decider';
import { invoiceRead } from '../invoice-links';
import { creditRead, paymentRead } from '../payment-streams';

/** What a run records: the payment, and the credit balance when taking back what it did there is the removal's pivot. */
export interface PaymentRemoval {
  paymentId: number;
  credit?: { customerId: number; currencyId: Currency };
}

const removing = (paymentId: number) =>
  streamCommand('record', paymentRead(paymentId), { type: 'RemovePayment', data: { paymentId } }, { undo: { type: 'AbandonRemoval', data: { paymentId } } });
const revert = (paymentId: number, customerId: number, currencyId: Currency) =>
  streamCommand('revert-credit', creditRead(customerId, currencyId), { type: 'RevertCredit', data: { customerId, currencyId, paymentId } });

/** The payment, then (once it is settled) its credit balance and the invoices it paid. */
function readsOf(paymentId: number, states: StreamStates): StreamRead[] {
  const payment = paymentRead(paymentId);
  if (!states.has(payment)) return [payment];
  const state = states.of(payment);
  if (state.status !== 'settled' && state.status !== 'removing') return [payment];
  const { customerId, currencyId } = state.payment;
  return [payment, creditRead(customerId, currencyId), ...state.parts.map(({ invoiceId }) => invoiceRead(invoiceId))];
}

/** Each invoice the payment paid takes back exactly its part (one deleted since has nothing to take back), then the removal is recorded done. */
function takingBack(paymentId: number, states: StreamStates, withCredit: boolean): StreamCommand[] {
  const state = states.of(paymentRead(paymentId));
  if (state.status !== 'settled' && state.status !== 'removing') return [];
  const { customerId, currencyId } = state.payment;
  const reversals = state.parts.flatMap(({ invoiceId }, index) =>
    states.of(invoiceRead(invoiceId)).status === 'active'
      ? [streamCommand(`reverse-${index}`, invoiceRead(invoiceId), { type: 'ReversePayment', data: { invoiceId, paymentId } })]
      : [],
  );
  const settled = streamCommand('settle', paymentRead(paymentId), { type: 'SettleRemoval', data: { paymentId } });
  return [...(withCredit ? [revert(paymentId, customerId, currencyId)] : []), ...reversals, settled];
}

/**
 * Delete Payment: takes back exactly what the payment did. When it took or gave credit, taking that
 * back is the pivot: the payment is marked being removed first, and if the credit it left has been
 * spent meanwhile the balance refuses and the payment stands. Then each invoice takes back its part.
 */
export const deletePayment: UseCase<{ paymentId: number }, PaymentRemoval> = {
  name: 'remove-payment',
  reads: ({ paymentId }, states) => readsOf(paymentId, states),
  decide({ paymentId }, states) {
    const state = states.of(paymentRead(paymentId));
    // A payment not settled: its stream's own rule refuses (still being applied, or not found).
    if (state.status !== 'settled' && state.status !== 'removing') return { record: { paymentId }, before: [], pivot: removing(paymentId), after: [] };
    const { customerId, currencyId } = state.payment;
    const done = chunkedGet(states.of(creditRead(customerId, currencyId)).payments, paymentId);
    if (done && revertAmount(done) !== 0)
      return {
        record: { paymentId, credit: { customerId, currencyId } },
        before: [removing(paymentId)],
        pivot: revert(paymentId, customerId, currencyId),
        after: takingBack(paymentId, states, false),
      };
    return { record: { paymentId }, before: [], pivot: removing(paymentId), after: takingBack(paymentId, states, true) };
  },
  owed: ({ paymentId, credit }) => ({
    before: credit ? [removing(paymentId)] : [],
    pivot: credit
      ? { name: 'revert-credit', stream: creditStream(credit.customerId, credit.currencyId) }
      : { name: 'record', stream: paymentStream(paymentId) },
    reads: (_pivot, states) => readsOf(paymentId, states),
    // A run recorded by an earlier build took its credit back after the pivot too (nothing, when there was none).
    after: (_pivot, states) => takingBack(paymentId, states, !credit),
  }),
};
