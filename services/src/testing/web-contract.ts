import ts from 'typescript';
import { SchemaWriter, type Schema } from '../platform/http/contract/type-schema';

/** One endpoint of the web client: the call it makes and the schema of the result type it declares. */
export interface WebEndpoint {
  file: string;
  name: string;
  method: string;
  /** The path as written; a `${…}` of literal type is each of its values, any other stands as `{}`. */
  url: string;
  /** Absent when the declared result is `void` (the screen reads nothing of the reply). */
  result?: Schema;
  /** The JSON body it sends (a form upload is not one), as a schema of its type. */
  body?: Schema;
  /** The query parameters it sends, by name: whether it always sends each. */
  params?: Record<string, boolean>;
}

/**
 * Every `build.query<Result, Arg>({ query })` and `build.mutation<…>` of the web app, read with
 * the TypeScript checker: the URL and method its `query` returns, and its declared `Result` as a
 * schema, written the same way the document's reply schemas are. An endpoint whose request cannot
 * be read this way is named in `unreadable`, so none goes unchecked unseen.
 */
export function webEndpoints(program: ts.Program, files: string[]): { endpoints: WebEndpoint[]; unreadable: string[]; components: Record<string, Schema> } {
  const checker = program.getTypeChecker();
  const writer = new SchemaWriter(checker);
  const endpoints: WebEndpoint[] = [];
  const unreadable: string[] = [];
  const visit = (file: string) => (node: ts.Node): void => {
    const call = endpointCall(node);
    if (call) {
      const resultType = checker.getTypeFromTypeNode(call.typeArguments[0]);
      const result = resultType.flags & ts.TypeFlags.Void ? {} : { result: writer.schemaOf(resultType) };
      const requests = requestsOf(checker, call.options);
      if (requests.length === 0) unreadable.push(`${call.name} (${file})`);
      for (const { body, params, ...request } of requests) {
        const form = body && checker.getTypeAtLocation(body).getSymbol()?.getName() === 'FormData';
        endpoints.push({ file, name: call.name, ...request, ...result, ...(body && !form ? { body: writer.schemaOf(checker.getTypeAtLocation(body)) } : {}), ...(params ? { params: parametersOf(checker, params) } : {}) });
      }
    }
    ts.forEachChild(node, visit(file));
  };
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not in the program: ${file}`);
    ts.forEachChild(source, visit(file));
  }
  return { endpoints, unreadable, components: writer.components };
}

/** `name: build.query<R, A>({ … })`: the endpoint's name, type arguments and options. */
function endpointCall(node: ts.Node): { name: string; typeArguments: readonly ts.TypeNode[]; options: ts.ObjectLiteralExpression } | undefined {
  if (!ts.isPropertyAssignment(node) || !ts.isCallExpression(node.initializer)) return undefined;
  const { expression, typeArguments, arguments: [options] } = node.initializer;
  const isBuild = ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression) && expression.expression.text === 'build' && ['query', 'mutation'].includes(expression.name.text);
  if (!isBuild || !typeArguments?.length || !options || !ts.isObjectLiteralExpression(options)) return undefined;
  return { name: node.name.getText(), typeArguments, options };
}

/** What `query` returns: a path, or `{ url, method }` (GET when no method is named); one per value of a literal-typed part. */
function requestsOf(checker: ts.TypeChecker, options: ts.ObjectLiteralExpression): { method: string; url: string; body?: ts.Expression; params?: ts.Expression }[] {
  const query = options.properties.find((property) => property.name?.getText() === 'query');
  if (!query || !ts.isPropertyAssignment(query) || !ts.isArrowFunction(query.initializer)) return [];
  const returned = returnedExpression(query.initializer.body);
  if (!returned) return [];
  const paths = pathsOf(checker, returned);
  if (paths.length > 0) return paths.map((url) => ({ method: 'get', url }));
  if (!ts.isObjectLiteralExpression(returned)) return [];
  const field = (name: string) =>
    returned.properties
      .map((property) => (ts.isPropertyAssignment(property) && property.name.getText() === name ? property.initializer : ts.isShorthandPropertyAssignment(property) && property.name.text === name ? property.name : undefined))
      .find((value) => value !== undefined);
  const [url, method, body, params] = [field('url'), field('method'), field('body'), field('params')];
  return (url ? pathsOf(checker, url) : []).map((path) => ({ method: method && ts.isStringLiteral(method) ? method.text.toLowerCase() : 'get', url: path, body, params }));
}

/** The names of an object's properties, each with whether it is always there. */
function parametersOf(checker: ts.TypeChecker, params: ts.Expression): Record<string, boolean> {
  return Object.fromEntries(checker.getPropertiesOfType(checker.getTypeAtLocation(params)).map((property) => [property.getName(), (property.flags & ts.SymbolFlags.Optional) === 0]));
}

function returnedExpression(body: ts.ConciseBody): ts.Expression | undefined {
  if (!ts.isBlock(body)) return ts.isParenthesizedExpression(body) ? body.expression : body;
  return body.statements.find(ts.isReturnStatement)?.expression;
}

function pathsOf(checker: ts.TypeChecker, node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...pathsOf(checker, node.whenTrue), ...pathsOf(checker, node.whenFalse)];
  if (!ts.isTemplateExpression(node)) return [];
  return node.templateSpans.reduce(
    (paths, span) => paths.flatMap((path) => literalValues(checker, span.expression).map((value) => `${path}${value}${span.literal.text}`)),
    [node.head.text],
  );
}

/** `'grant' | 'revoke'` is both; a number or any string is one path segment, `{}`. */
function literalValues(checker: ts.TypeChecker, expression: ts.Expression): string[] {
  const type = checker.getTypeAtLocation(expression);
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => part.isStringLiteral()) ? parts.map((part) => (part as ts.StringLiteralType).value) : ['{}'];
}

type Components = Record<string, Schema>;

/**
 * Where a reply the server may send (by its schema) is not what the web type says it is: the web
 * reads a field the server does not send or may leave out, expects a value the server may not
 * give (null, another type, a value outside its enum). Empty when every such reply fits.
 *
 * A reply that is a choice at its top (staff or customer fields; a record now or `?asOf=` then)
 * depends on who asks and how: the web type has to be one of those choices, the one its screen
 * asks for. Choices inside a reply are data, and each of them has to fit.
 */
export function disagreements(server: Schema, serverComponents: Components, web: Schema, webComponents: Components): string[] {
  const top = resolved(server, serverComponents);
  if (!Array.isArray(top.anyOf)) return valueDisagreements(server, serverComponents, web, webComponents);
  const byChoice = top.anyOf.map((choice: Schema) => valueDisagreements(choice, serverComponents, web, webComponents));
  return byChoice.some((found) => found.length === 0) ? [] : byChoice.reduce((fewest, found) => (found.length < fewest.length ? found : fewest));
}

function valueDisagreements(server: Schema, serverComponents: Components, web: Schema, webComponents: Components): string[] {
  const seen = new Set<string>();
  const compare = (s: Schema, w: Schema, where: string): string[] => {
    s = resolved(s, serverComponents);
    w = resolved(w, webComponents);
    const key = `${JSON.stringify(s)}|${JSON.stringify(w)}`;
    if (seen.has(key)) return [];
    seen.add(key);
    if (Object.keys(w).length === 0 || Object.keys(s).length === 0) return [];
    if (Array.isArray(s.anyOf)) return s.anyOf.flatMap((branch: Schema) => compare(branch, w, where));
    if (Array.isArray(w.anyOf)) {
      const fits = w.anyOf.some((branch: Schema) => compare(s, branch, where).length === 0);
      return fits ? [] : [`${where || '/'}: the server's ${describe(s)} fits none of the web's choices`];
    }
    if (s.nullable && !w.nullable) return [`${where || '/'}: the server may send null, the web type says it never does`];
    if (s.type !== w.type) return [`${where || '/'}: the server sends ${describe(s)}, the web type says ${describe(w)}`];
    if (Array.isArray(w.enum)) {
      const outside = Array.isArray(s.enum) ? s.enum.filter((value) => !(w.enum as unknown[]).includes(value)) : ['any value'];
      if (outside.length > 0) return [`${where || '/'}: the server may send ${outside.map((value) => JSON.stringify(value)).join(', ')}, outside the web type's ${JSON.stringify(w.enum)}`];
    }
    if (s.type === 'array') return compare(s.items as Schema, w.items as Schema, `${where}/items`);
    if (s.type !== 'object') return [];
    return objectDisagreements(s, w, where, compare);
  };
  return compare(server, web, '');
}

