import { Injectable } from '@nestjs/common';
import { customerStream, userStream } from '@cargo/contracts';
import { customerDecider } from '../customers/public';
import { streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow } from '../platform/write-model/workflows';
import { userDecider } from './user.decider';

export interface Erasure {
  customerId: number;
  /** The customer's sign-in account, closed with it (null for a customer staff added). */
  userId: number | null;
}

/**
 * After the keys are destroyed: the customer is marked erased (the pivot), then its sign-in account
 * closed, so a run cut between the two is finished from its stream.
 */
@Injectable()
export class EraseCustomerWorkflow extends ProvidedWorkflow<Erasure> {
  readonly name = 'erase-customer';

  plan({ customerId, userId }: Erasure): WorkflowPlan {
    return {
      before: [],
      pivot: streamStep(this.aggregates, 'erase-customer', customerStream(customerId), customerDecider, { type: 'EraseCustomer', data: { customerId } }),
      after: userId === null ? [] : [streamStep(this.aggregates, 'erase-user', userStream(userId), userDecider, { type: 'EraseUser', data: { userId } })],
    };
  }
}
