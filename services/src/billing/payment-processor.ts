import { Injectable } from '@nestjs/common';
import { creditStream, DomainError, invoiceStream, paymentStream, type PaymentPart, type PaymentReceived } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { CommandContext } from '../platform/write-model/command-context';
import { latest } from '../platform/write-model/steps';
import { chunkedGet } from '../platform/write-model/chunked-map';
import { creditDecider } from './credit.decider';
import { invoiceDecider } from './invoice.decider';
import { paymentDecider } from './payment.decider';

/**
 * Carries a recorded payment (or its removal) through the streams it touches. Every step is keyed by
 * the payment's id on its target stream (an invoice applies a payment once; the credit balance takes
 * and gives for a payment once), so running it again, after a crash or beside another runner, does
 * nothing twice and reaches the same result. The payment's own stream says when all steps are done.
 */
@Injectable()
export class PaymentProcessor {
  constructor(private readonly aggregates: AggregateRepository) {}

  /** Takes the credit asked for, pays the invoices in order, gives back what is left, and records the outcome. */
  async settle(paymentId: number, context: CommandContext): Promise<bigint> {
    const { state } = await this.aggregates.load(paymentStream(paymentId), paymentDecider);
    if (state.status !== 'received') return 0n;
    const payment = state.payment;
    const { customerId, currencyId } = payment;
    const credit = creditStream(customerId, currencyId);
    const taken = await this.aggregates.execute(credit, creditDecider, { type: 'TakeCredit', data: { customerId, currencyId, paymentId, amount: payment.creditToUse } }, context);
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
    const given = await this.aggregates.execute(credit, creditDecider, { type: 'GiveCredit', data: { customerId, currencyId, paymentId, amount: remainingCredit + remainingCash } }, context);
    const settled = await this.aggregates.execute(paymentStream(paymentId), paymentDecider, { type: 'SettlePayment', data: { paymentId, parts, creditUsed, creditAdded: remainingCash } }, context);
    return latest(position, given.position, settled.position);
  }

  /** What the invoice took of this payment (what it applied before, when the payment is resumed); null when it cannot take any. */
  private async apply(payment: PaymentReceived['data'], invoiceId: number, cash: number, credit: number, context: CommandContext) {
    const { state } = await this.aggregates.load(invoiceStream(invoiceId), invoiceDecider);
    // Another customer's invoice, or one gone since the payment was received, takes nothing.
    if (state.status !== 'active' || state.invoice.customerId !== payment.customerId || state.invoice.currencyId !== payment.currencyId) return null;
    try {
      const decision = await this.aggregates.execute(invoiceStream(invoiceId), invoiceDecider, { type: 'ApplyPayment', data: { invoiceId, paymentId: payment.paymentId, currencyId: payment.currencyId, cash, credit, paymentDate: payment.paymentDate } }, context);
      const applied = decision.state.status === 'active' ? decision.state.applied[payment.paymentId] : undefined;
      return applied ? { ...applied, position: decision.position } : null;
    } catch (error) {
      if (error instanceof DomainError && error.kind !== 'conflict') return null;
      throw error;
    }
  }

  /**
   * Takes back exactly what a removed payment did: first its effect on the credit balance (refused
   * when the credit it left has been spent: the removal is then given up), then each invoice's part.
   */
  async revert(paymentId: number, context: CommandContext): Promise<bigint> {
    const { state } = await this.aggregates.load(paymentStream(paymentId), paymentDecider);
    if (state.status !== 'removing') return 0n;
    const { customerId, currencyId } = state.payment;
    let position: bigint;
    try {
      position = (await this.aggregates.execute(creditStream(customerId, currencyId), creditDecider, { type: 'RevertCredit', data: { customerId, currencyId, paymentId } }, context)).position;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'billing.creditAlreadyUsed')) throw error;
      await this.aggregates.execute(paymentStream(paymentId), paymentDecider, { type: 'AbandonRemoval', data: { paymentId } }, context);
      throw error;
    }
    for (const part of state.parts) {
      const reversed = await this.aggregates.execute(invoiceStream(part.invoiceId), invoiceDecider, { type: 'ReversePayment', data: { invoiceId: part.invoiceId, paymentId } }, context).catch((error: unknown) => {
        // A deleted invoice has nothing left to take back (an invoice with payments cannot be deleted).
        if (error instanceof DomainError && error.kind === 'notFound') return null;
        throw error;
      });
      if (reversed) position = latest(position, reversed.position);
    }
    const settled = await this.aggregates.execute(paymentStream(paymentId), paymentDecider, { type: 'SettleRemoval', data: { paymentId } }, context);
    return latest(position, settled.position);
  }
}
