import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { invoiceFromShipmentSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { PushShipmentInvoiceCommand } from './push-shipment-invoice.handler';

/** Push to Invoice, from the shipment form: staff only. */
@ApiTags('invoice')
@Controller('invoice')
export class PushShipmentInvoiceController {
  constructor(private readonly commands: CommandBus) {}

  /** Push to Invoice: creates the shipment's invoice, or brings its 'Shipment {id}' line up to date. */
  @CommandEndpoint({ post: 'push/from/shipment', access: 'admin', body: invoiceFromShipmentSchema })
  pushFromShipment(
    @Body(new SchemaPipe(invoiceFromShipmentSchema)) body: z.output<typeof invoiceFromShipmentSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new PushShipmentInvoiceCommand(body, context));
  }
}
