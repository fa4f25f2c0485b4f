import { Injectable } from '@nestjs/common';
import { creditStream, DomainError, invalid, invoiceStream, paymentStream, type Currency, type PaymentPart, type PaymentReceived } from '@cargo/contracts';
import type { CommandContext } from '../platform/write-model/command-context';
import { latest } from '../platform/write-model/positions';
import { chunkedGet } from '../platform/write-model/chunked-map';
import { livePayload, streamStep, type WorkflowPlan, type WorkflowStep } from '../platform/write-model/workflow';
import { ProvidedWorkflow } from '../platform/write-model/workflows';
import { creditDecider } from './credit.decider';
import { invoiceDecider } from './invoice.decider';
import { paymentDecider, type PaymentCommand } from './payment.decider';

export type ReceivedPayment = Extract<PaymentCommand, { type: 'ReceivePayment' }>['data'];

/** What a run needs to take its claims back; a run recorded before payments made claims has only its id. */
export interface SubmitPaymentInput {
  paymentId: number;
  claims?: { customerId: number; currencyId: Currency; creditToUse: number; invoiceIds: number[] };
}

/**
 * Before a payment is recorded it claims what it will use, each on its own stream: the credit it
 * spends (taken whole, or the payment is refused) and each invoice it pays (which is then not deleted
 * until the payment applies there). A delete of the invoice, or of the payment whose credit this is,
 * meets the claim on the same stream: whichever comes first wins, and the other is refused. The
 * payment is then recorded on its own stream (the pivot) and carried through the streams it touches,
 * each step keyed by the payment's id (an invoice applies a payment once; the credit balance takes
 * and gives for a payment once), so running it again, after a crash or beside another runner, does
 * nothing twice and reaches the same result. A run that dies before the pivot lets its claims go.
 */
@Injectable()
export class SubmitPaymentWorkflow extends ProvidedWorkflow<SubmitPaymentInput, ReceivedPayment> {
  readonly name = 'submit-payment';

  plan({ paymentId, claims }: SubmitPaymentInput, payment: ReceivedPayment | null): WorkflowPlan {
    const stream = paymentStream(paymentId);
    return {
      before: claims ? this.claims(paymentId, claims) : [],
      pivot: streamStep(this.aggregates, 'record', stream, paymentDecider, () => ({ type: 'ReceivePayment' as const, data: livePayload(payment) })),
      // Its last write is SettlePayment on the payment's stream, where a resumed run finds its mark.
      after: [{ name: 'settle', stream, run: (context) => this.settle(paymentId, context) }],
    };
  }

  private claims(paymentId: number, { customerId, currencyId, creditToUse, invoiceIds }: NonNullable<SubmitPaymentInput['claims']>): WorkflowStep[] {
    const ref = { customerId, currencyId, paymentId };
    const credit =
      creditToUse > 0
        ? [
            streamStep(
              this.aggregates,
              'claim-credit',
              creditStream(customerId, currencyId),
              creditDecider,
              { type: 'ClaimCredit' as const, data: { ...ref, amount: creditToUse } },
              { type: 'RevertCredit' as const, data: ref },
            ),
          ]
        : [];
    const invoices = invoiceIds.map((invoiceId, index) =>
      streamStep(
        this.aggregates,
        `claim-invoice-${index}`,
        invoiceStream(invoiceId),
        invoiceDecider,
        { type: 'ClaimPayment' as const, data: { invoiceId, paymentId, customerId, currencyId } },
        { type: 'ReleasePaymentClaim' as const, data: { invoiceId, paymentId } },
        // Named on the form's field: an invoice deleted since the form was filled is not found.
        (error) => invalid('error.invalidInput', [{ path: `invoiceIds.${index}`, code: error.code }]),
      ),
    );
    return [...credit, ...invoices];
  }

  /** Takes the credit asked for (claimed already), pays the invoices in order, gives back what is left, and records the outcome. */
  private async settle(paymentId: number, context: CommandContext): Promise<bigint | null> {
    const { state } = await this.aggregates.load(paymentStream(paymentId), paymentDecider);
    if (state.status !== 'received') return null;
    const payment = state.payment;
    const { customerId, currencyId } = payment;
    const credit = creditStream(customerId, currencyId);
    const taken = await this.aggregates.execute(
      credit,
      creditDecider,
      { type: 'TakeCredit', data: { customerId, currencyId, paymentId, amount: payment.creditToUse } },
      context,
    );
    let remainingCredit = chunkedGet(taken.state.payments, paymentId)?.taken ?? 0;
    let remainingCash = payment.amount;
    let position = taken.position;
    const parts: PaymentPart[] = [];
    for (const invoiceId of payment.invoiceIds) {
      const part = await this.apply(payment, invoiceId, remainingCash, remainingCredit, context);
      if (!part) continue;
      position = latest(position, part.position);
      remainingCash -= part.cash;
      remainingCredit -= part.credit;
      if (part.cash + part.credit > 0) parts.push({ invoiceId, cash: part.cash, credit: part.credit });
    }
    const creditUsed = (chunkedGet(taken.state.payments, paymentId)?.taken ?? 0) - remainingCredit;
    const given = await this.aggregates.execute(
      credit,
      creditDecider,
      { type: 'GiveCredit', data: { customerId, currencyId, paymentId, amount: remainingCredit + remainingCash } },
      context,
    );
    const settled = await this.aggregates.execute(
      paymentStream(paymentId),
      paymentDecider,
      { type: 'SettlePayment', data: { paymentId, parts, creditUsed, creditAdded: remainingCash } },
      context,
    );
    return latest(position, given.position, settled.position);
  }

  /** What the invoice took of this payment (what it applied before, when the payment is resumed); null when it cannot take any. */
  private async apply(payment: PaymentReceived['data'], invoiceId: number, cash: number, credit: number, context: CommandContext) {
    const { state } = await this.aggregates.load(invoiceStream(invoiceId), invoiceDecider);
    // Another customer's invoice, or one gone since the payment was received, takes nothing.
    if (state.status !== 'active' || state.invoice.customerId !== payment.customerId || state.invoice.currencyId !== payment.currencyId) return null;
    try {
      const decision = await this.aggregates.execute(
        invoiceStream(invoiceId),
        invoiceDecider,
        {
          type: 'ApplyPayment',
          data: { invoiceId, paymentId: payment.paymentId, currencyId: payment.currencyId, cash, credit, paymentDate: payment.paymentDate },
        },
        context,
      );
      const applied = decision.state.status === 'active' ? decision.state.applied[payment.paymentId] : undefined;
      return applied ? { ...applied, position: decision.position } : null;
    } catch (error) {
      if (error instanceof DomainError && error.kind !== 'conflict') return null;
      throw error;
    }
  }
}
