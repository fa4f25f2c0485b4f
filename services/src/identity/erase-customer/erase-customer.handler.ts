import { Inject, type OnModuleInit } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerSubject, userSubject, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import type { Infrastructure } from '../../platform/process/infrastructure';
import { INFRASTRUCTURE } from '../../platform/process/tokens';
import { Mailer } from '../../platform/mail/mailer';
import { UseCases } from '../../platform/write-model/use-cases';
import { eraseCustomer } from './erase-customer.use-case';

export class EraseCustomerCommand extends Command<{ customerId: number }> {}

/**
 * Erases a customer's personal data, and its sign-in account's. Once the erasure is decided (its
 * streams' rules refuse before anything is destroyed), their keys are destroyed first, so a failure
 * after that leaves nothing readable and running the command again completes it; then the customer
 * is marked erased and its account closed, for the read models to follow (the account's delivery
 * addresses among them: the read side knows which they are); then the kept copies of emails about
 * them are deleted.
 */
@CommandHandler(EraseCustomerCommand)
export class EraseCustomerHandler implements ICommandHandler<EraseCustomerCommand, CommandReceipt>, OnModuleInit {
  constructor(
    private readonly useCases: UseCases,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    private readonly mailer: Mailer,
  ) {}

  onModuleInit(): void {
    this.useCases.register(eraseCustomer);
  }

  async execute({ data: { customerId }, context }: EraseCustomerCommand): Promise<CommandReceipt> {
    const subjectsOf = ({ userId }: { userId: number | null }) => [customerSubject(customerId), ...(userId === null ? [] : [userSubject(userId)])];
    const { decision, position } = await this.useCases.run(eraseCustomer, { customerId }, context, {
      beforeWriting: ({ record }) => this.infrastructure.keys.destroy(subjectsOf(record)),
    });
    // The copies of emails this app keeps (the embedded outbox) go too: they are in clear.
    await this.mailer.forget(subjectsOf(decision.record));
    return { id: customerId, position: position.toString() };
  }
}
