import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream, customerSubject, notFound, userStream, userSubject, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { Infrastructure } from '../platform/process/infrastructure';
import { INFRASTRUCTURE } from '../platform/process/tokens';
import { Mailer } from '../platform/mail/mailer';
import { EraseCustomerWorkflow } from './erase-customer.workflow';
import { decideUser, userDecider } from './user.decider';
import { customerDecider, decideCustomer } from '../customers/public';

export class EraseCustomerCommand extends Command<{ customerId: number }> {}

/**
 * Erases a customer's personal data, and its sign-in account's: their keys are destroyed first (so a
 * failure after that leaves nothing readable, and running the command again completes it), then the
 * customer is marked erased and its account closed (the erase-customer workflow), for the read
 * models to follow (the account's delivery addresses among them: the read side knows which they are),
 * and the kept copies of emails about them are deleted.
 */
@CommandHandler(EraseCustomerCommand)
export class EraseCustomerHandler implements ICommandHandler<EraseCustomerCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    private readonly workflow: EraseCustomerWorkflow,
    private readonly mailer: Mailer,
  ) {}

  async execute({ data: { customerId }, context }: EraseCustomerCommand): Promise<CommandReceipt> {
    const { state: customer } = await this.aggregates.load(customerStream(customerId), customerDecider);
    // The deciders' own rules, asked before anything is destroyed.
    decideCustomer({ type: 'EraseCustomer', data: { customerId } }, customer);
    if (customer.status === 'absent') throw notFound('customers.customerNotFound');
    const { userId } = customer;
    if (userId !== null) decideUser({ type: 'EraseUser', data: { userId } }, (await this.aggregates.load(userStream(userId), userDecider)).state);

    const subjects = [customerSubject(customerId), ...(userId === null ? [] : [userSubject(userId)])];
    await this.infrastructure.keys.destroy(subjects);
    const position = await this.workflow.run({ customerId, userId }, null, context);
    // The copies of emails this app keeps (the embedded outbox) go too: they are in clear.
    await this.mailer.forget(subjects);
    return { id: customerId, position: position.toString() };
  }
}
