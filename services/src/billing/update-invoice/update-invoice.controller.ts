import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { updateInvoiceSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { UpdateInvoiceCommand } from './update-invoice.handler';

/** Update Invoice: staff only. */
@ApiTags('invoice')
@Controller('invoice')
export class UpdateInvoiceController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'update', access: 'admin', body: updateInvoiceSchema })
  @ApiOperation({
    description:
      'Fields and charge lines in one save (a line without id is added; a saved one with isActive false is removed softly, true restores it). Refused once Paid. Type and associated id stay as created.',
  })
  update(@Body(new SchemaPipe(updateInvoiceSchema)) body: z.output<typeof updateInvoiceSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new UpdateInvoiceCommand({ input: body }, context));
  }
}
