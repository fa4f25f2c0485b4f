import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { NOTIFICATIONS_START_STREAM } from '@cargo/contracts';
import type { AppConfig } from '../platform/process/config';
import { APP_CONFIG } from '../platform/process/tokens';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { systemContext } from '../platform/write-model/command-context';
import { notificationsStartDecider } from './notifications-start.decider';

/**
 * At a store's first start with emails, marks where they begin in the log (see `NotificationsStarted`).
 * A start that may seed demo data marks it after the seed (`main.ts` calls `start`): the demo's
 * season is history, as a store's is, and its customers are not emailed about it.
 */
@Injectable()
export class NotificationsStart implements OnApplicationBootstrap {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemoData) await this.start();
  }

  async start(): Promise<void> {
    await this.aggregates.execute(
      NOTIFICATIONS_START_STREAM,
      notificationsStartDecider,
      { type: 'StartNotifications', data: { from: new Date().toISOString() } },
      systemContext('notifications-start'),
    );
  }
}
