import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { receivePackageSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { ReceivePackageCommand } from './receive-package.handler';

@ApiTags('package')
@Controller('package')
export class ReceivePackageController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'receive', access: 'admin', body: receivePackageSchema })
  @ApiOperation({
    description:
      'Staff receive a package by its scanned number: matched to a pre-alert (its customer owns it), for a customer they chose, or unknown (the label text kept). A number received already is 409: the package opens instead.',
  })
  receive(@Body(new SchemaPipe(receivePackageSchema)) body: z.output<typeof receivePackageSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new ReceivePackageCommand({ input: body }, context));
  }
}
