import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { UnsupportedMediaTypeException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import helmet from 'helmet';

/** Largest request body accepted, in bytes (a product description is the longest text); larger answers 413. */
export const BODY_LIMIT = 256 * 1024;

/** A route's Fastify config (`@RouteConfig(FORM_BODY)`) for a route that takes a form post: a mail client's one-click unsubscribe. */
export const FORM_BODY = { formBody: true } as const;
/** A form post such a route takes is a line (`List-Unsubscribe=One-Click`): more is refused with 413. */
const FORM_BODY_LIMIT = 1024;

/**
 * Security headers for the API and the built web app: a CSP the app passes (scripts only from
 * here; MUI writes its styles inline), no framing, nosniff, HSTS behind HTTPS; compressed replies;
 * cookies (the refresh token's). Client addresses through the configured proxies only, and the
 * body limit, are the Fastify adapter's options (`createApp`).
 */
export async function hardenEdge(app: NestFastifyApplication, secureCookies: boolean): Promise<void> {
  // Built once (the Fastify plugin builds it again on every request); it writes its headers onto each reply.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    hsts: secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    frameguard: { action: 'deny' },
  });
  const edge = app.getHttpAdapter().getInstance();
  edge.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  await app.register(compress);
  await app.register(cookie);
  edge.addHook('preParsing', refuseForeignCharset);
  // Forms are refused (415) but where a route declares it takes one; such a route reads its query, never the form.
  edge.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (request, _body, done) => {
    if ((request.routeOptions.config as { formBody?: boolean } | undefined)?.formBody) done(null, {});
    else done(new UnsupportedMediaTypeException(), undefined);
  });
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)/i;

/** Bodies are read as UTF-8: one that says it is in another charset answers 415 rather than being misread. */
async function refuseForeignCharset(request: FastifyRequest): Promise<void> {
  const charset = CHARSET.exec(request.headers['content-type'] ?? '')?.[1].toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw new UnsupportedMediaTypeException();
}
