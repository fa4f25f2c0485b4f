import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import { parse } from 'yaml';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import { DATABASE_FILE } from '../process/database';
import { AS_OF_RECORD } from '../../audit/as-of';
import { isCommandRoute } from './command-route';
import { ConfigError, loadConfig } from '../process/config';
import { givenVendorAndProduct, ROOT, useTestApp, validProduct, withTestApp } from '../../testing/test-app';

const REPO = join(__dirname, '../../../..');

/** A log destination that keeps each line written to it. */
function logLines(): { lines: string[]; sink: Writable } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, sink };
}
const GOOD_SECRET = 'k3J9x2LmQp7Rt5Vw8Yz1Ab4Cd6Ef0Gh2Ij5Kl8Mn';

describe('the HTTP edge', () => {
  const app = useTestApp({}, 'file');

  const head = () => app.infrastructure.eventStore.headPosition();

  it('answers 413 to an oversized body, 415 to an unsupported encoding or charset, and 400 to a 200 KB email; nothing is written', async () => {
    const before = await head();
    const huge = await app.anonymous
      .post('/api/user/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a'.repeat(300_000), password: 'x' }));
    expect([huge.status, huge.body.code]).toEqual([413, 'error.payloadTooLarge']);
    const encoded = await app.anonymous.post('/api/user/login').set('Content-Type', 'application/json').set('Content-Encoding', 'x-unknown').send('{}');
    expect([encoded.status, encoded.body.code]).toEqual([415, 'error.unsupportedMediaType']);
    const charset = await app.anonymous.post('/api/user/login').set('Content-Type', 'application/json; charset=latin1').send('{}');
    expect([charset.status, charset.body.code]).toEqual([415, 'error.unsupportedMediaType']);
    const longEmail = await app.anonymous.post('/api/user/login').send({ email: `${'a'.repeat(200_000)}@x.com`, password: 'whatever#1' });
    expect(longEmail.status).toBe(400);
    expect(longEmail.body.fields).toEqual([expect.objectContaining({ path: 'email', code: 'validation.tooLong' })]);
    expect(await head()).toBe(before);
  });

  it('answers 400 to repeated and mistyped query parameters', async () => {
    for (const path of [
      '/api/order/get?title=a&title=b',
      '/api/order/get?page=abc',
      '/api/order/get?pageSize=100000',
      '/api/order/get?tab=everything',
      '/api/order/unhold?id=1&id=2&warehouseId=VN',
      '/api/user/get?page=1&page=2',
      '/api/stock/get?isActive=true&isActive=false',
    ]) {
      const reply = path.includes('unhold') ? await app.http.post(path) : await app.http.get(path);
      expect({ path, status: reply.status, code: reply.body.code }).toEqual({ path, status: 400, code: 'error.invalidInput' });
    }
    const badPath = await app.http.get('/api/order/get/by/id/%E0%A4%A');
    expect(badPath.status).toBe(400);
  });

  it('gives every text field a maximum length', async () => {
    const long = (length: number) => 'x'.repeat(length);
    const cases: [string, object, string][] = [
      ['/api/vendor/add', { name: long(101) }, 'name'],
      ['/api/customer/add', { name: 'Bình', address1: long(201), phone: '0912345678' }, 'address1'],
      ['/api/product/add', { ...validProduct(), skuCode: long(65) }, 'skuCode'],
      ['/api/product/add', { ...validProduct(), description: `<p>${long(50_001)}</p>` }, 'description'],
      ['/api/product/get', { title: long(201) }, 'title'],
      ['/api/deliveryaddress/add', { name: 'Lan', phone: '0901234567', address1: '1 Lê Lợi', address2: long(201) }, 'address2'],
    ];
    for (const [path, body, field] of cases) {
      const reply = await app.http.post(path).send(body).expect(400);
      expect(reply.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, code: 'validation.tooLong' })]));
    }
  });

  it('takes a picture id only as an id, never a path', async () => {
    for (const pictureId of ['../../api/user/logout', '/api/user/logout', 'a b', 'pic?x=1', 'x'.repeat(65)]) {
      const reply = await app.http.post('/api/product/add').send(validProduct({ pictureId })).expect(400);
      expect(reply.body.fields).toEqual([
        expect.objectContaining({ path: 'pictureId', code: pictureId.length > 64 ? 'validation.tooLong' : 'validation.invalidValue' }),
      ]);
    }
    await app.http
      .post('/api/product/add')
      .send(validProduct({ pictureId: 'a1B2-c3_d4' }))
      .expect(201);
  });

  it('sends security headers and no X-Powered-By, and compresses replies', async () => {
    const reply = await app.anonymous.get('/api/health/live').expect(200);
    expect(reply.headers['x-powered-by']).toBeUndefined();
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    const docs = await app.anonymous.get('/api/docs-json').set('Accept-Encoding', 'gzip').expect(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
  });

  it('runs a query through no interceptor; commands carry idempotency and the written position, as-of routes their reader', async () => {
    const document = (await app.anonymous.get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { operationId: string }>> };
    const controllers = new Map<string, Record<string, object>>();
    const modules = (
      app.app as unknown as {
        container: { getModules(): Map<string, { controllers: Map<unknown, { metatype: { name: string; prototype: Record<string, object> } }> }> };
      }
    ).container.getModules();
    for (const module of modules.values())
      for (const wrapper of module.controllers.values()) controllers.set(wrapper.metatype.name, wrapper.metatype.prototype);
    const interceptors = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => {
        const [controller, method] = operation.operationId.split('_');
        const handler = controllers.get(controller)![method];
        const names = ((Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as { name: string }[] | undefined) ?? []).map((interceptor) => interceptor.name);
        return {
          command: isCommandRoute(handler),
          asOf: Reflect.getMetadata(AS_OF_RECORD, handler) !== undefined,
          names,
          upload: ['FileController_upload', 'ReceivingFilesController_photos', 'ReceivingFilesController_documents'].includes(operation.operationId),
        };
      }),
    );
    expect(interceptors.length).toBeGreaterThan(100);
    for (const route of interceptors) {
      const expected = [...(route.command ? ['WrittenPositionInterceptor', 'IdempotencyInterceptor'] : []), ...(route.asOf ? ['AsOfInterceptor'] : [])];
      // The upload reader is made per route (`mixin`), under a generated name.
      const named = route.upload ? route.names.filter((name) => !/^[0-9a-z]{21}$/.test(name)) : route.names;
      expect(named.sort()).toEqual(expected.sort());
      expect(route.names).toHaveLength(expected.length + (route.upload ? 1 : 0));
    }
    expect(interceptors.filter((route) => route.asOf).length).toBeGreaterThan(0);
  });

  it('tells anonymous callers only that the app is up; root sees the details; liveness and readiness apart', async () => {
    expect((await app.anonymous.get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
    const details = (await app.http.get('/api/health').expect(200)).body;
    expect(details).toMatchObject({ status: 'ok', headPosition: expect.any(String), projections: expect.any(Array) });
    expect(JSON.stringify((await app.anonymous.get('/api/health').expect(200)).body)).not.toContain(app.config.dataDir);
    expect((await app.anonymous.get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await app.anonymous.get('/api/health/ready').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('creates the SQLite file and the outbox readable by the owner only', async () => {
    await app.anonymous.post('/api/user/register').send({ first: 'Lan', last: 'Le', email: 'lan-modes@test.local', password: 'secret#42' }).expect(201);
    expect(statSync(join(app.config.dataDir, DATABASE_FILE)).mode & 0o777).toBe(0o600);
    expect(statSync(app.config.dataDir).mode & 0o077).toBe(0);
    const outbox = join(app.config.dataDir, 'outbox');
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    // Mail about a subject sits in that subject's folder (user-5/): folders 0700, mails 0600.
    const entries = readdirSync(outbox, { recursive: true, encoding: 'utf8' }).map((entry) => join(outbox, entry));
    expect(entries.filter((entry) => entry.endsWith('.eml')).length).toBeGreaterThan(0);
    for (const entry of entries) expect({ entry, mode: statSync(entry).mode & 0o777 }).toEqual({ entry, mode: statSync(entry).isDirectory() ? 0o700 : 0o600 });
  });

  it('pages the order list and the user list on the server', async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 0, title: 'Paged product for orders' });
    const customerId = (await app.http.post('/api/customer/add').send({ name: 'Trần Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id;
    let position = '0';
    for (let index = 0; index < 20; index += 1) {
      position = (
        await app.http
          .post('/api/order/add')
          .send({ customerId, typeId: 'Preorder', orderDetails: [{ productId, warehouseId: 'US', quantity: 1, unitPrice: 100 * (index + 1) }] })
          .expect(201)
      ).body.position;
    }
    const first = (await app.http.get('/api/order/get?tab=preorder').set('X-Min-Position', position).expect(200)).body;
    expect(first).toMatchObject({ total: 20, page: 0, pageSize: 15, counts: { preorder: 20, regular: 0 } });
    expect(first.items).toHaveLength(15);
    const last = (await app.http.get('/api/order/get?tab=preorder&page=1').expect(200)).body;
    expect(last.items).toHaveLength(5);
    const byTotal = (await app.http.get('/api/order/get?tab=preorder&sortField=total&sortDirection=asc&pageSize=3').expect(200)).body;
    expect(byTotal.items.map((order: { total: number }) => order.total)).toEqual([100, 200, 300]);
    const users = (await app.http.get('/api/user/get?pageSize=1').expect(200)).body;
    expect(users).toMatchObject({ total: expect.any(Number), page: 0, pageSize: 1 });
    expect(users.items).toHaveLength(1);
  });
});

describe('behind HTTPS', () => {
  it('sends HSTS and a secure refresh cookie when SECURE_COOKIES is on', async () => {
    await withTestApp({ secureCookies: true }, async (app) => {
      const reply = await app.anonymous.post('/api/user/login').send(ROOT).expect(200);
      expect(reply.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(([] as string[]).concat(reply.headers['set-cookie'] ?? []).join(';')).toMatch(/Secure/);
    });
  });
});

describe('production configuration', () => {
  it.each([
    ['EVENTSTORE_URL', { EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false' }],
    ['MONGO_URL', { MONGO_URL: 'mongodb://mongo:27017/cargo?replicaSet=rs0' }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
  ])('refuses to start with %s and no JWT_SECRET, or a weak one', (_name, env) => {
    expect(() => loadConfig({ ...env, DATA_DIR: '/tmp/never' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, JWT_SECRET: 'short-secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, JWT_SECRET: 'a'.repeat(64) })).toThrow(ConfigError);
    expect(loadConfig({ ...env, JWT_SECRET: GOOD_SECRET })).toMatchObject({ jwtSecret: GOOD_SECRET, production: true, seedDemoData: false, logFormat: 'json' });
  });

  it('keeps the demo accounts to the embedded default', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: GOOD_SECRET, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATA_DIR: '/tmp/cargo-config-test' }).seedDemoData).toBe(true);
  });

  it('stops the server process with the reason, not a stack trace', () => {
    const run = spawnSync(process.execPath, [join(REPO, 'services/dist/main.js')], {
      env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Cannot start: JWT_SECRET is required');
  });

  it('gives the compose app containers their JWT secret from a file, and seeds no demo data there (compose.spec.ts holds the rest of the file)', () => {
    const compose = parse(readFile('docker-compose.yml'), { merge: true }) as { services: Record<string, { environment?: Record<string, string> }> };
    for (const name of ['api', 'projection-worker']) {
      const environment = compose.services[name].environment!;
      expect(environment.JWT_SECRET_FILE).toBe('/run/secrets/jwt_secret');
      expect(environment.JWT_SECRET).toBeUndefined();
      expect(environment.SEED_DEMO_DATA).toBe('false');
    }
  });

  it('builds a multi-stage, non-root image with a health check (compose.spec.ts checks its Node version and npm ci)', () => {
    const dockerfile = readFile('Dockerfile');
    const stages = dockerfile.match(/^FROM .+$/gm) ?? [];
    expect(stages.length).toBeGreaterThanOrEqual(2);
    // Production dependencies only, installed apart from the build (compose.spec.ts checks which workspaces).
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev /m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toMatch(/api\/health\/live/);
  });
});

describe('JSON logs', () => {
  it('writes one line per request with method, route, status, duration, user and correlation id, and never a password, token or cookie', async () => {
    const { lines, sink } = logLines();
    await withTestApp(
      { logFormat: 'json' },
      async (app) => {
        const login = await request(app.app.getHttpServer()).post('/api/user/login').set('X-Correlation-Id', 'corr-login-1').send(ROOT).expect(200);
        const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).join('; ');
        const created = await app
          .as(login.body.token)
          .post('/api/vendor/add')
          .set('Cookie', cookie)
          .set('X-Correlation-Id', 'corr-vendor-1')
          .send({ name: 'Costco' })
          .expect(201);
        expect(created.headers['x-correlation-id']).toBe('corr-vendor-1');
        const [event] = (await app.infrastructure.eventStore.readAll(BigInt(created.body.position) - 1n, 1)).filter(
          (recorded) => recorded.type === 'VendorAdded',
        );
        expect(event.metadata.correlationId).toBe('corr-vendor-1');

        const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
        const vendor = requests.find((entry) => entry.correlationId === 'corr-vendor-1');
        expect(vendor).toMatchObject({ method: 'POST', route: '/api/vendor/add', status: 201, userId: login.body.id, durationMs: expect.any(Number) });
        expect(requests.filter((entry) => entry.correlationId === 'corr-login-1')).toHaveLength(1);
        const everything = lines.join('\n');
        for (const secret of [ROOT.password, login.body.token, cookie.split(';')[0].split('=')[1]]) expect(everything).not.toContain(secret);
      },
      { logDestination: sink },
    );
  });

  it('writes its line for a request whose client left before the reply (499, no duration)', async () => {
    const { lines, sink } = logLines();
    await withTestApp(
      { logFormat: 'json' },
      async (app) => {
        const server = app.app.getHttpServer() as Server;
        await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
        const { port } = server.address() as AddressInfo;
        // Headers of a body that never comes: the request is still being read when the client goes.
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(
            'POST /api/contactus/add HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nX-Correlation-Id: corr-gone-1\r\n\r\n{"name"',
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        socket.destroy();
        const gone = async () =>
          lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.msg === 'request' && entry.correlationId === 'corr-gone-1');
        for (let attempt = 0; attempt < 50 && !(await gone()); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(await gone()).toMatchObject({ method: 'POST', status: 499, durationMs: null });
      },
      { logDestination: sink },
    );
  });
});

describe('the built web app', () => {
  it('serves hashed assets as immutable and index.html revalidated, under a CSP it passes', async () => {
    // `npm test` builds the web app before the tests run; the server finds it where it was built by default.
    const webDist = loadConfig({}).webDist;
    expect(webDist).toBe(join(REPO, 'web/dist'));
    await withTestApp({ webDist }, async (app) => {
      const script = readdirSync(join(webDist, 'assets')).find((name) => name.endsWith('.js'))!;
      const asset = await app.anonymous.get(`/assets/${script}`).expect(200);
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);
      const page = await app.anonymous.get('/shipment/management/orders').expect(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      await app.anonymous.get('/assets/missing-0000.js').expect(404);
    });
  });

  it('answers a path with dot segments (encoded or not), or a NUL with 404 (broken encoding with 400), never a file outside its folder, never 500', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'cargo-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
    writeFileSync(join(tmpdir(), 'cargo-outside.txt'), 'outside');
    await withTestApp({ webDist }, async (app) => {
      const tried = [
        '/assets/%2e%2e/index.html',
        '/assets/%2E%2E/index.html',
        '/assets/..%2findex.html',
        '/assets/%2e%2e%2findex.html',
        '/assets/%2e%2e%5cindex.html',
        '/assets/.%2e/.%2e/cargo-outside.txt',
        '/assets/%252e%252e/index.html',
        '/assets/%00',
        '/assets/app-1234.js%00',
        '/assets/%c0%ae%c0%ae/index.html',
        '/product/picture/%2e%2e',
      ];
      const answers = [];
      for (const path of tried) {
        const reply = await app.anonymous.get(path);
        answers.push({ path, status: reply.status, leaked: /<title>app|outside/.test(reply.text) });
      }
      // Overlong UTF-8 is not URI encoding at all: the server refuses it before any route (400).
      expect(answers).toEqual(tried.map((path) => ({ path, status: path.includes('%c0') ? 400 : 404, leaked: false })));
      await app.anonymous.get('/assets/app-1234.js').expect(200);
    });
  });

  it('answers API paths from the API, never from a file of the web app (no disk lookup per API request)', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'cargo-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
    mkdirSync(join(webDist, 'api'));
    writeFileSync(join(webDist, 'api', 'health'), 'a file, not the API');
    await withTestApp({ webDist }, async (app) => {
      expect((await app.anonymous.get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
      expect((await app.anonymous.get('/robots.txt').expect(200)).text).toBe('User-agent: *');
      expect((await app.anonymous.get('/orders').expect(200)).text).toContain('<title>app</title>');
      expect((await app.anonymous.get('/api/no/such/route').expect(404)).body.code).toBe('error.notFound');
    });
  });
});

const readFile = (path: string) => readFileSync(join(REPO, path), 'utf8');
