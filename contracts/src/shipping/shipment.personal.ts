import { customerSubject, personalData, type PersonalFields } from '../platform/personal-data';
import type { ShipmentEvent, ShipmentRecord } from './shipment.events';

/** A sender's or receiver's address and contact are that customer's: sealed under the customer's key. */
export const PARTY_PERSONAL_FIELDS = ['address1', 'address2', 'phone', 'email'] as const;

/** Both parties of the shipment record at `path` (each under its own customer's key). */
function parties<D>(record: (data: D) => ShipmentRecord, path: string): PersonalFields<D>[] {
  return (['sender', 'receiver'] as const).map((party) => ({
    subject: (data: D) => customerSubject(record(data)[party].customerId),
    fields: PARTY_PERSONAL_FIELDS.map((field) => `${path}.${party}.${field}`),
  }));
}

type Data<T extends ShipmentEvent['type']> = Extract<ShipmentEvent, { type: T }>['data'];

export const shipmentPersonalData = personalData<ShipmentEvent>({
  ShipmentCreated: parties((data: Data<'ShipmentCreated'>) => data.shipment, 'shipment'),
  ShipmentUpdated: [...parties((data: Data<'ShipmentUpdated'>) => data.before, 'before'), ...parties((data: Data<'ShipmentUpdated'>) => data.after, 'after')],
  ShipmentDeleted: parties((data: Data<'ShipmentDeleted'>) => data.shipment, 'shipment'),
});
