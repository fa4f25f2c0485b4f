import { Module } from '@nestjs/common';
import { AddInvoiceHandler } from './add-invoice.handler';
import { DeleteInvoiceHandler } from './delete-invoice.handler';
import { InvoiceController } from './invoice.controller';
import { InvoiceLinks } from './invoice-links';
import { InvoiceQueries } from './invoice.queries';
import { PushShipmentInvoiceHandler } from './push-shipment-invoice.handler';
import { UpdateInvoiceHandler } from './update-invoice.handler';

@Module({
  controllers: [InvoiceController],
  providers: [InvoiceLinks, InvoiceQueries, AddInvoiceHandler, UpdateInvoiceHandler, DeleteInvoiceHandler, PushShipmentInvoiceHandler],
})
export class BillingModule {}
