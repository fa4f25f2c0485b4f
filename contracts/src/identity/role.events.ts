import type { DomainEvent } from '../platform/envelope';
import type { RoleDefinition } from './roles';

/** The business's one roles record: each role's permissions, and who holds the owner's. */
export const ROLES_STREAM = 'roles';
/** Enough for any team's trust levels; a list root can still read at a glance. */
export const MAX_ROLES = 50;

/** A role defined or changed (built-ins at the first start, then root's edits): its whole definition. */
export type RoleSet = DomainEvent<'RoleSet', { role: RoleDefinition }>;
/** Who holds the owner's role, kept beside the roles so the last owner cannot be removed. */
export type OwnerJoined = DomainEvent<'OwnerJoined', { userId: number }>;
export type OwnerLeft = DomainEvent<'OwnerLeft', { userId: number }>;
export type RoleEvent = RoleSet | OwnerJoined | OwnerLeft;

/** The roles as root's screen reads them. */
export interface RolesView {
  roles: RoleDefinition[];
}
