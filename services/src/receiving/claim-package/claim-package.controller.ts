import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { claimPackageSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../../platform/http/authenticated-user';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx, CurrentUser } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { ClaimPackageCommand } from './claim-package.handler';

@ApiTags('package')
@Controller('package/claim')
export class ClaimPackageController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'add', access: 'user', body: claimPackageSchema })
  @ApiOperation({
    description:
      "A customer's claim of an unknown package: the last 6 letters or digits of its tracking number and a proof file (uploaded first). Staff approve it for the package, or refuse it with a reason that is emailed.",
  })
  add(
    @Body(new SchemaPipe(claimPackageSchema)) body: z.output<typeof claimPackageSchema>,
    @CurrentUser() user: AuthenticatedUser,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new ClaimPackageCommand({ input: body, user }, context));
  }
}
