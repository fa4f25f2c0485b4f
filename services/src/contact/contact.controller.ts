import { Body, Controller, Inject } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { contactMessageSchema, contactQuerySchema, type CommandReceipt, type ContactMessageView, type Page } from '@cargo/contracts';
import { CONTACT_MESSAGES, type ReadStore } from '@cargo/projections';
import type { z } from 'zod';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { SchemaPipe } from '../platform/http/validation';
import { READ_STORE } from '../platform/process/tokens';
import type { CommandContext } from '../platform/write-model/command-context';
import { SendContactMessageCommand } from './send-contact-message.handler';

@ApiTags('contactus')
@Controller('contactus')
export class ContactController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** The home page's contact form: anyone may write (limited per address like every public write). */
  @CommandEndpoint({ post: 'add', access: 'public', body: contactMessageSchema })
  add(@Body(new SchemaPipe(contactMessageSchema)) body: z.output<typeof contactMessageSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new SendContactMessageCommand({ message: body }, context));
  }

  /** The Contact-Us list: newest first, a page at a time. */
  @QueryEndpoint({ get: 'get', access: 'admin' })
  async list(@QuerySchema(contactQuerySchema) query: z.output<typeof contactQuerySchema>): Promise<Page<ContactMessageView>> {
    const [items, total] = await Promise.all([
      this.store.find<ContactMessageView>(CONTACT_MESSAGES, {}, { sort: { id: -1 }, skip: query.page * query.pageSize, limit: query.pageSize }),
      this.store.count(CONTACT_MESSAGES, {}),
    ]);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }
}
