import { Body, Controller, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  addPaymentSchema,
  MAX_PAGE_SIZE,
  paymentQuerySchema,
  queryPagingWith,
  submitPaymentSchema,
  type CommandReceipt,
  type CustomerCredits,
  type Page,
  type PaymentListRow,
} from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../platform/http/command-endpoint';
import { QueryEndpoint } from '../platform/http/query-endpoint';
import { QuerySchema } from '../platform/http/openapi';
import { Ctx } from '../platform/http/request-context';
import { IdPipe, SchemaPipe } from '../platform/http/validation';
import type { CommandContext } from '../platform/write-model/command-context';
import { DeletePaymentCommand } from './delete-payment/delete-payment.handler';
import { PaymentQueries } from './payment.queries';
import { SubmitPaymentCommand } from './submit-payment/submit-payment.handler';
import { Removable } from '../platform/http/record-removal.endpoints';

const APPLIES =
  'Credit is taken from the balance of that currency (never below zero), then the invoices are paid in order, each at most its amount due (credit first, then cash); what is left becomes credit in that currency. Send an Idempotency-Key: the same key runs the payment once.';

const byOwnerPaging = queryPagingWith(MAX_PAGE_SIZE);

/** Payments and credits: staff only. */
@ApiTags('payment')
@Controller('payment')
export class PaymentController extends Removable({
  access: 'admin',
  remove: (id, context) => new DeletePaymentCommand({ paymentId: id }, context),
  about: 'Takes back exactly what the payment applied and did to the credit balance; refused (409) when the credit it left has been spent.',
}) {
  constructor(
    readonly commands: CommandBus,
    private readonly queries: PaymentQueries,
  ) {
    super();
  }

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

  @QueryEndpoint({ post: 'get', access: 'admin', body: paymentQuerySchema })
  list(@Body(new SchemaPipe(paymentQuerySchema)) query: z.output<typeof paymentQuerySchema>): Promise<Page<PaymentListRow>> {
    return this.queries.list(query);
  }

  /** A customer's payments, newest first; `page` and `pageSize` (500 by default) in the query string. */
  @QueryEndpoint({ get: 'get/by/customer/id/:id', access: 'admin' })
  byCustomer(@Param('id', IdPipe) id: number, @QuerySchema(byOwnerPaging) paging: z.output<typeof byOwnerPaging>): Promise<Page<PaymentListRow>> {
    return this.queries.list({ customerId: id, ...paging });
  }

  @QueryEndpoint({ get: 'get/total/credits/:customerId', access: 'admin' })
  credits(@Param('customerId', IdPipe) customerId: number): Promise<CustomerCredits> {
    return this.queries.credits(customerId);
  }
}