function objectDisagreements(s: Schema, w: Schema, where: string, compare: (s: Schema, w: Schema, where: string) => string[]): string[] {
  const sProperties = (s.properties ?? {}) as Record<string, Schema>;
  const wProperties = (w.properties ?? {}) as Record<string, Schema>;
  const sRequired = new Set((s.required ?? []) as string[]);
  const found: string[] = [];
  for (const [name, property] of Object.entries(wProperties)) {
    const sent = sProperties[name] ?? (s.additionalProperties as Schema | undefined);
    if (!sent) found.push(`${where}/${name}: the web type reads it, the server never sends it`);
    else {
      if (((w.required ?? []) as string[]).includes(name) && !sRequired.has(name)) found.push(`${where}/${name}: the server may leave it out, the web type says it is always there`);
      found.push(...compare(sent, property, `${where}/${name}`));
    }
  }
  if (w.additionalProperties && typeof w.additionalProperties === 'object') {
    for (const [name, property] of Object.entries(sProperties)) if (!(name in wProperties)) found.push(...compare(property, w.additionalProperties as Schema, `${where}/${name}`));
    if (s.additionalProperties) found.push(...compare(s.additionalProperties as Schema, w.additionalProperties as Schema, `${where}/*`));
  }
  return found;
}

/** A reference, or a description's `allOf: [ref]` wrapper, as the schema it stands for. */
function resolved(schema: Schema, components: Components): Schema {
  if (typeof schema.$ref === 'string') return resolved(components[schema.$ref.replace('#/components/schemas/', '')] ?? {}, components);
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return resolved(schema.allOf[0] as Schema, components);
  return schema;
}

