import { orderStream, type OrderView, type ProductTransactionView, type ProductView } from '@cargo/contracts';
import { allProjections, verifyProjection } from '@cargo/projections';
import { ensureUser } from '../identity/bootstrap';
import { UseCases } from '../platform/write-model/use-cases';
import { metadataFor } from '../platform/write-model/aggregate-repository';
import { stepMark, workflowStream, type WorkflowStarted } from '../platform/write-model/workflow';
import { addOrder } from './add-order/add-order.use-case';
import { WorkflowResumer } from '../platform/write-model/workflow-resumer';
import { givenVendorAndProduct, useTestApp, validProduct, type TestApp } from '../testing/test-app';
import { coldWhenFull } from '../platform/read-store/cold-documents';

const CUSTOMERS = {
  lan: { role: 'customer' as const, email: 'lan@test.local', password: 'Customer#1' },
  minh: { role: 'customer' as const, email: 'minh@test.local', password: 'Customer#2' },
};

describe('orders over HTTP', () => {
  const app = useTestApp();

  const product = async (id: number, position: string): Promise<ProductView> =>
    (await app.http.get(`/api/product/get/by/id/${id}`).set('X-Min-Position', position).expect(200)).body;
  const line = (productId: number, quantity: number, warehouseId: 'US' | 'VN' = 'US') => ({ productId, warehouseId, quantity, unitPrice: 1999 });
  const newCustomer = async () =>
    (await app.http.post('/api/customer/add').send({ name: 'Trần Văn Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id as number;

  async function stockedProduct(us: number, vn = 0) {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: us, vnQuantity: vn, title: `Stocked product ${us}/${vn}` });
    return productId;
  }

  it('takes Regular lines from their warehouse, shows them in the product transactions, and gives them back on delete', async () => {
    const productId = await stockedProduct(5, 3);
    const customerId = await newCustomer();
    const placed = await app.http
      .post('/api/order/add')
      .send({ customerId, typeId: 'Regular', orderDetails: [line(productId, 2), line(productId, 1, 'VN')] })
      .expect(201);
    expect(await product(productId, placed.body.position)).toMatchObject({ usQuantity: 3, vnQuantity: 2, quantity: 5, placeHolderQuantity: 0 });
    const order: OrderView = (await app.http.get(`/api/order/get/by/id/${placed.body.id}`).expect(200)).body;
    expect(order).toMatchObject({
      id: placed.body.id,
      typeId: 'Regular',
      customerId,
      subtotal: 3 * 1999,
      invoiceId: null,
      customerLabel: 'Trần Văn Bình - 0912345678',
    });
    expect(order.lines[0]).toMatchObject({ productTitle: 'Stocked product 5/3' });

    const deleted = await app.http.get(`/api/order/delete/by/id/${placed.body.id}`).expect(200);
    expect(await product(productId, deleted.body.position)).toMatchObject({ usQuantity: 5, vnQuantity: 3 });
    const ledger: ProductTransactionView[] = (await app.http.get(`/api/product/get/transactions/by/id/${productId}?order=asc&pageSize=500`).expect(200)).body
      .items;
    expect(ledger.map((t) => [t.type, t.quantity, t.runningQuantity])).toEqual([
      ['Adjustment', 8, 8],
      ['Order', -3, 5],
      ['Order', 3, 8],
    ]);
    await app.http.get(`/api/order/get/by/id/${placed.body.id}`).set('X-Min-Position', deleted.body.position).expect(404);
  });

  it('holds PlaceHolder stock, unholds it to VN (OrderUnheld, Stale), and then refuses to delete it', async () => {
    const productId = await stockedProduct(4);
    const customerId = await newCustomer();
    const placed = await app.http
      .post('/api/order/add')
      .send({ customerId, typeId: 'PlaceHolder', orderDetails: [line(productId, 3)] })
      .expect(201);
    expect(await product(productId, placed.body.position)).toMatchObject({ usQuantity: 1, vnQuantity: 0, placeHolderQuantity: 3, quantity: 1 });

    const unheld = await app.http.post(`/api/order/unhold?id=${placed.body.id}&warehouseId=VN`).expect(200);
    expect(await product(productId, unheld.body.position)).toMatchObject({ usQuantity: 1, vnQuantity: 3, placeHolderQuantity: 0, quantity: 4 });
    const order = (await app.http.get(`/api/order/get/by/id/${placed.body.id}`).expect(200)).body;
    expect(order.typeId).toBe('Stale');
    const refused = await app.http.get(`/api/order/delete/by/id/${placed.body.id}`).expect(409);
    expect(refused.body.code).toBe('ordering.staleCannotChange');
    await app.http.post(`/api/order/unhold?id=${placed.body.id}&warehouseId=US`).expect(409);
  });

  it('takes no stock for a Preorder, and moves stock when the order type changes', async () => {
    const productId = await stockedProduct(4);
    const customerId = await newCustomer();
    const placed = await app.http
      .post('/api/order/add')
      .send({ customerId, typeId: 'Preorder', orderDetails: [line(productId, 10)] })
      .expect(201);
    expect(await product(productId, placed.body.position)).toMatchObject({ usQuantity: 4 });
    await app.http.post(`/api/Update/Order/Status/${placed.body.id}`).send({ typeId: 'Regular' }).expect(409);
    const smaller = await app.http
      .post('/api/order/update')
      .send({ newOrder: { id: placed.body.id, typeId: 'Preorder', orderDetails: [line(productId, 2)] } })
      .expect(201);
    const regular = await app.http.post(`/api/Update/Order/Status/${placed.body.id}`).send({ typeId: 'Regular' }).expect(200);
    expect(BigInt(regular.body.position)).toBeGreaterThan(BigInt(smaller.body.position));
    expect(await product(productId, regular.body.position)).toMatchObject({ usQuantity: 2 });
    const held = await app.http.post(`/api/Update/Order/Status/${placed.body.id}`).send({ typeId: 'PlaceHolder' }).expect(200);
    expect(await product(productId, held.body.position)).toMatchObject({ usQuantity: 2, placeHolderQuantity: 2 });
    const byType = await app.http.get('/api/Get/Orders/PlaceHolder').set('X-Min-Position', held.body.position).expect(200);
    expect(byType.body.items.map((order: OrderView) => order.id)).toEqual([placed.body.id]);
  });

  it('updates an order by reserving or releasing only the difference', async () => {
    const productId = await stockedProduct(10);
    const other = await stockedProduct(2);
    const customerId = await newCustomer();
    const placed = await app.http
      .post('/api/order/add')
      .send({ customerId, typeId: 'Regular', orderDetails: [line(productId, 6)] })
      .expect(201);
    const updated = await app.http
      .post('/api/order/update')
      .send({ newOrder: { id: placed.body.id, customerId, typeId: 'Regular', orderDetails: [line(productId, 4), line(other, 2)] }, oldOrder: {} })
      .expect(201);
    expect(await product(productId, updated.body.position)).toMatchObject({ usQuantity: 6 });
    expect(await product(other, updated.body.position)).toMatchObject({ usQuantity: 0 });
    const refused = await app.http
      .post('/api/order/update')
      .send({ newOrder: { id: placed.body.id, typeId: 'Regular', orderDetails: [line(productId, 4), line(other, 3)] } })
      .expect(409);
    expect(refused.body).toMatchObject({
      code: 'ordering.lowStock',
      message: 'Some Items might be low in stock',
      fields: [{ path: 'orderDetails.1', code: 'ordering.lowStock' }],
    });
    expect(await product(other, updated.body.position)).toMatchObject({ usQuantity: 0 });
  });

  it('names the lines that lack stock and writes nothing', async () => {
    const plenty = await stockedProduct(10);
    const scarce = await stockedProduct(1);
    const customerId = await newCustomer();
    const before = await app.infrastructure.eventStore.headPosition();
    const refused = await app.http
      .post('/api/order/add')
      .set('Accept-Language', 'vi')
      .send({ customerId, typeId: 'Regular', orderDetails: [line(plenty, 2), line(scarce, 2), line(scarce, 1, 'VN')] })
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'ordering.lowStock', message: 'Một số sản phẩm có thể không đủ hàng' });
    expect(refused.body.fields.map((field: { path: string }) => field.path)).toEqual(['orderDetails.1', 'orderDetails.2']);
    expect(await app.infrastructure.eventStore.headPosition()).toBe(before);
  });

  it('sells exactly the last 10 units to 50 concurrent orders, and stays exact after a restart and a rebuild verify', async () => {
    const productId = await stockedProduct(10);
    const customerId = await newCustomer();
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => app.http.post('/api/order/add').send({ customerId, typeId: 'Regular', orderDetails: [line(productId, 1)] })),
    );
    const accepted = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reply of refused) expect(reply.body.message).toBe('Some Items might be low in stock');
    const newest = accepted
      .map((reply) => BigInt(reply.body.position))
      .reduce((a, b) => (a > b ? a : b))
      .toString();
    expect(await product(productId, newest)).toMatchObject({ usQuantity: 0, quantity: 0, stockLabel: 'OutOfStock' });

    const checkLedger = async (client: TestApp) => {
      const ledger: ProductTransactionView[] = (await client.http.get(`/api/product/get/transactions/by/id/${productId}?order=asc&pageSize=500`).expect(200))
        .body.items;
      expect(ledger.filter((t) => t.type === 'Order')).toHaveLength(10);
      ledger.reduce((previous, t) => {
        expect(t.runningQuantity).toBe(previous + t.quantity);
        return t.runningQuantity;
      }, 0);
      expect(ledger[ledger.length - 1].runningQuantity).toBe(0);
    };
    await checkLedger(app);

    const dataDir = app.config.dataDir;
    await app.restart({ dataDir });
    expect((await app.http.get(`/api/product/get/by/id/${productId}`).expect(200)).body).toMatchObject({ usQuantity: 0 });
    const orders: OrderView[] = (await app.http.get('/api/order/get?pageSize=500').expect(200)).body.items;
    expect(orders.filter((order) => order.lines[0].productId === productId)).toHaveLength(10);
    await checkLedger(app);
    for (const projection of allProjections)
      expect((await verifyProjection(app.infrastructure.eventStore, app.infrastructure.readStore, projection, coldWhenFull)).differences).toEqual([]);
  });

  it('places one order for the same idempotency key sent twice', async () => {
    const productId = await stockedProduct(5);
    const customerId = await newCustomer();
    const submit = () =>
      app.http
        .post('/api/order/add')
        .set('Idempotency-Key', 'cart-submit-1')
        .send({ customerId, typeId: 'Regular', orderDetails: [line(productId, 1)] });
    const [first, second] = await Promise.all([submit(), submit()]);
    expect(second.body).toEqual(first.body);
    expect(await product(productId, first.body.position)).toMatchObject({ usQuantity: 4 });
    const orders: OrderView[] = (await app.http.get('/api/order/get').expect(200)).body.items;
    expect(orders).toHaveLength(1);
  });

  it("keeps customers to their own orders: another customer's order is not found and never listed", async () => {
    const productId = await stockedProduct(5);
    await ensureUser(app.app, CUSTOMERS.lan, { first: 'Lan', last: 'Le' });
    await ensureUser(app.app, CUSTOMERS.minh, { first: 'Minh', last: 'Tran' });
    const lan = app.as(await app.login(CUSTOMERS.lan.email, CUSTOMERS.lan.password));
    const minh = app.as(await app.login(CUSTOMERS.minh.email, CUSTOMERS.minh.password));
    const lanInfo = (await lan.get('/api/user/verify/session').expect(200)).body.userInfo;
    const minhInfo = (await minh.get('/api/user/verify/session').expect(200)).body.userInfo;

    const placed = await lan
      .post('/api/order/add')
      .send({ customerId: minhInfo.customerId, typeId: 'Regular', orderDetails: [line(productId, 1)] })
      .expect(201);
    const own = (await lan.get(`/api/order/get/by/id/${placed.body.id}`).set('X-Min-Position', placed.body.position).expect(200)).body;
    expect(own.customerId).toBe(lanInfo.customerId);

    const theirs = await minh.get(`/api/order/get/by/id/${placed.body.id}`).expect(404);
    const missing = await minh.get('/api/order/get/by/id/999999').expect(404);
    expect(theirs.body).toEqual(missing.body);
    expect((await minh.get('/api/order/get').expect(200)).body).toMatchObject({ items: [], total: 0 });
    expect((await minh.get(`/api/order/get/by/customer/id/${lanInfo.customerId}`).expect(200)).body).toMatchObject({ items: [], total: 0 });
    await minh.get(`/api/order/delete/by/id/${placed.body.id}`).expect(404);
    await minh
      .post('/api/order/update')
      .send({ newOrder: { id: placed.body.id, typeId: 'Regular', orderDetails: [line(productId, 5)] } })
      .expect(404);
    expect((await lan.get('/api/order/get').expect(200)).body.items).toHaveLength(1);

    const address = await lan.post('/api/deliveryaddress/add').send({ name: 'Lan Le', phone: '0901234567', address1: '1 Nguyễn Huệ' }).expect(201);
    expect((await minh.get(`/api/deliveryaddress/get/by/user/id/${lanInfo.id}`).set('X-Min-Position', address.body.position).expect(200)).body).toEqual([]);
    await minh.get(`/api/deliveryaddress/delete/by/id/${address.body.id}`).expect(404);
    expect((await lan.get(`/api/deliveryaddress/get/by/user/id/${lanInfo.id}`).expect(200)).body).toHaveLength(1);
  });

  it('gives back stock reserved for an order that was never recorded (a crash between reserving and recording)', async () => {
    const productId = await stockedProduct(5);
    const customerId = await newCustomer();
    await app.http
      .post('/api/order/add')
      .send({ customerId, typeId: 'Regular', orderDetails: [line(productId, 1)] })
      .expect(201);
    const crashed = 424242;
    // A run a killed process stopped between reserving and recording: its start and its reservation are on the log, its end is not.
    const run = workflowStream(addOrder.name, 'crashed');
    const started: WorkflowStarted = {
      workflow: addOrder.name,
      input: { orderId: crashed, plan: [[productId, [{ warehouseId: 'US', quantity: 3, held: false }]]] },
    };
    await app.infrastructure.eventStore.append(
      run,
      [{ type: 'WorkflowStarted', data: started, metadata: metadataFor({ actor: 'test', correlationId: 'crash', causationId: null }) }],
      'no_stream',
    );
    const [reserve] = app.app.get(UseCases).workflowOf(addOrder).plan(started.input, null).before;
    await reserve.run({ actor: 'test', correlationId: 'crash', causationId: stepMark(run, reserve.name) });
    const head = (await app.infrastructure.eventStore.headPosition()).toString();
    expect(await product(productId, head)).toMatchObject({ usQuantity: 1 });

    const resumer = app.app.get(WorkflowResumer);
    expect(await resumer.resume()).toBe(0);
    expect(await resumer.resume(0)).toBe(1);
    const after = (await app.infrastructure.eventStore.headPosition()).toString();
    expect(await product(productId, after)).toMatchObject({ usQuantity: 4 });
    expect(await resumer.resume(0)).toBe(0);
    const ledger: ProductTransactionView[] = (await app.http.get(`/api/product/get/transactions/by/id/${productId}?order=asc&pageSize=500`).expect(200)).body
      .items;
    expect(ledger.map((t) => [t.type, t.parentId, t.quantity])).toEqual([
      ['Adjustment', null, 5],
      ['Order', expect.any(Number), -1],
      ['Order', crashed, -3],
      ['Order', crashed, 3],
    ]);
  });

  it('refuses products that are not for sale', async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 5, isActive: false, title: validProduct().title });
    const customerId = await newCustomer();
    const refused = await app.http
      .post('/api/order/add')
      .send({ customerId, typeId: 'Regular', orderDetails: [line(productId, 1), line(99999, 1)] })
      .expect(400);
    expect(refused.body.fields.map((field: { path: string; code: string }) => [field.path, field.code])).toEqual([
      ['orderDetails.0.productId', 'ordering.productUnavailable'],
      ['orderDetails.1.productId', 'ordering.productUnavailable'],
    ]);
  });

  it("keeps every line's recorded price when an order is revised: a staff custom price, and the list price of the day it was placed; a new line gets today's", async () => {
    const productId = await stockedProduct(20);
    const later = await stockedProduct(20);
    const customerId = await newCustomer();
    const custom = { productId, warehouseId: 'US' as const, quantity: 2, unitPrice: 1250 };
    const listed = { productId: later, warehouseId: 'US' as const, quantity: 1 };
    const placed = (
      await app.http
        .post('/api/order/add')
        .send({ customerId, typeId: 'Regular', orderDetails: [custom, listed] })
        .expect(201)
    ).body;
    const before = (await app.http.get(`/api/order/get/by/id/${placed.id}`).set('X-Min-Position', placed.position).expect(200)).body as OrderView;
    expect(before.lines.map((entry) => [entry.productId, entry.unitPrice])).toEqual([
      [productId, 1250],
      [later, 2199],
    ]);
    // The list price goes up after the order was placed.
    await app.http
      .post('/api/product/update')
      .send({ ...validProduct({ title: `Stocked product 20/0`, retailPrice: 2999, discount: 0 }), id: later })
      .expect(201);

    // Update Order as the cart sends it: the lines, no price typed; then once more with nothing changed.
    const revise = (orderDetails: object[]) =>
      app.http
        .post('/api/order/update')
        .send({ newOrder: { id: placed.id, customerId, typeId: 'Regular', orderDetails } })
        .expect(201);
    await revise([{ productId, warehouseId: 'US', quantity: 2 }, listed]);
    const revised = (
      await revise([{ productId, warehouseId: 'US', quantity: 3 }, listed, { productId: await stockedProduct(5), warehouseId: 'US', quantity: 1 }])
    ).body;
    const after = (await app.http.get(`/api/order/get/by/id/${placed.id}`).set('X-Min-Position', revised.position).expect(200)).body as OrderView;
    expect(after.lines.map((entry) => [entry.unitPrice, entry.quantity])).toEqual([
      [1250, 3],
      [2199, 1],
      [2199, 1],
    ]);
    const events = await app.infrastructure.eventStore.readStream(orderStream(placed.id));
    const prices = events
      .filter((event) => event.type === 'OrderRevised')
      .map((event) => (event.data as { lines: { unitPrice: number }[] }).lines.slice(0, 2).map((entry) => entry.unitPrice));
    expect(prices).toEqual([
      [1250, 2199],
      [1250, 2199],
    ]);
  });
});
