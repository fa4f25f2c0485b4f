import { applyDecorators, Get, HttpCode, Post } from '@nestjs/common';
import type { AccessLevel } from '@cargo/contracts';
import type { z } from 'zod';
import { Access, PublicRead } from './access';
import { ApiReadModel, ApiSchemaBody } from './openapi';

/**
 * What every query route declares, once: its method and path, who may read it (`public`: anyone,
 * outside the throttle of public writes), and that it can wait until the read models include the
 * caller's last write (X-Min-Position). A query whose filters travel in a POST body (the spec's
 * `/get` routes) reads and changes nothing, so it answers 200 and an auditor may call it; the
 * handler validates with the same schema.
 */
export function QueryEndpoint(route: ({ get: string } | { post: string; body: z.ZodType }) & { access: AccessLevel }) {
  const method = 'post' in route ? [Post(route.post), HttpCode(200), ApiSchemaBody(route.body)] : [Get(route.get)];
  return applyDecorators(...method, route.access === 'public' ? PublicRead() : Access(route.access), ApiReadModel());
}
