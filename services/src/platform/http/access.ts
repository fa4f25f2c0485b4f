import { applyDecorators, Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request } from './request';
import { canAccess, DomainError, forbidden, unauthorized, type AccessLevel } from '@cargo/contracts';
import type { AuthenticatedUser } from './authenticated-user';
import { isCommandRoute } from './command-route';
import { operationOf } from './route-operation';

export type { AccessLevel };

export const ACCESS_KEY = 'access';
/** Who may call a route (public, user, admin, root). Every route declares one. */
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);

/**
 * A read anyone may make (the storefront, its pictures, option names): public, and outside the
 * throttle of public writes, since one page view makes dozens of them.
 */
export const PublicRead = () => applyDecorators(Access('public'), SkipThrottle());

/** Routes anyone may call (the throttle of public writes applies to them unless they are a `PublicRead`). */
export const isPublicRoute = (context: ExecutionContext) =>
  Reflect.getMetadata(ACCESS_KEY, context.getHandler()) === 'public' ||
  (Reflect.getMetadata(ACCESS_KEY, context.getClass()) === 'public' && Reflect.getMetadata(ACCESS_KEY, context.getHandler()) === undefined);

/**
 * The one authorization guard for every /api route, deny by default: a route without a decision is
 * refused, a non-public route needs a valid bearer token, and the level is checked against the
 * user's current roles. On public routes a token, when sent, still identifies the caller.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (level === undefined) throw forbidden();
    const request = context.switchToHttp().getRequest<Request>();
    const command = isCommandRoute(context.getHandler());
    const intent = command ? 'change' : 'read';
    if (level === 'public') {
      if (request.headers.authorization) await (super.canActivate(context) as Promise<boolean>).catch(() => false);
      if (!canAccess(level, (request.user as AuthenticatedUser | undefined) ?? null, intent)) throw forbidden();
      return true;
    }
    await (super.canActivate(context) as Promise<boolean>);
    const operation = operationOf(context.getClass(), context.getHandler(), command, request);
    const user = request.user as AuthenticatedUser;
    if (canAccess(level, user, intent, operation)) return true;
    // Staff whose level lets them in but whose roles do not reach this: their roles are why (an auditor changes nothing by design).
    throw forbidden(level === 'admin' && !user.isAuditor && canAccess(level, user, intent) ? 'error.roleCannot' : 'error.forbidden');
  }

  override handleRequest<T>(error: unknown, user: T): T {
    if (error instanceof DomainError) throw error;
    if (error || !user) throw unauthorized('error.unauthorized');
    return user;
  }
}
