import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { DomainError, translate, type ErrorBody, type ErrorKind, type MessageKey } from '@cargo/contracts';
import { AppendOutcomeUnknownError, ConcurrencyError } from '../event-store/event-store.port';
import { WriteBusyError } from '../write-model/write-deadline';
import { languageOf } from './language';
import { pathOf, type Reply, type Request } from './request';

const STATUS: Record<ErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  notFound: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  forbidden: HttpStatus.FORBIDDEN,
  unauthorized: HttpStatus.UNAUTHORIZED,
  tooManyRequests: HttpStatus.TOO_MANY_REQUESTS,
  unsupportedMediaType: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  notAcceptable: HttpStatus.NOT_ACCEPTABLE,
};

const HTTP_CODES: Partial<Record<number, MessageKey>> = {
  400: 'error.invalidInput',
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
  409: 'error.concurrency',
  413: 'error.payloadTooLarge',
  415: 'error.unsupportedMediaType',
  429: 'error.tooManyAttempts',
  503: 'error.unavailable',
};

interface ErrorReply {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

const logger = new Logger('Errors');

/** The one place where errors become HTTP: a stable code plus the message in the caller's language. */
function errorReply(error: unknown, request: Request): ErrorReply {
  const language = languageOf(request);
  const { status, code, fields } = classify(error, request);
  const body: ErrorBody = { statusCode: status, code, message: translate(code, language) };
  if (fields.length > 0) body.fields = fields.map((field) => ({ ...field, message: translate(field.code, language) }));
  const headers: Record<string, string> =
    error instanceof DomainError && error.retryAfterSeconds !== undefined
      ? { 'Retry-After': String(error.retryAfterSeconds) }
      : error instanceof WriteBusyError
        ? { 'Retry-After': '1' }
        : {};
  return { status, body, headers };
}

/** Errors thrown in a route (guards, pipes, handlers) answer through `errorReply`. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const { status, body, headers } = errorReply(error, http.getRequest<Request>());
    void http.getResponse<Reply>().status(status).headers(headers).send(body);
  }
}

function classify(error: unknown, request: Request): { status: number; code: MessageKey; fields: DomainError['fields'] } {
  if (error instanceof DomainError) return { status: STATUS[error.kind], code: error.code, fields: error.fields };
  if (error instanceof ConcurrencyError) return { status: HttpStatus.CONFLICT, code: 'error.concurrency', fields: [] };
  // Contention is the server's to bear: past the write's deadline the caller is asked to come back, nothing having changed.
  if (error instanceof WriteBusyError) return { status: HttpStatus.SERVICE_UNAVAILABLE, code: 'error.busy', fields: [] };
  // The event store could not say whether the write landed: the caller may retry (with its idempotency key).
  if (error instanceof AppendOutcomeUnknownError) return { status: HttpStatus.SERVICE_UNAVAILABLE, code: 'error.unavailable', fields: [] };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code = status === 404 && !pathOf(request).startsWith('/api') ? 'error.routeNotFound' : (HTTP_CODES[status] ?? 'error.generic');
    return { status, code, fields: [] };
  }
  const clientStatus = clientErrorStatusOf(error);
  if (clientStatus !== null) return { status: clientStatus, code: HTTP_CODES[clientStatus] ?? 'error.invalidInput', fields: [] };
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, code: 'error.generic', fields: [] };
}

/**
 * What the request itself got wrong before any route ran (Fastify's parsers: malformed or empty
 * JSON 400, too large 413, a media type no parser takes 415; multipart limits 413; a path that is
 * not valid URI encoding 400): the client's error, never a 500. Fastify names these `FST_*`, each
 * with its status (a reading error of the raw body says `expose`).
 */
function clientErrorStatusOf(error: unknown): number | null {
  if (error instanceof URIError) return HttpStatus.BAD_REQUEST;
  if (typeof error !== 'object' || error === null) return null;
  const { statusCode, code, expose } = error as { statusCode?: unknown; code?: unknown; expose?: unknown };
  const named = (typeof code === 'string' && code.startsWith('FST_')) || expose === true;
  return named && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : null;
}
