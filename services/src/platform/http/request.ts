import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** One id per request: in every event it appends (correlationId), its log line and its reply header. */
    correlationId: string;
    /** The signed-in caller, once the access guard has read the bearer token (Passport sets it). */
    user?: unknown;
  }
}

export type { FastifyReply as Reply, FastifyRequest as Request } from 'fastify';

/** A request header's value (the first, when it came more than once). */
export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The path without its query string. */
export const pathOf = (request: FastifyRequest) => {
  const query = request.url.indexOf('?');
  return query === -1 ? request.url : request.url.slice(0, query);
};

/** The route's pattern (`/api/order/get/:id`) when one matched, else the path: what a log line names. */
export const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? pathOf(request);

/** Route parameters, query values and body, as the parsers left them (validated by each route's pipes). */
export const paramsOf = (request: FastifyRequest) => (request.params ?? {}) as Record<string, string | undefined>;
export const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, string | string[] | undefined>;
