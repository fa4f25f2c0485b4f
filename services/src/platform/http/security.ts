import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import type { AppConfig } from '../process/config';

/** Largest request body accepted (a product description is the longest text); larger answers 413. */
export const BODY_LIMIT = '256kb';

/**
 * Security headers for the API and the built web app: a CSP the app passes (scripts only from
 * here; MUI writes its styles inline), no framing, nosniff, HSTS behind HTTPS; no X-Powered-By;
 * compressed replies; client addresses through the configured proxies only.
 */
export function hardenEdge(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(
    helmet({
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
      hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      frameguard: { action: 'deny' },
    }),
  );
  app.use(compression());
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: false });
}
