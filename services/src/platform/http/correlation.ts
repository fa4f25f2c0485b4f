import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerOf } from './request';

export const CORRELATION_HEADER = 'x-correlation-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Takes the caller's X-Correlation-Id when it is a plain id, or makes one; answers it back (an `onRequest` hook). */
export function correlate(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const offered = headerOf(request, CORRELATION_HEADER);
  request.correlationId = offered && SAFE_ID.test(offered) ? offered : randomUUID();
  reply.header('X-Correlation-Id', request.correlationId);
  done();
}
