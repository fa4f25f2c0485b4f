import { Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import { unsubscribeLinkSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { FORM_BODY } from '../platform/http/security';
import { Ctx } from '../platform/http/request-context';
import type { CommandContext } from '../platform/write-model/command-context';
import { UnsubscribeCommand } from './unsubscribe.handler';

/**
 * A mail client's own Unsubscribe button (RFC 8058 one-click): it posts `List-Unsubscribe=One-Click`,
 * as a form, to the email's link itself, `/unsubscribe?customer=…&kind=…&token=…` (opened in a
 * browser, the same address is the web app's page). The link's query is what counts; the body says
 * only that this is a one-click request.
 */
@ApiTags('notification')
@Controller()
export class UnsubscribeLinkController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'unsubscribe', access: 'public' })
  @RouteConfig(FORM_BODY)
  oneClick(@QuerySchema(unsubscribeLinkSchema) link: z.output<typeof unsubscribeLinkSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new UnsubscribeCommand(link, context));
  }
}
