import { forbidden, invalid, notFound, OWNER_ROLE, userStream } from '@cargo/contracts';
import { streamCommand, type StreamCommand, type UseCase } from '../../platform/write-model/use-case';
import { rolesRead } from '../roles/roles-read';
import { userRead } from '../user-read';

export interface UserRolesChange {
  userId: number;
  roles: string[];
  /** Who asks, and whether they hold the owner's role (from their own stream, as the session read it). */
  by: { userId: number; owner: boolean };
}

/** What a run keeps: ids and role keys, and which way the owner's role moved (so a cut run finishes it). */
export interface UserRolesRecord {
  userId: number;
  roles: string[];
  owner: 'joins' | 'leaves' | null;
  byOwner: number | null;
}

const owners = ({ userId, owner, byOwner }: UserRolesRecord, joins: boolean): StreamCommand =>
  streamCommand('owners', rolesRead(), { type: 'ChangeOwners', data: { userId, currentOwner: owner === 'leaves', owner: joins, byOwner } });

const pivot = ({ userId, roles }: UserRolesRecord) => streamCommand('roles', userRead(userId), { type: 'SetUserRoles', data: { userId, roles } });

/**
 * Root (or a role given `identity: change`) sets a staff user's roles. Every key must be a role on
 * record; only an owner changes their own (no one else raises themselves); only an owner gives or
 * takes the owner's role. Losing the owner's role is checked on the roles record first, which
 * refuses to let the last owner go (and is given back if the run stops before the user's stream
 * changes); gaining it is recorded there after.
 */
export const setUserRoles: UseCase<UserRolesChange, UserRolesRecord> = {
  name: 'set-user-roles',
  reads: ({ userId }) => [userRead(userId), rolesRead()],
  decide({ userId, roles, by }, states) {
    if (userId === by.userId && !by.owner) throw invalid('identity.ownRoles');
    const user = states.of(userRead(userId));
    if (user.status !== 'registered') throw notFound('identity.userNotFound');
    const known = states.of(rolesRead()).roles;
    if (roles.some((role) => !known.has(role))) throw invalid('identity.roleNotFound');
    const wasOwner = user.roles.includes(OWNER_ROLE);
    const isOwner = roles.includes(OWNER_ROLE);
    if (wasOwner !== isOwner && !by.owner) throw forbidden('identity.ownerGrantedByOwner');
    const record: UserRolesRecord = { userId, roles, owner: wasOwner === isOwner ? null : isOwner ? 'joins' : 'leaves', byOwner: by.owner ? by.userId : null };
    return { record, ...steps(record) };
  },
  owed: (record) => ({ ...steps(record), pivot: { name: 'roles', stream: userStream(record.userId) } }),
};

/** An owner from before roles were data is learned of by the roles record at any change they make. */
const callerOwner = (byOwner: number) =>
  streamCommand('owners', rolesRead(), { type: 'ChangeOwners', data: { userId: byOwner, currentOwner: true, owner: true, byOwner } });

function steps(record: UserRolesRecord) {
  const before = record.owner === 'leaves' ? [{ ...owners(record, false), undo: owners(record, true).command }] : [];
  const after = record.owner === 'joins' ? [owners(record, true)] : record.owner === null && record.byOwner !== null ? [callerOwner(record.byOwner)] : [];
  return { before, pivot: pivot(record), after };
}
