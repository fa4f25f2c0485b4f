import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { assignPackageOwnerSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { AssignPackageOwnerCommand } from './assign-package-owner.handler';

/** An unknown package's owner, found by staff: it becomes received for them. */
@ApiTags('package')
@Controller('package')
export class AssignPackageOwnerController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'assign', access: 'admin', body: assignPackageOwnerSchema })
  assign(
    @Body(new SchemaPipe(assignPackageOwnerSchema)) { id, customerId }: z.output<typeof assignPackageOwnerSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new AssignPackageOwnerCommand({ packageId: id, customerId }, context));
  }
}
