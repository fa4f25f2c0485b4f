import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { addInvoiceSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { AddInvoiceCommand } from './add-invoice.handler';

/** Add Invoice (the New Invoice form): staff only. */
@ApiTags('invoice')
@Controller('invoice')
export class AddInvoiceController {
  constructor(private readonly commands: CommandBus) {}

  @CommandEndpoint({ post: 'add', access: 'admin', body: addInvoiceSchema })
  @ApiOperation({
    description:
      "Line total = quantity x unit price in exact minor units; total = sum of active lines. A tracking number another invoice holds answers 409 'Repeated tracking # under invoice list'; an Order or Shipment invoice is recorded on its order or shipment (one invoice each).",
  })
  add(@Body(new SchemaPipe(addInvoiceSchema)) body: z.output<typeof addInvoiceSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new AddInvoiceCommand({ input: body }, context));
  }
}
