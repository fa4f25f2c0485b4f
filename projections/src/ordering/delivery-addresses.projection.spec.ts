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
    expect([...project(deliveryAddressesProjection, recorded(given)).keys()].filter((key) => key.startsWith('delivery_addresses/'))).toEqual([
      'delivery_addresses/6',
    ]);
  });

  it('gives the same documents when every event is applied twice', () => {
    const given = recorded([
      { type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, ...address } },
      { type: 'DeliveryAddressAdded', data: { addressId: 6, userId: 3, ...address } },
      { type: 'DeliveryAddressDeleted', data: { addressId: 6, userId: 3 } },
    ]);
    expect(project(deliveryAddressesProjection, eachTwice(given))).toEqual(project(deliveryAddressesProjection, given));
  });

  it("erases every address of a closed account (the erasure names only the user) the way a replay after it reads them, and leaves other users' alone", () => {
    const erasure: DomainEvent = { type: 'UserErased', data: { userId: 3 } };
    const live = project(
      deliveryAddressesProjection,
      recorded([
        { type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, ...address } },
        { type: 'DeliveryAddressAdded', data: { addressId: 6, userId: 4, ...address } },
        { type: 'DeliveryAddressAdded', data: { addressId: 7, userId: 3, ...address, main: false } },
        erasure,
      ]),
    );
    const unreadable = { ...address, name: ERASED, phone: ERASED, address1: ERASED, address2: ERASED };
    const replayed = project(
      deliveryAddressesProjection,
      recorded([{ type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, ...unreadable } }, erasure]),
    );
    expect(live.get('delivery_addresses/5')).toEqual({ ...unreadable, id: 5, userId: 3, dateCreated: '2026-11-01T10:00:00.000Z' });
    expect(live.get('delivery_addresses/5')).toEqual(replayed.get('delivery_addresses/5'));
    expect(live.get('delivery_addresses/7')).toMatchObject({ name: ERASED, address1: ERASED });
    expect(live.get('delivery_addresses/6')).toMatchObject(address);
  });

  it('erases the addresses an erasure recorded before the owners were kept names itself', () => {
    const live = project(
      deliveryAddressesProjection,
      recorded([
        { type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, ...address } },
        { type: 'UserErased', data: { userId: 9, deliveryAddressIds: [5] } },
      ]),
    );
    expect(live.get('delivery_addresses/5')).toMatchObject({ name: ERASED, phone: ERASED });
  });

  it('gives the same documents when an erasure is applied twice', () => {
    const given = recorded([
      { type: 'DeliveryAddressAdded', data: { addressId: 5, userId: 3, ...address } },
      { type: 'UserErased', data: { userId: 3 } },
    ]);
    expect(project(deliveryAddressesProjection, eachTwice(given))).toEqual(project(deliveryAddressesProjection, given));
  });
});
