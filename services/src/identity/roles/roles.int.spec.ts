import { BUILT_IN_ROLES, type RolesView } from '@cargo/contracts';
import { givenStaff, useTestApp } from '../../testing/test-app';

const app = useTestApp({}, 'file');
const nightShift = {
  key: 'night-shift',
  name: { en: 'Night shift', vi: 'Ca đêm' },
  actions: { receiving: ['read', 'change'] },
  fields: { money: 'none', costs: 'none', personal: 'read' },
};
const warehouseRole = BUILT_IN_ROLES.find(({ key }) => key === 'warehouse')!;

describe('roles as data over HTTP', () => {
  it('seeds the built-in roles at the first start, and root defines a new one', async () => {
    const { roles } = (await app.http.get('/api/role/get').expect(200)).body as RolesView;
    expect(roles.map(({ key }) => key)).toEqual(['owner', 'manager', 'warehouse', 'sales', 'accountant', 'auditor']);
    await app.http.post('/api/role/set').send(nightShift).expect(201);
    const after = (await app.http.get('/api/role/get').expect(200)).body as RolesView;
    expect(after.roles.find(({ key }) => key === 'night-shift')).toEqual(nightShift);
    const audit = (await app.http.get('/api/audit/get?recordType=roles').expect(200)).body as { items: { type: string }[] };
    expect(audit.items.filter(({ type }) => type === 'RoleSet')).toHaveLength(BUILT_IN_ROLES.length + 1);
  });

  it("refuses an unknown capability, action or field group, a bad key and the owner's role, in both languages, changing nothing", async () => {
    const refused = async (body: object, language: string) =>
      (await app.http.post('/api/role/set').set('Accept-Language', language).send(body).expect(400)).body;
    const unknownCapability = await refused({ ...nightShift, actions: { warp: ['read'] } }, 'en');
    expect(unknownCapability.fields[0]).toMatchObject({ code: 'identity.unknownCapability' });
    const unknownAction = await refused({ ...nightShift, actions: { receiving: ['fly'] } }, 'vi');
    expect(unknownAction.fields[0]).toMatchObject({ code: 'identity.unknownAction', message: 'Thao tác chỉ gồm xem, tạo, sửa hoặc xóa' });
    expect((await refused({ ...nightShift, fields: { ...nightShift.fields, secrets: 'read' } }, 'en')).fields[0]).toMatchObject({
      code: 'identity.unknownFieldGroup',
    });
    expect((await refused({ ...nightShift, key: 'Night Shift' }, 'en')).fields[0]).toMatchObject({ code: 'identity.roleKey' });
    const owner = await app.http
      .post('/api/role/set')
      .send({ ...BUILT_IN_ROLES[0], actions: {} })
      .expect(409);
    expect(owner.body.code).toBe('identity.ownerRoleFixed');
    const { roles } = (await app.http.get('/api/role/get').expect(200)).body as RolesView;
    expect(roles.find(({ key }) => key === 'owner')).toEqual(BUILT_IN_ROLES[0]);
  });

  it("lets a warehouse user receive but not open billing; root's change to the role applies to their very next request", async () => {
    const { agent } = await givenStaff(app, 'dock@test.local', ['warehouse']);
    await agent.get('/api/package/get').expect(200);
    expect((await agent.post('/api/invoice/get').send({}).expect(403)).body).toMatchObject({ code: 'error.roleCannot' });
    await app.http
      .post('/api/role/set')
      .send({ ...warehouseRole, actions: { ...warehouseRole.actions, billing: ['read'] } })
      .expect(201);
    await agent.post('/api/invoice/get').send({}).expect(200);
    await app.http.post('/api/role/set').send(warehouseRole).expect(201);
    await agent.post('/api/invoice/get').send({}).expect(403);
    const session = (await agent.get('/api/user/verify/session').expect(200)).body as { userInfo: { roles: string[]; isAdmin: boolean; permissions: unknown } };
    expect(session.userInfo).toMatchObject({
      roles: ['warehouse'],
      isAdmin: true,
      permissions: { fields: { money: 'none', costs: 'none', personal: 'change' } },
    });
  });

  it("gives and takes roles on the user's next request, keeps the last owner, and refuses roles not on record or a non-owner's own", async () => {
    const { agent, userId } = await givenStaff(app, 'sales@test.local', ['sales']);
    // Sales open customers (an empty form is then the form's own 400); warehouse staff only read them.
    await agent.post('/api/customer/add').send({}).expect(400);
    await app.http
      .post(`/api/user/roles/${userId}`)
      .send({ roles: ['warehouse'] })
      .expect(201);
    expect((await agent.post('/api/customer/add').send({}).expect(403)).body.code).toBe('error.roleCannot');
    const unknown = await app.http
      .post(`/api/user/roles/${userId}`)
      .set('Accept-Language', 'vi')
      .send({ roles: ['pilot'] })
      .expect(400);
    expect(unknown.body).toMatchObject({ code: 'identity.roleNotFound', message: 'Không tìm thấy vai trò' });
    expect(
      (
        await app.http
          .post(`/api/user/roles/${userId}`)
          .send({ roles: ['sales', 'sales'] })
          .expect(400)
      ).body.fields[0].code,
    ).toBe('identity.roleTwice');
    // The only owner cannot step down: there must always be one.
    const { id: rootId } = (await app.http.get('/api/user/verify/session').expect(200)).body as { id: number };
    expect(
      (
        await app.http
          .post(`/api/user/roles/${rootId}`)
          .send({ roles: ['manager'] })
          .expect(409)
      ).body.code,
    ).toBe('identity.lastOwner');
    // A manager given the identity capability may give roles, but not their own nor the owner's.
    await app.http
      .post('/api/role/set')
      .send({ ...BUILT_IN_ROLES[1], key: 'people', name: { en: 'People', vi: 'Nhân sự' }, actions: { identity: ['read', 'change'] } })
      .expect(201);
    const people = await givenStaff(app, 'people@test.local', ['people']);
    expect(
      (
        await people.agent
          .post(`/api/user/roles/${people.userId}`)
          .send({ roles: ['manager'] })
          .expect(400)
      ).body.code,
    ).toBe('identity.ownRoles');
    const users = (await app.http.get('/api/user/get').expect(200)).body as { items: { id: number; roles: string[] }[] };
    expect(users.items.find(({ id }) => id === userId)?.roles).toEqual(['warehouse']);
  });
});
