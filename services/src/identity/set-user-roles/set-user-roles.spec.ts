import { BUILT_IN_ROLES, ROLES_STREAM, userStream, type DomainEvent } from '@cargo/contracts';
import { owedAfter, useCaseSpec } from '../../testing/use-case-spec';
import { setUserRoles } from './set-user-roles.use-case';

const spec = useCaseSpec(setUserRoles);
const registered = (userId: number, ...grants: DomainEvent[]): DomainEvent[] => [
  {
    type: 'UserRegistered',
    data: { userId, customerId: null, first: 'Lan', last: 'Tran', email: `u${userId}@example.com`, phone: '', passwordHash: 'h', verificationTokenHash: 'v' },
  },
  ...grants,
];
const roles = (...owners: number[]): DomainEvent[] => [
  ...BUILT_IN_ROLES.map((role) => ({ type: 'RoleSet', data: { role } })),
  ...owners.map((userId) => ({ type: 'OwnerJoined', data: { userId } })),
];
const root = { userId: 1, owner: true };
const setRoles = (userId: number, keys: string[]) => [userStream(userId), { type: 'SetUserRoles', data: { userId, roles: keys } }] as [string, unknown];
const changeOwners = (userId: number, currentOwner: boolean, owner: boolean, byOwner: number | null) =>
  [ROLES_STREAM, { type: 'ChangeOwners', data: { userId, currentOwner, owner, byOwner } }] as [string, unknown];

describe('set user roles (no store)', () => {
  it("gives a staff user roles on their stream (the pivot); the owner's record learns of the caller", () => {
    spec
      .given({ [userStream(4)]: registered(4), [ROLES_STREAM]: roles(1) })
      .when({ userId: 4, roles: ['warehouse', 'sales'], by: root })
      .then({
        record: { userId: 4, roles: ['warehouse', 'sales'], owner: null, byOwner: 1 },
        pivot: setRoles(4, ['warehouse', 'sales']),
        after: [changeOwners(1, true, true, 1)],
      });
  });

  it("records a new owner after the pivot; one losing the owner's role is checked on the roles record first, and given back if the run stops", () => {
    spec
      .given({ [userStream(4)]: registered(4), [ROLES_STREAM]: roles(1) })
      .when({ userId: 4, roles: ['owner'], by: root })
      .then({ record: { userId: 4, roles: ['owner'], owner: 'joins', byOwner: 1 }, pivot: setRoles(4, ['owner']), after: [changeOwners(4, false, true, 1)] });
    const decision = spec
      .given({ [userStream(4)]: registered(4, { type: 'RootGranted', data: { userId: 4 } }), [ROLES_STREAM]: roles(1, 4) })
      .when({ userId: 4, roles: ['manager'], by: root })
      .then({
        record: { userId: 4, roles: ['manager'], owner: 'leaves', byOwner: 1 },
        before: [changeOwners(4, true, false, 1)],
        pivot: setRoles(4, ['manager']),
      });
    expect(decision.before[0]!.undo).toEqual({ type: 'ChangeOwners', data: { userId: 4, currentOwner: true, owner: true, byOwner: 1 } });
    expect(owedAfter(setUserRoles, decision.record, [])).toEqual([]);
  });

  it("refuses a role not on record, the caller's own roles, a user not on record, and the owner's role given or taken by a non-owner", () => {
    const streams = { [userStream(4)]: registered(4), [ROLES_STREAM]: roles(1) };
    spec
      .given(streams)
      .when({ userId: 4, roles: ['night-shift'], by: root })
      .thenRefused('identity.roleNotFound');
    spec
      .given(streams)
      .when({ userId: 2, roles: ['owner'], by: { userId: 2, owner: false } })
      .thenRefused('identity.ownRoles');
    spec
      .given(streams)
      .when({ userId: 9, roles: ['sales'], by: root })
      .thenRefused('identity.userNotFound');
    spec
      .given(streams)
      .when({ userId: 4, roles: ['owner'], by: { userId: 2, owner: false } })
      .thenRefused('identity.ownerGrantedByOwner');
  });

  it('never lets the last owner go: not even when they step down themselves', () => {
    const lastOwner = { [userStream(4)]: registered(4, { type: 'RootGranted', data: { userId: 4 } }), [ROLES_STREAM]: roles(4) };
    spec
      .given(lastOwner)
      .when({ userId: 4, roles: ['manager'], by: { userId: 4, owner: true } })
      .thenRefused('identity.lastOwner');
    spec
      .given(lastOwner)
      .when({ userId: 4, roles: ['manager'], by: { userId: 2, owner: false } })
      .thenRefused('identity.ownerGrantedByOwner');
  });
});
