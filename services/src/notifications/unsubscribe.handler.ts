import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid, notificationPreferencesStream, type CommandReceipt, type Unsubscribe } from '@cargo/contracts';
import type { AppConfig } from '../platform/process/config';
import { APP_CONFIG } from '../platform/process/tokens';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { Command } from '../platform/write-model/command';
import { notificationPreferencesDecider } from './notification-preferences.decider';
import { isUnsubscribeToken } from './unsubscribe-link';

export class UnsubscribeCommand extends Command<Unsubscribe> {}

/** The one-click link of an email: no sign-in, so the link's signature is what proves it was sent to that customer. */
@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ data: { customer, kind, token }, context }: UnsubscribeCommand): Promise<CommandReceipt> {
    if (!isUnsubscribeToken(this.config.jwtSecret, customer, kind, token))
      throw invalid('notifications.badLink', [{ path: 'token', code: 'notifications.badLink' }]);
    const { position } = await this.aggregates.execute(
      notificationPreferencesStream(customer),
      notificationPreferencesDecider,
      { type: 'Unsubscribe', data: { customerId: customer, kind } },
      context,
    );
    return { id: customer, position: position.toString() };
  }
}
