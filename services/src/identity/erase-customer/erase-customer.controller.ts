import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { eraseCustomerSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { CommandContext } from '../../platform/write-model/command-context';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import { EraseCustomerCommand } from './erase-customer.handler';

/**
 * The customer page's erasure, under the customer's routes: it erases the customer and its sign-in
 * account, so it lives with the accounts (identity), which already open customers at registration:
 * customers never reach into identity.
 */
@ApiTags('customer')
@ApiBearerAuth()
@Controller('customer')
export class EraseCustomerController {
  constructor(private readonly commands: CommandBus) {}

  /** Root only, and the request repeats the customer's id: an erasure cannot be undone. */
  @CommandEndpoint({ post: 'erase', access: 'root', body: eraseCustomerSchema })
  erase(@Body(new SchemaPipe(eraseCustomerSchema)) body: z.output<typeof eraseCustomerSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new EraseCustomerCommand({ customerId: body.id }, context));
  }
}
