import type { LoggerService } from '@nestjs/common';
import type { Request, Response } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AuthenticatedUser } from '../http/authenticated-user';

/** Never logged, wherever they appear in a log record. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.refreshToken'];

export function jsonLogger(destination?: DestinationStream): Logger {
  return pino({ level: process.env.LOG_LEVEL ?? 'info', redact: { paths: REDACT, remove: true }, base: { service: 'cargo-api' } }, destination);
}

/**
 * One JSON line per request: method, route, status, duration, user id and the correlation id the
 * request's events carry. Bodies, headers and query strings are not logged (they hold passwords,
 * tokens and cookies).
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (request) => (request as Request).correlationId,
    quietReqLogger: true,
    serializers: { req: () => undefined, res: () => undefined },
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customProps: (request, response) => {
      const req = request as Request;
      return {
        correlationId: req.correlationId,
        method: req.method,
        route: req.route?.path ? `${req.baseUrl}${req.route.path as string}` : req.path,
        status: (response as Response).statusCode,
        userId: (req.user as AuthenticatedUser | undefined)?.id ?? null,
      };
    },
    customAttributeKeys: { responseTime: 'durationMs' },
  });
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
