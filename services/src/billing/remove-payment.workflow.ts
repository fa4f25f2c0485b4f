import { Injectable } from '@nestjs/common';
import { creditStream, DomainError, invoiceStream, paymentStream } from '@cargo/contracts';
import type { CommandContext } from '../platform/write-model/command-context';
import { latest } from '../platform/write-model/positions';
import { streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow } from '../platform/write-model/workflows';
import { creditDecider } from './credit.decider';
import { invoiceDecider } from './invoice.decider';
import { paymentDecider } from './payment.decider';

/**
 * A payment's removal is recorded on its stream (the pivot: it is then 'removing'), then what it did
 * is taken back on the credit balance and each invoice, each keyed by the payment's id there.
 */
@Injectable()
export class RemovePaymentWorkflow extends ProvidedWorkflow<{ paymentId: number }> {
  readonly name = 'remove-payment';

  plan({ paymentId }: { paymentId: number }): WorkflowPlan {
    const stream = paymentStream(paymentId);
    return {
      before: [],
      pivot: streamStep(this.aggregates, 'record', stream, paymentDecider, { type: 'RemovePayment', data: { paymentId } }),
      // Its last write is SettleRemoval (or AbandonRemoval) on the payment's stream, where a resumed run finds its mark.
      after: [{ name: 'revert', stream, run: (context) => this.revert(paymentId, context) }],
    };
  }

  /**
   * Takes back exactly what a removed payment did: first its effect on the credit balance (refused
   * when the credit it left has been spent: the removal is then given up), then each invoice's part.
   */
  private async revert(paymentId: number, context: CommandContext): Promise<bigint | null> {
    const { state } = await this.aggregates.load(paymentStream(paymentId), paymentDecider);
    if (state.status !== 'removing') return null;
    const { customerId, currencyId } = state.payment;
    let position: bigint;
    try {
      position = (
        await this.aggregates.execute(
          creditStream(customerId, currencyId),
          creditDecider,
          { type: 'RevertCredit', data: { customerId, currencyId, paymentId } },
          context,
        )
      ).position;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'billing.creditAlreadyUsed')) throw error;
      await this.aggregates.execute(paymentStream(paymentId), paymentDecider, { type: 'AbandonRemoval', data: { paymentId } }, context);
      throw error;
    }
    for (const part of state.parts) {
      const reversed = await this.aggregates
        .execute(invoiceStream(part.invoiceId), invoiceDecider, { type: 'ReversePayment', data: { invoiceId: part.invoiceId, paymentId } }, context)
        .catch((error: unknown) => {
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
