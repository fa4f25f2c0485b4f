import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conflict, invoiceStream, notFound, shipmentChargeLine, shipmentStream, type CommandReceipt } from '@cargo/contracts';
import { Command } from '../platform/write-model/command';
import { AggregateRepository } from '../platform/write-model/aggregate-repository';
import { shipmentDecider } from '../shipping/public';
import { AddInvoiceCommand } from './add-invoice.handler';
import { invoiceDecider, isPaid } from './invoice.decider';
import { UpdateInvoiceCommand } from './update-invoice.handler';

export class PushShipmentInvoiceCommand extends Command<{ shipmentId: number }> {}

/**
 * Push to Invoice: the shipment's charge as one line 'Shipment {id}' in US dollars (Air: its weight
 * at 2.75 per lb; Sea: its pallets at 1000). Without an invoice, one is created for the sender;
 * with one, its line is brought up to date (refused once the invoice is paid).
 */
@CommandHandler(PushShipmentInvoiceCommand)
export class PushShipmentInvoiceHandler implements ICommandHandler<PushShipmentInvoiceCommand, CommandReceipt> {
  constructor(
    private readonly aggregates: AggregateRepository,
    private readonly commands: CommandBus,
  ) {}

  async execute({ data: { shipmentId }, context }: PushShipmentInvoiceCommand): Promise<CommandReceipt> {
    const { state: shipment } = await this.aggregates.load(shipmentStream(shipmentId), shipmentDecider);
    if (shipment.status !== 'active') throw notFound('shipping.shipmentNotFound');
    const charge = shipmentChargeLine({ id: shipmentId, ...shipment.shipment });
    if (shipment.invoiceId === null) {
      const header = {
        typeId: 'Shipment' as const,
        customerId: shipment.shipment.sender.customerId,
        associatedId: shipmentId,
        mtlTracking: shipment.shipment.mtlTracking,
        currencyId: 'UsDollar' as const,
        invoiceDate: null,
        description: '',
        boxCasePallet: '',
        weight: shipment.shipment.totalWeight || null,
      };
      return this.commands.execute(new AddInvoiceCommand({ input: { ...header, invoiceDetails: [{ id: null, isActive: true, ...charge }] } }, context));
    }
    const invoiceId = shipment.invoiceId;
    const { state: invoice } = await this.aggregates.load(invoiceStream(invoiceId), invoiceDecider);
    if (invoice.status !== 'active') throw notFound('billing.invoiceNotFound');
    if (isPaid(invoice)) throw conflict('billing.invoicePaidLocked');
    const lines = Object.values(invoice.lines.lines);
    const existing = lines.find((line) => line.isActive && line.name === charge.name);
    const invoiceDetails = [
      ...lines.map((line) => (line === existing ? { ...line, ...charge } : line)),
      ...(existing ? [] : [{ id: null, isActive: true, ...charge }]),
    ];
    return this.commands.execute(new UpdateInvoiceCommand({ input: { ...invoice.invoice, id: invoiceId, invoiceDetails } }, context));
  }
}