const describe = (schema: Schema) => (schema.nullable ? `${String(schema.type)} or null` : Array.isArray(schema.enum) ? `${String(schema.type)} ${JSON.stringify(schema.enum)}` : String(schema.type));

/**
 * Where a body the web may send (by its type) is not one the server takes (by the request schema
 * the server validates with): a field the server does not know, a required field the web may leave
 * out, a value of another type, null where the server wants a value, a value outside its enum.
 */
export function requestDisagreements(sent: Schema, sentComponents: Components, accepted: Schema, acceptedComponents: Components): string[] {
  const compare = (s: Schema, a: Schema, where: string): string[] => {
    s = resolved(s, sentComponents);
    a = resolved(a, acceptedComponents);
    if (Object.keys(a).length === 0 || Object.keys(s).length === 0) return [];
    if (Array.isArray(s.anyOf)) return s.anyOf.flatMap((branch: Schema) => compare(branch, a, where));
    if (Array.isArray(a.anyOf)) return a.anyOf.some((branch: Schema) => compare(s, branch, where).length === 0) ? [] : [`${where || '/'}: the web's ${describe(s)} fits none of the server's choices`];
    if (s.nullable && !a.nullable) return [`${where || '/'}: the web may send null, the server does not take it`];
    // TypeScript has no integer: a number the server wants whole is the form's to check.
    const sameType = s.type === a.type || (s.type === 'number' && a.type === 'integer');
    if (!sameType) return [`${where || '/'}: the web sends ${describe(s)}, the server takes ${describe(a)}`];
    if (Array.isArray(a.enum)) {
      // A nullable enum says null by `nullable`; OpenAPI 3.0 does not ask for it among the values.
      const outside = Array.isArray(s.enum) ? s.enum.filter((value) => !(a.enum as unknown[]).includes(value) && !(value === null && a.nullable)) : ['any value'];
      if (outside.length > 0) return [`${where || '/'}: the web may send ${outside.map((value) => JSON.stringify(value)).join(', ')}, outside the server's ${JSON.stringify(a.enum)}`];
    }
    if (s.type === 'array') return compare(s.items as Schema, a.items as Schema, `${where}/items`);
    if (s.type !== 'object') return [];
    const sProperties = (s.properties ?? {}) as Record<string, Schema>;
    const aProperties = (a.properties ?? {}) as Record<string, Schema>;
    const sRequired = new Set((s.required ?? []) as string[]);
    const missing = ((a.required ?? []) as string[]).filter((name) => !sRequired.has(name)).map((name) => `${where}/${name}: the server requires it, the web may leave it out`);
    const unknown = Object.keys(sProperties).filter((name) => !(name in aProperties) && !a.additionalProperties).map((name) => `${where}/${name}: the web sends it, the server does not take it`);
    const values = Object.entries(sProperties).flatMap(([name, property]) => (aProperties[name] ? compare(property, aProperties[name], `${where}/${name}`) : []));
    return [...missing, ...unknown, ...values];
  };
  return compare(sent, accepted, '');
}
