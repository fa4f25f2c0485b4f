import { customerStream, packageStream, preAlertStream, shipmentGroupStream, type DomainEvent, type PreAlertDetails } from '@cargo/contracts';
import { caller } from '../testing/callers';

/** Streams and people the receiving use cases' specs are given. */
export const staff = caller(1, null, ['manager']);
export const lan = caller(3, 7, []);
export const binh = caller(4, 8, [], 'Binh');

export const UPS = '1Z5R89390357567127';
export const preAlert: PreAlertDetails = {
  carrier: 'UPS',
  trackingNumber: UPS,
  contents: [{ description: 'Running shoes', quantity: 2, value: 12_000, hsCode: '' }],
  service: 'Air',
  fileId: null,
  note: '',
};

const opened = (customerId: number, userId: number): DomainEvent => ({
  type: 'CustomerOpened',
  data: { customerId, userId, name: `Customer ${customerId}`, address1: '12 Main St', address2: '', email: '', phone: '2065550100', parentCustomerId: null },
});
export const customers = { [customerStream(7)]: [opened(7, 3)], [customerStream(8)]: [opened(8, 4)] };
export const expected4 = { [preAlertStream(4)]: [{ type: 'PreAlertAdded', data: { preAlertId: 4, customerId: 7, preAlert } }] as DomainEvent[] };

/** A package received for customer 7 (pre-alerted at $120), one for customer 8, and an air group with its customers, for consolidation. */
const receivedFor = (packageId: number, customerId: number | null, declaredValue: number): DomainEvent => ({
  type: 'PackageReceived',
  data: {
    packageId,
    trackingNumber: `PKG${packageId}0000000`,
    carrier: 'Other',
    customerId,
    preAlertId: null,
    receipt: { weight: 200 + packageId, length: 10, width: 8, height: 4, condition: 'ok', conditionNote: '', photoIds: [], bin: `B-${packageId}` },
    label: customerId === null ? { name: 'X', address: 'Y' } : null,
    receivedOn: '2026-11-20',
    declaredValue,
  },
});
export const packages = {
  [packageStream(1)]: [receivedFor(1, 7, 12_000)],
  [packageStream(2)]: [receivedFor(2, 7, 0)],
  [packageStream(3)]: [receivedFor(3, 8, 0)],
  [packageStream(4)]: [receivedFor(4, null, 0)],
};
export const airGroup = {
  [shipmentGroupStream(3)]: [
    { type: 'ShipmentGroupAdded', data: { groupId: 3, statusId: 1, details: { typeId: 'Air', shipmentDate: '2026-12-01' } } },
  ] as DomainEvent[],
};
