import { Body, Controller, Get, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { addPaymentSchema, MAX_PAGE_SIZE, paymentQuerySchema, queryPagingWith, submitPaymentSchema, type CommandReceipt, type CustomerCredits, type Page, type PaymentListRow } from '@cargo/contracts';
import type { z } from 'zod';
import { Access } from '../platform/http/access';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { ListQueryEndpoint } from '../platform/http/query-endpoint';
import { ApiReadModel, QuerySchema } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import type { CommandContext } from '../platform/write-model/command-context';
import { DeletePaymentCommand } from './delete-payment.handler';
import { PaymentQueries } from './payment.queries';
import { SubmitPaymentCommand } from './submit-payment.handler';

const APPLIES =
  'Credit is taken from the balance of that currency (never below zero), then the invoices are paid in order, each at most its amount due (credit first, then cash); what is left becomes credit in that currency. Send an Idempotency-Key: the same key runs the payment once.';

const byOwnerPaging = queryPagingWith(MAX_PAGE_SIZE);

/** Payments and credits: staff only. */
@ApiTags('payment')
@Controller('payment')
export class PaymentController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PaymentQueries,
  ) {}

  /** The payment page: one payment over the ticked invoices. */
  @CommandEndpoint({ post: 'submit', access: 'admin', body: submitPaymentSchema })
  @ApiOperation({ description: APPLIES })
  submit(@Body(new SchemaPipe(submitPaymentSchema)) body: z.output<typeof submitPaymentSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new SubmitPaymentCommand({ payment: body }, context));
  }

  /** The payment dialog: a payment of one invoice, or Add Credit (no invoice). */
  @CommandEndpoint({ post: 'add', access: 'admin', body: addPaymentSchema })
  @ApiOperation({ description: APPLIES })
  add(@Body(new SchemaPipe(addPaymentSchema)) body: z.output<typeof addPaymentSchema>, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    const { invoiceId, ...payment } = body;
    return this.commands.execute(new SubmitPaymentCommand({ payment: { ...payment, invoiceIds: invoiceId === null ? [] : [invoiceId] } }, context));
  }

  @CommandEndpoint({ get: 'delete/by/id/:id', access: 'admin' })
  @ApiOperation({ description: 'Takes back exactly what the payment applied and did to the credit balance; refused (409) when the credit it left has been spent.' })
  delete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.commands.execute(new DeletePaymentCommand({ paymentId: id }, context));
  }

  @CommandEndpoint({ delete: 'delete/by/id/:id', access: 'admin' })
  deleteByDelete(@Param('id', IdPipe) id: number, @Ctx() context: CommandContext): Promise<CommandReceipt> {
    return this.delete(id, context);
  }

  @ListQueryEndpoint({ post: 'get', access: 'admin', body: paymentQuerySchema })
  list(@Body(new SchemaPipe(paymentQuerySchema)) query: z.output<typeof paymentQuerySchema>): Promise<Page<PaymentListRow>> {
    return this.queries.list(query);
  }

  /** A customer's payments, newest first; `page` and `pageSize` (500 by default) in the query string. */
  @Get('get/by/customer/id/:id')
  @Access('admin')
  @ApiReadModel()
  byCustomer(@Param('id', IdPipe) id: number, @QuerySchema(byOwnerPaging) paging: z.output<typeof byOwnerPaging>): Promise<Page<PaymentListRow>> {
    return this.queries.list({ customerId: id, ...paging });
  }

  @Get('get/total/credits/:customerId')
  @Access('admin')
  @ApiReadModel()
  credits(@Param('customerId', IdPipe) customerId: number): Promise<CustomerCredits> {
    return this.queries.credits(customerId);
  }
}
