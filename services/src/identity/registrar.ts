import { Injectable } from '@nestjs/common';
import { DomainError, type registerSchema } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../platform/write-model/command-context';
import { IdAllocator } from '../platform/write-model/id-allocator';
import { Accounts } from './accounts';
import { hashPassword } from './password';
import { RegisterUserWorkflow } from './register-user.workflow';
import { newSecret, sha256 } from './secrets';

export type Registration = z.output<typeof registerSchema>;

/**
 * Opens an account (the register-user workflow): the user with a hashed password, and the user's
 * customer account (not for staff provisioned as such: they order for customers, never as one).
 */
@Injectable()
export class Registrar {
  constructor(
    private readonly ids: IdAllocator,
    private readonly accounts: Accounts,
    private readonly workflow: RegisterUserWorkflow,
  ) {}

  /** The new account, or null when the email already belongs to one (nothing is written then but a refused run). */
  async register(
    input: Registration,
    context: CommandContext,
    { customerAccount = true } = {},
  ): Promise<{ userId: number; verificationToken: string; position: bigint } | null> {
    const taken = (await this.accounts.userIdByEmail(input.email)) !== null;
    // Hashed either way, so a taken email costs the caller the same time as a new one.
    const passwordHash = await hashPassword(input.password);
    if (taken) return null;
    const userId = await this.ids.next('user', context);
    const customerId = customerAccount ? await this.ids.next('customer', context) : null;
    const secret = newSecret();
    const user = {
      userId,
      customerId,
      first: input.first,
      last: input.last,
      email: input.email,
      phone: input.phone,
      passwordHash,
      verificationTokenHash: sha256(secret),
    };
    try {
      const position = await this.workflow.run({ userId, customerId, emailStream: this.accounts.emailStreamOf(input.email) }, user, context);
      return { userId, verificationToken: `${userId}.${secret}`, position };
    } catch (error) {
      // Taken between the check and the claim, by a registration running at the same moment.
      if (error instanceof DomainError && error.code === 'identity.emailTaken') return null;
      throw error;
    }
  }
}
