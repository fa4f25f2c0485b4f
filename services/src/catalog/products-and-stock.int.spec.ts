import { createHash } from 'node:crypto';
import type { ProductTransactionView, ProductView } from '@cargo/contracts';
import { commandStream } from '../platform/http/idempotency';
import { givenVendorAndProduct, useTestApp, validProduct, validStock } from '../testing/test-app';

describe('products and stock over HTTP (embedded store)', () => {
  const app = useTestApp();

  const readAfter = (position: string) => ({ 'X-Min-Position': position });

  it('creates a product and reads it back at the position of its own write', async () => {
    const created = await app.http
      .post('/api/product/add')
      .send(validProduct({ usQuantity: 2, vnQuantity: 3 }))
      .expect(201);
    expect(created.headers['x-event-position']).toBe(created.body.position);
    const product = await app.http.get(`/api/product/get/by/id/${created.body.id}`).set(readAfter(created.body.position)).expect(200);
    expect(product.body).toMatchObject({ id: created.body.id, quantity: 5, salePrice: 2199, stockLabel: 'OnlyFewInStock', storeId: 1, isActive: true });
  });

  it('updates a product, audits changed warehouse counts, deletes it and undoes the delete', async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 1 });
    const updated = await app.http
      .post('/api/product/update')
      .send({ ...validProduct({ title: 'Kirkland Fish Oil, family size', usQuantity: 4, vnQuantity: 6, retailPrice: 3000, discount: 1000 }), id: productId })
      .expect(201);
    const product = await app.http.get(`/api/product/get/by/id/${productId}`).set(readAfter(updated.body.position)).expect(200);
    expect(product.body).toMatchObject({ title: 'Kirkland Fish Oil, family size', quantity: 10, salePrice: 2000, stockLabel: 'InStock' });
    const ledger = await app.http.get(`/api/product/get/transactions/by/id/${productId}?order=asc`).set(readAfter(updated.body.position)).expect(200);
    expect(ledger.body.items.map((t: ProductTransactionView) => [t.type, t.quantity, t.runningQuantity])).toEqual([
      ['Adjustment', 1, 1],
      ['Adjustment', 9, 10],
    ]);
    const deleted = await app.http.get(`/api/product/delete/by/id/${productId}`).expect(200);
    await app.http.get(`/api/product/get/by/id/${productId}`).set(readAfter(deleted.body.position)).expect(404);
    await app.http.delete(`/api/product/delete/by/id/${productId}`).expect(404);
    // Undo: the product is back with its quantities and ledger.
    const restored = await app.http.post(`/api/product/restore/by/id/${productId}`).expect(201);
    expect((await app.http.get(`/api/product/get/by/id/${productId}`).set(readAfter(restored.body.position)).expect(200)).body).toEqual(product.body);
  });

  it('undoes a stock removal: the row is active and its units are back in the US warehouse and the average price', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app, { usQuantity: 0 });
    const stock = (
      await app.http
        .post('/api/stock/add')
        .send({ ...validStock(productId, vendorId, 4), stockPrice: 1250 })
        .expect(201)
    ).body;
    const before = (await app.http.get(`/api/product/get/by/id/${productId}`).set(readAfter(stock.position)).expect(200)).body;
    expect((await app.http.get(`/api/stock/delete/by/id/${stock.id}`).expect(200)).body).toMatchObject({ usQuantity: 0 });
    const restored = (await app.http.post(`/api/stock/restore/by/id/${stock.id}`).expect(201)).body;
    expect(restored).toMatchObject({ id: stock.id, productId, usQuantity: 4 });
    expect((await app.http.get(`/api/product/get/by/id/${productId}`).set(readAfter(restored.position)).expect(200)).body).toMatchObject({
      usQuantity: before.usQuantity,
      averageStockPrice: before.averageStockPrice,
    });
    expect((await app.http.get(`/api/stock/get/by/id/${stock.id}`).expect(200)).body).toMatchObject({ isActive: true, quantity: 4 });
    expect((await app.http.post(`/api/stock/restore/by/id/${stock.id}`).expect(409)).body.code).toBe('error.notDeleted');
  });

  it('pages the product list on the server, 15 rows by default, with filters', async () => {
    let last = '0';
    for (let n = 1; n <= 17; n += 1) {
      last = (
        await app.http
          .post('/api/product/add')
          .send(validProduct({ title: `Product number ${n}`, skuCode: `SKU-${n}`, brandId: n % 2 ? 1 : 2 }))
          .expect(201)
      ).body.position;
    }
    const first = await app.http.post('/api/product/get').set(readAfter(last)).send({}).expect(200);
    expect(first.body).toMatchObject({ total: 17, page: 0, pageSize: 15 });
    expect(first.body.items).toHaveLength(15);
    expect(first.body.items[0].title).toBe('Product number 17');
    const second = await app.http.post('/api/product/get').send({ page: 1 }).expect(200);
    expect(second.body.items.map((p: ProductView) => p.title)).toEqual(['Product number 2', 'Product number 1']);
    const filtered = await app.http.post('/api/product/get').send({ title: 'number 1', brandId: 2, sortField: 'title', sortDirection: 'asc' }).expect(200);
    expect(filtered.body.items.map((p: ProductView) => p.title)).toEqual(['Product number 10', 'Product number 12', 'Product number 14', 'Product number 16']);
    const empty = await app.http.post('/api/product/get').send({ brandId: null, title: '' }).expect(200);
    expect(empty.body.total).toBe(17);
  });

  it('refuses stock from a deleted vendor, and takes it again once the delete is undone', async () => {
    const { productId } = await givenVendorAndProduct(app);
    const vendor = await app.http.post('/api/vendor/add').send({ name: 'Closed store' }).expect(201);
    await app.http.get(`/api/vendor/delete/by/id/${vendor.body.id}`).expect(200);
    const refused = await app.http
      .post('/api/stock/add')
      .send(validStock(productId, vendor.body.id, 2))
      .expect(400);
    expect(refused.body.code).toBe('error.invalidInput');
    await app.http.post(`/api/vendor/restore/by/id/${vendor.body.id}`).expect(201);
    await app.http
      .post('/api/stock/add')
      .send(validStock(productId, vendor.body.id, 2))
      .expect(201);
  });

  it('adds, updates and deletes stock, each reply carrying the new US quantity', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app);
    const added = await app.http
      .post('/api/stock/add')
      .send(validStock(productId, vendorId, 10))
      .expect(201);
    expect(added.body).toMatchObject({ productId, usQuantity: 10 });
    const updated = await app.http
      .post('/api/stock/update')
      .send({ ...validStock(productId, vendorId, 4), id: added.body.id, productId: undefined, stockPrice: 1300 })
      .expect(201);
    expect(updated.body.usQuantity).toBe(4);
    const active = await app.http.get('/api/stock/get?isActive=true').set(readAfter(updated.body.position)).expect(200);
    expect(active.body.items).toEqual([
      expect.objectContaining({ id: added.body.id, quantity: 4, stockPrice: 1300, productTitle: validProduct().title, vendorName: 'Costco Wholesale' }),
    ]);
    const removed = await app.http.get(`/api/stock/delete/by/id/${added.body.id}`).expect(200);
    expect(removed.body.usQuantity).toBe(0);
    const inactive = await app.http.get('/api/stock/get?isActive=false').set(readAfter(removed.body.position)).expect(200);
    expect(inactive.body.items.map((row: { id: number }) => row.id)).toEqual([added.body.id]);
    expect((await app.http.get('/api/stock/get?isActive=true').expect(200)).body).toMatchObject({ items: [], total: 0 });
    expect((await app.http.get(`/api/stock/get/by/product/id/${productId}`).expect(200)).body.total).toBe(1);
    expect((await app.http.get(`/api/stock/get/by/vendor/id/${vendorId}`).expect(200)).body.total).toBe(1);
    await app.http.get(`/api/stock/delete/by/id/${added.body.id}`).expect(409);
  });

  it('keeps the average stock price as the quantity-weighted mean of active lots', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app);
    await app.http
      .post('/api/stock/add')
      .send({ ...validStock(productId, vendorId, 3), stockPrice: 1000 })
      .expect(201);
    const last = await app.http
      .post('/api/stock/add')
      .send({ ...validStock(productId, vendorId, 7), stockPrice: 1333 })
      .expect(201);
    const product = await app.http.get(`/api/product/get/by/id/${productId}`).set(readAfter(last.body.position)).expect(200);
    expect(product.body.averageStockPrice).toBe(1233);
  });

  it('gives 20 concurrent stock additions on one product the exact total and gapless running quantities', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, n) => app.http.post('/api/stock/add').send(validStock(productId, vendorId, n + 1))));
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(201));
    const expectedTotal = (20 * 21) / 2;
    expect(Math.max(...replies.map((reply) => reply.body.usQuantity))).toBe(expectedTotal);
    const newest = replies
      .map((reply) => BigInt(reply.body.position))
      .reduce((a, b) => (a > b ? a : b))
      .toString();
    const product = await app.http.get(`/api/product/get/by/id/${productId}`).set(readAfter(newest)).expect(200);
    expect(product.body.usQuantity).toBe(expectedTotal);
    const page = (await app.http.get(`/api/product/get/transactions/by/id/${productId}?order=asc&pageSize=15`).expect(200)).body;
    expect(page).toMatchObject({ total: 20, pageSize: 15 });
    const ledger: ProductTransactionView[] = [
      ...page.items,
      ...(await app.http.get(`/api/product/get/transactions/by/id/${productId}?order=asc&pageSize=15&page=1`).expect(200)).body.items,
    ];
    expect(ledger).toHaveLength(20);
    // Newest first by default: the product page opens on the latest movements.
    expect((await app.http.get(`/api/product/get/transactions/by/id/${productId}`).expect(200)).body.items[0]).toEqual(ledger[19]);
    ledger.reduce((previous, transaction) => {
      expect(transaction.runningQuantity).toBe(previous + transaction.quantity);
      return transaction.runningQuantity;
    }, 0);
    expect(ledger[19].runningQuantity).toBe(expectedTotal);
  });

  it('creates one stock row for the same idempotency key sent twice, even at the same time', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app);
    const send = () =>
      app.http
        .post('/api/stock/add')
        .set('Idempotency-Key', 'submit-1')
        .send(validStock(productId, vendorId, 5));
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    const rows = await app.http.get(`/api/stock/get/by/product/id/${productId}`).set(readAfter(a.body.position)).expect(200);
    expect(rows.body.total).toBe(1);
    const reused = await app.http
      .post('/api/stock/add')
      .set('Idempotency-Key', 'submit-1')
      .send(validStock(productId, vendorId, 6))
      .expect(400);
    expect(reused.body.code).toBe('error.idempotencyKeyReused');
  });

  it('releases the idempotency key of a refused command so a corrected retry runs', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app);
    await app.http
      .post('/api/stock/add')
      .set('Idempotency-Key', 'k2')
      .send(validStock(productId, 999, 5))
      .expect(400);
    const retried = await app.http
      .post('/api/stock/add')
      .set('Idempotency-Key', 'k2')
      .send(validStock(productId, vendorId, 5))
      .expect(201);
    expect(retried.body.usQuantity).toBe(5);
  });

  it('settles a key whose first request died from the log: runs it if it wrote nothing, answers its receipt if it wrote, never runs it twice', async () => {
    const { vendorId, productId } = await givenVendorAndProduct(app);
    const longAgo = (eventId: string) => ({
      actor: null,
      correlationId: 'dead',
      causationId: null,
      eventId,
      schemaVersion: 1,
      timestamp: new Date(Date.now() - 120_000).toISOString(),
    });
    const rootId = (await app.http.get('/api/user/verify/session').expect(200)).body.id;
    const fingerprintOf = (body: unknown) =>
      createHash('sha256')
        .update(JSON.stringify({ body, params: {}, query: {} }))
        .digest('hex');
    const { eventStore } = app.infrastructure;

    // Died after its claim and its intent to write, before the write: the retry runs the command.
    const unwritten = commandStream(`${rootId} POST /api/vendor/add`, 'died-1');
    await eventStore.append(
      unwritten,
      [{ type: 'CommandStarted', data: { fingerprint: fingerprintOf({ name: 'Sam Club' }) }, metadata: longAgo('d1') }],
      'no_stream',
    );
    await eventStore.append(
      unwritten,
      [
        {
          type: 'CommandWriting',
          data: { stream: 'vendor-424242', revision: '0', eventId: 'never-written', count: 1, allocated: [424242] },
          metadata: longAgo('d2'),
        },
      ],
      0n,
    );
    const retried = await app.http.post('/api/vendor/add').set('Idempotency-Key', 'died-1').send({ name: 'Sam Club' }).expect(201);
    expect(retried.body.id).not.toBe(424242);
    expect((await eventStore.readStream(unwritten)).map((event) => event.type)).toEqual([
      'CommandStarted',
      'CommandWriting',
      'CommandReleased',
      'CommandStarted',
      'CommandWriting',
      'CommandCompleted',
    ]);
    expect((await app.http.post('/api/vendor/add').set('Idempotency-Key', 'died-1').send({ name: 'Sam Club' }).expect(201)).body).toEqual(retried.body);

    // Died after writing, before its reply: the retry answers the receipt from the log and adds nothing.
    const before = (await app.http.get('/api/vendor/get?pageSize=100').set(readAfter(retried.body.position)).expect(200)).body.total;
    const written = commandStream(`${rootId} POST /api/vendor/add`, 'died-2');
    const vendor = (await app.http.post('/api/vendor/add').send({ name: 'Walmart' }).expect(201)).body;
    const [created] = await eventStore.readStream(`vendor-${vendor.id}`);
    await eventStore.append(
      written,
      [{ type: 'CommandStarted', data: { fingerprint: fingerprintOf({ name: 'Walmart' }) }, metadata: longAgo('w1') }],
      'no_stream',
    );
    await eventStore.append(
      written,
      [
        {
          type: 'CommandWriting',
          data: { stream: `vendor-${vendor.id}`, revision: '0', eventId: created.metadata.eventId, count: 1, allocated: [vendor.id] },
          metadata: longAgo('w2'),
        },
      ],
      0n,
    );
    const settled = await app.http.post('/api/vendor/add').set('Idempotency-Key', 'died-2').send({ name: 'Walmart' }).expect(201);
    expect(settled.body).toEqual({ id: vendor.id, position: created.position.toString() });
    expect((await app.http.get('/api/vendor/get?pageSize=100').set(readAfter(vendor.position)).expect(200)).body.total).toBe(before + 1);
    expect((await app.http.post('/api/vendor/add').set('Idempotency-Key', 'died-2').send({ name: 'Walmart' }).expect(201)).body).toEqual(settled.body);
    // The same key with another body is refused, dead claim or not.
    expect((await app.http.post('/api/vendor/add').set('Idempotency-Key', 'died-2').send({ name: 'Target' }).expect(400)).body.code).toBe(
      'error.idempotencyKeyReused',
    );

    // A route whose reply is more than a receipt: the retry is told it was carried out, and it is not run again.
    const stockKey = commandStream(`${rootId} POST /api/stock/add`, 'died-3');
    const stock = (
      await app.http
        .post('/api/stock/add')
        .send(validStock(productId, vendorId, 2))
        .expect(201)
    ).body;
    const added = (await eventStore.readStream(`product-${productId}`)).find(
      (event) => event.type === 'StockAdded' && (event.data as { stockId: number }).stockId === stock.id,
    )!;
    await eventStore.append(
      stockKey,
      [{ type: 'CommandStarted', data: { fingerprint: fingerprintOf(validStock(productId, vendorId, 2)) }, metadata: longAgo('s1') }],
      'no_stream',
    );
    await eventStore.append(
      stockKey,
      [
        {
          type: 'CommandWriting',
          data: { stream: `product-${productId}`, revision: added.revision.toString(), eventId: added.metadata.eventId, count: 1, allocated: [stock.id] },
          metadata: longAgo('s2'),
        },
      ],
      0n,
    );
    expect(
      (
        await app.http
          .post('/api/stock/add')
          .set('Idempotency-Key', 'died-3')
          .send(validStock(productId, vendorId, 2))
          .expect(409)
      ).body.code,
    ).toBe('error.idempotencyCommitted');
    const rows = await app.http.get(`/api/stock/get/by/product/id/${productId}`).set(readAfter(stock.position)).expect(200);
    expect(rows.body.total).toBe(1);
  });

  it('keeps a key IDEMPOTENCY_KEEP_DAYS: sent again after that, it is a new request, claimed where its stream has reached', async () => {
    const daysAgo = (days: number, eventId: string) => ({
      actor: null,
      correlationId: 'old',
      causationId: null,
      eventId,
      schemaVersion: 1,
      timestamp: new Date(Date.now() - days * 86_400_000).toISOString(),
    });
    const rootId = (await app.http.get('/api/user/verify/session').expect(200)).body.id;
    const { eventStore } = app.infrastructure;
    const recordOf = (key: string, startedDaysAgo: number, completedDaysAgo: number) => {
      const stream = commandStream(`${rootId} POST /api/vendor/add`, key);
      return eventStore.append(
        stream,
        [
          { type: 'CommandStarted', data: { fingerprint: 'of another body' }, metadata: daysAgo(startedDaysAgo, `${key}-1`) },
          { type: 'CommandCompleted', data: { statusCode: 201, body: { id: 424242, position: '1' } }, metadata: daysAgo(completedDaysAgo, `${key}-2`) },
        ],
        'no_stream',
      );
    };

    // Within the week, the key answers its first reply, and refuses another body.
    await recordOf('kept', 6, 6);
    expect((await app.http.post('/api/vendor/add').set('Idempotency-Key', 'kept').send({ name: 'Target' }).expect(400)).body.code).toBe(
      'error.idempotencyKeyReused',
    );

    // Eight days on, the stream reads empty but is at revision 1: the new claim is made after it.
    await recordOf('expired', 8, 8);
    const expired = commandStream(`${rootId} POST /api/vendor/add`, 'expired');
    expect(await eventStore.readStream(expired)).toEqual([]);
    const renewed = (await app.http.post('/api/vendor/add').set('Idempotency-Key', 'expired').send({ name: 'Target' }).expect(201)).body;
    expect(renewed.id).not.toBe(424242);
    expect((await eventStore.readStream(expired)).map((event) => [event.type, event.revision])).toEqual([
      ['CommandStarted', 2n],
      ['CommandWriting', 3n],
      ['CommandCompleted', 4n],
    ]);
    expect((await app.http.post('/api/vendor/add').set('Idempotency-Key', 'expired').send({ name: 'Target' }).expect(201)).body).toEqual(renewed);

    // Its claim no longer kept, only its reply: a new request too.
    await recordOf('half', 8, 1);
    const half = (await app.http.post('/api/vendor/add').set('Idempotency-Key', 'half').send({ name: 'Costco' }).expect(201)).body;
    expect(half.id).not.toBe(424242);
    expect((await app.http.get(`/api/vendor/get/by/id/${half.id}`).set(readAfter(half.position)).expect(200)).body.name).toBe('Costco');
  });

  it('reports projection lag on /api/health', async () => {
    const created = await app.http.post('/api/vendor/add').send({ name: 'Sam Club' }).expect(201);
    await app.http.get('/api/vendor/get').set(readAfter(created.body.position)).expect(200);
    const health = await app.http.get('/api/health').expect(200);
    expect(health.body.headPosition).toBe(created.body.position);
    expect(health.body.projections).toEqual(
      expect.arrayContaining([{ name: 'products', position: created.body.position, lag: '0', caughtUp: true, parked: null }]),
    );
  });

  it('publishes OpenAPI for every route at /api/docs-json', async () => {
    const spec = await app.http.get('/api/docs-json').expect(200);
    expect(Object.keys(spec.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/product/add',
        '/api/product/get/by/id/{id}',
        '/api/stock/add',
        '/api/stock/delete/by/id/{id}',
        '/api/vendor/add',
        '/api/health',
      ]),
    );
    expect(spec.body.paths['/api/stock/add'].post.requestBody.content['application/json'].schema.properties.stockPrice).toBeDefined();
  });
});
