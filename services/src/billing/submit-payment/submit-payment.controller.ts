import { Body, Controller } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { addPaymentSchema, submitPaymentSchema, type CommandReceipt } from '@cargo/contracts';
import type { z } from 'zod';
import { CommandEndpoint } from '../../platform/http/command-endpoint';
import { Ctx } from '../../platform/http/request-context';
import { SchemaPipe } from '../../platform/http/validation';
import type { CommandContext } from '../../platform/write-model/command-context';
import { SubmitPaymentCommand } from './submit-payment.handler';

const APPLIES =
  'Credit is taken from the balance of that currency (never below zero), then the invoices are paid in order, each at most its amount due (credit first, then cash); what is left becomes credit in that currency. Send an Idempotency-Key: the same key runs the payment once.';

/** Submit Payment: the payment page, and the payment dialog (one invoice, or Add Credit). Staff only. */
@ApiTags('payment')
@Controller('payment')
export class SubmitPaymentController {
  constructor(private readonly commands: CommandBus) {}

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
}
