import { notFound, shipmentChargeLine, shipmentStorageLine, shipmentStream, type addInvoiceSchema } from '@cargo/contracts';
import type { z } from 'zod';
import { streamRead, type Decision, type StreamStates, type UseCase } from '../../platform/write-model/use-case';
import { packagesOf, shipmentDecider, type ParcelPackages } from '../../shipping/public';
import { addInvoice, type NewInvoice } from '../add-invoice/add-invoice.use-case';
import { invoiceRead } from '../invoice-links';
import { updateInvoice, type InvoiceChange, type InvoiceTrackingChange } from '../update-invoice/update-invoice.use-case';

export interface ShipmentInvoicePush {
  shipmentId: number;
  today: string;
}

/** What a run records: the invoice it created, or the one it brought up to date. */
export type PushedInvoice = { created: NewInvoice } | { updated: InvoiceTrackingChange };

const shipmentRead = (shipmentId: number) => streamRead(shipmentStream(shipmentId), shipmentDecider);

/** The shipment's charge line, and a storage line for what its packages ran up (none when they ran up nothing). */
function chargesOf(shipmentId: number, states: StreamStates, packages: ParcelPackages) {
  const shipment = states.of(shipmentRead(shipmentId));
  if (shipment.status !== 'active') throw notFound('shipping.shipmentNotFound');
  const fee = packagesOf(shipment.parcels).reduce((sum, packageId) => sum + packages.storageFee(states.of(packages.read(packageId)), shipmentId), 0);
  const storage = shipmentStorageLine(shipmentId, fee);
  return { shipment, storage, charges: [shipmentChargeLine({ id: shipmentId, ...shipment.shipment }), ...(fee > 0 ? [storage] : [])] };
}

/** What the push asks for: a new invoice for the sender, or the shipment's invoice with its charge lines brought up to date. */
function asked({ shipmentId, today }: ShipmentInvoicePush, states: StreamStates, packages: ParcelPackages) {
  const { shipment, storage, charges } = chargesOf(shipmentId, states, packages);
  if (shipment.invoiceId === null) {
    const input: z.output<typeof addInvoiceSchema> = {
      typeId: 'Shipment',
      customerId: shipment.shipment.sender.customerId,
      associatedId: shipmentId,
      mtlTracking: shipment.shipment.mtlTracking,
      currencyId: 'UsDollar',
      invoiceDate: null,
      description: '',
      boxCasePallet: '',
      weight: shipment.shipment.totalWeight || null,
      invoiceDetails: charges.map((charge) => ({ id: null, isActive: true, ...charge })),
    };
    return { kind: 'create', request: { input, today } } as const;
  }
  const invoiceId = shipment.invoiceId;
  const read = invoiceRead(invoiceId);
  if (!states.has(read)) return { kind: 'read', read } as const;
  const invoice = states.of(read);
  if (invoice.status !== 'active') throw notFound('billing.invoiceNotFound');
  const lines = Object.values(invoice.lines.lines);
  const existing = (name: string) => lines.find((line) => line.isActive && line.name === name);
  const charged = new Map(charges.map((charge) => [charge.name, charge]));
  // Its packages since taken out (or none ran up a fee): the storage line goes.
  const brought = (line: (typeof lines)[number]) =>
    !line.isActive ? line : line.name === storage.name && storage.unitPrice === 0 ? { ...line, isActive: false } : { ...line, ...charged.get(line.name) };
  const invoiceDetails = [
    ...lines.map(brought),
    ...charges.filter((charge) => !existing(charge.name)).map((charge) => ({ id: null, isActive: true, ...charge })),
  ];
  const change: InvoiceChange = { input: { ...invoice.invoice, id: invoiceId, invoiceDetails } };
  return { kind: 'update', change } as const;
}

const created = (decision: Decision<NewInvoice>): Decision<PushedInvoice> => ({ ...decision, record: { created: decision.record } });

/**
 * Push to Invoice: the shipment's charge as one line 'Shipment {id}' in US dollars (Air: its weight
 * at 2.75 per lb; Sea: its pallets at 1000), and the storage fees its packages settled as one line
 * 'Storage, shipment {id}'. Without an invoice, one is created for the sender, as Add Invoice
 * decides; with one, its lines are brought up to date, as Update Invoice decides (refused once the
 * invoice is paid).
 */
export const pushShipmentInvoice = (packages: ParcelPackages): UseCase<ShipmentInvoicePush, PushedInvoice> => ({
  name: 'push-shipment-invoice',
  // Without an invoice yet, the push opens one.
  opens: 'invoice',
  reads(push, states) {
    const read = shipmentRead(push.shipmentId);
    if (!states.has(read)) return [read];
    const shipment = states.of(read);
    const packageReads = shipment.status === 'active' ? packagesOf(shipment.parcels).map((packageId) => packages.read(packageId)) : [];
    if (packageReads.some((packageRead) => !states.has(packageRead))) return [read, ...packageReads];
    const next = asked(push, states, packages);
    if (next.kind === 'read') return [next.read];
    return [read, ...packageReads, ...(next.kind === 'create' ? addInvoice.reads(next.request, states) : updateInvoice.reads(next.change, states))];
  },
  decide(push, states) {
    const next = asked(push, states, packages);
    if (next.kind === 'read') throw new Error('The shipment invoice is read before the push is decided');
    if (next.kind === 'update') {
      const decision = updateInvoice.decide(next.change, states);
      if (typeof decision === 'function') throw new Error('Update Invoice opens no record');
      return { ...decision, record: { updated: decision.record } };
    }
    const decided = addInvoice.decide(next.request, states);
    return typeof decided === 'function' ? (invoiceId: number) => created(decided(invoiceId, [])) : created(decided);
  },
  owed: (record) => ('created' in record ? addInvoice.owed(record.created) : updateInvoice.owed(record.updated)),
});
