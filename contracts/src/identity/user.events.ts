import type { RolePermissions } from './roles';
import type { DomainEvent } from '../platform/envelope';

export const userStream = (userId: number) => `user-${userId}`;
/** Held by one user at a time (its last event says by whom), so two registrations cannot share an email. */
export const emailStream = (emailHash: string) => `email-${emailHash}`;
/** One stream per sign-in: its refresh tokens rotate along it, and reuse of an old one revokes it. */
export const sessionStream = (sessionId: string) => `session-${sessionId}`;

/** The password is only ever stored as a scrypt hash; the verification token only as its SHA-256. */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  {
    userId: number;
    customerId: number | null;
    first: string;
    last: string;
    /** Written family name first, as Vietnamese is ("Phạm Thị Lan"); absent on accounts from before it was asked. */
    familyFirst?: boolean;
    email: string;
    phone: string;
    passwordHash: string;
    verificationTokenHash: string;
  }
>;
export type UserEmailVerified = DomainEvent<'UserEmailVerified', { userId: number }>;
export type UserPasswordChanged = DomainEvent<'UserPasswordChanged', { userId: number; passwordHash: string }>;
export type AdminGranted = DomainEvent<'AdminGranted', { userId: number }>;
export type AdminRevoked = DomainEvent<'AdminRevoked', { userId: number }>;
export type RootGranted = DomainEvent<'RootGranted', { userId: number }>;
/** An auditor reads every back-office screen and the audit tools, and can change nothing. */
export type AuditorGranted = DomainEvent<'AuditorGranted', { userId: number }>;
export type AuditorRevoked = DomainEvent<'AuditorRevoked', { userId: number }>;
/** Root gave a staff user their roles (keys of the roles record), replacing what they held; the grants above are how roles were given before. */
export type UserRolesSet = DomainEvent<'UserRolesSet', { userId: number; roles: string[] }>;

/**
 * The user's customer was erased: the account is closed, and its delivery addresses read as erased.
 * `deliveryAddressIds`: only on erasures recorded before the read side kept each user's addresses.
 */
export type UserErased = DomainEvent<'UserErased', { userId: number; deliveryAddressIds?: number[] }>;

/** The events that give or take a user's roles (`rolesAfter`). */
export type RoleGrantEvent = AdminGranted | AdminRevoked | RootGranted | AuditorGranted | AuditorRevoked | UserRolesSet;

export type UserEvent =
  | UserErased
  | UserRegistered
  | UserEmailVerified
  | UserPasswordChanged
  | AdminGranted
  | AdminRevoked
  | RootGranted
  | AuditorGranted
  | AuditorRevoked
  | UserRolesSet;

export type EmailClaimed = DomainEvent<'EmailClaimed', { userId: number }>;
/** A registration that never recorded its user gave its email back. */
export type EmailReleased = DomainEvent<'EmailReleased', { userId: number }>;
export type EmailClaimEvent = EmailClaimed | EmailReleased;

export type SessionStarted = DomainEvent<'SessionStarted', { sessionId: string; userId: number; tokenHash: string }>;
/** `rotatedAt` (ISO time; absent on early events) opens the short grace window for the token it replaced. */
export type SessionRefreshed = DomainEvent<'SessionRefreshed', { sessionId: string; tokenHash: string; rotatedAt?: string }>;
export type SessionEnded = DomainEvent<'SessionEnded', { sessionId: string; reason: 'logout' | 'tokenReused' }>;
export type SessionEvent = SessionStarted | SessionRefreshed | SessionEnded;

/** Who is signed in, as every screen needs it. */
export interface UserInfo {
  id: number;
  first: string;
  last: string;
  familyFirst?: boolean;
  email: string;
  phone: string;
  /** The user's own customer account; null for staff provisioned without one. */
  customerId: number | null;
  /** Held roles' keys; the flags below follow from them (`roleFlags`). */
  roles: string[];
  /** What the held roles allow together (`combinedPermissions`): the web's menus, columns and fields follow it. */
  permissions: RolePermissions;
  isAdmin: boolean;
  isRoot: boolean;
  isAuditor: boolean;
}

/** The users read model (no secrets in it; permissions are the roles record's, read where they are checked). */
export interface UserView extends Omit<UserInfo, 'permissions'> {
  emailVerified: boolean;
  dateCreated: string;
  /** Closed by an erasure: the personal fields read as `ERASED`. */
  erased?: boolean;
}

export interface LoginReply {
  token: string;
  id: number;
  userInfo: UserInfo;
}

/** A person's whole name as they write it: family name first for Vietnamese ("Phạm Thị Lan"), given name first otherwise ("Lan Pham"). */
export const fullName = (person: { first: string; last: string; familyFirst?: boolean }): string =>
  person.familyFirst ? `${person.last} ${person.first}` : `${person.first} ${person.last}`;
