import type { LoggerService } from '@nestjs/common';
import type { Request, Response } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AuthenticatedUser } from '../http/authenticated-user';

/** Never logged, wherever they appear in a log record. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.refreshToken'];

export function jsonLogger(destination?: DestinationStream): Logger {
  return pino({ level: process.env.LOG_LEVEL ?? 'info', redact: { paths: REDACT, remove: true }, base: { service: 'cargo-api' } }, destination);
}

/**
 * One JSON line per request: method, route, status, duration, user id and the correlation id the
 * request's events carry. Bodies, headers and query strings are not logged (they hold passwords,
 * tokens and cookies). Written when the reply is finished, by the one logger: nothing is made per
 * request but the line itself.
 */
export function requestLogging(logger: Logger) {
  return (request: Request, response: Response, next: () => void) => {
    const started = performance.now();
    let logged = false;
    // Finished, or closed before it finished (the client went away): one line either way.
    const line = () => {
      if (logged) return;
      logged = true;
      logger.info(
        {
          correlationId: request.correlationId,
          method: request.method,
          route: request.route?.path ? `${request.baseUrl}${request.route.path as string}` : request.path,
          status: response.statusCode,
          userId: (request.user as AuthenticatedUser | undefined)?.id ?? null,
          durationMs: Math.round(performance.now() - started),
        },
        'request',
      );
    };
    response.once('finish', line);
    response.once('close', line);
    next();
  };
}

/** Nest's own messages (start-up, errors) as JSON lines through the same logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
