import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { updatePreAlertSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx, CurrentUser } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { UpdatePreAlertCommand } from './update-pre-alert.handler';

/** Edit a pre-alert while it is expected: a customer their own (another's is 404), staff any. */
@ApiTags('package')
@Controller('package')
export class UpdatePreAlertController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'prealert/update', access: 'user', body: updatePreAlertSchema })
  update(
    @Body(new SchemaPipe(updatePreAlertSchema)) body: z.output<typeof updatePreAlertSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new UpdatePreAlertCommand({ input: body, user }, context));
  }
}
