import { ERASED, type DomainEvent } from '@cargo/contracts';
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

  it("erases a closed account's addresses the way a replay after the erasure reads them, and leaves other users' alone", () => {
    const erasure: DomainEvent = { type: 'UserErased', data: { userId: 3, deliveryAddressIds: [5] } };
    const live = project(deliveryAddressesProjection, recorded([{ type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, ...address } }, { type: 'DeliveryAddressAdded', data: { addressId: 6, userId: 4, ...address } }, erasure]));
    const unreadable = { ...address, name: ERASED, phone: ERASED, address1: ERASED, address2: ERASED };
    const replayed = project(deliveryAddressesProjection, recorded([{ type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, ...unreadable } }, erasure]));
    expect(live.get('delivery_addresses/5')).toEqual({ ...unreadable, id: 5, userId: 3, dateCreated: '2026-11-01T10:00:00.000Z' });
    expect(live.get('delivery_addresses/5')).toEqual(replayed.get('delivery_addresses/5'));
    expect(live.get('delivery_addresses/6')).toMatchObject(address);
  });
});
