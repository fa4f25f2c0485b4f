import { z } from 'zod';
import type { MessageKey } from '../message-catalog';
import { TEXT_MAX } from './schema-helpers';

/** How an error maps to HTTP at the edge; the domain never names status codes. */
export type ErrorKind = 'invalid' | 'notFound' | 'conflict' | 'forbidden' | 'unauthorized' | 'tooManyRequests' | 'unsupportedMediaType' | 'notAcceptable';

export interface FieldError {
  path: string;
  code: MessageKey;
}

/** A refusal with a stable code; its wording comes from the message catalog in the caller's language. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: MessageKey,
    readonly fields: FieldError[] = [],
    /** For tooManyRequests: when the caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export const invalid = (code: MessageKey, fields: FieldError[] = []) => new DomainError('invalid', code, fields);
export const notFound = (code: MessageKey) => new DomainError('notFound', code);
export const conflict = (code: MessageKey) => new DomainError('conflict', code);
export const unauthorized = (code: MessageKey) => new DomainError('unauthorized', code);
export const forbidden = (code: MessageKey = 'error.forbidden') => new DomainError('forbidden', code);
/** The content is not of a kind the server accepts (an upload that is not a png or jpeg). */
export const unsupportedMediaType = (code: MessageKey) => new DomainError('unsupportedMediaType', code);
/** The caller cannot take the only form the answer comes in (the live stream without `Accept: text/event-stream`). */
export const notAcceptable = (code: MessageKey) => new DomainError('notAcceptable', code);
export const tooManyRequests = (code: MessageKey, retryAfterSeconds: number) => new DomainError('tooManyRequests', code, [], retryAfterSeconds);

/** A key of the message catalog: a plain string on the wire, typed as the catalog's keys here. */
const messageKey = z
  .string()
  .max(TEXT_MAX.name)
  .describe('A key of the message catalog (`error.notFound`, `vendors.vendorHasStock`)') as unknown as z.ZodType<MessageKey>;

/** The JSON body of every error reply (and the API document's `ErrorBody`). */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: messageKey,
  message: z.string().max(TEXT_MAX.message).describe("The code's message in the caller's language"),
  fields: z.array(z.object({ path: z.string().max(TEXT_MAX.line), code: messageKey, message: z.string().max(TEXT_MAX.message) })).optional(),
});
export type ErrorBody = z.output<typeof errorBodySchema>;
