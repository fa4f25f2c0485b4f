import { Module } from '@nestjs/common';
import { AddInvoiceHandler } from './add-invoice.handler';
import { DeleteInvoiceHandler } from './delete-invoice.handler';
import { InvoiceController } from './invoice.controller';
import { InvoiceLinks } from './invoice-links';
import { InvoiceQueries } from './invoice.queries';
import { PushShipmentInvoiceHandler } from './push-shipment-invoice.handler';
import { UpdateInvoiceHandler } from './update-invoice.handler';
import { DeletePaymentHandler } from './delete-payment.handler';
import { PaymentController } from './payment.controller';
import { PaymentProcessor } from './payment-processor';
import { PaymentQueries } from './payment.queries';
import { PaymentResumer } from './payment-resumer';
import { SubmitPaymentHandler } from './submit-payment.handler';
import { ReceivablesQueries } from './receivables.queries';

@Module({
  controllers: [InvoiceController, PaymentController],
  providers: [InvoiceLinks, InvoiceQueries, ReceivablesQueries, AddInvoiceHandler, UpdateInvoiceHandler, DeleteInvoiceHandler, PushShipmentInvoiceHandler, PaymentProcessor, PaymentQueries, PaymentResumer, SubmitPaymentHandler, DeletePaymentHandler],
})
export class BillingModule {}
