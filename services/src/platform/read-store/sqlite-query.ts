import type { Filter } from '@cargo/projections';
import { literalOfRegex } from './text-search';

/**
 * What a collection declares about its fields: `scalar` fields hold one number, text or boolean of
 * a consistent type (they get expression indexes and compare without array semantics); `text`
 * fields also get a trigram full-text table (by name here) that answers "contains" searches.
 */
export interface FieldDeclarations {
  scalar: ReadonlySet<string>;
  /** Scalar fields that always hold true or false: equality on them is answered by their index alone. */
  booleans: ReadonlySet<string>;
  text: ReadonlyMap<string, string>;
  /** Index name by its leading field (`id`: the index on id alone). */
  leading: ReadonlyMap<string, string>;
}

export const NO_DECLARATIONS: FieldDeclarations = { scalar: new Set(), booleans: new Set(), text: new Map(), leading: new Map() };

/** A filter as SQL over `documents` rows (`body` is the JSON), plus what only the evaluator can decide. */
export interface SqlFilter {
  where: string;
  params: unknown[];
  /** The part of the filter SQL does not express; null when SQL says it all. */
  residual: Filter | null;
  /** What narrows the rows at the top level: a text search (the trigram index), equality on a declared field, or nothing. */
  narrowedBy: 'text' | 'index' | null;
  /** The top-level text searches: their table and literal; `alone` when the search decides by itself (case-insensitive). */
  searches: { table: string; literal: string; alone: boolean }[];
}

const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** The JSON path expression the expression indexes are built on: the same text, so SQLite can use them. */
export const extract = (field: string) => `json_extract(body, '$.${field}')`;

type Scalar = string | number | boolean | null;
const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Translates the indexed subset of the MongoDB query language (equality, $ne, $in, $nin, ranges,
 * $exists, $regex, $and, $or) into SQL with Mongo's semantics: equality and ranges on undeclared
 * fields also match array elements, ranges compare within one type, and a missing field equals null.
 * What it cannot express (dotted paths into arrays, other operators) is left as a residual filter
 * for the evaluator, over the rows the SQL part selects.
 */
export function translateFilter(filter: Filter, fields: FieldDeclarations): SqlFilter {
  const params: unknown[] = [];
  const residual: Filter[] = [];
  const clauses: string[] = [];
  let narrowedBy: SqlFilter['narrowedBy'] = null;
  const searches: SqlFilter['searches'] = [];
  for (const [key, value] of Object.entries(filter)) {
    const part = { [key]: value };
    const sql = key.startsWith('$') ? logical(key, value, fields, params) : field(key, value, fields, params);
    if (sql === null) residual.push(part);
    else clauses.push(sql);
    const search = sql === null || key.startsWith('$') ? null : textSearchOf(key, value, fields);
    if (search) {
      narrowedBy = 'text';
      searches.push(search);
    }
    const equality = isScalar(value) || (typeof value === 'object' && value !== null && ('$eq' in value || '$in' in value));
    if (sql !== null && narrowedBy === null && fields.leading.has(key) && equality) narrowedBy = 'index';
  }
  return {
    where: clauses.length === 0 ? '1' : clauses.join(' AND '),
    params,
    residual: residual.length === 0 ? null : residual.length === 1 ? residual[0] : { $and: residual },
    narrowedBy,
    searches,
  };
}

/** $and / $or whose every branch translates whole; anything else is left to the evaluator. */
function logical(operator: string, branches: unknown, fields: FieldDeclarations, params: unknown[]): string | null {
  if ((operator !== '$and' && operator !== '$or') || !Array.isArray(branches) || branches.length === 0) return null;
  const local: unknown[] = [];
  const parts: string[] = [];
  for (const branch of branches) {
    if (typeof branch !== 'object' || branch === null || Array.isArray(branch)) return null;
    const translated = translateFilter(branch as Filter, fields);
    // A branch's conditions do not narrow the whole query.
    if (translated.residual !== null) return null;
    parts.push(`(${translated.where})`);
    local.push(...translated.params);
  }
  params.push(...local);
  return `(${parts.join(operator === '$and' ? ' AND ' : ' OR ')})`;
}

