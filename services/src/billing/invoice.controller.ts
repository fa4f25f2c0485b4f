import { Body, Controller, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  addInvoiceSchema,
  agingQuerySchema,
  invoiceFromShipmentSchema,
  invoiceQuerySchema,
  statementQuerySchema,
  updateInvoiceSchema,
  type AddInvoiceInput,
  type AgingReport,
  type CommandReceipt,
  type InvoiceListRow,
  type Page,
  type Statement,
} from '@cargo/contracts';
import type { Request } from '../platform/http/request';
import type { z } from 'zod';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { languageOf } from '../platform/http/language';
import { QuerySchema } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import type { CommandContext } from '../platform/write-model/command-context';
import { AddInvoiceCommand } from './add-invoice/add-invoice.handler';
import { DeleteInvoiceCommand } from './delete-invoice/delete-invoice.handler';
import { InvoiceQueries } from './invoice.queries';
import { ReceivablesQueries } from './receivables.queries';
import { PushShipmentInvoiceCommand } from './push-shipment-invoice/push-shipment-invoice.handler';
import { UpdateInvoiceCommand } from './update-invoice/update-invoice.handler';
import { AsOfRecord } from '../audit/public';
import { Removable } from '../platform/http/record-removal.endpoints';

/** Invoices: staff only. */
@ApiTags('invoice')
@Controller('invoice')
export class InvoiceController extends Removable({ access: 'admin', remove: (id, context) => new DeleteInvoiceCommand({ invoiceId: id }, context) }) {
  constructor(
    readonly commands: CommandBus,
    private readonly queries: InvoiceQueries,
    private readonly receivables: ReceivablesQueries,
  ) {
    super();
  }

  /** Accounts receivable aging: open invoices by customer and currency, by days since their date. */
  @QueryEndpoint({ get: 'get/aging', access: 'admin' })
  aging(@QuerySchema(agingQuerySchema) query: z.output<typeof agingQuerySchema>): Promise<AgingReport> {
    return this.receivables.aging(query.asOf ?? new Date().toISOString().slice(0, 10));
  }

  /** A customer's statement in one currency for a date range: opening balance, lines with a running balance, closing balance. */
  @QueryEndpoint({ get: 'get/statement/:customerId', access: 'admin' })
  statement(
    @Param('customerId', IdPipe) customerId: number,
    @QuerySchema(statementQuerySchema) query: z.output<typeof statementQuerySchema>,
  ): Promise<Statement> {
    return this.receivables.statement(customerId, query.currencyId, query.from, query.to, new Date().toISOString().slice(0, 10));
  }

  @CommandEndpoint({ post: 'add', access: 'admin', body: addInvoiceSchema })
  @ApiOperation({
    description:
      "Line total = quantity x unit price in exact minor units; total = sum of active lines. A tracking number another invoice holds answers 409 'Repeated tracking # under invoice list'; an Order or Shipment invoice is recorded on its order or shipment (one invoice each).",
  })
  add(@Body(new SchemaPipe(addInvoiceSchema)) body: z.output<typeof addInvoiceSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new AddInvoiceCommand({ input: body }, context));
  }

  @CommandEndpoint({ post: 'update', access: 'admin', body: updateInvoiceSchema })
  @ApiOperation({
    description:
      'Fields and charge lines in one save (a line without id is added; a saved one with isActive false is removed softly, true restores it). Refused once Paid. Type and associated id stay as created.',
  })
  update(@Body(new SchemaPipe(updateInvoiceSchema)) body: z.output<typeof updateInvoiceSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new UpdateInvoiceCommand({ input: body }, context));
  }

  /** Push to Invoice: creates the shipment's invoice, or brings its 'Shipment {id}' line up to date. */
  @CommandEndpoint({ post: 'push/from/shipment', access: 'admin', body: invoiceFromShipmentSchema })
  pushFromShipment(
    @Body(new SchemaPipe(invoiceFromShipmentSchema)) body: z.output<typeof invoiceFromShipmentSchema>,
    @Ctx() context: CommandContext,
  ): Promise<CommandReceipt> {
    return this.commands.execute(new PushShipmentInvoiceCommand(body, context));
  }

  /** Every invoice, or those of a date range, a customer, a payment status; paged and sorted on the server. */
  @QueryEndpoint({ post: 'get', access: 'admin', body: invoiceQuerySchema })
  list(@Body(new SchemaPipe(invoiceQuerySchema)) query: z.output<typeof invoiceQuerySchema>): Promise<Page<InvoiceListRow>> {
    return this.queries.list(query);
  }

  @QueryEndpoint({ get: 'get/by/id/:id', access: 'admin' })
  @AsOfRecord('invoice')
  byId(@Param('id', IdPipe) id: number): Promise<InvoiceListRow> {
    return this.queries.byId(id);
  }

  /** Generate Invoice: the New Invoice form filled from a Regular order without an invoice (saved with /add). */
  @QueryEndpoint({ get: 'get/draft/from/order/:id', access: 'admin' })
  draftFromOrder(@Param('id', IdPipe) id: number, @Req() request: Request): Promise<AddInvoiceInput> {
    return this.queries.draftFromOrder(id, languageOf(request));
  }
}
