import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { consolidateSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { ConsolidateCommand } from './consolidate.handler';

@ApiTags('package')
@Controller('package')
export class ConsolidateController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'consolidate', access: 'admin', body: consolidateSchema })
  @ApiOperation({
    description:
      "One shipment from a customer's packages (a request's, all of them, or picked directly): one parcel per package with its weight and declared value; every shipment rule holds. A held, unknown or other customer's package is refused, and a package is in at most one shipment.",
  })
  consolidate(@Body(new SchemaPipe(consolidateSchema)) body: z.output<typeof consolidateSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new ConsolidateCommand({ input: body }, context));
  }
}
