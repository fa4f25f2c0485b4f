import { applyDecorators, Delete, Get, Post } from '@nestjs/common';
import type { AccessLevel } from '@cargo/contracts';
import type { z } from 'zod';
import { Access } from './access';
import { CommandRoute } from './idempotency';
import { ApiCommand, ApiSchemaBody } from './openapi';

type Route = { post: string } | { get: string } | { delete: string };

/**
 * What every command route declares, once: its method and path, who may call it, the body schema
 * (documented; the handler parameter validates with the same schema) and idempotency. Its reply is
 * documented from the handler's return type.
 */
export function CommandEndpoint(route: Route & { access: AccessLevel; body?: z.ZodType }) {
  const method = 'post' in route ? Post(route.post) : 'get' in route ? Get(route.get) : Delete(route.delete);
  return applyDecorators(method, Access(route.access), CommandRoute(), ...(route.body ? [ApiSchemaBody(route.body)] : []), ApiCommand());
}
