import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathPattern } from '../../testing/reply-contract';
import { useTestApp } from '../../testing/test-app';
import { disagreements, requestDisagreements, webEndpoints } from '../../testing/web-contract';
import { programOf } from './contract/response-schemas';

type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
};
type ApiDocument = { openapi: string; paths: Record<string, Partial<Record<string, Operation>>>; components: { schemas: Record<string, unknown> } };

const WEB_SRC = resolve(__dirname, '../../../../web/src');

/** The validator ships as an ES module only: it checks the document in a Node process of its own. */
function validate(document: ApiDocument): { valid: boolean; errors?: unknown } {
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const script = `import { Validator } from '@seriousme/openapi-schema-validator';
    const result = await new Validator().validate(${JSON.stringify(file)});
    process.stdout.write(JSON.stringify(result));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: resolve(__dirname, '../../../..') })) as {
    valid: boolean;
    errors?: unknown;
  };
}

/** Every file of the web app that declares endpoints (`build.query` / `build.mutation`). */
function endpointFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return endpointFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.spec.') && readFileSync(path, 'utf8').includes('build.') ? [path] : [];
  });
}

/** `/vendor/get/by/id/{}` (the web's call) against `/api/vendor/get/by/id/{id}`. */
const matches = (path: string, url: string) => pathPattern(path.replace(/^\/api/, '')).test(url.split('?')[0]);

describe('the API document', () => {
  const app = useTestApp({}, 'file');
  let document: ApiDocument;
  beforeAll(async () => {
    document = (await app.http.get('/api/docs-json').expect(200)).body as ApiDocument;
  });
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation! })));

  it('is valid OpenAPI, by a maintained validator', () => {
    const result = validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation the error body the server answers with, from the contracts schema', () => {
    expect(document.components.schemas.ErrorBody).toMatchObject({ type: 'object', required: ['statusCode', 'code', 'message'] });
    const without = operations().filter(
      ({ operation }) => operation.responses.default?.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorBody',
    );
    expect(without.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(operations().length).toBeGreaterThan(120);
  });

  it('describes the request body of every command that takes one', () => {
    const vendorAdd = document.paths['/api/vendor/add']?.post;
    expect(vendorAdd?.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', properties: { name: expect.any(Object) } } } } });
  });

  it('documents the success reply of every operation, generated from its handler’s return type', () => {
    const without = operations().filter(
      ({ operation }) =>
        !Object.entries(operation.responses).some(
          ([status, response]) => status.startsWith('2') && Object.values(response.content ?? {}).some((content) => content.schema),
        ),
    );
    // Logout and register answer an empty object; the live stream is text; a picture is binary.
    expect(without.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const vendorList = operations().find(({ path }) => path === '/api/vendor/get')!.operation.responses['200'].content!['application/json'].schema;
    expect(vendorList).toMatchObject({
      type: 'object',
      required: ['items', 'total', 'page', 'pageSize'],
      properties: { items: { type: 'array', items: { $ref: '#/components/schemas/VendorView' } } },
    });
    expect(document.components.schemas.VendorView).toMatchObject({ type: 'object', properties: { name: { type: 'string' } } });
  });

  it('declares every parameter of every path, and the upload form with its files', () => {
    const undeclared = operations().flatMap(({ method, path, operation }) =>
      [...path.matchAll(/\{(\w+)\}/g)]
        .filter(([, name]) => !operation.parameters?.some((parameter) => parameter.in === 'path' && parameter.name === name))
        .map(([, name]) => `${method} ${path}: ${name}`),
    );
    expect(undeclared).toEqual([]);
    expect(document.paths['/api/file/upload/product/pictures']?.post?.requestBody).toMatchObject({
      content: { 'multipart/form-data': { schema: { required: ['productId', 'files'] } } },
    });
  });

  it("has an operation for every call the web client makes; each endpoint's declared result type fits the operation's reply schema, and what it sends fits the request schema (a changed route or payload fails here, not on a screen)", () => {
    const files = endpointFiles(WEB_SRC);
    const { endpoints, unreadable, components } = webEndpoints(programOf(join(WEB_SRC, '../tsconfig.json'), files), files);
    expect(unreadable).toEqual([]);
    expect(new Set(endpoints.map(({ name }) => name)).size).toBeGreaterThan(100);
    const problems = endpoints.flatMap(({ file, name, method, url, result, body, params }) => {
      const where = `${name}: ${method.toUpperCase()} ${url} (${file.slice(WEB_SRC.length + 1)})`;
      const matching = operations().filter((operation) => operation.method === method && matches(operation.path, url));
      const operation = matching.sort((a, b) => a.path.split('{').length - b.path.split('{').length)[0]?.operation;
      if (!operation) return [`${where}: no such operation`];
      const reply = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1].content?.['application/json']?.schema;
      const problems = [];
      if (result && !reply) problems.push(': the server answers no JSON');
      if (result && reply)
        problems.push(...disagreements(reply, document.components.schemas as never, result, components).map((problem) => ` reply ${problem}`));
      const accepted = operation.requestBody?.content['application/json']?.schema;
      if (body && !accepted) problems.push(': sends a JSON body the server does not take');
      if (body && accepted)
        problems.push(...requestDisagreements(body, components, accepted, document.components.schemas as never).map((problem) => ` body ${problem}`));
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      for (const [param, always] of Object.entries(params ?? {}))
        if (!query.some((parameter) => parameter.name === param))
          problems.push(` query ${param}: the web sends it, the server does not take it${always ? '' : ' (sometimes)'}`);
      for (const parameter of query)
        if (parameter.required && !params?.[parameter.name]) problems.push(` query ${parameter.name}: the server requires it, the web may leave it out`);
      return problems.map((problem) => `${where}${problem}`);
    });
    expect(problems).toEqual([]);
  });
});
