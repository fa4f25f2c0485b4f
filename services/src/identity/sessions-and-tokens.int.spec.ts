import { createHmac, randomUUID } from 'node:crypto';
import { latestMail } from '../testing/outbox';
import { ROOT, useTestApp, withTestApp } from '../testing/test-app';

const customer = { first: 'Lan', last: 'Nguyễn', email: 'lan@test.local', password: 'secret#42', phone: '0901234567' };

/** A JWT signed with the app's own secret: what someone who learnt the secret could forge. */
function forge(secret: string, header: object, claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const body = `${encode(header)}.${encode(claims)}`;
  const algorithm = (header as { alg: string }).alg === 'HS512' ? 'sha512' : 'sha256';
  return `${body}.${createHmac(algorithm, secret).update(body).digest('base64url')}`;
}

const refreshCookie = (reply: { headers: Record<string, string | string[] | undefined> }) =>
  ([] as string[])
    .concat(reply.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith('refresh_token='))!
    .split(';')[0];

describe('access tokens and sessions', () => {
  const app = useTestApp();

  const rootLogin = () => app.anonymous.post('/api/user/login').send(ROOT).expect(200);

  it('refuses tokens with a made-up session, without an expiry, or signed with another algorithm', async () => {
    const { body } = await rootLogin();
    const [, payload] = body.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: number; sid: string; exp: number };
    const now = Math.floor(Date.now() / 1000);
    const secret = app.config.jwtSecret;

    const genuine = forge(secret, { alg: 'HS256', typ: 'JWT' }, { sub: claims.sub, sid: claims.sid, iat: now, exp: now + 600 });
    await app.as(genuine).get('/api/user/get').expect(200);

    const madeUpSession = forge(secret, { alg: 'HS256', typ: 'JWT' }, { sub: claims.sub, sid: randomUUID(), iat: now, exp: now + 600 });
    const noExpiry = forge(secret, { alg: 'HS256', typ: 'JWT' }, { sub: claims.sub, sid: claims.sid, iat: now });
    const otherAlgorithm = forge(secret, { alg: 'HS512', typ: 'JWT' }, { sub: claims.sub, sid: claims.sid, iat: now, exp: now + 600 });
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const someoneElsesSession = forge(secret, { alg: 'HS256', typ: 'JWT' }, { sub: claims.sub + 1000, sid: claims.sid, iat: now, exp: now + 600 });
    for (const token of [madeUpSession, noExpiry, otherAlgorithm, unsigned, someoneElsesSession]) {
      await app.as(token).get('/api/user/get').expect(401);
      await app.as(token).post('/api/vendor/add').send({ name: 'Forged vendor' }).expect(401);
    }
  });

  it('refuses the old token on the very next request after logout, every time', async () => {
    for (let round = 0; round < 20; round += 1) {
      const login = await rootLogin();
      await app.as(login.body.token).get('/api/user/verify/session').expect(200);
      await app.anonymous.get('/api/user/logout').set('Cookie', refreshCookie(login)).set('Authorization', `Bearer ${login.body.token}`).expect(200);
      await app.as(login.body.token).get('/api/user/verify/session').expect(401);
    }
  });

  it('takes admin rights away on the very next request after the revoke reply, every time', async () => {
    await app.anonymous.post('/api/user/register').send(customer).expect(201);
    const link = /\/verify\/email\/([\w.-]+)/.exec(latestMail(app.config.dataDir, customer.email))![1];
    await app.anonymous.get(`/api/verify/email/${link}`).expect(200);
    const { token, id } = (await app.anonymous.post('/api/user/login').send(customer).expect(200)).body;
    for (let round = 0; round < 20; round += 1) {
      await app.http.post(`/api/user/grant/admin/${id}`).expect(200);
      await app.as(token).get('/api/vendor/get').expect(200);
      await app.http.post(`/api/user/revoke/admin/${id}`).expect(200);
      await app.as(token).get('/api/vendor/get').expect(403);
    }
  });

  it('answers verify/session with the user and never mints a token', async () => {
    const { body } = await rootLogin();
    const session = await app.as(body.token).get('/api/user/verify/session').expect(200);
    expect(session.body).toEqual({ id: body.id, userInfo: expect.objectContaining({ email: ROOT.email, isRoot: true }) });
    expect(JSON.stringify(session.body)).not.toMatch(/token/i);
  });

  it('lets two tabs refresh with the same cookie at once: both get the same successor and the session lives on', async () => {
    const login = await rootLogin();
    const cookie = refreshCookie(login);
    const [first, second] = await Promise.all([
      app.anonymous.get('/api/user/refresh/token').set('Cookie', cookie),
      app.anonymous.get('/api/user/refresh/token').set('Cookie', cookie),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(refreshCookie(first)).toBe(refreshCookie(second));
    const retried = await app.anonymous.get('/api/user/refresh/token').set('Cookie', cookie).expect(200);
    expect(refreshCookie(retried)).toBe(refreshCookie(first));
    const next = await app.anonymous.get('/api/user/refresh/token').set('Cookie', refreshCookie(first)).expect(200);
    await app.as(next.body.token).get('/api/user/verify/session').expect(200);
    await app.as(first.body.token).get('/api/user/verify/session').expect(200);
  });
});

describe('login throttling', () => {
  const app = useTestApp({ trustProxy: true });

  const attempt = (address: string, email: string, password: string) =>
    app.anonymous.post('/api/user/login').set('X-Forwarded-For', address).send({ email, password });

  it('makes the guesser wait, with Retry-After, while the owner still logs in from elsewhere', async () => {
    for (let tries = 0; tries < 5; tries += 1) await attempt('203.0.113.7', ROOT.email, `wrong-${tries}!`).expect(401);
    const blocked = await attempt('203.0.113.7', ROOT.email, ROOT.password).expect(429);
    expect(blocked.body.code).toBe('error.tooManyAttempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    await attempt('198.51.100.20', ROOT.email, ROOT.password).expect(200);
  });

  it('caps failures per address across accounts', async () => {
    for (let tries = 0; tries < 50; tries += 1) await attempt('203.0.113.8', `nobody${tries}@test.local`, 'wrong-guess!').expect(401);
    await attempt('203.0.113.8', ROOT.email, ROOT.password).expect(429);
    await attempt('203.0.113.9', ROOT.email, ROOT.password).expect(200);
  });

  it('keeps counting across a restart', async () => {
    for (let tries = 0; tries < 5; tries += 1) await attempt('203.0.113.10', ROOT.email, `wrong-${tries}!`).expect(401);
    const dataDir = app.config.dataDir;
    await app.restart({ trustProxy: true, dataDir });
    await attempt('203.0.113.10', ROOT.email, ROOT.password).expect(429);
  });
});

describe('public writes are rate limited', () => {
  it('answers 429 with Retry-After once an address has made its share of registrations in a minute', async () => {
    // Counted per route and address: the test app's own root login does not count here.
    await withTestApp({ publicWriteLimitPerMinute: 3 }, async (app) => {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index += 1)
        statuses.push((await app.anonymous.post('/api/user/register').send({ ...customer, email: `lan${index}@test.local` })).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const refused = await app.anonymous
        .post('/api/user/register')
        .send({ ...customer, email: 'late@test.local' })
        .expect(429);
      expect(refused.body.code).toBe('error.tooManyAttempts');
      expect(refused.headers['retry-after']).toBeDefined();
      await app.http.get('/api/health').expect(200);
    });
  });
});

describe('registration', () => {
  const app = useTestApp();

  it('answers a taken email exactly like a new one, writes nothing, and mails the owner instead', async () => {
    const fresh = await app.anonymous.post('/api/user/register').send(customer).expect(201);
    const before = await app.infrastructure.eventStore.headPosition();
    const taken = await app.anonymous
      .post('/api/user/register')
      .send({ ...customer, email: ROOT.email.toUpperCase(), password: 'another#42' })
      .expect(201);
    expect(taken.body).toEqual(fresh.body);
    expect(Object.keys(taken.headers).filter((name) => name.startsWith('x-event'))).toEqual(
      Object.keys(fresh.headers).filter((name) => name.startsWith('x-event')),
    );
    expect(await app.infrastructure.eventStore.headPosition()).toBe(before);
    expect(latestMail(app.config.dataDir, ROOT.email)).toMatch(/Someone tried to register with your email/);
    await app.anonymous.post('/api/user/login').send(ROOT).expect(200);
  });

  it.each([
    ['only spaces', '          ', 'validation.passwordInvalidCharacters'],
    ['a control character', 'secret#42\u0007', 'validation.passwordInvalidCharacters'],
    ['a newline', 'secret#42\nabc', 'validation.passwordInvalidCharacters'],
    ['129 characters', `${'a'.repeat(120)}#12345678`, 'validation.tooLong'],
  ])('refuses a password of %s', async (_case, password, code) => {
    const before = await app.infrastructure.eventStore.headPosition();
    const reply = await app.anonymous
      .post('/api/user/register')
      .send({ ...customer, password })
      .expect(400);
    expect(reply.body.fields).toEqual([expect.objectContaining({ path: 'password', code })]);
    expect(await app.infrastructure.eventStore.headPosition()).toBe(before);
  });

  it('accepts a 128-character password', async () => {
    await app.anonymous
      .post('/api/user/register')
      .send({ ...customer, password: `${'a'.repeat(119)}#12345678` })
      .expect(201);
  });
});
