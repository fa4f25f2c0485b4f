import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { addPreAlertSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx, CurrentUser } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { AddPreAlertCommand } from './add-pre-alert.handler';

@ApiTags('package')
@Controller('package')
export class AddPreAlertController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'prealert/add', access: 'user', body: addPreAlertSchema })
  @ApiOperation({
    description: "A customer's pre-alert is their own (customerId is for staff). The number is normalised; the same customer announcing it twice gets 409.",
  })
  add(
    @Body(new SchemaPipe(addPreAlertSchema)) body: z.output<typeof addPreAlertSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new AddPreAlertCommand({ input: body, user }, context));
  }
}
