import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import {
  notFound,
  notificationPreferencesSchema,
  notificationQuerySchema,
  retryNotificationSchema,
  unsubscribeSchema,
  type CommandReceipt,
  type NotificationPreferences,
  type NotificationListRow,
  type Page,
} from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../platform/http/authenticated-user';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { Ctx, CurrentUser } from '../platform/http/request-context';
import { SchemaPipe } from '../platform/http/validation';
import type { CommandContext } from '../platform/write-model/command-context';
import { NotificationQueries } from './notification.queries';
import { RetryNotificationCommand } from './retry-notification.handler';
import { SetNotificationPreferencesCommand } from './set-notification-preferences.handler';
import { UnsubscribeCommand } from './unsubscribe.handler';

/** The emails the business sends: staff see the outbox and retry; customers choose theirs; an email's link unsubscribes. */
@ApiTags('notification')
@Controller('notification')
export class NotificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: NotificationQueries,
  ) {}

  @QueryEndpoint({ get: 'get', access: 'admin' })
  list(@QuerySchema(notificationQuerySchema) query: z.output<typeof notificationQuerySchema>): Promise<Page<NotificationListRow>> {
    return this.queries.page(query);
  }

  @CommandEndpoint({ post: 'retry', access: 'admin', body: retryNotificationSchema })
  retry(
    @Body(new SchemaPipe(retryNotificationSchema)) body: z.output<typeof retryNotificationSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new RetryNotificationCommand(body, context));
  }

  @QueryEndpoint({ get: 'get/mine/preferences', access: 'user' })
  preferences(@CurrentUser() user: AuthenticatedUser): Promise<NotificationPreferences> {
    return this.queries.preferences(user);
  }

  @CommandEndpoint({ post: 'update/mine/preferences', access: 'user', body: notificationPreferencesSchema })
  setPreferences(
    @Body(new SchemaPipe(notificationPreferencesSchema)) body: z.output<typeof notificationPreferencesSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    if (user.customerId === null) throw notFound('notifications.noCustomer');
    return this.commands.execute(new SetNotificationPreferencesCommand({ customerId: user.customerId, preferences: body }, context));
  }

  /** The one-click link: public (the signature is the proof), limited per address like every public write. */
  @CommandEndpoint({ post: 'unsubscribe', access: 'public', body: unsubscribeSchema })
  unsubscribe(@Body(new SchemaPipe(unsubscribeSchema)) body: z.output<typeof unsubscribeSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new UnsubscribeCommand(body, context));
  }
}
