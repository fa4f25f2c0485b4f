import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiQuery, type OpenAPIObject } from '@nestjs/swagger';
import { errorBodySchema } from '@cargo/contracts';
import { z } from 'zod';

/** Documents a body with the same contracts schema that validates it. */
export function ApiSchemaBody(schema: z.ZodType) {
  return ApiBody({ schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as object });
}

/** A command route: optional Idempotency-Key, reply carries the position to read your write at. */
export function ApiCommand(reply: Record<string, unknown>) {
  return applyDecorators(
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'The same key twice appends once and answers the same reply' }),
    ApiOkResponse({ schema: { type: 'object', properties: { ...reply, position: { type: 'string', description: 'Global position of the last event' } } } }),
  );
}

/** A query route: X-Min-Position makes it wait until projections have passed that position. */
export function ApiReadModel() {
  return ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer only once read models include this position (bounded wait)' });
}

/** Documents each query-string parameter of an object schema (the same schema validates them). */
export function ApiQuerySchema(schema: z.ZodObject) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as { properties?: Record<string, object>; required?: string[] };
  return applyDecorators(...Object.entries(json.properties ?? {}).map(([name, property]) => ApiQuery({ name, required: json.required?.includes(name) ?? false, schema: property })));
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Every operation can be refused, always with the same body: the document names it once
 * (`ErrorBody`, from the contracts schema the server's error filter answers with) and gives it to
 * every operation as its default response.
 */
export function withErrorResponses(document: OpenAPIObject): OpenAPIObject {
  const errorBody = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as Record<string, unknown>;
  const refused = { description: 'Refused: 400 (the fields say why), 401, 403, 404, 409, 413, 415 or 429', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) operation.responses = { ...operation.responses, default: refused };
    }
  }
  return { ...document, components: { ...document.components, schemas: { ...document.components?.schemas, ErrorBody: errorBody } } };
}
