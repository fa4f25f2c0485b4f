import { allProjections, PARKED_PROJECTIONS, VENDORS } from '@cargo/projections';
import type { AuditListRow, Page, RecordAsOf, RecordThen, ReplayJob } from '@cargo/contracts';
import { ensureUser } from '../identity/bootstrap';
import { givenVendorAndProduct, useTestApp, validProduct, validStock } from '../testing/test-app';

const ADMIN = { email: 'admin@audit.test', password: 'Admin#secret1' };
const AUDITOR = { email: 'auditor@audit.test', password: 'Auditor#secret1' };

describe('the audit log over HTTP', () => {
  const app = useTestApp();

  it('lists who changed what, filtered by person, record, event type and command, to root and auditors only, without secrets', async () => {
    const adminToken = await ensureUser(app.app, { role: 'admin', ...ADMIN }, { first: 'Nhan', last: 'Vien' }).then(() =>
      app.login(ADMIN.email, ADMIN.password),
    );
    await ensureUser(app.app, { role: 'auditor', ...AUDITOR }, { first: 'Kiem', last: 'Toan' });
    const admin = app.as(adminToken);
    const customer = (await admin.post('/api/customer/add').send({ name: 'Trần Văn Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body;
    const invoice = (
      await admin
        .post('/api/invoice/add')
        .send({ typeId: 'General', customerId: customer.id, invoiceDetails: [{ name: 'Freight', quantity: 2, unitPrice: 1000 }] })
        .expect(201)
    ).body;
    await admin.post('/api/customer/update').send({ id: customer.id, name: 'Trần Văn Bình', address1: '14 Lê Lợi', phone: '0912345678' }).expect(201);

    const auditor = app.as(await app.login(AUDITOR.email, AUDITOR.password));
    const list = async (query: string, position = invoice.position) =>
      (await auditor.get(`/api/audit/get?${query}`).set('X-Min-Position', position).expect(200)).body as Page<AuditListRow>;
    await app.as(adminToken).get('/api/audit/get').expect(403);

    const byInvoice = await list(`recordType=invoice&recordId=${invoice.id}`);
    expect(byInvoice.items.map((entry) => entry.type)).toEqual(['InvoiceLinesAdded', 'InvoiceCreated']);
    const [lines, created] = byInvoice.items;
    expect(created).toMatchObject({
      streamId: `invoice-${invoice.id}`,
      actorName: 'Nhan Vien',
      data: { invoiceId: invoice.id, invoice: { customerId: customer.id } },
    });
    // The invoice's customer is kept by id; the page names them, as the screens do.
    expect(created.changes).toContainEqual({ field: 'customerId', after: customer.id });
    expect(created.names).toEqual({ [`customer:${customer.id}`]: 'Trần Văn Bình - 0912345678' });
    expect(lines.names).toEqual(created.names);
    // One command, one correlation id: its other events (the id allocation's are bookkeeping and left out).
    const sameCommand = await list(`correlationId=${encodeURIComponent(created.correlationId)}`);
    expect(sameCommand.items.map((entry) => entry.id).sort()).toEqual(expect.arrayContaining([created.id, lines.id].sort()));
    expect(sameCommand.items.every((entry) => entry.recordType !== 'sequence')).toBe(true);

    const mine = await list(`actor=${created.actor}&type=CustomerUpdated`);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ recordType: 'customer', recordId: String(customer.id) });
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`actor=${created.actor}&from=${today}&to=${today}`)).total).toBeGreaterThanOrEqual(4);
    expect((await list(`actor=${created.actor}&from=2020-01-01&to=2020-01-31`)).total).toBe(0);

    const registered = (await list('type=UserRegistered&pageSize=10')).items;
    expect(registered.length).toBeGreaterThan(0);
    for (const entry of registered) expect(entry.data).toMatchObject({ passwordHash: '••••', verificationTokenHash: '••••' });
    expect((await auditor.get('/api/audit/get?from=yesterday').expect(400)).body.code).toBe('error.invalidInput');
  });

  it('verifies the hash chain of the embedded log for root and auditors', async () => {
    await app.http.post('/api/vendor/add').send({ name: 'Costco Wholesale' }).expect(201);
    const report = (await app.http.get('/api/audit/verify/chain').expect(200)).body;
    expect(report).toMatchObject({ kept: true, firstBroken: null });
    expect(report.checked).toBeGreaterThan(3);
  });

  it("gives each record's History: its changes field by field, newest first and paged, stock rows and options on their own", async () => {
    const adminToken = await ensureUser(app.app, { role: 'admin', ...ADMIN }, { first: 'Nhan', last: 'Vien' }).then(() =>
      app.login(ADMIN.email, ADMIN.password),
    );
    const admin = app.as(adminToken);
    const { productId, vendorId } = await givenVendorAndProduct(app);
    const stock = (
      await admin
        .post('/api/stock/add')
        .send(validStock(productId, vendorId, 4))
        .expect(201)
    ).body;
    await admin
      .post('/api/stock/update')
      .send({ ...validStock(productId, vendorId, 6), id: stock.id, productId: undefined })
      .expect(201);
    const updated = (
      await admin
        .post('/api/product/update')
        .send({ ...validProduct({ title: 'Kirkland Fish Oil, family size', unitPrice: 2399, usQuantity: 6 }), id: productId })
        .expect(201)
    ).body;
    const read = (path: string, agent = admin) => agent.get(`/api/audit/get/history/${path}`).set('X-Min-Position', updated.position);

    const history = (await read(`product/${productId}`).expect(200)).body as Page<AuditListRow>;
    expect(history.items.map((entry) => entry.type)).toEqual(['ProductUpdated', 'StockUpdated', 'StockAdded', 'ProductCreated']);
    expect(history.items[0]).toMatchObject({ actorName: 'Nhan Vien', recordType: 'product', recordId: String(productId) });
    expect(history.items[0].changes).toEqual([
      { field: 'title', before: 'Kirkland Fish Oil 1000mg 400 softgels', after: 'Kirkland Fish Oil, family size' },
      { field: 'unitPrice', before: { money: 2199, currency: 'UsDollar' }, after: { money: 2399, currency: 'UsDollar' } },
    ]);
    expect(history.items[1]).toMatchObject({
      changes: [{ field: 'usQuantity', before: 4, after: 6 }],
      partChanges: [{ field: 'stocks.quantity', item: String(stock.id), before: 4, after: 6 }],
    });
    const paged = (await read(`product/${productId}?page=1&pageSize=3`).expect(200)).body as Page<AuditListRow>;
    expect([paged.total, paged.items.map((entry) => entry.type)]).toEqual([4, ['ProductCreated']]);

    // The stock row's own history is its events on the product's stream.
    const stockHistory = (await read(`stock/${stock.id}`).expect(200)).body as Page<AuditListRow>;
    expect(stockHistory.items.map((entry) => entry.type)).toEqual(['StockUpdated', 'StockAdded']);
    // Its vendor is kept by id and named by the vendors capability.
    expect(stockHistory.items[1].partChanges).toContainEqual({ field: 'stocks.vendorId', item: String(stock.id), after: vendorId });
    expect(stockHistory.items[1].names).toEqual({ [`vendor:${vendorId}`]: 'Costco Wholesale' });

    const option = (await app.http.post('/api/dropdown/add/option').send({ dropdownId: 1, displayName: 'Costco', displayNameVi: '' }).expect(201)).body;
    const optionHistory = (await app.http.get(`/api/audit/get/history/dropdownoption/brand.${option.id}`).set('X-Min-Position', option.position).expect(200))
      .body as Page<AuditListRow>;
    expect(optionHistory.items.map((entry) => entry.type)).toEqual(['DropdownOptionAdded']);
    expect(optionHistory.items[0].changes).toEqual(expect.arrayContaining([{ field: 'options.displayName.en', item: String(option.id), after: 'Costco' }]));

    await admin.get(`/api/audit/get/history/dropdownoption/brand.${option.id}`).expect(403);
    // Staff read the records they manage, not accounts or settings; auditors read everything; customers nothing.
    await read(`user/1`).expect(403);
    await ensureUser(app.app, { role: 'auditor', ...AUDITOR }, { first: 'Kiem', last: 'Toan' });
    const auditor = app.as(await app.login(AUDITOR.email, AUDITOR.password));
    expect((await read(`user/1`, auditor).expect(200)).body.total).toBeGreaterThan(0);
    expect((await read(`product/${productId}`, auditor).expect(200)).body.total).toBe(4);
    // An auditor reads what staff read: the product's cost fields too.
    expect((await auditor.get(`/api/product/get/by/id/${productId}`).set('X-Min-Position', updated.position).expect(200)).body).toMatchObject({
      stockPrice: 1650,
      unitPrice: 2399,
    });
    await app.anonymous.get(`/api/audit/get/history/product/${productId}`).expect(401);
    expect((await read('session/1').expect(400)).body.code).toBe('error.invalidInput');
    expect((await read(`product/${'9'.repeat(100)}`).expect(400)).body.code).toBe('error.invalidInput');
  });

  it('shows a record as it was at a chosen time: before and after a change, not before it existed', async () => {
    const vendor = (await app.http.post('/api/vendor/add').send({ name: 'Costco Wholesale', phone: '0912345678' }).expect(201)).body;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const renamed = (await app.http.post('/api/vendor/update').send({ id: vendor.id, name: 'Costco Business Center', phone: '0912345678' }).expect(201)).body;
    const asOf = async (at: string) =>
      (await app.http.get(`/api/audit/get/history/vendor/${vendor.id}/as/of`).query({ at }).set('X-Min-Position', renamed.position).expect(200))
        .body as RecordAsOf;
    const nameOf = (record: RecordAsOf) => (record.existed ? record.fields.find((field) => field.field === 'name')?.value : undefined);

    expect(nameOf(await asOf(between))).toBe('Costco Wholesale');
    expect(nameOf(await asOf(new Date(Date.now() + 60_000).toISOString()))).toBe('Costco Business Center');
    // An offset is the same instant: 7 hours ahead in Vietnam.
    const inVietnam = new Date(Date.parse(between) + 7 * 3_600_000).toISOString().replace('Z', '+07:00');
    expect(nameOf(await asOf(inVietnam))).toBe('Costco Wholesale');
    // Before it existed is an answer, not an error.
    expect(await asOf('2020-01-01T00:00:00.000Z')).toEqual({ at: '2020-01-01T00:00:00.000Z', existed: false });
    expect((await app.http.get(`/api/audit/get/history/vendor/${vendor.id}/as/of`).query({ at: 'yesterday' }).expect(400)).body.code).toBe(
      'error.invalidInput',
    );
    await app.http.get(`/api/audit/get/history/stock/1/as/of`).query({ at: between }).expect(400);
  });

  it("answers ?asOf= on a record's own get-by-id with the record then, to those who may read its history", async () => {
    const vendor = (await app.http.post('/api/vendor/add').send({ name: 'Costco Wholesale', phone: '0912345678' }).expect(201)).body;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const between = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const renamed = (await app.http.post('/api/vendor/update').send({ id: vendor.id, name: 'Costco Business Center', phone: '0912345678' }).expect(201)).body;
    const byId = (query: Record<string, string>) => app.http.get(`/api/vendor/get/by/id/${vendor.id}`).query(query).set('X-Min-Position', renamed.position);

    expect((await byId({}).expect(200)).body.name).toBe('Costco Business Center');
    const then = (await byId({ asOf: between }).expect(200)).body as RecordAsOf;
    expect(then.existed && then.fields.find((field) => field.field === 'name')?.value).toBe('Costco Wholesale');
    expect((await byId({ asOf: '2020-01-01T00:00:00.000Z' }).expect(200)).body).toEqual({ at: '2020-01-01T00:00:00.000Z', existed: false });
    expect((await byId({ asOf: 'yesterday' }).expect(400)).body.code).toBe('error.invalidInput');

    // Anyone reads an active product now; its past is the history, which staff and auditors read.
    const { productId } = await givenVendorAndProduct(app);
    const now = new Date(Date.now() + 60_000).toISOString();
    const product = (await app.http.get(`/api/product/get/by/id/${productId}`).query({ asOf: now }).expect(200)).body as RecordThen;
    expect(product.fields.find((field) => field.field === 'title')?.value).toBe('Kirkland Fish Oil 1000mg 400 softgels');
    await app.anonymous.get(`/api/product/get/by/id/${productId}`).expect(200);
    await app.anonymous.get(`/api/product/get/by/id/${productId}`).query({ asOf: now }).expect(403);
  });

  it('runs a verified replay for an auditor: every read model rebuilt and compared, the chain and the ledger checked, a tampered document named', async () => {
    await ensureUser(app.app, { role: 'auditor', ...AUDITOR }, { first: 'Kiem', last: 'Toan' });
    const adminToken = await ensureUser(app.app, { role: 'admin', ...ADMIN }, { first: 'Nhan', last: 'Vien' }).then(() =>
      app.login(ADMIN.email, ADMIN.password),
    );
    const auditor = app.as(await app.login(AUDITOR.email, AUDITOR.password));
    const vendor = (await app.http.post('/api/vendor/add').send({ name: 'Costco Wholesale' }).expect(201)).body;
    await app.as(adminToken).post('/api/audit/verify/replay').expect(403);
    const replay = async (): Promise<ReplayJob> => {
      expect((await auditor.post('/api/audit/verify/replay').set('X-Min-Position', vendor.position).expect(202)).body.state).toBe('running');
      for (;;) {
        const job = (await auditor.get('/api/audit/verify/replay').expect(200)).body as ReplayJob;
        if (job.state !== 'running') return job;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    const clean = await replay();
    expect(clean).toMatchObject({
      state: 'finished',
      done: allProjections.length,
      report: { differences: 0, chain: { firstBroken: null }, ledger: { differences: [] } },
    });
    expect(clean.report!.events).toBeGreaterThan(5);
    expect(clean.report!.projections.map((check) => check.name).sort()).toEqual(allProjections.map((projection) => projection.name).sort());

    // A document changed behind the projections' back is a difference, named by its record.
    const { readStore } = app.infrastructure;
    const live = (await readStore.checkpoints()).get('vendors')!;
    const renamed = { ...(await readStore.get<{ id: number; name: string }>(VENDORS, String(vendor.id)))!, name: 'Someone Else' };
    await readStore.commit([{ collection: VENDORS, id: String(vendor.id), doc: renamed }], [{ name: 'vendors', expected: live, next: live }]);
    const tampered = (await replay()).report!;
    expect(tampered.differences).toBe(1);
    expect(tampered.projections.find((check) => check.name === 'vendors')).toMatchObject({
      differenceCount: 1,
      differences: [{ collection: VENDORS, id: String(vendor.id), live: { name: 'Someone Else' }, rebuilt: { name: 'Costco Wholesale' } }],
    });
  });

  it('keeps answering other requests while a verified replay runs', async () => {
    await ensureUser(app.app, { role: 'auditor', ...AUDITOR }, { first: 'Kiem', last: 'Toan' });
    const auditor = app.as(await app.login(AUDITOR.email, AUDITOR.password));
    // A log of a few thousand events, written straight to the store: the replay takes several batches.
    const meta = { actor: null, correlationId: 'seed', causationId: null, timestamp: new Date().toISOString(), schemaVersion: 1 };
    let last = { position: 0n };
    for (let product = 900_001; product <= 900_120; product += 1) {
      const events = [
        { type: 'ProductCreated', data: { productId: product, details: validProduct(), usQuantity: 0, vnQuantity: 0 } },
        ...Array.from({ length: 49 }, (_, n) => ({
          type: 'ProductUpdated',
          data: { productId: product, details: validProduct({ title: `Seeded product, edit ${n}` }) },
        })),
      ];
      last = await app.infrastructure.eventStore.append(
        `product-${product}`,
        events.map((event, n) => ({ ...event, metadata: { ...meta, eventId: `seed-${product}-${n}` } })) as never,
        'no_stream',
      );
    }
    expect((await auditor.post('/api/audit/verify/replay').set('X-Min-Position', String(last.position)).expect(202)).body.state).toBe('running');
    await app.anonymous.get('/api/health').expect(200);
    expect((await auditor.get('/api/audit/verify/replay').expect(200)).body.state).toBe('running');
    for (;;) {
      const job = (await auditor.get('/api/audit/verify/replay').expect(200)).body as ReplayJob;
      if (job.state === 'running') {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      expect(job).toMatchObject({ state: 'finished', report: { differences: 0 } });
      expect(job.report!.events).toBeGreaterThan(6000);
      return;
    }
  }, 60_000);

  it('goes on after records created and deleted in one projection batch, and shows a read model stopped by an error to root', async () => {
    // The projections are paused, so what follows reaches them as one batch (as a busy server's would).
    await app.infrastructure.projections.stop();
    const product = (await app.http.post('/api/product/add').send(validProduct()).expect(201)).body;
    await app.http.get(`/api/product/delete/by/id/${product.id}`).expect(200);
    const vendor = (await app.http.post('/api/vendor/add').send({ name: 'Costco Wholesale' }).expect(201)).body;
    await app.http.get(`/api/vendor/delete/by/id/${vendor.id}`).expect(200);
    await app.infrastructure.projections.start();

    const later = (await app.http.post('/api/vendor/add').send({ name: 'Sam’s Club' }).expect(201)).body;
    expect((await app.http.get(`/api/vendor/get/by/id/${later.id}`).set('X-Min-Position', later.position).expect(200)).body).toMatchObject({
      name: 'Sam’s Club',
    });
    const health = (await app.http.get('/api/health').expect(200)).body as { projections: { name: string; caughtUp: boolean; parked: unknown }[] };
    expect(health.projections.every((projection) => projection.caughtUp && projection.parked === null)).toBe(true);
    // Undo brings the deleted records back from their bins.
    await app.http.post(`/api/vendor/restore/by/id/${vendor.id}`).expect(201);
    expect((await app.http.get('/api/audit/verify/projections').expect(200)).body).toEqual([]);

    // A read model its runner parked is named, with its error, on health and on the audit screen's call.
    const { readStore } = app.infrastructure;
    const parked = { id: 'vendors', position: '3', failedAt: '4', error: 'Error: vendor 2 cannot be read', parkedAt: new Date().toISOString() };
    await readStore.commit([{ collection: PARKED_PROJECTIONS, id: 'vendors', doc: parked }], []);
    expect((await app.http.get('/api/audit/verify/projections').expect(200)).body).toEqual([parked]);
    const named = (await app.http.get('/api/health').expect(200)).body as { projections: { name: string; parked: unknown }[] };
    expect(named.projections.find((projection) => projection.name === 'vendors')!.parked).toEqual({
      error: parked.error,
      failedAt: '4',
      parkedAt: parked.parkedAt,
    });
    expect((await app.anonymous.get('/api/audit/verify/projections').expect(401)).body.code).toBeDefined();
  });
});
