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
  // What the web sends is a request: its fields are as its types require, whatever a reply may leave out.
  const bodies = new SchemaWriter(checker, { replies: false, prefix: 'Body' });
  const endpoints: WebEndpoint[] = [];
  const unreadable: string[] = [];
  const visit =
    (file: string) =>
    (node: ts.Node): void => {
      const call = endpointCall(node);
      if (call) {
        const resultType = checker.getTypeFromTypeNode(call.typeArguments[0]);
        const result = resultType.flags & ts.TypeFlags.Void ? {} : { result: writer.schemaOf(resultType) };
        const requests = requestsOf(checker, call.options);
        if (requests.length === 0) unreadable.push(`${call.name} (${file})`);
        for (const { body, params, ...request } of requests) {
          const form = body && checker.getTypeAtLocation(body).getSymbol()?.getName() === 'FormData';
          endpoints.push({
            file,
            name: call.name,
            ...request,
            ...result,
            ...(body && !form ? { body: bodies.schemaOf(checker.getTypeAtLocation(body)) } : {}),
            ...(params ? { params: parametersOf(checker, params) } : {}),
          });
        }
      }
      ts.forEachChild(node, visit(file));
    };
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not in the program: ${file}`);
    ts.forEachChild(source, visit(file));
  }
  return { endpoints, unreadable, components: { ...writer.components, ...bodies.components } };
}

/** `name: build.query<R, A>({ … })`: the endpoint's name, type arguments and options. */
function endpointCall(node: ts.Node): { name: string; typeArguments: readonly ts.TypeNode[]; options: ts.ObjectLiteralExpression } | undefined {
  if (!ts.isPropertyAssignment(node) || !ts.isCallExpression(node.initializer)) return undefined;
  const {
    expression,
    typeArguments,
    arguments: [options],
  } = node.initializer;
  const isBuild =
    ts.isPropertyAccessExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === 'build' &&
    ['query', 'mutation'].includes(expression.name.text);
  if (!isBuild || !typeArguments?.length || !options || !ts.isObjectLiteralExpression(options)) return undefined;
  return { name: node.name.getText(), typeArguments, options };
}

/** What `query` returns: a path, or `{ url, method }` (GET when no method is named); one per value of a literal-typed part. */
function requestsOf(
  checker: ts.TypeChecker,
  options: ts.ObjectLiteralExpression,
): { method: string; url: string; body?: ts.Expression; params?: ts.Expression }[] {
  const query = options.properties.find((property) => property.name?.getText() === 'query');
  if (!query || !ts.isPropertyAssignment(query) || !ts.isArrowFunction(query.initializer)) return [];
  const returned = returnedExpression(query.initializer.body);
  if (!returned) return [];
  const paths = pathsOf(checker, returned);
  if (paths.length > 0) return paths.map((url) => ({ method: 'get', url }));
  if (!ts.isObjectLiteralExpression(returned)) return [];
  const field = (name: string) =>
    returned.properties
      .map((property) =>
        ts.isPropertyAssignment(property) && property.name.getText() === name
          ? property.initializer
          : ts.isShorthandPropertyAssignment(property) && property.name.text === name
            ? property.name
            : undefined,
      )
      .find((value) => value !== undefined);
  const [url, method, body, params] = [field('url'), field('method'), field('body'), field('params')];
  return (url ? pathsOf(checker, url) : []).map((path) => ({
    method: method && ts.isStringLiteral(method) ? method.text.toLowerCase() : 'get',
    url: path,
    body,
    params,
  }));
}

/** The names of an object's properties, each with whether it is always there. */
function parametersOf(checker: ts.TypeChecker, params: ts.Expression): Record<string, boolean> {
  return Object.fromEntries(
    checker.getPropertiesOfType(checker.getTypeAtLocation(params)).map((property) => [property.getName(), (property.flags & ts.SymbolFlags.Optional) === 0]),
  );
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
 * Which way the data goes: a reply the server sends and the web reads, or a body the web sends and
 * the server validates. A reader that looks for a field nobody sends is wrong even when the field is
 * optional; a validator that does not know a field refuses it.
 */
type Flow = 'reply' | 'request';
const SIDES: Record<Flow, { from: string; to: string }> = { reply: { from: 'the server', to: 'the web type' }, request: { from: 'the web', to: 'the server' } };

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
  if (!Array.isArray(top.anyOf)) return misfits('reply', server, serverComponents, web, webComponents);
  const byChoice = top.anyOf.map((choice: Schema) => misfits('reply', choice, serverComponents, web, webComponents));
  return byChoice.some((found) => found.length === 0) ? [] : byChoice.reduce((fewest, found) => (found.length < fewest.length ? found : fewest));
}

/**
 * Where a body the web may send (by its type) is not one the server takes (by the request schema
 * the server validates with): a field the server does not know, a required field the web may leave
 * out, a value of another type, null where the server wants a value, a value outside its enum.
 */
export function requestDisagreements(sent: Schema, sentComponents: Components, accepted: Schema, acceptedComponents: Components): string[] {
  return misfits('request', sent, sentComponents, accepted, acceptedComponents);
}

/** Where a value the sender may send (by `sent`) is not one the receiver's schema (`wanted`) takes. */
function misfits(flow: Flow, sent: Schema, sentComponents: Components, wanted: Schema, wantedComponents: Components): string[] {
  const { from, to } = SIDES[flow];
  const seen = new Set<string>();
  const compare = (s: Schema, w: Schema, where: string): string[] => {
    s = resolved(s, sentComponents);
    w = resolved(w, wantedComponents);
    const at = where || '/';
    // A recursive type meets itself again: it was compared the first time.
    const key = `${JSON.stringify(s)}|${JSON.stringify(w)}`;
    if (seen.has(key) || Object.keys(w).length === 0 || Object.keys(s).length === 0) return [];
    seen.add(key);
    if (Array.isArray(s.anyOf)) return s.anyOf.flatMap((branch: Schema) => compare(branch, w, where));
    if (Array.isArray(w.anyOf))
      return w.anyOf.some((branch: Schema) => compare(s, branch, where).length === 0) ? [] : [`${at}: ${from}'s ${describe(s)} fits none of ${to}'s choices`];
    if (s.nullable && !w.nullable) return [`${at}: ${from} may send null, ${to} does not take it`];
    // TypeScript has no integer: a number the server wants whole is the form's to check.
    if (s.type !== w.type && !(s.type === 'number' && w.type === 'integer')) return [`${at}: ${from} sends ${describe(s)}, ${to} takes ${describe(w)}`];
    if (Array.isArray(w.enum)) {
      // A nullable enum says null by `nullable`; OpenAPI 3.0 does not ask for it among the values.
      const outside = Array.isArray(s.enum)
        ? s.enum.filter((value) => !(w.enum as unknown[]).includes(value) && !(value === null && w.nullable))
        : ['any value'];
      if (outside.length > 0)
        return [`${at}: ${from} may send ${outside.map((value) => JSON.stringify(value)).join(', ')}, outside ${to}'s ${JSON.stringify(w.enum)}`];
    }
    if (s.type === 'array') return compare(s.items as Schema, w.items as Schema, `${where}/items`);
    return s.type === 'object' ? objectMisfits(flow, s, w, where, compare) : [];
  };
  return compare(sent, wanted, '');
}

