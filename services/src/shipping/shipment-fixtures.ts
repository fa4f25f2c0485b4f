import type { Decider } from '../platform/write-model/decider';
import { streamCommand } from '../platform/write-model/use-case';
import type { ParcelPackages } from './parcel-packages';
import {
  customerStream,
  dropdownStream,
  shipmentGroupStream,
  shipmentStream,
  type DomainEvent,
  type ShipmentDetails,
  type ShipmentRecord,
} from '@cargo/contracts';

/** Streams the shipment use cases' specs are given, each as the log holds it. */
const party = (customerId: number) => ({ customerId, address1: '12 Main St', address2: '', phone: '2065550100', email: '' });
export const details: ShipmentDetails = {
  groupId: 3,
  sender: party(1),
  receiver: party(2),
  totalBox: 2,
  totalPallet: 0,
  totalWeight: 1250,
  totalValue: 10_000,
  description: 'Vitamins',
  shipmentDate: '2026-11-02',
  boxLength: 0,
  boxWidth: 0,
  boxHeight: 0,
  mtlTracking: 'MTL-1',
};
export const air: ShipmentRecord = { ...details, typeId: 'Air' };
const opened = (customerId: number): DomainEvent => ({
  type: 'CustomerOpened',
  data: {
    customerId,
    userId: null,
    name: `Customer ${customerId}`,
    address1: '12 Main St',
    address2: '',
    email: '',
    phone: '2065550100',
    parentCustomerId: null,
  },
});
const group = (groupId: number, typeId: 'Air' | 'Sea' = 'Air'): DomainEvent => ({
  type: 'ShipmentGroupAdded',
  data: { groupId, statusId: 1, details: { typeId, shipmentDate: '2026-11-02' } },
});
const status = (id: number, customEnum: string) => ({ id, displayName: { en: customEnum, vi: customEnum }, customEnum });

/** The customers a shipment names, and the status dropdown a form's save checks. */
export const people = { [customerStream(1)]: [opened(1)], [customerStream(2)]: [opened(2)] };
export const statuses = {
  [dropdownStream('shipmentStatus')]: [
    { type: 'DropdownSeeded', data: { dropdown: 'shipmentStatus', options: [status(1, 'New'), status(2, 'Received')] } },
  ] as DomainEvent[],
};
export const known = { ...people, ...statuses, [shipmentGroupStream(3)]: [group(3)], [shipmentGroupStream(4)]: [group(4)] };
export const shipment7 = { [shipmentStream(7)]: [{ type: 'ShipmentCreated', data: { shipmentId: 7, statusId: 1, shipment: air } }] as DomainEvent[] };

/** Specs whose shipments hold no parcel from a package, or only move theirs (a package's own rules are receiving's to test). */
const noPackage = () => {
  throw new Error('no parcel of these specs came from a package, or none is read');
};
export const noPackages: ParcelPackages = { returned: noPackage, shipped: noPackage, unshipped: noPackage, read: noPackage, storageFee: noPackage };

/** Receiving's side of the port, as names: which package moved how (its own decider is receiving's to test). */
const echo: Decider<{ type: string }, DomainEvent, null> = { initialState: null, evolve: (state) => state, decide: () => [] };
export const echoedPackages: ParcelPackages = {
  returned: (packageId, shipmentId) =>
    streamCommand(`return-${packageId}`, { stream: `package-${packageId}`, decider: echo }, { type: `returned to ${shipmentId}` }),
  shipped: (packageId, shipmentId, on) =>
    streamCommand(`ship-${packageId}`, { stream: `package-${packageId}`, decider: echo }, { type: `shipped with ${shipmentId} on ${on}` }),
  unshipped: (packageId, shipmentId) =>
    streamCommand(`unship-${packageId}`, { stream: `package-${packageId}`, decider: echo }, { type: `back in ${shipmentId}` }),
  read: noPackage,
  storageFee: noPackage,
};
