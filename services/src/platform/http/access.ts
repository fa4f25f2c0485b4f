import { CanActivate, Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@cargo/contracts';

/**
 * Who may call a route. Every route declares one; the guard refuses a route without a decision,
 * so a forgotten decorator fails closed.
 * - public: visitors (spec section 6); user: signed in; admin: isAdmin; root: isRoot.
 */
export type AccessLevel = 'public' | 'user' | 'admin' | 'root';

export const ACCESS_KEY = 'access';
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);

/**
 * The single authorization guard for every /api route. Until accounts exist (issue #3) the
 * non-public levels are admitted as they are; identity replaces `admitsSignedInLevels` here and
 * nowhere else.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  static readonly admitsSignedInLevels = true;

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (level === undefined) throw new DomainError('forbidden', 'error.forbidden');
    if (level === 'public') return true;
    return AccessGuard.admitsSignedInLevels;
  }
}
