import { Inject, Injectable } from '@nestjs/common';
import {
  customerLabel,
  notFound,
  notificationPreferencesStream,
  type CustomerView,
  type NotificationListRow,
  type NotificationPreferences,
  type NotificationView,
  type Page,
} from '@cargo/contracts';
import { CUSTOMERS, NOTIFICATIONS, type Filter, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import type { notificationQuerySchema } from '@cargo/contracts';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { READ_STORE } from '../platform/process/tokens';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { notificationPreferencesDecider, preferencesOf } from './notification-preferences.decider';

@Injectable()
export class NotificationQueries {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly aggregates: AggregateRepository,
  ) {}

  /** The outbox, newest first, by delivery state or kind, through their indexes; each row with its customer's name. */
  async page(query: z.output<typeof notificationQuerySchema>): Promise<Page<NotificationListRow>> {
    const filter: Filter = {};
    if (query.state) filter.state = query.state;
    if (query.kind) filter.kind = query.kind;
    const [entries, total] = await Promise.all([
      this.store.find<NotificationView>(NOTIFICATIONS, filter, { sort: { createdAt: -1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(NOTIFICATIONS, filter),
    ]);
    const customers = await this.store.getMany(CUSTOMERS, [
      ...new Set(entries.flatMap((entry) => (entry.customerId === null ? [] : [String(entry.customerId)]))),
    ]);
    const items = entries.map((entry) => {
      const customer = entry.customerId === null ? undefined : (customers.get(String(entry.customerId)) as CustomerView | undefined);
      return { ...entry, customerLabel: customer ? customerLabel(customer) : null };
    });
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  /** The caller's own choices, from their stream (a short one: a few saves a year). */
  async preferences(user: AuthenticatedUser): Promise<NotificationPreferences> {
    if (user.customerId === null) throw notFound('notifications.noCustomer');
    const { state } = await this.aggregates.load(notificationPreferencesStream(user.customerId), notificationPreferencesDecider);
    return preferencesOf(state);
  }
}
