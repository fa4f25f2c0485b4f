import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { customerStream, customerSubject, notFound, userStream, userSubject, type CommandReceipt, type DeliveryAddressView } from '@cargo/contracts';
import { DELIVERY_ADDRESSES, type ReadStore } from '@cargo/projections';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import type { Infrastructure } from '../platform/process/infrastructure';
import { INFRASTRUCTURE, READ_STORE } from '../platform/process/tokens';
import { EraseCustomerWorkflow } from './erase-customer.workflow';
import { decideUser, userDecider } from './user.decider';
import { customerDecider, decideCustomer } from '../customers/public';

export class EraseCustomerCommand extends Command<{ customerId: number }> {}

const ADDRESS_PAGE = 500;

/**
 * Erases a customer's personal data, and its sign-in account's: their keys are destroyed first (so a
 * failure after that leaves nothing readable, and running the command again completes it), then the
 * customer is marked erased and its account closed (the erase-customer workflow), for the read models to follow.
 */
@CommandHandler(EraseCustomerCommand)
export class EraseCustomerHandler implements ICommandHandler<EraseCustomerCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly workflow: EraseCustomerWorkflow,
  ) {}

  async execute({ data: { customerId }, context }: EraseCustomerCommand): Promise<CommandReceipt> {
    const { state: customer } = await this.aggregates.load(customerStream(customerId), customerDecider);
    // The deciders' own rules, asked before anything is destroyed.
    decideCustomer({ type: 'EraseCustomer', data: { customerId } }, customer);
    if (customer.status === 'absent') throw notFound('customers.customerNotFound');
    const { userId } = customer;
    const deliveryAddressIds = userId === null ? [] : await this.addressesOf(userId);
    if (userId !== null) decideUser({ type: 'EraseUser', data: { userId, deliveryAddressIds } }, (await this.aggregates.load(userStream(userId), userDecider)).state);

    await this.infrastructure.keys.destroy([customerSubject(customerId), ...(userId === null ? [] : [userSubject(userId)])]);
    const position = await this.workflow.run({ customerId, userId, deliveryAddressIds }, null, context);
    return { id: customerId, position: position.toString() };
  }

  private async addressesOf(userId: number): Promise<number[]> {
    const ids: number[] = [];
    for (;;) {
      const page = await this.store.find<DeliveryAddressView>(DELIVERY_ADDRESSES, { userId, id: { $gt: ids.at(-1) ?? 0 } }, { sort: { id: 1 }, limit: ADDRESS_PAGE });
      ids.push(...page.map((address) => address.id));
      if (page.length < ADDRESS_PAGE) return ids;
    }
  }
}
