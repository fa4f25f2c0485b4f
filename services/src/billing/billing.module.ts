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
import { SubmitPaymentWorkflow } from './submit-payment.workflow';
import { RemovePaymentWorkflow } from './remove-payment.workflow';
import { AddInvoiceWorkflow } from './add-invoice.workflow';
import { UpdateInvoiceWorkflow } from './update-invoice.workflow';
import { DeleteInvoiceWorkflow } from './delete-invoice.workflow';
import { PaymentQueries } from './payment.queries';
import { SubmitPaymentHandler } from './submit-payment.handler';
import { ReceivablesQueries } from './receivables.queries';
import { OwnBillingController } from './own-billing.controller';
import { OwnBillingQueries } from './own-billing.queries';

@Module({
  controllers: [InvoiceController, PaymentController, OwnBillingController],
  providers: [
    InvoiceLinks,
    InvoiceQueries,
    ReceivablesQueries,
    OwnBillingQueries,
    AddInvoiceHandler,
    UpdateInvoiceHandler,
    DeleteInvoiceHandler,
    PushShipmentInvoiceHandler,
    PaymentQueries,
    SubmitPaymentHandler,
    DeletePaymentHandler,
    AddInvoiceWorkflow,
    UpdateInvoiceWorkflow,
    DeleteInvoiceWorkflow,
    SubmitPaymentWorkflow,
    RemovePaymentWorkflow,
  ],
})
export class BillingModule {}
