import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandReceipt } from '@cargo/contracts';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx, CurrentUser } from '../../platform/http/request-context';
import { IdPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { CancelPreAlertCommand } from './cancel-pre-alert.handler';

/** Cancel a pre-alert while it is expected: a customer their own (another's is 404), staff any. */
@ApiTags('package')
@Controller('package')
export class CancelPreAlertController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'prealert/cancel/by/id/:id', access: 'user' })
  cancel(@Param('id', IdPipe) preAlertId: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new CancelPreAlertCommand({ preAlertId, user }, context));
  }
}
