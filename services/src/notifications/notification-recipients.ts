import { Inject, Injectable } from '@nestjs/common';
import {
  customerStream,
  ERASED,
  notificationPreferencesStream,
  type CustomerNotificationKind,
  type NotificationSkipReason,
  type NotificationView,
} from '@cargo/contracts';
import { invoiceCodes } from '../billing/public';
import { customerDecider } from '../customers/public';
import type { AppConfig } from '../platform/process/config';
import { APP_CONFIG } from '../platform/process/tokens';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { dropdownOptionName } from '../settings/public';
import type { EmailRecipient } from './notification-email';
import { notificationPreferencesDecider } from './notification-preferences.decider';
import { unsubscribeUrl } from './unsubscribe-link';

/**
 * Who an email goes to, decided when it is sent, from streams: the customer's address and choices
 * as they are now (a kind turned off after the event is not sent), or the staff addresses.
 */
@Injectable()
export class NotificationRecipients {
  constructor(
    private readonly aggregates: AggregateRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The customer a staff email is about, by name (an erased one stays erased). */
  private async customerNamed(entry: NotificationView): Promise<{ customerName?: string }> {
    const customerId = entry.details.customerId;
    if (typeof customerId !== 'number') return {};
    const { state } = await this.aggregates.load(customerStream(customerId), customerDecider);
    return state.status === 'absent' ? {} : { customerName: state.erased ? ERASED : state.details.name };
  }

  async of(entry: NotificationView): Promise<EmailRecipient | { skip: NotificationSkipReason }> {
    if (entry.customerId === null)
      return this.config.staffEmails.length === 0
        ? { skip: 'noAddress' }
        : { to: this.config.staffEmails.join(', '), language: null, name: null, ...(await this.customerNamed(entry)) };
    const kind = entry.kind as CustomerNotificationKind;
    const { state: preferences } = await this.aggregates.load(notificationPreferencesStream(entry.customerId), notificationPreferencesDecider);
    if (preferences.off.includes(kind)) return { skip: 'optedOut' };
    const { state: customer } = await this.aggregates.load(customerStream(entry.customerId), customerDecider);
    if (customer.status !== 'open' || customer.erased || customer.details.email === '') return { skip: 'noAddress' };
    const status =
      kind === 'shipmentStatus' ? await dropdownOptionName(this.aggregates, 'shipmentStatus', Number(entry.details.statusId), preferences.language) : null;
    const paidIds =
      kind === 'paymentRecorded'
        ? String(entry.details.invoiceIds ?? '')
            .split(',')
            .filter((id) => /^\d+$/.test(id))
            .map(Number)
        : [];
    const paid = await invoiceCodes(this.aggregates, paidIds);
    return {
      to: customer.details.email,
      ...(paid.length > 0 && { invoices: paid.join(', ') }),
      language: preferences.language,
      name: customer.details.name,
      ...(status !== null && { status }),
      unsubscribeUrl: unsubscribeUrl(this.config.appUrl, this.config.jwtSecret, entry.customerId, kind),
    };
  }
}