function objectMisfits(flow: Flow, s: Schema, w: Schema, where: string, compare: (s: Schema, w: Schema, where: string) => string[]): string[] {
  const { from, to } = SIDES[flow];
  const sProperties = (s.properties ?? {}) as Record<string, Schema>;
  const wProperties = (w.properties ?? {}) as Record<string, Schema>;
  const sRequired = new Set((s.required ?? []) as string[]);
  const wRequired = new Set((w.required ?? []) as string[]);
  const wOthers = typeof w.additionalProperties === 'object' ? (w.additionalProperties as Schema) : undefined;
  const found: string[] = [];
  for (const [name, property] of Object.entries(wProperties)) {
    const value = sProperties[name] ?? (s.additionalProperties as Schema | undefined);
    if (!value && (flow === 'reply' || wRequired.has(name))) found.push(`${where}/${name}: ${to} reads it, ${from} never sends it`);
    if (!value) continue;
    if (wRequired.has(name) && !sRequired.has(name)) found.push(`${where}/${name}: ${from} may leave it out, ${to} says it is always there`);
    found.push(...compare(value, property, `${where}/${name}`));
  }
  for (const [name, property] of Object.entries(sProperties).filter(([name]) => !(name in wProperties))) {
    if (wOthers) found.push(...compare(property, wOthers, `${where}/${name}`));
    else if (flow === 'request' && !w.additionalProperties) found.push(`${where}/${name}: ${from} sends it, ${to} does not take it`);
  }
  if (wOthers && s.additionalProperties) found.push(...compare(s.additionalProperties as Schema, wOthers, `${where}/*`));
  return found;
}

/** A reference, or a description's `allOf: [ref]` wrapper, as the schema it stands for. */
function resolved(schema: Schema, components: Components): Schema {
  if (typeof schema.$ref === 'string') return resolved(components[schema.$ref.replace('#/components/schemas/', '')] ?? {}, components);
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) return resolved(schema.allOf[0] as Schema, components);
  return schema;
}

const describe = (schema: Schema) =>
  schema.nullable
    ? `${String(schema.type)} or null`
    : Array.isArray(schema.enum)
      ? `${String(schema.type)} ${JSON.stringify(schema.enum)}`
      : String(schema.type);
