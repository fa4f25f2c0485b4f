import { CommandHandler } from '@nestjs/cqrs';
import { today } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { pushShipmentInvoice, type PushedInvoice, type ShipmentInvoicePush } from './push-shipment-invoice.use-case';

export class PushShipmentInvoiceCommand extends Command<{ shipmentId: number }> {}

@CommandHandler(PushShipmentInvoiceCommand)
export class PushShipmentInvoiceHandler extends UseCaseHandler<PushShipmentInvoiceCommand['data'], ShipmentInvoicePush, PushedInvoice> {
  protected readonly useCase = pushShipmentInvoice;
  protected input = ({ shipmentId }: PushShipmentInvoiceCommand['data']): ShipmentInvoicePush => ({ shipmentId, today: today() });
  protected idOf = (record: PushedInvoice) => ('created' in record ? record.created.invoiceId : record.updated.invoiceId);
}
