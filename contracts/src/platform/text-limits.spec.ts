import { z } from 'zod';
import * as contracts from '../index';

/** Every place in a JSON schema where a text is accepted without a maximum length. */
function unboundedTexts(node: unknown, path: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Record<string, unknown>;
  const own = schema.type === 'string' && schema.maxLength === undefined && schema.enum === undefined && schema.const === undefined ? [path || '(root)'] : [];
  const children = Object.entries(schema).flatMap(([key, value]) => {
    if (key === 'properties' && typeof value === 'object' && value !== null)
      return Object.entries(value).flatMap(([name, child]) => unboundedTexts(child, `${path}.${name}`));
    if (Array.isArray(value)) return value.flatMap((child) => unboundedTexts(child, path));
    return typeof value === 'object' ? unboundedTexts(value, key === 'items' ? `${path}[]` : path) : [];
  });
  return [...own, ...children];
}

/** Every place in a JSON schema where a text is accepted with a control character in it (no pattern of its refuses one). */
function textsTakingControls(node: unknown, path: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as Record<string, unknown>;
  const patterns = [schema.pattern, ...((schema.allOf as Record<string, unknown>[] | undefined) ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === 'string',
  );
  const refused = (sample: string) => patterns.some((pattern) => !new RegExp(pattern, 'u').test(sample));
  const takes =
    schema.type === 'string' &&
    schema.enum === undefined &&
    schema.const === undefined &&
    !['a\u0000b', 'a\u001Bb', 'a\u007Fb', 'a\u202Eb', 'a\u2066b'].every(refused);
  const children = Object.entries(schema).flatMap(([key, value]) => {
    if (key === 'properties' && typeof value === 'object' && value !== null)
      return Object.entries(value).flatMap(([name, child]) => textsTakingControls(child, `${path}.${name}`));
    if (Array.isArray(value)) return value.flatMap((child) => textsTakingControls(child, path));
    return typeof value === 'object' ? textsTakingControls(value, key === 'items' ? `${path}[]` : path) : [];
  });
  return [...(takes ? [path || '(root)'] : []), ...children];
}

describe('text limits', () => {
  const schemas = (Object.entries(contracts) as [string, unknown][]).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

  it('finds the shared schemas', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['registerSchema', 'addOrderSchema', 'addProductSchema', 'customerDetailsSchema', 'orderQuerySchema']),
    );
  });

  it.each(schemas.map(([name]) => name))('%s gives every text field a maximum length', (name) => {
    const schema = schemas.find(([candidate]) => candidate === name)![1];
    expect(unboundedTexts(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '')).toEqual([]);
  });

  // What the server answers is its own text (a message in the caller's language), never input.
  const inputs = schemas.filter(([name]) => name !== 'errorBodySchema');

  it.each(inputs.map(([name]) => name))('%s refuses control characters in every text field', (name) => {
    const schema = schemas.find(([candidate]) => candidate === name)![1];
    expect(textsTakingControls(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), '')).toEqual([]);
  });
});
