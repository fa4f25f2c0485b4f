import ts from 'typescript';
import { mayBeHidden } from '@cargo/contracts';

/** An OpenAPI 3.0 schema object (the dialect of the served document: `nullable`, no `const`). */
export type Schema = { [keyword: string]: unknown };

/** `null` alone (OpenAPI 3.0 can only say it as a nullable type allowing nothing else). */
const NULL_ONLY: Schema = { type: 'string', nullable: true, enum: [null] };

/** How deep an unnamed type nests at most; deeper means a recursive type, answered as any value. */
const MAX_DEPTH = 12;

/**
 * The JSON a value of a TypeScript type becomes on the wire, as schemas. Replies are typed with the
 * contracts' interfaces; reading those types (rather than restating them in decorators) keeps one
 * truth. A named interface or type alias of our own becomes a component (`ProductView`), so clients
 * generated from the document get the contracts' names; properties carry their doc comments.
 */
export class SchemaWriter {
  /** The named schemas, by name, for `#/components/schemas`. */
  readonly components: Record<string, Schema> = {};
  private readonly names = new Map<ts.Symbol, string>();

  /**
   * `replies`: the schemas describe replies, from which a caller's roles may leave a field group's
   * fields out (those are never required); a request's body keeps what its type requires.
   * `prefix`: before each component's name, for a second writer whose components join the first's.
   */
  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly options: { replies: boolean; prefix?: string } = { replies: true },
  ) {}

  schemaOf(type: ts.Type, depth = 0): Schema {
    if (depth > MAX_DEPTH) return {};
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Never) return { not: {} };
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [this.checker.typeToString(type) === 'true'] };
    if (flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (flags & ts.TypeFlags.NumberLike) return { type: 'number' };
    if (flags & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
    if (flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return NULL_ONLY;
    if (type.isUnion()) return this.union(type.types, depth);
    if (type.isIntersection()) {
      // A branded primitive (`string & { brand }`) travels as the primitive.
      const primitive = type.types.find((part) => part.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike));
      if (primitive) return this.schemaOf(primitive, depth);
    }
    if (type.getSymbol()?.getName() === 'Date') return { type: 'string', format: 'date-time' };
    if (this.checker.isArrayType(type) || this.checker.isTupleType(type)) {
      const items = this.checker.getTypeArguments(type as ts.TypeReference);
      return { type: 'array', items: items.length === 1 ? this.schemaOf(items[0], depth + 1) : this.union(items, depth + 1) };
    }
    const named = this.nameOf(type);
    if (!named) return this.object(type, depth);
    const ref = { $ref: `#/components/schemas/${named.name}` };
    if (!named.known) this.components[named.name] = this.object(type, 0);
    return ref;
  }

  /**
   * A non-generic interface or type alias declared in this code base (not in a library); the same
   * name declared twice gets a number.
   */
  private nameOf(type: ts.Type): { name: string; known: boolean } | undefined {
    const symbol = type.aliasSymbol && !type.aliasTypeArguments?.length ? type.aliasSymbol : type.getSymbol();
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration || declaration.getSourceFile().fileName.includes('/node_modules/')) return undefined;
    if (symbol !== type.aliasSymbol && !(ts.isInterfaceDeclaration(declaration) && !declaration.typeParameters)) return undefined;
    const known = this.names.get(symbol);
    if (known) return { name: known, known: true };
    const taken = new Set(this.names.values());
    const base = `${this.options.prefix ?? ''}${symbol.getName()}`;
    let name = base;
    for (let suffix = 2; taken.has(name); suffix += 1) name = `${base}${suffix}`;
    this.names.set(symbol, name);
    return { name, known: false };
  }

  private object(type: ts.Type, depth: number): Schema {
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const property of this.checker.getPropertiesOfType(type)) {
      const propertyType = this.checker.getTypeOfSymbol(property);
      // Methods do not survive JSON.stringify.
      if (propertyType.getCallSignatures().length > 0) continue;
      const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
      const schema = this.schemaOf(propertyType, depth + 1);
      const description = ts.displayPartsToString(property.getDocumentationComment(this.checker)).trim();
      // A $ref takes no siblings in OpenAPI 3.0: a described reference is wrapped.
      properties[property.getName()] = !description ? schema : schema.$ref ? { allOf: [schema], description } : { ...schema, description };
      // A field of a field group is left out of the replies of callers whose roles hide it.
      if (!optional && !(this.options.replies && mayBeHidden(property.getName()))) required.push(property.getName());
    }
    const index = this.checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & (ts.TypeFlags.String | ts.TypeFlags.Number));
    return {
      type: 'object',
      properties,
      ...(required.length > 0 ? { required } : {}),
      ...(index ? { additionalProperties: this.schemaOf(index.type, depth + 1) } : {}),
    };
  }

  /**
   * `undefined` leaves a union (the key is left out of the JSON), `null` makes it nullable, `true | false`
   * is boolean, and literals of one kind become an enum.
   */
  private union(types: readonly ts.Type[], depth: number): Schema {
    const nullable = types.some((part) => part.flags & ts.TypeFlags.Null);
    const values = types.filter((part) => !(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const booleans = values.filter((part) => part.flags & ts.TypeFlags.BooleanLiteral);
    const rest = booleans.length === 2 ? [...values.filter((part) => !booleans.includes(part)), this.checker.getBooleanType()] : values;
    const schemas = rest.map((part) => this.schemaOf(part, depth));
    const kinds = new Set(schemas.map((schema) => (Array.isArray(schema.enum) ? schema.type : undefined)));
    const merged =
      schemas.length === 0
        ? NULL_ONLY
        : schemas.length === 1
          ? schemas[0]
          : kinds.size === 1 && !kinds.has(undefined)
            ? { type: [...kinds][0], enum: schemas.flatMap((schema) => schema.enum as unknown[]) }
            : { anyOf: schemas };
    return nullable ? orNull(merged) : merged;
  }
}

/**
 * OpenAPI 3.0 has no null type: `nullable` marks a typed schema (and an enum must list null too); a
 * reference or a choice gets null as one more choice.
 */
function orNull(schema: Schema): Schema {
  if (Array.isArray(schema.anyOf)) return { anyOf: [...schema.anyOf, NULL_ONLY] };
  if (schema.$ref) return { anyOf: [schema, NULL_ONLY] };
  if (!schema.type || schema.nullable) return schema;
  return { ...schema, nullable: true, ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}) };
}
