import {
  cashChangeOf,
  invalid,
  paymentStream,
  type Currency,
  type PaymentEvent,
  type PaymentPart,
  type PaymentReceived,
  type RecordedEvent,
  type SubmitPayment,
} from '@cargo/contracts';
import { chunkedGet } from '../../platform/write-model/chunked-map';
import { streamCommand, type StreamCommand, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { recordedBy } from '../../platform/write-model/workflow';
import { checkDropdownChoices, choiceReads, exchangeRatesRead, vndPerUsdOn, type DropdownChoice } from '../../settings/public';
import { dueTo, type InvoiceState } from '../invoice.decider';
import { invoiceRead } from '../invoice-links';
import { customerRead } from '../../customers/public';
import { creditRead, paymentRead } from '../payment-streams';

type Received = PaymentReceived['data'];
type Payer = Pick<Received, 'paymentId' | 'customerId' | 'currencyId' | 'amount' | 'invoiceIds'>;

/** What the payment claims before it is recorded (all of it, or the payment is refused). */
interface Claims {
  customerId: number;
  currencyId: Currency;
  creditToUse: number;
  invoiceIds: number[];
}

/**
 * What a run records: what it claimed (ids and amounts only: a run's stream is not sealed).
 * `claimsHold`: its invoice claims hold each invoice's part (false, or absent, on a run an earlier
 * build recorded: its parts were found as it went). A run from before claims has only its id.
 */
export interface ReceivingPayment {
  paymentId: number;
  claims?: Claims;
  claimsHold?: boolean;
}

const typeChoice = (payment: SubmitPayment): DropdownChoice => ({ field: 'typeId', dropdown: 'paymentType', optionId: payment.typeId });
const none = (invoiceId: number): PaymentPart => ({ invoiceId, cash: 0, credit: 0 });

/**
 * What each invoice takes of the payment, in order: credit first (it is the customer's already),
 * then cash, each at most what it may take of its amount due. An invoice this payment applied to
 * keeps what it took, and one it claims takes what its claim holds, so deciding again midway (a
 * stream read again after a conflict, a run resumed) decides the same parts. Another customer's
 * invoice, or one gone, takes nothing; so does, when `claimed` (a run past its claims), an invoice
 * the payment no longer claims (its part was nothing, and the claim let go).
 */
function partsOf(payment: Payer, credit: number, invoiceOf: (invoiceId: number) => InvoiceState, claimed = false): PaymentPart[] {
  let cash = payment.amount;
  let left = credit;
  return payment.invoiceIds.map((invoiceId) => {
    const state = invoiceOf(invoiceId);
    if (state.status !== 'active' || state.invoice.customerId !== payment.customerId || state.invoice.currencyId !== payment.currencyId) return none(invoiceId);
    const held = state.claims[payment.paymentId];
    const due = typeof held === 'number' ? held : claimed ? 0 : dueTo(state, payment.paymentId);
    const part = state.applied[payment.paymentId] ?? takeOf(due, left, cash);
    left -= part.credit;
    cash -= part.cash;
    return { invoiceId, ...part };
  });
}

function takeOf(due: number, credit: number, cash: number): { cash: number; credit: number } {
  const fromCredit = Math.min(credit, due);
  return { credit: fromCredit, cash: Math.min(cash, due - fromCredit) };
}

/** Before the payment is recorded: the credit it spends, and each invoice with what it will take there (held until it applies). */
function claimsOf(paymentId: number, { customerId, currencyId, creditToUse, invoiceIds }: Claims, parts: PaymentPart[] = []): StreamCommand[] {
  // Without `parts` (a run resumed before its pivot, which only takes its claims back) each holds nothing.
  const ref = { customerId, currencyId, paymentId };
  const credit =
    creditToUse > 0
      ? [
          streamCommand(
            'claim-credit',
            creditRead(customerId, currencyId),
            { type: 'ClaimCredit', data: { ...ref, amount: creditToUse } },
            { undo: { type: 'RevertCredit', data: ref } },
          ),
        ]
      : [];
  const invoices = invoiceIds.map((invoiceId, index) => {
    const held = (parts[index]?.cash ?? 0) + (parts[index]?.credit ?? 0);
    return streamCommand(
      `claim-invoice-${index}`,
      invoiceRead(invoiceId),
      { type: 'ClaimPayment', data: { invoiceId, paymentId, customerId, currencyId, held } },
      {
        undo: { type: 'ReleasePaymentClaim', data: { invoiceId, paymentId } },
        // Named on the form's field: an invoice deleted since the form was filled is not found.
        refusal: (error) => invalid('error.invalidInput', [{ path: `invoiceIds.${index}`, code: error.code }]),
      },
    );
  });
  return [...credit, ...invoices];
}

/**
 * After it is recorded: each invoice takes its part (a part of nothing lets the claim go), the
 * credit taken but not used and the cash left over go to the balance, and the outcome is recorded
 * on the payment's stream, its last write (where a resumed run finds its mark).
 */
function settlement(payment: Received, parts: PaymentPart[], creditTaken: number, applyTo = parts): StreamCommand[] {
  const { paymentId, customerId, currencyId, paymentDate } = payment;
  const creditUsed = parts.reduce((sum, part) => sum + part.credit, 0);
  const creditAdded = payment.amount - parts.reduce((sum, part) => sum + part.cash, 0);
  return [
    ...applyTo.map(({ invoiceId, cash, credit }, index) =>
      streamCommand(`apply-${index}`, invoiceRead(invoiceId), { type: 'ApplyPayment', data: { invoiceId, paymentId, currencyId, cash, credit, paymentDate } }),
    ),
    streamCommand('give-credit', creditRead(customerId, currencyId), {
      type: 'GiveCredit',
      data: { customerId, currencyId, paymentId, amount: creditTaken - creditUsed + creditAdded },
    }),
    streamCommand('settle', paymentRead(paymentId), {
      type: 'SettlePayment',
      data: { paymentId, parts: parts.filter((part) => part.cash + part.credit > 0), creditUsed, creditAdded },
    }),
  ];
}

const receivedIn = (pivot: RecordedEvent[]): Received => {
  const received = recordedBy<PaymentEvent>(pivot).find((event) => event.type === 'PaymentReceived');
  if (received?.type !== 'PaymentReceived') throw new Error('A payment run resumed after its pivot finds the payment it recorded');
  return received.data;
};

/**
 * What a run cut after its pivot still owes, from the credit balance and the invoices as they are:
 * each invoice keeps what it took or takes what its claim holds (`partsOf`). A run an earlier build
 * recorded holds nothing on its claims: an invoice it has not paid takes what it may then, and the
 * credit taken is at most what there is, as that build found them step by step.
 */
function resumedSettlement(pivot: RecordedEvent[], states: StreamStates, claimsHold: boolean): StreamCommand[] {
  const payment = receivedIn(pivot);
  const { paymentId, customerId, currencyId, creditToUse } = payment;
  const credit = states.of(creditRead(customerId, currencyId));
  const taken = chunkedGet(credit.payments, paymentId)?.taken ?? Math.min(creditToUse, Math.max(0, credit.balance));
  const parts = partsOf(payment, taken, (invoiceId) => states.of(invoiceRead(invoiceId)), claimsHold);
  const payable = parts.filter(({ invoiceId }) => states.of(invoiceRead(invoiceId)).status === 'active');
  const take = streamCommand('take-credit', creditRead(customerId, currencyId), {
    type: 'TakeCredit',
    data: { customerId, currencyId, paymentId, amount: creditToUse },
  });
  return [...(creditToUse > 0 ? [take] : []), ...settlement(payment, parts, taken, payable)];
}

/**
 * Submit Payment (the payment page, and the payment dialog's one invoice or Add Credit): for an open
 * customer, a payment type that exists, invoices of that customer in that currency, and credit
 * within the balance. What each invoice takes is decided here, from the streams as read; the credit
 * and each invoice are claimed for it (the invoice holding that part) before the payment is
 * recorded with the rate in force on its date, then carried through. A claim that loses a race
 * (the invoice deleted, the credit spent) refuses the payment and lets the other claims go.
 */
export const submitPayment: UseCase<{ payment: SubmitPayment }, ReceivingPayment> = {
  name: 'submit-payment',
  opens: 'payment',
  reads: ({ payment }) => [
    customerRead(payment.customerId),
    ...choiceReads([typeChoice(payment)]),
    exchangeRatesRead,
    ...payment.invoiceIds.map(invoiceRead),
    ...(payment.creditToUse > 0 ? [creditRead(payment.customerId, payment.currencyId)] : []),
  ],
  decide({ payment }, states) {
    if (states.of(customerRead(payment.customerId)).status !== 'open')
      throw invalid('error.invalidInput', [{ path: 'customerId', code: 'validation.invalidChoice' }]);
    checkDropdownChoices([typeChoice(payment)], states);
    const { cashChange: _sent, ...fields } = payment;
    const vndPerUsd = vndPerUsdOn(states, payment.paymentDate);
    const { customerId, currencyId, creditToUse, invoiceIds } = payment;
    const claims: Claims = { customerId, currencyId, creditToUse, invoiceIds };
    return (paymentId) => {
      const received: Received = { paymentId, ...fields, cashChange: cashChangeOf(payment), vndPerUsd };
      const parts = partsOf(received, creditToUse, (invoiceId) => states.of(invoiceRead(invoiceId)));
      return {
        record: { paymentId, claims, claimsHold: true },
        before: claimsOf(paymentId, claims, parts),
        pivot: streamCommand('record', paymentRead(paymentId), { type: 'ReceivePayment', data: received }),
        after: settlement(received, parts, creditToUse),
      };
    };
  },
  owed: ({ paymentId, claims, claimsHold = false }) => ({
    before: claims ? claimsOf(paymentId, claims) : [],
    pivot: { name: 'record', stream: paymentStream(paymentId) },
    reads: (pivot) => {
      const { customerId, currencyId, invoiceIds } = receivedIn(pivot);
      return [creditRead(customerId, currencyId), ...invoiceIds.map(invoiceRead)];
    },
    after: (pivot, states) => resumedSettlement(pivot, states, claimsHold),
  }),
};
