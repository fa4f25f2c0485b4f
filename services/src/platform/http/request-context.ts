import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { headerOf, type Request } from './request';
import type { AuthenticatedUser } from './authenticated-user';
import type { CommandContext } from '../write-model/command-context';

export function contextOf(request: Request): CommandContext {
  const correlationId = request.correlationId ?? randomUUID();
  const key = headerOf(request, 'idempotency-key');
  const user = request.user as AuthenticatedUser | undefined;
  return { actor: user ? String(user.id) : null, correlationId, causationId: key ? `idempotency:${key}` : null };
}

/** The command context (actor, correlation, causation) of the current request. */
export const Ctx = createParamDecorator((_data: unknown, host: ExecutionContext) => contextOf(host.switchToHttp().getRequest<Request>()));

/** The signed-in user of the current request (routes at level user or above). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, host: ExecutionContext) => host.switchToHttp().getRequest<Request>().user as AuthenticatedUser,
);
