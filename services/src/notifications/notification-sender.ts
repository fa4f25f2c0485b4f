import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { notificationStream, type NotificationView } from '@cargo/contracts';
import { NOTIFICATIONS, type ReadStore } from '@cargo/projections';
import { Mailer } from '../platform/mail/mailer';
import type { AppConfig } from '../platform/process/config';
import { APP_CONFIG, READ_STORE } from '../platform/process/tokens';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { systemContext } from '../platform/write-model/command-context';
import type { DeliveryCommand } from './notification-delivery.decider';
import { notificationDeliveryDecider } from './notification-delivery.decider';
import { renderEmail } from './notification-email';
import { NotificationRecipients } from './notification-recipients';

/** Emails looked at per round: a backlog is worked through round after round, oldest due first. */
const PER_ROUND = 25;
/** How much of a mail server's error is kept. */
const ERROR_MAX = 300;

/**
 * Sends the outbox's emails. The read model only says which may be due; whether one is sent is
 * decided on its own stream: an attempt is claimed there first (so two senders, in two processes,
 * never both send it), and its outcome recorded after. A sender that dies between the two leaves a
 * claim whose lease runs out, and the email is tried again: an email may then go twice, under the
 * same Message-ID, but is never lost.
 */
@Injectable()
export class NotificationSender implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Notifications');
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<number> | null = null;

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly aggregates: AggregateRepository,
    private readonly recipients: NotificationRecipients,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () => void this.sendDue().catch((error: unknown) => this.logger.error(`Sending emails failed: ${String(error)}`)),
      this.config.notifyEveryMs,
    );
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.round?.catch(() => undefined);
  }

  /** One round: every email due now, oldest first (a round already going is waited for, not doubled). Answers how many it sent. */
  sendDue(): Promise<number> {
    this.round ??= this.sendRound().finally(() => {
      this.round = null;
    });
    return this.round;
  }

  private async sendRound(): Promise<number> {
    const due = await this.store.find<NotificationView>(NOTIFICATIONS, { due: { $lte: new Date().toISOString() } }, { sort: { due: 1 }, limit: PER_ROUND });
    let sent = 0;
    for (const entry of due) {
      try {
        if (await this.deliver(entry)) sent += 1;
      } catch (error) {
        // One email that cannot be worked on now (its claim stays, and its lease runs out) does not hold up the others.
        this.logger.error(`Email ${entry.id} could not be sent: ${String(error)}`);
      }
    }
    return sent;
  }

  private async deliver(entry: NotificationView): Promise<boolean> {
    const key = entry.id;
    const claim = await this.decide(key, { type: 'AttemptNotification', data: { key, now: new Date().toISOString() } });
    if (claim.events.length === 0) return false;
    const attempt = claim.state.attempts;
    const recipient = await this.recipients.of(entry);
    if ('skip' in recipient) {
      await this.decide(key, { type: 'SkipNotification', data: { key, attempt, reason: recipient.skip } });
      return false;
    }
    try {
      await this.mailer.send(renderEmail(entry, recipient, this.config.appUrl));
    } catch (error) {
      // The log keeps no address: a server's refusal often names the mailbox.
      const reason = String((error as Error)?.message ?? error)
        .replace(/[^\s<>"',;:]+@[^\s<>"',;:]+/g, '[address]')
        .slice(0, ERROR_MAX);
      await this.decide(key, { type: 'RecordNotificationFailed', data: { key, attempt, error: reason, now: new Date().toISOString() } });
      return false;
    }
    await this.decide(key, { type: 'RecordNotificationSent', data: { key, attempt } });
    return true;
  }

  private decide(key: string, command: DeliveryCommand) {
    return this.aggregates.execute(notificationStream(key), notificationDeliveryDecider, command, systemContext(`notification:${key}`));
  }
}
