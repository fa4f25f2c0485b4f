import { Injectable } from '@nestjs/common';
import { customerStream, userStream } from '@cargo/contracts';
import { customerDecider } from '../customers/public';
import type { CommandContext } from '../platform/write-model/command-context';
import { livePayload, streamStep, type WorkflowPlan } from '../platform/write-model/workflow';
import { ProvidedWorkflow } from '../platform/write-model/workflows';
import { emailClaimDecider } from './email-claim.decider';
import { userDecider, type UserCommand } from './user.decider';

export type RegisterUser = Extract<UserCommand, { type: 'RegisterUser' }>['data'];

/** What a run records: ids only (the name, email and password hash are kept only on the user's sealed stream). */
export interface NewAccount {
  userId: number;
  /** The customer account the user gets (null for staff, who order for customers, never as one). */
  customerId: number | null;
  /** The email's claim stream (named by the address's hash). */
  emailStream: string;
}

/**
 * A new account: the email is claimed first (so a taken address is refused before anything else is
 * written, and given back if the run dies before the user is recorded), then the user is recorded,
 * then the customer account opened from what the user's stream holds.
 */
@Injectable()
export class RegisterUserWorkflow extends ProvidedWorkflow<NewAccount, RegisterUser> {
  readonly name = 'register-user';

  plan({ userId, customerId, emailStream }: NewAccount, user: RegisterUser | null): WorkflowPlan {
    return {
      before: [
        streamStep(
          this.aggregates,
          'claim-email',
          emailStream,
          emailClaimDecider,
          { type: 'ClaimEmail', data: { userId } },
          { type: 'ReleaseEmail', data: { userId } },
        ),
      ],
      pivot: streamStep(this.aggregates, 'record', userStream(userId), userDecider, () => ({ type: 'RegisterUser' as const, data: livePayload(user) })),
      after:
        customerId === null
          ? []
          : [{ name: 'open-customer', stream: customerStream(customerId), run: (context) => this.openCustomer(userId, customerId, context) }],
    };
  }

  /** The customer account carries the user's name and contacts, read back from the user's stream (a resumed run has no payload). */
  private async openCustomer(userId: number, customerId: number, context: CommandContext): Promise<bigint | null> {
    const { state: user } = await this.aggregates.load(userStream(userId), userDecider);
    // Erased before the run was finished: there is nothing left to open an account with.
    if (user.status !== 'registered') return null;
    const customer = {
      customerId,
      name: `${user.first} ${user.last}`,
      email: user.email,
      phone: user.phone,
      address1: '',
      address2: '',
      parentCustomerId: null,
      userId,
    };
    const { position } = await this.aggregates.execute(customerStream(customerId), customerDecider, { type: 'OpenCustomer', data: customer }, context);
    return position;
  }
}
