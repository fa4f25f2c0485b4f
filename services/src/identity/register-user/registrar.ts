import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainError, type registerSchema } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../platform/write-model/command-context';
import { UseCases } from '../../platform/write-model/use-cases';
import { Accounts } from '../accounts';
import { hashPassword } from '../password';
import { newSecret, sha256 } from '../secrets';
import { registerUser, type Provisioned } from './register-user.use-case';

export type Registration = z.output<typeof registerSchema>;

/**
 * Opens an account (the register-user use case): the user with a hashed password, and the user's
 * customer account (not for staff provisioned as such: they order for customers, never as one).
 */
@Injectable()
export class Registrar implements OnModuleInit {
  constructor(
    private readonly useCases: UseCases,
    private readonly accounts: Accounts,
  ) {}

  onModuleInit(): void {
    this.useCases.register(registerUser);
  }

  /** The new account, or null when the email already belongs to one (then nothing is written). */
  async register(
    input: Registration,
    context: CommandContext,
    { customerAccount = true, provisioned }: { customerAccount?: boolean; provisioned?: Provisioned } = {},
  ): Promise<{ userId: number; verificationToken: string; position: bigint } | null> {
    // Hashed whether or not the email is taken, so a taken email costs the caller the same time as a new one.
    const passwordHash = await hashPassword(input.password);
    const secret = newSecret();
    const user = {
      first: input.first,
      last: input.last,
      ...(input.familyFirst && { familyFirst: true }),
      email: input.email,
      phone: input.phone,
      passwordHash,
      verificationTokenHash: sha256(secret),
    };
    try {
      const { decision, position } = await this.useCases.run(
        registerUser,
        { user, emailStream: this.accounts.emailStreamOf(input.email), customerAccount, ...(provisioned ? { provisioned } : {}) },
        context,
      );
      const { userId } = decision.record;
      return { userId, verificationToken: `${userId}.${secret}`, position };
    } catch (error) {
      // Its claim refused: the address is held by another account (or was taken by a registration at the same moment).
      if (error instanceof DomainError && error.code === 'identity.emailTaken') return null;
      throw error;
    }
  }
}
