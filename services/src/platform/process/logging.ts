import { ConsoleLogger, type LoggerService, type LogLevel } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { AuthenticatedUser } from '../http/authenticated-user';
import { routeOf } from '../http/request';

/** Never logged, wherever they appear in a log record. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.refreshToken'];

export function jsonLogger(destination?: DestinationStream): Logger {
  return pino({ level: process.env.LOG_LEVEL ?? 'info', redact: { paths: REDACT, remove: true }, base: { service: 'cargo-api' } }, destination);
}

/**
 * One JSON line per request: method, route, status, duration, user id and the correlation id the
 * request's events carry. Bodies, headers and query strings are not logged (they hold passwords,
 * tokens and cookies). Written when the reply is finished (or the client went away before it was),
 * by the one logger: nothing is made per request but the line itself.
 */
export function requestLogging(instance: FastifyInstance, logger: Logger): void {
  const line = (request: FastifyRequest, status: number, durationMs: number | null) =>
    logger.info(
      {
        correlationId: request.correlationId,
        method: request.method,
        route: routeOf(request),
        status,
        userId: (request.user as AuthenticatedUser | undefined)?.id ?? null,
        durationMs,
      },
      'request',
    );
  instance.addHook('onResponse', (request, reply, done) => {
    line(request, reply.statusCode, Math.round(reply.elapsedTime));
    done();
  });
  // The client went away before its reply: logged as nginx logs it (499), without a duration.
  instance.addHook('onRequestAbort', (request, done) => {
    line(request, CLIENT_CLOSED_REQUEST, null);
    done();
  });
}

const CLIENT_CLOSED_REQUEST = 499;

/** Nest's wiring at start (each module loaded, each of some 240 routes mapped): debug lines, not the start's news. */
const WIRING = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);
const isWiring = (context: unknown) => typeof context === 'string' && WIRING.has(context);

/** The text log: Nest's wiring at debug level, shown with `LOG_LEVEL=debug`. */
export class TextLogger extends ConsoleLogger {
  constructor(level = process.env.LOG_LEVEL) {
    const levels: LogLevel[] = ['log', 'warn', 'error', 'fatal'];
    super({ logLevels: level === 'debug' ? [...levels, 'debug'] : levels });
  }

  override log(message: unknown, ...rest: unknown[]) {
    if (isWiring(rest[rest.length - 1])) super.debug(message, ...rest);
    else super.log(message, ...rest);
  }
}

/** Nest's own messages (start-up, errors) as JSON lines through the same logger; its wiring at debug level. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    if (isWiring(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
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
