import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';

/** Documents a body with the same contracts schema that validates it. */
export function ApiSchemaBody(schema: z.ZodType) {
  return ApiBody({ schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as object });
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
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, object>; required?: string[] };
  return applyDecorators(...Object.entries(json.properties ?? {}).map(([name, property]) => ApiQuery({ name, required: json.required?.includes(name) ?? false, schema: property })));
}
