import { Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandReceipt } from '@cargo/contracts';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx, CurrentUser } from '../../platform/http/request-context';
import { IdPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { CancelShipRequestCommand } from './cancel-ship-request.handler';

/** Cancel a ship request while it is open: a customer their own (another's is 404), staff any. */
@ApiTags('package')
@Controller('package')
export class CancelShipRequestController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'request/cancel/by/id/:id', access: 'user' })
  cancel(@Param('id', IdPipe) requestId: number, @CurrentUser() user: AuthenticatedUser, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new CancelShipRequestCommand({ requestId, user }, context));
  }
}