function field(name: string, condition: unknown, fields: FieldDeclarations, params: unknown[]): string | null {
  if (!FIELD.test(name)) return null;
  const scalar = fields.scalar.has(name);
  if (name.includes('.') && !scalar) return null;
  if (isScalar(condition)) return equals(name, condition, scalar, params, fields.booleans.has(name));
  if (typeof condition !== 'object' || Array.isArray(condition)) return null;
  const operators = Object.entries(condition as Record<string, unknown>);
  if (operators.length === 0 || operators.some(([operator]) => !operator.startsWith('$'))) return null;
  const options = (condition as { $options?: unknown }).$options;
  const local: unknown[] = [];
  const parts: string[] = [];
  for (const [operator, operand] of operators) {
    if (operator === '$options') continue;
    const sql = comparison(name, operator, operand, options, scalar, fields, local);
    if (sql === null) return null;
    parts.push(sql);
  }
  params.push(...local);
  return parts.length === 1 ? parts[0] : `(${parts.join(' AND ')})`;
}

function comparison(
  name: string,
  operator: string,
  operand: unknown,
  options: unknown,
  scalar: boolean,
  fields: FieldDeclarations,
  params: unknown[],
): string | null {
  switch (operator) {
    case '$eq':
      return isScalar(operand) ? equals(name, operand, scalar, params, fields.booleans.has(name)) : null;
    case '$ne':
      return isScalar(operand) ? `NOT ${equals(name, operand, scalar, params, fields.booleans.has(name))}` : null;
    case '$in':
    case '$nin': {
      if (!Array.isArray(operand) || !operand.every(isScalar)) return null;
      // An empty $in matches nothing; not the constant 0, which SQLite folds away (and then refuses INDEXED BY).
      const any =
        operand.length === 0 ? '(rowid IS NULL)' : `(${operand.map((value) => equals(name, value, scalar, params, fields.booleans.has(name))).join(' OR ')})`;
      return operator === '$in' ? any : `NOT ${any}`;
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return range(name, operator, operand, scalar, params);
    case '$exists':
      return typeof operand === 'boolean' ? `json_type(body, '$.${name}') IS ${operand ? 'NOT ' : ''}NULL` : null;
    case '$regex':
      return regex(name, operand, options, scalar, fields, params);
    default:
      return null;
  }
}

/** A field's value, or each element when it is an array (never the values of an object), tested by `predicate`. */
const anyElement = (name: string, predicate: string) =>
  `(json_type(body, '$.${name}') IS NOT 'object' AND EXISTS (SELECT 1 FROM json_each(body, '$.${name}') WHERE ${predicate}))`;

/** A condition `regex` turns into a trigram search: a literal of three or more characters on a text field. */
function textSearchOf(name: string, condition: unknown, fields: FieldDeclarations): { table: string; literal: string; alone: boolean } | null {
  const table = fields.text.get(name);
  if (table === undefined || typeof condition !== 'object' || condition === null) return null;
  const { $regex: pattern, $options: options } = condition as { $regex?: unknown; $options?: unknown };
  if (typeof pattern !== 'string' || !(options === undefined || options === '' || options === 'i')) return null;
  const literal = literalOfRegex(pattern);
  return literal !== null && [...literal].length >= 3 ? { table, literal, alone: options === 'i' } : null;
}

/** Mongo equality: a missing field equals null; an array field equals any of its elements. */
function equals(name: string, value: Scalar, scalar: boolean, params: unknown[], boolean = false): string {
  if (value === null) return scalar ? `(${extract(name)} IS NULL)` : `(${extract(name)} IS NULL OR ${anyElement(name, "type = 'null'")})`;
  if (boolean) {
    // A field declared boolean holds only true or false: its index (1 or 0) answers alone, without
    // reading the documents, and no number or text can equal it.
    if (typeof value !== 'boolean') return '(0)';
    params.push(value ? 1 : 0);
    return `(${extract(name)} IS ?)`;
  }
  if (typeof value === 'boolean') {
    const type = value ? 'true' : 'false';
    if (!scalar) return anyElement(name, `type = '${type}'`);
    // The value (1 or 0) for the expression index, the type so a number 1 is not taken for true. `IS`,
    // not `=`: a comparison with a missing field must be false, never NULL, so $ne and $nin can negate it.
    params.push(value ? 1 : 0);
    return `(${extract(name)} IS ? AND json_type(body, '$.${name}') IS '${type}')`;
  }
  const types = typeof value === 'number' ? "('integer', 'real')" : "('text')";
  params.push(value);
  if (scalar) {
    // Declared fields are scalar and consistently typed: `IS` uses the expression index and never yields NULL.
    return `(${extract(name)} IS ?)`;
  }
  return anyElement(name, `type IN ${types} AND value = ?`);
}

const RANGE_SQL: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

/** Mongo ranges compare within one type (numbers with numbers, texts with texts). */
function range(name: string, operator: string, operand: unknown, scalar: boolean, params: unknown[]): string | null {
  if (typeof operand !== 'number' && typeof operand !== 'string') return null;
  const types = typeof operand === 'number' ? "('integer', 'real')" : "('text')";
  params.push(operand);
  if (scalar) return `(${extract(name)} ${RANGE_SQL[operator]} ? AND json_type(body, '$.${name}') IN ${types})`;
  return anyElement(name, `type IN ${types} AND value ${RANGE_SQL[operator]} ?`);
}

/**
 * A regex is decided by the same JavaScript engine the evaluator uses (`mongo_regex`), so results
 * match exactly; a literal "contains" of three or more characters on a text-indexed field goes
 * through the trigram index instead, so it does not read every row (the contract's property test
 * holds the two to the same answers).
 */
function regex(name: string, pattern: unknown, options: unknown, scalar: boolean, fields: FieldDeclarations, params: unknown[]): string | null {
  if (typeof pattern !== 'string' || (options !== undefined && (typeof options !== 'string' || !/^[imsu]*$/.test(options)))) return null;
  const flags = (options as string | undefined) ?? '';
  const test = scalar
    ? `(json_type(body, '$.${name}') = 'text' AND mongo_regex(${extract(name)}, ?, ?))`
    : anyElement(name, "type = 'text' AND mongo_regex(value, ?, ?)");
  const table = fields.text.get(name);
  const literal = literalOfRegex(pattern);
  if (table === undefined || literal === null || [...literal].length < 3 || !/^i?$/.test(flags)) {
    params.push(pattern, flags);
    return test;
  }
  params.push(`"${literal.replaceAll('"', '""')}"`);
  const search = `rowid IN (SELECT rowid FROM "${table}" WHERE "${table}" MATCH ?)`;
  // The trigram index folds case as the evaluator's `i` does, so it decides a case-insensitive literal alone.
  if (flags === 'i') return `(${search})`;
  params.push(pattern, flags);
  return `(${search} AND ${test})`;
}

/**
 * ORDER BY for sorts on `id` and declared scalar fields (they use the expression indexes), with `id`
 * as the last key so ties come back the same way every time; null when a key is undeclared (the
 * evaluator sorts those, with Mongo's rules for arrays and mixed types).
 */
export function orderBy(sort: Record<string, 1 | -1> | undefined, fields: FieldDeclarations): string | null {
  const keys = Object.entries(sort ?? {});
  if (!keys.some(([key]) => key === 'id')) keys.push(['id', keys[keys.length - 1]?.[1] ?? 1]);
  if (keys.some(([key]) => key !== 'id' && !fields.scalar.has(key))) return null;
  return keys.map(([key, direction]) => `${extract(key)} ${direction === -1 ? 'DESC' : 'ASC'}`).join(', ');
}
