import fc from 'fast-check';
import type { Test } from 'supertest';
import { ensureUser } from '../../identity/bootstrap';
import { expectRepliesAsDocumented, givenStaff, givenVendorAndProduct, startTestApp, type TestApp } from '../../testing/test-app';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  method: Method;
  path: string;
  query: string[];
  properties: string[];
}

const RUNS_PER_CALLER = 1100;

/** Control characters, line breaks and direction marks, among letters, quotes and full-text syntax. */
const controlText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    fc.constantFrom('\u007f', '\u0085', '\u202a', '\u202e', '\u2066', '\u2069', '"', '*', 'a', 'b', 'c', 'fish', ' '),
  ),
  minLength: 1,
  maxLength: 12,
});

/** Texts that have broken servers: ids that are not ids, paths, encodings, control characters, huge and odd numbers. */
const awkwardText = fc.oneof(
  fc.string({ maxLength: 40 }),
  controlText,
  fc.constantFrom('ab\u0000cd', 'TRK\r\nBcc: victim@evil.example', '\u202Efdp.exe', 'fish\u0000sauce'),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e309',
    '99999999999999999999',
    'NaN',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '../../api/user/logout',
    '%00',
    '%E0%A4%A',
    '%2e%2e%2f',
    'é',
    '😀',
    ' ',
    '',
  ),
  fc.integer().map(String),
  fc.string({ minLength: 250, maxLength: 3000 }),
);

const awkwardValue: fc.Arbitrary<unknown> = fc.oneof(
  awkwardText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e21, Number.MIN_VALUE),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** The names of an object schema's properties, through allOf/anyOf and nested objects. */
function propertyNames(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const { properties, allOf, anyOf } = schema as { properties?: Record<string, unknown>; allOf?: unknown[]; anyOf?: unknown[] };
  return [
    ...Object.keys(properties ?? {}),
    ...Object.values(properties ?? {}).flatMap(propertyNames),
    ...(allOf ?? []).flatMap(propertyNames),
    ...(anyOf ?? []).flatMap(propertyNames),
  ];
}

/** Every operation of the OpenAPI document, with its query parameters and body properties. */
function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: unknown }> } }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const properties = [...new Set(propertyNames(operation.requestBody?.content?.['application/json']?.schema))];
      return {
        method: method as Method,
        path,
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        properties,
      };
    }),
  );
}

/** A request for one operation with malformed parts: odd path ids, repeated or mistyped query values, bodies of the wrong shape. */
function malformedRequest(operations: Operation[]) {
  return fc.record({
    operation: fc.constantFrom(...operations),
    pathValue: awkwardText,
    query: fc.array(fc.tuple(fc.option(fc.string({ maxLength: 12 }), { nil: undefined }), awkwardText), { maxLength: 4 }),
    body: fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom('{"title": ', '[1,2', 'null', '"text"', '\u0000', '{"__proto__": {"isAdmin": true}}'),
      fc
        .nat()
        .chain((seed) =>
          fc.dictionary(fc.constantFrom('id', 'email', 'password', 'page', 'orderDetails', 'customerId', `field${seed % 5}`), awkwardValue, { maxKeys: 6 }),
        ),
    ),
    propertyBody: fc.array(awkwardValue, { minLength: 1, maxLength: 12 }),
    usePropertyBody: fc.boolean(),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=utf-16',
      'multipart/form-data',
    ),
  });
}

describe('fuzzing every operation of the OpenAPI document', () => {
  let app: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    app = await startTestApp();
    await givenVendorAndProduct(app, { usQuantity: 5 });
    operations = operationsOf((await app.anonymous.get('/api/docs-json').expect(200)).body);
  });
  afterEach(expectRepliesAsDocumented);
  afterAll(async () => {
    await app.close();
  });

  // Each built-in staff role too: what its roles refuse (a route, a field) is refused before anything is written.
  it.each(['anonymous', 'admin', 'auditor', 'warehouse', 'sales', 'accountant'] as const)(
    'answers no 5xx and writes nothing for what it refuses, as %s (an auditor writes nothing at all)',
    async (caller) => {
      // The caller's own logout would end the session the rest of the run needs.
      const usable = operations.filter((operation) => !(caller !== 'anonymous' && operation.path === '/api/user/logout'));
      if (caller === 'auditor')
        await ensureUser(app.app, { role: 'auditor', email: 'auditor@fuzz.test', password: 'Auditor#fuzz1' }, { first: 'Kiem', last: 'Toan' });
      const auditor = caller === 'auditor' ? app.as(await app.login('auditor@fuzz.test', 'Auditor#fuzz1')) : null;
      const staff =
        caller === 'warehouse' || caller === 'sales' || caller === 'accountant' ? (await givenStaff(app, `${caller}@fuzz.test`, [caller])).agent : null;
      let sent = 0;
      const failures: string[] = [];
      await fc.assert(
        fc.asyncProperty(malformedRequest(usable), async ({ operation, pathValue, query, body, propertyBody, usePropertyBody, contentType }) => {
          const path = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(pathValue));
          const names = [...operation.query, ...query.map(([name]) => name).filter((name): name is string => name !== undefined)];
          const search = query
            .map(([name], index) => `${encodeURIComponent(name ?? names[index % Math.max(names.length, 1)] ?? 'x')}=${encodeURIComponent(query[index][1])}`)
            .join('&');
          const url = `/api${path.replace(/^\/api/, '')}${search ? `?${search}` : ''}`;
          const payload =
            usePropertyBody && operation.properties.length > 0
              ? Object.fromEntries(operation.properties.map((name, index) => [name, propertyBody[index % propertyBody.length]]))
              : body;

          const before = await app.infrastructure.eventStore.headPosition();
          const agent = auditor ?? staff ?? (caller === 'admin' ? app.http : app.anonymous);
          let call: Test = agent[operation.method](url);
          if (operation.method !== 'get') call = call.set('Content-Type', contentType).send(typeof payload === 'string' ? payload : JSON.stringify(payload));
          const reply = await call;
          sent += 1;
          const after = await app.infrastructure.eventStore.headPosition();
          if (reply.status >= 500) failures.push(`${operation.method.toUpperCase()} ${url} -> ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
          if (caller === 'auditor' && after !== before)
            failures.push(`${operation.method.toUpperCase()} ${url} -> ${reply.status}: an auditor moved the log ${before} -> ${after}`);
          if (reply.status >= 400 && after !== before)
            failures.push(`${operation.method.toUpperCase()} ${url} -> ${reply.status} but the log moved ${before} -> ${after}`);
          return failures.length === 0;
        }),
        { numRuns: RUNS_PER_CALLER, endOnFailure: true },
      );
      expect(failures).toEqual([]);
      expect(sent).toBe(RUNS_PER_CALLER);
      expect(operations.length).toBeGreaterThan(40);
    },
    240_000,
  );
});
