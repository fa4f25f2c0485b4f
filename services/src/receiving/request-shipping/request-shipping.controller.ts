import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { shipRequestSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx, CurrentUser } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { RequestShippingCommand } from './request-shipping.handler';

@ApiTags('package')
@Controller('package')
export class RequestShippingController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'request/add', access: 'user', body: shipRequestSchema })
  @ApiOperation({ description: "A customer's own received packages only: another customer's is 404, a held one 409. The address is one of theirs." })
  add(
    @Body(new SchemaPipe(shipRequestSchema)) body: z.output<typeof shipRequestSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new RequestShippingCommand({ input: body, user }, context));
  }
}
