import { latestMail, verificationPath } from '../testing/outbox';
import { useTestApp, type TestApp } from '../testing/test-app';

const newUser = { first: 'Lan', last: 'Nguyễn', email: 'Lan.Nguyen@Example.com', password: 'secret#42', phone: '0901234567' };

/** The token of the verification link in the newest mail to that address. */
function verificationToken(app: TestApp, to: string): string {
  expect(latestMail(app.config.dataDir, to)).toMatch(/^Subject: /m);
  return verificationPath(app.config.dataDir, to).split('/').pop()!;
}

const refreshCookie = (reply: { headers: Record<string, string | string[] | undefined> }) => {
  const cookies = ([] as string[]).concat(reply.headers['set-cookie'] ?? []);
  return cookies.find((cookie) => cookie.startsWith('refresh_token='))!.split(';')[0];
};

describe('identity over HTTP', () => {
  const app = useTestApp();

  it('registers, mails a link, verifies, logs in, refreshes with rotation and logs out', async () => {
    const registered = await app.anonymous.post('/api/user/register').send(newUser).expect(201);
    expect(registered.body).toEqual({});
    await app.anonymous.post('/api/user/login').send({ email: newUser.email, password: newUser.password }).expect(401);

    const token = verificationToken(app, 'lan.nguyen@example.com');
    await app.anonymous.get(`/api/verify/email/${token}`).expect(200);
    await app.anonymous.get(`/api/verify/account/${token}`).expect(200);

    const login = await app.anonymous.post('/api/user/login').send({ email: 'lan.nguyen@example.com', password: newUser.password }).expect(200);
    expect(login.body).toMatchObject({
      id: expect.any(Number),
      userInfo: { first: 'Lan', last: 'Nguyễn', email: 'lan.nguyen@example.com', isAdmin: false, isRoot: false },
    });
    expect(login.body.userInfo.customerId).toBeGreaterThan(0);
    const setCookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).join(';');
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);

    const session = await app.as(login.body.token).get('/api/user/verify/session').expect(200);
    expect(session.body.userInfo.email).toBe('lan.nguyen@example.com');

    const first = refreshCookie(login);
    const refreshed = await app.anonymous.get('/api/user/refresh/token').set('Cookie', first).expect(200);
    const second = refreshCookie(refreshed);
    expect(second).not.toBe(first);
    await app.as(refreshed.body.token).get('/api/user/verify/session').expect(200);

    await app.anonymous.get('/api/user/logout').set('Cookie', second).set('Authorization', `Bearer ${refreshed.body.token}`).expect(200);
    await app.anonymous.get('/api/user/refresh/token').set('Cookie', second).expect(401);
    const afterLogout = await app.as(refreshed.body.token).get('/api/user/verify/session').expect(401);
    expect(afterLogout.body.code).toBe('identity.sessionExpired');
  });

  it('keeps a name as its language writes it: family name first from the Vietnamese page, given name first from the English one', async () => {
    const named = async (email: string, language: string, extra: object = {}) => {
      await app.anonymous
        .post('/api/user/register')
        .set('Accept-Language', language)
        .send({ ...newUser, first: 'Lan', last: 'Phạm Thị', email, ...extra })
        .expect(201);
      const login = await app.anonymous.post('/api/user/login').send({ email, password: newUser.password });
      expect(login.status).toBe(401); // not verified yet: read the customer as staff instead
      const customers = (await app.http.post('/api/customer/get').send({ name: 'Lan', pageSize: 50 }).expect(200)).body as {
        items: { email: string; name: string }[];
      };
      return customers.items.find((customer) => customer.email === email)?.name;
    };
    expect(await named('lan.vi@example.com', 'vi-VN,vi;q=0.9')).toBe('Phạm Thị Lan');
    expect(await named('lan.en@example.com', 'en-US')).toBe('Lan Phạm Thị');
    // The caller may say so itself, whatever its page's language.
    expect(await named('lan.said@example.com', 'en-US', { familyFirst: true })).toBe('Phạm Thị Lan');
    const staffName = (await app.http.get('/api/user/get?pageSize=50').expect(200)).body as {
      items: { email: string; first: string; familyFirst?: boolean }[];
    };
    expect(staffName.items.find((user) => user.email === 'lan.vi@example.com')).toMatchObject({ first: 'Lan', familyFirst: true });
  });

  it('ends the whole session family when an already rotated refresh token is replayed after the grace window', async () => {
    await app.restart({ refreshGraceSeconds: 0 });
    await app.anonymous.post('/api/user/register').send(newUser).expect(201);
    await app.anonymous.get(`/api/verify/email/${verificationToken(app, 'lan.nguyen@example.com')}`).expect(200);
    const login = await app.anonymous.post('/api/user/login').send({ email: newUser.email, password: newUser.password }).expect(200);
    const stolen = refreshCookie(login);
    const rotated = await app.anonymous.get('/api/user/refresh/token').set('Cookie', stolen).expect(200);

    const replay = await app.anonymous.get('/api/user/refresh/token').set('Cookie', stolen).expect(401);
    expect(replay.body.code).toBe('identity.sessionExpired');
    await app.anonymous.get('/api/user/refresh/token').set('Cookie', refreshCookie(rotated)).expect(401);
    await app.as(rotated.body.token).get('/api/user/verify/session').expect(401);
    await app.as(login.body.token).get('/api/user/verify/session').expect(401);
  });

  it('answers every login failure with the same message, whether or not the email exists', async () => {
    await app.anonymous.post('/api/user/register').send(newUser).expect(201);
    const unverified = await app.anonymous.post('/api/user/login').send({ email: newUser.email, password: newUser.password }).expect(401);
    const wrongPassword = await app.anonymous.post('/api/user/login').send({ email: 'root@test.local', password: 'not-the-password1' }).expect(401);
    const unknown = await app.anonymous.post('/api/user/login').send({ email: 'nobody@test.local', password: 'whatever#1' }).expect(401);
    for (const reply of [unverified, wrongPassword, unknown])
      expect(reply.body).toEqual({ statusCode: 401, code: 'identity.loginFailed', message: 'Incorrect Username or Password' });
    const vietnamese = await app.anonymous
      .post('/api/user/login')
      .set('Accept-Language', 'vi')
      .send({ email: 'nobody@test.local', password: 'whatever#1' })
      .expect(401);
    expect(vietnamese.body.message).toBe('Sai tên đăng nhập hoặc mật khẩu');
  });

  it('throttles 50 wrong passwords in a row, even when the right one comes next', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      statuses.push((await app.anonymous.post('/api/user/login').send({ email: 'root@test.local', password: `wrong-${attempt}!` })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const blocked = await app.anonymous.post('/api/user/login').send({ email: 'root@test.local', password: 'Root#secret1' }).expect(429);
    expect(blocked.body.code).toBe('error.tooManyAttempts');
  });

  it("lets root grant and revoke admin, audited, and never take root's own admin", async () => {
    await app.anonymous.post('/api/user/register').send(newUser).expect(201);
    await app.anonymous.get(`/api/verify/email/${verificationToken(app, 'lan.nguyen@example.com')}`).expect(200);
    const { token, id } = (await app.anonymous.post('/api/user/login').send({ email: newUser.email, password: newUser.password }).expect(200)).body;
    const registered = { body: { id } };
    await app.as(token).get('/api/vendor/get').expect(403);

    const granted = await app.http.post(`/api/user/grant/admin/${registered.body.id}`).expect(200);
    await app.as(token).get('/api/vendor/get').set('X-Min-Position', granted.body.position).expect(200);
    // The user list (every email and role, root's included) is root's alone, as its screen is.
    await app.as(token).get('/api/user/get').set('X-Min-Position', granted.body.position).expect(403);
    await app.as(token).post(`/api/user/grant/admin/${registered.body.id}`).expect(403);

    const revoked = await app.http.post(`/api/user/revoke/admin/${registered.body.id}`).expect(200);
    await app.as(token).get('/api/vendor/get').set('X-Min-Position', revoked.body.position).expect(403);

    const events = await app.infrastructure.eventStore.readStream(`user-${registered.body.id}`);
    const rootId = (await app.http.get('/api/user/get').expect(200)).body.items.find((user: { email: string }) => user.email === 'root@test.local').id;
    expect(events.filter((event) => event.type.startsWith('Admin')).map((event) => [event.type, event.metadata.actor])).toEqual([
      ['AdminGranted', String(rootId)],
      ['AdminRevoked', String(rootId)],
    ]);
    const rootRevoke = await app.http.post(`/api/user/revoke/admin/${rootId}`).expect(409);
    expect(rootRevoke.body.code).toBe('identity.rootKeepsAdmin');
  });

  it('never stores or returns a password or its hash in the user list', async () => {
    await app.anonymous.post('/api/user/register').send(newUser).expect(201);
    const users = await app.http.get('/api/user/get').expect(200);
    expect(JSON.stringify(users.body)).not.toMatch(/secret#42|scrypt|passwordHash|verificationTokenHash/);
    const events = await app.infrastructure.eventStore.readAll(0n, 1000);
    expect(JSON.stringify(events, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).not.toContain('secret#42');
  });

  it('opens a customer account for each registered user', async () => {
    await app.anonymous.post('/api/user/register').send(newUser).expect(201);
    const users = await app.http
      .get('/api/user/get')
      .set('X-Min-Position', (await app.infrastructure.eventStore.headPosition()).toString())
      .expect(200);
    const userId = users.body.items.find((user: { email: string }) => user.email === 'lan.nguyen@example.com').id;
    const customers = await app.infrastructure.readStore.find<{ userId: number; name: string }>('customers', { userId });
    expect(customers).toEqual([expect.objectContaining({ name: 'Lan Nguyễn', userId })]);
  });
});
