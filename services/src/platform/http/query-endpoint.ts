import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import type { AccessLevel } from '@cargo/contracts';
import type { z } from 'zod';
import { Access } from './access';
import { ApiReadModel, ApiSchemaBody } from './openapi';

/**
 * A list query whose filters travel in a POST body (the spec's `/get` routes): it reads and changes
 * nothing, so it answers 200, and an auditor may call it. The handler validates with the same schema.
 */
export function ListQueryEndpoint(route: { post: string; access: AccessLevel; body: z.ZodType }) {
  return applyDecorators(Post(route.post), HttpCode(200), Access(route.access), ApiReadModel(), ApiSchemaBody(route.body));
}
