import { Inject, Injectable } from '@nestjs/common';
import { customerStream, userStream, type registerSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { customerDecider } from '../customers/public';
import { AggregateRepository, metadataFor } from '../platform/write-model/aggregate-repository';
import type { CommandContext } from '../platform/write-model/command-context';
import { ConcurrencyError, type EventStore } from '../platform/event-store/event-store.port';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { EVENT_STORE } from '../platform/process/tokens';
import { Accounts } from './accounts';
import { hashPassword } from './password';
import { newSecret, sha256 } from './secrets';
import { userDecider } from './user.decider';

export type Registration = z.output<typeof registerSchema>;

/**
 * Opens an account: claims the email (so a taken address is refused before anything else is
 * written), opens the user's customer account (not for staff provisioned as such: they order for
 * customers, never as one), and records the user with a hashed password.
 */
@Injectable()
export class Registrar {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly ids: IdAllocator,
    private readonly accounts: Accounts,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  /** The new account, or null when the email already belongs to one (nothing is written then). */
  async register(input: Registration, context: CommandContext, { customerAccount = true } = {}): Promise<{ userId: number; verificationToken: string; position: bigint } | null> {
    const taken = (await this.accounts.userIdByEmail(input.email)) !== null;
    // Hashed either way, so a taken email costs the caller the same time as a new one.
    const passwordHash = await hashPassword(input.password);
    if (taken) return null;
    const userId = await this.ids.next('user', context);
    try {
      await this.events.append(this.accounts.emailStreamOf(input.email), [{ type: 'EmailClaimed', data: { userId }, metadata: metadataFor(context) }], 'no_stream');
    } catch (error) {
      if (error instanceof ConcurrencyError) return null;
      throw error;
    }
    const customerId = customerAccount ? await this.openCustomerAccount(input, userId, context) : null;
    const secret = newSecret();
    const registered = { userId, customerId, first: input.first, last: input.last, email: input.email, phone: input.phone, passwordHash, verificationTokenHash: sha256(secret) };
    const { position } = await this.aggregates.execute(userStream(userId), userDecider, { type: 'RegisterUser', data: registered }, context);
    return { userId, verificationToken: `${userId}.${secret}`, position };
  }

  private async openCustomerAccount(input: Registration, userId: number, context: CommandContext): Promise<number> {
    const customerId = await this.ids.next('customer', context);
    const customer = { customerId, name: `${input.first} ${input.last}`, email: input.email, phone: input.phone, address1: '', address2: '', parentCustomerId: null, userId };
    await this.aggregates.execute(customerStream(customerId), customerDecider, { type: 'OpenCustomer', data: customer }, context);
    return customerId;
  }
}
