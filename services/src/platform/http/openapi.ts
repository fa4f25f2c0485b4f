import { applyDecorators, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiParam, ApiQuery, type OpenAPIObject, type ResponseObject } from '@nestjs/swagger';
import { errorBodySchema } from '@cargo/contracts';
import { SchemaPipe } from './validation';
import { z } from 'zod';
import type { ResponseContracts } from './contract/response-schemas';
import generated from './contract/response-schemas.json';

type ObjectSchema = { properties?: Record<string, object>; required?: string[] };

/** What a contracts schema takes as input, in the document's dialect. */
const inputSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as ObjectSchema;

/** Documents a body with the same contracts schema that validates it. */
export function ApiSchemaBody(schema: z.ZodType) {
  return ApiBody({ schema: inputSchema(schema) });
}

/** A command route takes an optional Idempotency-Key (its reply is documented from the handler's return type). */
export function ApiCommand() {
  return ApiHeader({ name: 'Idempotency-Key', required: false, description: 'The same key twice appends once and answers the same reply' });
}

/**
 * A route decorator whose interceptor can answer instead of the handler: its type names that reply,
 * so the generated reply schema of every route it decorates offers it beside the handler's own.
 */
export type AnswersAlso<Reply> = MethodDecorator & { readonly answersAlso?: Reply };

/** A query route: X-Min-Position makes it wait until projections have passed that position. */
export function ApiReadModel() {
  return ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer only once read models include this position (bounded wait)' });
}

/** Documents each query-string parameter of an object schema (the same schema validates them). */
export function ApiQuerySchema(schema: z.ZodObject) {
  return applyDecorators(...parametersOf(schema).map(({ name, required, schema: property }) => ApiQuery({ name, required, schema: property })));
}

/**
 * The query string, validated by a contracts schema and documented by the same schema: one mention,
 * on the handler's parameter, so a route cannot validate a query it does not document.
 */
export function QuerySchema(schema: z.ZodObject): ParameterDecorator {
  return (target, key, index) => {
    Query(new SchemaPipe(schema))(target, key, index);
    const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && descriptor) ApiQuerySchema(schema)(target, key, descriptor);
  };
}

/** Documents each path parameter of an object schema, for a route that validates them together. */
export function ApiParamSchema(schema: z.ZodObject) {
  return applyDecorators(...parametersOf(schema).map(({ name, schema: property }) => ApiParam({ name, required: true, schema: property })));
}

function parametersOf(schema: z.ZodObject): { name: string; required: boolean; schema: object }[] {
  const json = inputSchema(schema);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({ name, required: json.required?.includes(name) ?? false, schema: property }));
}

/** A multipart upload: the form's fields from the schema that validates them, and its file field. */
export function ApiUploadBody(schema: z.ZodObject, files: string) {
  const json = inputSchema(schema);
  const properties = { ...json.properties, [files]: { type: 'array', items: { type: 'string', format: 'binary' } } };
  return applyDecorators(ApiConsumes('multipart/form-data'), ApiBody({ schema: { type: 'object', properties, required: [...(json.required ?? []), files] } }));
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Every operation can be refused, always with the same body: the document names it once
 * (`ErrorBody`, from the contracts schema the server's error filter answers with) and gives it to
 * every operation as its default response.
 */
export function withErrorResponses(document: OpenAPIObject): OpenAPIObject {
  const errorBody = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as Record<string, unknown>;
  const refused = {
    description: 'Refused: 400 (the fields say why), 401, 403, 404, 409, 413, 415 or 429',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operation.responses = { ...operation.responses, default: refused };
    }
  }
  return { ...document, components: { ...document.components, schemas: { ...document.components?.schemas, ErrorBody: errorBody } } };
}

/**
 * Each operation's success reply, from the schemas generated out of the handlers' return types
 * (`npm run api:contract`; `npm run typecheck` fails while they are stale): the one 2xx response
 * Nest documents for the route gets its media types and schema, and the named contracts types
 * join the components.
 */
export function withResponseSchemas(document: OpenAPIObject, contracts: ResponseContracts = generated as ResponseContracts): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      const contract = operation?.operationId ? contracts.operations[operation.operationId] : undefined;
      if (!operation || !contract) continue;
      const status = Object.keys(operation.responses).find((code) => code.startsWith('2')) ?? '200';
      const { content: _content, ...response } = { description: 'OK', ...(operation.responses[status] as ResponseObject | undefined) };
      const content = Object.fromEntries(contract.contentTypes.map((type: string) => [type, { schema: contract.schema }]));
      operation.responses = { ...operation.responses, [status]: contract.contentTypes.length > 0 ? { ...response, content } : response };
    }
  }
  return { ...document, components: { ...document.components, schemas: { ...contracts.components, ...document.components?.schemas } } };
}
