import type { InvoiceView } from '@cargo/contracts';
import { INVOICES } from '@cargo/projections';
import { readModelNamer } from '../audit/public';
import { Module } from '@nestjs/common';
import { AddInvoiceController } from './add-invoice/add-invoice.controller';
import { DeleteInvoiceController } from './delete-invoice/delete-invoice.controller';
import { DeletePaymentController } from './delete-payment/delete-payment.controller';
import { PushShipmentInvoiceController } from './push-shipment-invoice/push-shipment-invoice.controller';
import { SubmitPaymentController } from './submit-payment/submit-payment.controller';
import { UpdateInvoiceController } from './update-invoice/update-invoice.controller';
import { AddInvoiceHandler } from './add-invoice/add-invoice.handler';
import { DeleteInvoiceHandler } from './delete-invoice/delete-invoice.handler';
import { InvoiceController } from './invoice.controller';
import { InvoiceQueries } from './invoice.queries';
import { PushShipmentInvoiceHandler } from './push-shipment-invoice/push-shipment-invoice.handler';
import { UpdateInvoiceHandler } from './update-invoice/update-invoice.handler';
import { DeletePaymentHandler } from './delete-payment/delete-payment.handler';
import { PaymentController } from './payment.controller';
import { PaymentQueries } from './payment.queries';
import { SubmitPaymentHandler } from './submit-payment/submit-payment.handler';
import { ReceivablesQueries } from './receivables.queries';
import { OwnBillingController } from './own-billing.controller';
import { OwnBillingQueries } from './own-billing.queries';

@Module({
  controllers: [
    InvoiceController,
    AddInvoiceController,
    UpdateInvoiceController,
    DeleteInvoiceController,
    PushShipmentInvoiceController,
    PaymentController,
    SubmitPaymentController,
    DeletePaymentController,
    OwnBillingController,
  ],
  providers: [
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
    readModelNamer('invoice', INVOICES, (invoice: InvoiceView) => invoice.code),
  ],
})
export class BillingModule {}
