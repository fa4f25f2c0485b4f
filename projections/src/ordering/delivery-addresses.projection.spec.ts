import type { DomainEvent } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { deliveryAddressesProjection } from './delivery-addresses.projection';

const address = { name: 'Lan Nguyen', phone: '0901234567', address1: '12 Le Loi', address2: 'District 1', main: true };

describe('delivery addresses projection', () => {
  it("lists an added address under its user's id", () => {
    const documents = project(deliveryAddressesProjection, recorded([{ type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, ...address } }]));
    expect(documents.get('delivery_addresses/5')).toEqual({ ...address, id: 5, userId: 3, dateCreated: '2026-11-01T10:00:00.000Z' });
  });

  it('removes a deleted address and leaves the others', () => {
    const given: DomainEvent[] = [
      { type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, ...address } },
      { type: 'DeliveryAddressAdded', data: { addressId: 6, userId: 3, ...address, main: false } },
      { type: 'DeliveryAddressDeleted', data: { addressId: 5, userId: 3 } },
    ];
    expect([...project(deliveryAddressesProjection, recorded(given)).keys()]).toEqual(['delivery_addresses/6']);
  });

  it('gives the same documents when every event is applied twice', () => {
    const given = recorded([
      { type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, ...address } },
      { type: 'DeliveryAddressAdded', data: { addressId: 6, userId: 3, ...address } },
      { type: 'DeliveryAddressDeleted', data: { addressId: 6, userId: 3 } },
    ]);
    expect(project(deliveryAddressesProjection, eachTwice(given))).toEqual(project(deliveryAddressesProjection, given));
  });
});
