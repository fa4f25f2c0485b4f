import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { approveClaimSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { ApproveClaimCommand } from './approve-claim.handler';

@ApiTags('package')
@Controller('package/claim')
export class ApproveClaimController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'approve', access: 'admin', body: approveClaimSchema })
  @ApiOperation({
    description:
      "Approves a claim for the unknown package whose number ends in its digits: the package becomes the claimant's (they are emailed, as for a package received). A package with an owner already, or a claim decided already, is 409.",
  })
  approve(
    @Body(new SchemaPipe(approveClaimSchema)) { id, packageId }: z.output<typeof approveClaimSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new ApproveClaimCommand({ claimId: id, packageId }, context));
  }
}
