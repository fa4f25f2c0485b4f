import { ERASED, type CustomerDetails, type DomainEvent } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { customersProjection } from './customers.projection';

const details: CustomerDetails = {
  name: 'Lan Nguyen',
  address1: '12 Le Loi',
  address2: '',
  email: 'lan@example.com',
  phone: '0901234567',
  parentCustomerId: null,
};

describe('customers projection', () => {
  it('lists an opened customer with its id as text (for the id filter) and its opening time', () => {
    const given: DomainEvent[] = [{ type: 'CustomerOpened', data: { customerId: 7, userId: 3, ...details } }];
    expect(project(customersProjection, recorded(given)).get('customers/7')).toEqual({
      ...details,
      id: 7,
      idText: '7',
      userId: 3,
      dateCreated: '2026-11-01T10:00:00.000Z',
    });
  });

  it('takes new details on update and keeps who the account belongs to', () => {
    const given: DomainEvent[] = [
      { type: 'CustomerOpened', data: { customerId: 7, userId: 3, ...details } },
      { type: 'CustomerUpdated', data: { customerId: 7, details: { ...details, name: 'Lan Tran', parentCustomerId: 2 } } },
    ];
    expect(project(customersProjection, recorded(given)).get('customers/7')).toMatchObject({ name: 'Lan Tran', parentCustomerId: 2, userId: 3, idText: '7' });
  });

  it('keeps a deleted customer in the bin, erases its personal data there, and a restore brings it back as it is', () => {
    const opened: DomainEvent = { type: 'CustomerOpened', data: { customerId: 7, userId: 3, ...details } };
    const deleted = project(customersProjection, recorded([opened, { type: 'CustomerDeleted', data: { customerId: 7 } }]));
    expect(deleted.has('customers/7')).toBe(false);
    expect(deleted.get('customers_bin/7')).toMatchObject({ name: 'Lan Nguyen', dateCreated: '2026-11-01T10:00:00.000Z' });
    const restored = project(
      customersProjection,
      recorded([
        opened,
        { type: 'CustomerDeleted', data: { customerId: 7 } },
        { type: 'CustomerErased', data: { customerId: 7 } },
        { type: 'CustomerRestored', data: { customerId: 7 } },
      ]),
    );
    expect(restored.get('customers/7')).toMatchObject({ id: 7, userId: 3, name: ERASED, phone: ERASED, erased: true, dateCreated: '2026-11-01T10:00:00.000Z' });
    expect(restored.has('customers_bin/7')).toBe(false);
  });

  it('removes a deleted customer, and an update after it brings nothing back', () => {
    const given: DomainEvent[] = [
      { type: 'CustomerOpened', data: { customerId: 7, userId: null, ...details } },
      { type: 'CustomerDeleted', data: { customerId: 7 } },
      { type: 'CustomerUpdated', data: { customerId: 7, details } },
    ];
    expect(project(customersProjection, recorded(given)).has('customers/7')).toBe(false);
  });

  it('gives the same documents when every event is applied twice', () => {
    const given = recorded([
      { type: 'CustomerOpened', data: { customerId: 7, userId: null, ...details } },
      { type: 'CustomerUpdated', data: { customerId: 7, details: { ...details, phone: '0912345678' } } },
      { type: 'CustomerOpened', data: { customerId: 8, userId: null, ...details } },
      { type: 'CustomerDeleted', data: { customerId: 8 } },
    ]);
    expect(project(customersProjection, eachTwice(given))).toEqual(project(customersProjection, given));
  });

  it('reads an erased customer the way a replay after the erasure does (its sealed fields no longer open)', () => {
    const erasure: DomainEvent = { type: 'CustomerErased', data: { customerId: 7 } };
    const live = project(customersProjection, recorded([{ type: 'CustomerOpened', data: { customerId: 7, userId: 3, ...details } }, erasure]));
    const unreadable = { ...details, name: ERASED, address1: ERASED, email: ERASED, phone: ERASED };
    const replayed = project(customersProjection, recorded([{ type: 'CustomerOpened', data: { customerId: 7, userId: 3, ...unreadable } }, erasure]));
    expect(live.get('customers/7')).toEqual({ ...unreadable, id: 7, idText: '7', userId: 3, dateCreated: '2026-11-01T10:00:00.000Z', erased: true });
    expect(live.get('customers/7')).toEqual(replayed.get('customers/7'));
  });
});
