import {
  conflict,
  holdingRoles,
  invalid,
  MANAGER_ROLE,
  roleFlags,
  notFound,
  rolesAfter,
  type RolePermissions,
  type UserEvent,
  type UserInfo,
  unhandled,
} from '@cargo/contracts';
import { type Decider, opening } from '../platform/write-model/decider';
import { sameHash } from './same-hash';

export interface Account extends Omit<UserInfo, 'permissions'> {
  status: 'registered';
  emailVerified: boolean;
  passwordHash: string;
  verificationTokenHash: string;
}

/** An erased account keeps only its ids: it can no longer sign in, and its personal data reads as erased. */
export type UserState = { status: 'absent' } | Account | { status: 'erased'; id: number; customerId: number | null };

export type UserCommand =
  | {
      type: 'RegisterUser';
      data: {
        userId: number;
        customerId: number | null;
        first: string;
        last: string;
        familyFirst?: boolean;
        email: string;
        phone: string;
        passwordHash: string;
        verificationTokenHash: string;
      };
    }
  | { type: 'VerifyEmail'; data: { userId: number; tokenHash: string } }
  | { type: 'GrantAdmin'; data: { userId: number } }
  | { type: 'RevokeAdmin'; data: { userId: number } }
  | { type: 'GrantRoot'; data: { userId: number } }
  | { type: 'GrantAuditor'; data: { userId: number } }
  | { type: 'RevokeAuditor'; data: { userId: number } }
  /** Replaces the roles held (which roles exist, and who may give the owner's, the use case decided). */
  | { type: 'SetUserRoles'; data: { userId: number; roles: string[] } }
  /** Its delivery addresses read as erased from now on (the read side knows which they are). */
  | { type: 'EraseUser'; data: { userId: number } };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    const { userId, customerId, first, last, familyFirst, email, phone, passwordHash, verificationTokenHash } = event.data;
    return {
      status: 'registered',
      id: userId,
      customerId,
      first,
      last,
      ...(familyFirst && { familyFirst }),
      email,
      phone,
      passwordHash,
      verificationTokenHash,
      emailVerified: false,
      ...holdingRoles([]),
    };
  }
  if (event.type === 'UserErased') return state.status === 'registered' ? { status: 'erased', id: state.id, customerId: state.customerId } : state;
  if (state.status !== 'registered') return state;
  switch (event.type) {
    case 'UserEmailVerified':
      return { ...state, emailVerified: true };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'AdminGranted':
    case 'AdminRevoked':
    case 'RootGranted':
    case 'AuditorGranted':
    case 'AuditorRevoked':
    case 'UserRolesSet':
      return { ...state, ...rolesAfter(state.roles, event) };
    default:
      return unhandled(event);
  }
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'RegisterUser') {
    return opening(state, { type: 'UserRegistered', data: command.data });
  }
  if (state.status === 'absent') {
    if (command.type === 'VerifyEmail') throw invalid('identity.verificationFailed');
    throw notFound('identity.userNotFound');
  }
  if (state.status === 'erased') {
    if (command.type === 'EraseUser') return [];
    throw notFound('identity.userNotFound');
  }
  const { userId } = command.data;
  switch (command.type) {
    case 'VerifyEmail':
      if (!sameHash(command.data.tokenHash, state.verificationTokenHash)) throw invalid('identity.verificationFailed');
      return state.emailVerified ? [] : [{ type: 'UserEmailVerified', data: { userId } }];
    case 'GrantAdmin':
      if (state.isAuditor) throw conflict('identity.auditorIsNotStaff');
      return state.roles.includes(MANAGER_ROLE) ? [] : [{ type: 'AdminGranted', data: { userId } }];
    case 'RevokeAdmin':
      if (state.isRoot) throw conflict('identity.rootKeepsAdmin');
      return state.roles.includes(MANAGER_ROLE) ? [{ type: 'AdminRevoked', data: { userId } }] : [];
    case 'GrantRoot':
      return state.isRoot ? [] : [{ type: 'RootGranted', data: { userId } }];
    // Read-only by design: staff who can change things are not auditors too.
    case 'GrantAuditor':
      if (state.isAdmin || state.isRoot) throw conflict('identity.auditorIsNotStaff');
      return state.isAuditor ? [] : [{ type: 'AuditorGranted', data: { userId } }];
    case 'RevokeAuditor':
      return state.isAuditor ? [{ type: 'AuditorRevoked', data: { userId } }] : [];
    case 'SetUserRoles': {
      const { roles } = command.data;
      const same = roles.length === state.roles.length && roles.every((role) => state.roles.includes(role));
      return same ? [] : [{ type: 'UserRolesSet', data: { userId, roles } }];
    }
    // Staff sign in to run the business: their roles go first, then their data can.
    case 'EraseUser':
      if (state.isAdmin || state.isRoot || state.isAuditor) throw conflict('identity.staffNotErasable');
      return [{ type: 'UserErased', data: command.data }];
    default:
      return unhandled(command);
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = { initialState: { status: 'absent' }, evolve: evolveUser, decide: decideUser };

/** Who is signed in, with what their roles allow together (the roles record's, read where the user is). */
export function userInfoOf(account: Account, permissions: RolePermissions): UserInfo {
  const { id, first, last, familyFirst, email, phone, customerId, roles } = account;
  return { id, first, last, ...(familyFirst && { familyFirst }), email, phone, customerId, roles, permissions, ...roleFlags(roles) };
}
