import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { useTestApp } from '../../testing/test-app';

type Operation = { requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> };
type ApiDocument = { openapi: string; paths: Record<string, Partial<Record<string, Operation>>>; components: { schemas: Record<string, unknown> } };

const WEB_SRC = resolve(__dirname, '../../../../web/src');

/** The validator ships as an ES module only: it checks the document in a Node process of its own. */
function validate(document: ApiDocument): { valid: boolean; errors?: unknown } {
  const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const script = `import { Validator } from '@seriousme/openapi-schema-validator';
    const result = await new Validator().validate(${JSON.stringify(file)});
    process.stdout.write(JSON.stringify(result));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', cwd: resolve(__dirname, '../../../..') })) as { valid: boolean; errors?: unknown };
}

/** Every file of the web app that declares endpoints (`build.query` / `build.mutation`). */
function endpointFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return endpointFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.spec.') && readFileSync(path, 'utf8').includes('build.') ? [path] : [];
  });
}

/** The web client's calls as written: `{ url: '/x', method: 'POST' }` or a bare path (a GET). */
function webCalls(): { file: string; method: string; url: string }[] {
  return endpointFiles(WEB_SRC).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const calls: { file: string; method: string; url: string }[] = [];
    for (const match of source.matchAll(/url:\s*([`'])(\/[^`']*)\1(?:,\s*method:\s*'(\w+)')?/g)) calls.push({ file, method: (match[3] ?? 'GET').toLowerCase(), url: match[2] });
    for (const match of source.matchAll(/query:\s*\([^)]*\)\s*=>\s*([`'])(\/[^`']*)\1/g)) calls.push({ file, method: 'get', url: match[2] });
    return calls;
  });
}

/** `/vendor/get/by/id/${id}` against `/api/vendor/get/by/id/{id}`: each `${…}` stands for one path segment. */
function matches(path: string, url: string): boolean {
  const pattern = path.replace(/^\/api/, '').replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(url.split('?')[0].replace(/\$\{[^}]+\}/g, 'x'));
}

describe('the API document', () => {
  const app = useTestApp({}, 'file');
  let document: ApiDocument;
  beforeAll(async () => {
    document = (await app.http.get('/api/docs-json').expect(200)).body as ApiDocument;
  });
  const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation! })));

  it('is valid OpenAPI, by a maintained validator', () => {
    const result = validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation the error body the server answers with, from the contracts schema', () => {
    expect(document.components.schemas.ErrorBody).toMatchObject({ type: 'object', required: ['statusCode', 'code', 'message'] });
    const without = operations().filter(({ operation }) => operation.responses.default?.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorBody');
    expect(without.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(operations().length).toBeGreaterThan(120);
  });

  it('describes the request body of every command that takes one', () => {
    const vendorAdd = document.paths['/api/vendor/add']?.post;
    expect(vendorAdd?.requestBody).toMatchObject({ content: { 'application/json': { schema: { type: 'object', properties: { name: expect.any(Object) } } } } });
  });

  it("has an operation for every call the web client makes (a changed route fails here, not on a screen)", () => {
    const calls = webCalls();
    expect(calls.length).toBeGreaterThan(100);
    const unknown = calls.filter(({ method, url }) => !operations().some((operation) => operation.method === method && matches(operation.path, url)));
    expect(unknown.map(({ file, method, url }) => `${method.toUpperCase()} ${url} (${file.slice(WEB_SRC.length + 1)})`)).toEqual([]);
  });
});
