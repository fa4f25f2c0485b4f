import { ERASED, type DomainEvent } from '@cargo/contracts';
import { eachTwice, project } from '../testing/in-memory-projection';
import { recorded } from '../testing/recorded';
import { usersProjection } from './users.projection';

const registered: DomainEvent = {
  type: 'UserRegistered',
  data: {
    userId: 3,
    customerId: 9,
    first: 'Lan',
    last: 'Nguyen',
    email: 'lan@example.com',
    phone: '0901234567',
    passwordHash: 'scrypt$secret',
    verificationTokenHash: 'sha256$secret',
  },
};

describe('users projection', () => {
  it('lists a registered user as an unverified customer, and never keeps the password or token hash', () => {
    const user = project(usersProjection, recorded([registered])).get('users/3');
    expect(user).toEqual({
      id: 3,
      customerId: 9,
      first: 'Lan',
      last: 'Nguyen',
      email: 'lan@example.com',
      phone: '0901234567',
      roles: [],
      isAdmin: false,
      isRoot: false,
      isAuditor: false,
      emailVerified: false,
      dateCreated: '2026-11-01T10:00:00.000Z',
    });
    expect(JSON.stringify(user)).not.toContain('secret');
  });

  it('marks the email verified, grants and revokes admin, and makes root an admin too', () => {
    const given: DomainEvent[] = [registered, { type: 'UserEmailVerified', data: { userId: 3 } }, { type: 'AdminGranted', data: { userId: 3 } }];
    expect(project(usersProjection, recorded(given)).get('users/3')).toMatchObject({ emailVerified: true, isAdmin: true, isRoot: false });
    const revoked = project(usersProjection, recorded([...given, { type: 'AdminRevoked', data: { userId: 3 } }])).get('users/3');
    expect(revoked).toMatchObject({ isAdmin: false });
    expect(project(usersProjection, recorded([registered, { type: 'RootGranted', data: { userId: 3 } }])).get('users/3')).toMatchObject({
      isAdmin: true,
      isRoot: true,
    });
  });

  it("keeps the roles a user holds: root's roles replace the grants, and the flags follow", () => {
    const given: DomainEvent[] = [
      registered,
      { type: 'AdminGranted', data: { userId: 3 } },
      { type: 'UserRolesSet', data: { userId: 3, roles: ['warehouse'] } },
    ];
    expect(project(usersProjection, recorded(given)).get('users/3')).toMatchObject({ roles: ['warehouse'], isAdmin: true, isRoot: false, isAuditor: false });
    const auditing = [...given, { type: 'UserRolesSet', data: { userId: 3, roles: ['auditor'] } }] as DomainEvent[];
    expect(project(usersProjection, recorded(auditing)).get('users/3')).toMatchObject({ roles: ['auditor'], isAdmin: false, isAuditor: true });
    const owner = [registered, { type: 'RootGranted', data: { userId: 3 } }, { type: 'AdminGranted', data: { userId: 3 } }] as DomainEvent[];
    expect(project(usersProjection, recorded(owner)).get('users/3')).toMatchObject({ roles: ['owner', 'manager'], isRoot: true, isAdmin: true });
  });

  it('writes nothing for a role event about a user it never saw registered', () => {
    expect(project(usersProjection, recorded([{ type: 'AdminGranted', data: { userId: 42 } }])).size).toBe(0);
  });

  it('gives the same documents when every event is applied twice', () => {
    const given = recorded([
      registered,
      { type: 'UserEmailVerified', data: { userId: 3 } },
      { type: 'AdminGranted', data: { userId: 3 } },
      { type: 'AdminRevoked', data: { userId: 3 } },
      { type: 'UserRolesSet', data: { userId: 3, roles: ['sales', 'warehouse'] } },
    ]);
    expect(project(usersProjection, eachTwice(given))).toEqual(project(usersProjection, given));
  });

  it('closes an erased account: its name, email and phone read as erased, as a replay reads them', () => {
    const user = project(usersProjection, recorded([registered, { type: 'UserErased', data: { userId: 3 } }])).get('users/3');
    expect(user).toMatchObject({ id: 3, customerId: 9, first: ERASED, last: ERASED, email: ERASED, phone: ERASED, erased: true });
  });
});
