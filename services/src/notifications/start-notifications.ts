import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { NOTIFICATIONS_START_STREAM } from '@cargo/contracts';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { systemContext } from '../platform/write-model/command-context';
import { notificationsStartDecider } from './notifications-start.decider';

/** At a store's first start with emails, marks where they begin in the log (see `NotificationsStarted`). */
@Injectable()
export class NotificationsStart implements OnApplicationBootstrap {
  constructor(private readonly aggregates: AggregateRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.aggregates.execute(
      NOTIFICATIONS_START_STREAM,
      notificationsStartDecider,
      { type: 'StartNotifications', data: { from: new Date().toISOString() } },
      systemContext('notifications-start'),
    );
  }
}
