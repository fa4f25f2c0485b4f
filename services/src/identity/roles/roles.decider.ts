import { BUILT_IN_ROLES, conflict, invalid, MAX_ROLES, OWNER_ROLE, type RoleDefinition, type RoleEvent, unhandled } from '@cargo/contracts';
import type { Decider } from '../../platform/write-model/decider';

export interface RolesState {
  /** Every role on record, by key (in the order they were first set). */
  roles: ReadonlyMap<string, RoleDefinition>;
  /** Who holds the owner's role, as far as the roles record knows (see `ChangeOwners`). */
  owners: ReadonlySet<number>;
}

export type RolesCommand =
  /** The built-in roles, once: at a store's first start (a store that has roles keeps its own). */
  | { type: 'SeedRoles' }
  | { type: 'SetRole'; data: { role: RoleDefinition } }
  /**
   * A user's roles are changing: who holds the owner's role follows. `currentOwner`: whether the user
   * holds it now (from their stream; a root from before roles were data may be missing here, so the
   * record learns of one whenever it changes someone's roles: `byOwner`, the caller when they hold it).
   */
  | { type: 'ChangeOwners'; data: { userId: number; currentOwner: boolean; owner: boolean; byOwner: number | null } };

export function evolveRoles(state: RolesState, event: RoleEvent): RolesState {
  switch (event.type) {
    case 'RoleSet':
      return { ...state, roles: new Map(state.roles).set(event.data.role.key, event.data.role) };
    case 'OwnerJoined':
      return { ...state, owners: new Set(state.owners).add(event.data.userId) };
    case 'OwnerLeft': {
      const owners = new Set(state.owners);
      owners.delete(event.data.userId);
      return { ...state, owners };
    }
    default:
      return unhandled(event);
  }
}

const sameRole = (a: RoleDefinition, b: RoleDefinition) => JSON.stringify(a) === JSON.stringify(b);

export function decideRoles(command: RolesCommand, state: RolesState): RoleEvent[] {
  switch (command.type) {
    case 'SeedRoles':
      return state.roles.size > 0 ? [] : BUILT_IN_ROLES.map((role) => ({ type: 'RoleSet', data: { role } }));
    case 'SetRole': {
      const { role } = command.data;
      // The owner's role is what keeps the store governable: it always holds every right.
      if (role.key === OWNER_ROLE) throw conflict('identity.ownerRoleFixed');
      const current = state.roles.get(role.key);
      if (current === undefined && state.roles.size >= MAX_ROLES) throw invalid('identity.tooManyRoles');
      return current !== undefined && sameRole(current, role) ? [] : [{ type: 'RoleSet', data: { role } }];
    }
    case 'ChangeOwners': {
      const { userId, currentOwner, owner, byOwner } = command.data;
      const caller: RoleEvent[] = byOwner !== null && !state.owners.has(byOwner) ? [{ type: 'OwnerJoined', data: { userId: byOwner } }] : [];
      const owners = byOwner === null ? state.owners : new Set(state.owners).add(byOwner);
      const known = owners.has(userId);
      if (owner) return known ? caller : [...caller, { type: 'OwnerJoined', data: { userId } }];
      if (!currentOwner && !known) return caller;
      if ([...owners].every((holder) => holder === userId)) throw conflict('identity.lastOwner');
      return known ? [...caller, { type: 'OwnerLeft', data: { userId } }] : caller;
    }
    default:
      return unhandled(command);
  }
}

export const rolesDecider: Decider<RolesCommand, RoleEvent, RolesState> = {
  initialState: { roles: new Map(), owners: new Set() },
  evolve: evolveRoles,
  decide: decideRoles,
};
