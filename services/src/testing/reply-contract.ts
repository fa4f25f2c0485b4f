import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import type { OpenAPIObject, ResponseObject } from '@nestjs/swagger';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A document path (`/api/vendor/get/by/id/{id}`) as a pattern of the paths it stands for: a parameter is one segment. */
export const pathPattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

interface DocumentedReply {
  method: string;
  path: string;
  pattern: RegExp;
  /** Path parameters: fewer means a more specific route (`/order/get/summary` before `/order/get/{id}`). */
  parameters: number;
  /** The success status the document gives (201 for a POST that creates, 200 otherwise). */
  status: number;
  contentTypes: string[];
  validate?: ValidateFunction;
}

/**
 * Every success reply the API sends in a test, checked against the served document: its status must
 * be the one the operation documents, its media type one the operation documents and a JSON body must match the operation's schema (the one
 * generated from the handler's return type). So the document cannot drift from what the server
 * really answers while the API tests pass.
 */
export class ReplyContract {
  private readonly replies: DocumentedReply[];
  private readonly found: string[] = [];

  constructor(document: OpenAPIObject) {
    // Components are added once under an id; each operation's schema refers to them by it.
    const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
    const rebased = (schema: unknown) => closed(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"api#/components/schemas/'))) as object;
    ajv.addSchema({ components: rebased(document.components ?? {}) }, 'api');
    this.replies = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
          const operation = item[method];
          if (!operation) return [];
          const [status, success] = (Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? ['200', undefined]) as [
            string,
            ResponseObject | undefined,
          ];
          const content = success?.content ?? {};
          const json = content['application/json']?.schema;
          return [
            {
              method: method.toUpperCase(),
              path,
              pattern: pathPattern(path),
              parameters: (path.match(/\{/g) ?? []).length,
              status: Number(status),
              contentTypes: Object.keys(content),
              validate: json ? ajv.compile(rebased(json)) : undefined,
            },
          ];
        }),
      )
      .sort((a, b) => a.parameters - b.parameters);
  }

  /** The app's request handler, with each reply's body captured (and decompressed) and checked when it is sent. */
  watch(handler: Handler): Handler {
    return (request, response) => {
      const chunks: Buffer[] = [];
      const write = response.write.bind(response) as (...args: unknown[]) => boolean;
      const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
      const keep = (chunk: unknown) => {
        if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      response.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk), write(chunk, ...rest))) as typeof response.write;
      response.end = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk), end(chunk, ...rest))) as typeof response.end;
      response.on('finish', () => this.check(request, response, Buffer.concat(chunks)));
      handler(request, response);
    };
  }

  /** What failed since the last call (and forgets it). */
  take(): string[] {
    return this.found.splice(0);
  }

  private check(request: IncomingMessage, response: ServerResponse, raw: Buffer): void {
    const status = response.statusCode;
    // Express routes ignore a trailing slash; the document's paths have none.
    const path = (request.url ?? '').split('?')[0].replace(/(.)\/$/, '$1');
    const documented = (path.startsWith('/api/') && !path.startsWith('/api/docs')) || path.startsWith('/product/picture/');
    if (status < 200 || status >= 300 || !documented) return;
    const reply = this.replies.find((candidate) => candidate.method === request.method && candidate.pattern.test(path));
    const where = `${request.method} ${path} → ${status}`;
    if (!reply) return void this.found.push(`${where}: no such operation in the API document`);
    if (status !== reply.status) this.found.push(`${where}: the document says ${reply.status} (${reply.path})`);
    const contentType = String(response.getHeader('content-type') ?? '')
      .split(';')[0]
      .trim();
    if (raw.length === 0 && reply.contentTypes.length === 0) return;
    if (!reply.contentTypes.includes(contentType))
      return void this.found.push(
        `${where}: answered ${contentType || 'no media type'}, the document says ${reply.contentTypes.join(', ') || 'no body'} (${reply.path})`,
      );
    if (!reply.validate) return;
    const body = JSON.parse(decoded(raw, String(response.getHeader('content-encoding') ?? '')).toString('utf8')) as unknown;
    if (!reply.validate(body)) {
      const errors = [
        ...new Set(
          (reply.validate.errors ?? []).map(
            (error) =>
              `${error.instancePath || '/'} ${error.message ?? ''}${'additionalProperty' in error.params ? `: ${String(error.params.additionalProperty)}` : ''}`,
          ),
        ),
      ].slice(0, 8);
      this.found.push(`${where}: the body does not match the schema of ${reply.path}: ${errors.join('; ')}`);
    }
  }
}

function decoded(raw: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  if (encoding === 'br') return brotliDecompressSync(raw);
  return raw;
}

/**
 * The schema with every object closed to the properties it lists: a reply that carries a field its
 * type does not declare (a field a caller should not see, or one the document forgot) fails.
 */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const closedValue = ([key, value]: [string, unknown]) => [
    key,
    key === 'properties' ? Object.fromEntries(Object.entries(value as object).map(([name, property]) => [name, closed(property)])) : closed(value),
  ];
  const copy: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(closedValue));
  return copy.type === 'object' && copy.additionalProperties === undefined ? { ...copy, additionalProperties: false } : copy;
}
