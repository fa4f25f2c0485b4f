import { applyDecorators, Delete, Get, Post, UseInterceptors } from '@nestjs/common';
import type { AccessLevel, RoleAction } from '@cargo/contracts';
import type { z } from 'zod';
import { Access } from './access';
import { MarkCommand } from './command-route';
import { IdempotencyInterceptor } from './idempotency';
import { ApiCommand, ApiSchemaBody } from './openapi';
import { WrittenPositionInterceptor } from './read-your-writes';
import { actionOfPath, RoleActionOf } from './route-operation';

type Route = { post: string } | { get: string } | { delete: string };

/**
 * A command route: it may carry an Idempotency-Key, and its reply's position becomes its session's
 * last write. Its interceptors are on command routes only, so a query pays for none of them.
 */
export const CommandRoute = () => applyDecorators(MarkCommand(), UseInterceptors(WrittenPositionInterceptor, IdempotencyInterceptor));

/**
 * What every command route declares, once: its method and path, who may call it, the body schema
 * (documented; the handler parameter validates with the same schema) and idempotency. Its reply is
 * documented from the handler's return type.
 */
export function CommandEndpoint(route: Route & { access: AccessLevel; body?: z.ZodType; action?: RoleAction }) {
  const [method, path] = 'post' in route ? [Post, route.post] : 'get' in route ? [Get, route.get] : [Delete, route.delete];
  const action = route.action ?? actionOfPath(path, 'post' in route ? 'post' : 'get' in route ? 'get' : 'delete');
  return applyDecorators(
    method(path),
    Access(route.access),
    RoleActionOf(action),
    CommandRoute(),
    ...(route.body ? [ApiSchemaBody(route.body)] : []),
    ApiCommand(),
  );
}
