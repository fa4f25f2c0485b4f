import { BUILT_IN_ROLES, MAX_ROLES, type RoleDefinition, type RoleEvent } from '@cargo/contracts';
import { deciderSpec } from '../../testing/decider-spec';
import { rolesDecider } from './roles.decider';

const spec = deciderSpec(rolesDecider);
const seeded: RoleEvent[] = BUILT_IN_ROLES.map((role) => ({ type: 'RoleSet', data: { role } }));
const nightShift: RoleDefinition = {
  key: 'night-shift',
  name: { en: 'Night shift', vi: 'Ca đêm' },
  actions: { receiving: ['read', 'change'] },
  fields: { money: 'none', costs: 'none', personal: 'read' },
};
const owner = (userId: number): RoleEvent => ({ type: 'OwnerJoined', data: { userId } });
const changeOwners = (userId: number, currentOwner: boolean, isOwner: boolean, byOwner: number | null = null) =>
  ({ type: 'ChangeOwners', data: { userId, currentOwner, owner: isOwner, byOwner } }) as const;

describe('roles decider', () => {
  it('seeds the built-in roles once: a store that has roles keeps its own', () => {
    spec.given([]).when({ type: 'SeedRoles' }).then(seeded);
    spec.given(seeded).when({ type: 'SeedRoles' }).then([]);
  });

  it('sets a new role and changes one; the same definition again writes nothing', () => {
    spec
      .given(seeded)
      .when({ type: 'SetRole', data: { role: nightShift } })
      .then([{ type: 'RoleSet', data: { role: nightShift } }]);
    spec
      .given([...seeded, { type: 'RoleSet', data: { role: nightShift } }])
      .when({ type: 'SetRole', data: { role: nightShift } })
      .then([]);
    const warehouse = {
      ...BUILT_IN_ROLES.find(({ key }) => key === 'warehouse')!,
      fields: { money: 'read', costs: 'none', personal: 'read' },
    } as RoleDefinition;
    spec
      .given(seeded)
      .when({ type: 'SetRole', data: { role: warehouse } })
      .then([{ type: 'RoleSet', data: { role: warehouse } }]);
  });

  it("refuses to change the owner's role, and a role past the store's limit", () => {
    const owners = { ...BUILT_IN_ROLES[0]!, actions: {} };
    spec
      .given(seeded)
      .when({ type: 'SetRole', data: { role: owners } })
      .thenThrows('identity.ownerRoleFixed');
    const many: RoleEvent[] = Array.from({ length: MAX_ROLES }, (_, at) => ({ type: 'RoleSet', data: { role: { ...nightShift, key: `role-${at}` } } }));
    spec
      .given(many)
      .when({ type: 'SetRole', data: { role: nightShift } })
      .thenThrows('identity.tooManyRoles');
    const renamed = { ...nightShift, key: 'role-3', name: { en: 'Late shift', vi: 'Ca muộn' } };
    spec
      .given(many)
      .when({ type: 'SetRole', data: { role: renamed } })
      .then([{ type: 'RoleSet', data: { role: renamed } }]);
  });

  it("keeps who holds the owner's role, and never lets the last one go", () => {
    spec
      .given([])
      .when(changeOwners(5, false, true))
      .then([owner(5)]);
    spec
      .given([owner(5)])
      .when(changeOwners(5, true, true))
      .then([]);
    spec
      .given([owner(5), owner(6)])
      .when(changeOwners(5, true, false))
      .then([{ type: 'OwnerLeft', data: { userId: 5 } }]);
    spec
      .given([owner(5)])
      .when(changeOwners(5, true, false))
      .thenThrows('identity.lastOwner');
    // A root from before roles were data, unknown to the record: the caller, an owner, is learned of first.
    spec
      .given([])
      .when(changeOwners(5, true, false, 6))
      .then([owner(6)]);
    spec
      .given([])
      .when(changeOwners(5, true, false))
      .thenThrows('identity.lastOwner');
    spec
      .given([owner(6)])
      .when(changeOwners(7, false, false, 6))
      .then([]);
  });
});
