import { CommandHandler } from '@nestjs/cqrs';
import { today } from '@cargo/contracts';
import { Command } from '../../platform/write-model/command';
import type { UseCase } from '../../platform/write-model/use-case';
import { UseCaseHandler } from '../../platform/write-model/use-case.handler';
import { UseCases } from '../../platform/write-model/use-cases';
import { ParcelPackages } from '../../shipping/public';
import { pushShipmentInvoice, type PushedInvoice, type ShipmentInvoicePush } from './push-shipment-invoice.use-case';

export class PushShipmentInvoiceCommand extends Command<{ shipmentId: number }> {}

@CommandHandler(PushShipmentInvoiceCommand)
export class PushShipmentInvoiceHandler extends UseCaseHandler<PushShipmentInvoiceCommand['data'], ShipmentInvoicePush, PushedInvoice> {
  protected readonly useCase: UseCase<ShipmentInvoicePush, PushedInvoice>;
  protected input = ({ shipmentId }: PushShipmentInvoiceCommand['data']): ShipmentInvoicePush => ({ shipmentId, today: today() });
  protected idOf = (record: PushedInvoice) => ('created' in record ? record.created.invoiceId : record.updated.invoiceId);

  constructor(useCases: UseCases, packages: ParcelPackages) {
    super(useCases);
    this.useCase = pushShipmentInvoice(packages);
  }
}
