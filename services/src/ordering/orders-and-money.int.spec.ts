import type { CustomerListRow, OrderView, ProductView } from '@cargo/contracts';
import { ensureUser } from '../identity/bootstrap';
import { givenVendorAndProduct, ROOT, useTestApp } from '../testing/test-app';

const LAN = { role: 'customer' as const, email: 'lan@test.local', password: 'Customer#1' };
const MINH = { role: 'customer' as const, email: 'minh@test.local', password: 'Customer#2' };

describe('orders: the server prices, customers set only what is theirs', () => {
  const app = useTestApp();

  async function signedIn(login: typeof LAN) {
    await ensureUser(app.app, login, { first: 'Lan', last: 'Le' });
    const reply = await app.anonymous.post('/api/user/login').send(login).expect(200);
    return { agent: app.as(reply.body.token), info: reply.body.userInfo as { id: number; customerId: number } };
  }

  const orderOf = async (id: number, position: string): Promise<OrderView> =>
    (await app.http.get(`/api/order/get/by/id/${id}`).set('X-Min-Position', position).expect(200)).body;

  it("prices a customer's lines at the sale price and ignores prices, fees, case quantities and payment info they send", async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 20, retailPrice: 2499, discount: 300, serviceFee: 50, unitPerCase: 6 });
    const { agent } = await signedIn(LAN);
    const placed = await agent
      .post('/api/order/add')
      .send({
        typeId: 'Regular',
        deliveryFee: 0,
        vatFee: 0,
        paymentInfo: { amount: 999999, referenceNumber: 'PAID-IN-FULL' },
        orderDetails: [{ productId, warehouseId: 'US', quantity: 13, unitPrice: 1, serviceFee: 0, caseQuantity: 99 }],
      })
      .expect(201);
    const order = await orderOf(placed.body.id, placed.body.position);
    expect(order.lines[0]).toMatchObject({ unitPrice: 2199, serviceFee: 50, caseQuantity: 2, originalUnitPrice: 2199, originalCurrencyId: 'UsDollar' });
    expect(order).toMatchObject({ subtotal: 13 * 2199 + 50, paymentInfo: null, currencyId: 'UsDollar' });
  });

  it('lets staff set a custom price, fees and payment info', async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 20 });
    const customerId = (await app.http.post('/api/customer/add').send({ name: 'Trần Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id;
    const placed = await app.http
      .post('/api/order/add')
      .send({
        customerId,
        typeId: 'Regular',
        deliveryFee: 500,
        paymentInfo: { amount: 1000, referenceNumber: 'VCB-1' },
        orderDetails: [{ productId, warehouseId: 'US', quantity: 2, unitPrice: 1500, caseQuantity: 1 }],
      })
      .expect(201);
    const order = await orderOf(placed.body.id, placed.body.position);
    expect(order.lines[0]).toMatchObject({ unitPrice: 1500, caseQuantity: 1, originalUnitPrice: 2199 });
    expect(order).toMatchObject({ subtotal: 3000, deliveryFee: 500, total: 3500, paymentInfo: { amount: 1000, referenceNumber: 'VCB-1' } });
  });

  it('refuses to put a customer order on hold (403) and writes nothing', async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 5 });
    const { agent } = await signedIn(LAN);
    const before = await app.infrastructure.eventStore.headPosition();
    const refused = await agent
      .post('/api/order/add')
      .send({ typeId: 'PlaceHolder', orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] })
      .expect(403);
    expect(refused.body.code).toBe('ordering.placeHolderStaffOnly');
    expect(await app.infrastructure.eventStore.headPosition()).toBe(before);
  });

  it('refuses quantities beyond the sane bound and more lines than an order may have', async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 5 });
    const tooMany = await app.http
      .post('/api/order/add')
      .send({ customerId: 1, typeId: 'Preorder', orderDetails: [{ productId, warehouseId: 'US', quantity: 1_000_001 }] })
      .expect(400);
    expect(tooMany.body.fields).toEqual([expect.objectContaining({ path: 'orderDetails.0.quantity', code: 'validation.tooLarge' })]);
    const lines = Array.from({ length: 101 }, () => ({ productId, warehouseId: 'US', quantity: 1 }));
    const tooLong = await app.http.post('/api/order/add').send({ customerId: 1, typeId: 'Preorder', orderDetails: lines }).expect(400);
    expect(tooLong.body.fields).toEqual([expect.objectContaining({ path: 'orderDetails', code: 'validation.tooLarge' })]);
  });

  it('keeps one currency per order: lines in the other currency are converted, and dollars never add to dong', async () => {
    const dong = await givenVendorAndProduct(app, {
      title: 'Nước mắm Phú Quốc 500ml',
      currencyId: 'VietDong',
      retailPrice: 260_000,
      discount: 0,
      usQuantity: 10,
    });
    const dollar = await givenVendorAndProduct(app, {
      title: 'Kirkland Fish Oil 400 softgels',
      currencyId: 'UsDollar',
      retailPrice: 2199,
      discount: 0,
      usQuantity: 10,
    });
    const { agent } = await signedIn(LAN);
    const lines = [
      { productId: dong.productId, warehouseId: 'US', quantity: 1 },
      { productId: dollar.productId, warehouseId: 'US', quantity: 1 },
    ];

    const inDong = await agent.post('/api/order/add').send({ typeId: 'Regular', currencyId: 'VietDong', orderDetails: lines }).expect(201);
    const dongOrder = await orderOf(inDong.body.id, inDong.body.position);
    expect(dongOrder.lines.map((line) => [line.unitPrice, line.originalUnitPrice, line.originalCurrencyId])).toEqual([
      [260_000, 260_000, 'VietDong'],
      [571_740, 2199, 'UsDollar'],
    ]);
    expect(dongOrder).toMatchObject({ currencyId: 'VietDong', subtotal: 831_740, total: 831_740 });

    const inDollars = await agent.post('/api/order/add').send({ typeId: 'Regular', currencyId: 'UsDollar', orderDetails: lines }).expect(201);
    const dollarOrder = await orderOf(inDollars.body.id, inDollars.body.position);
    expect(dollarOrder.lines.map((line) => line.unitPrice)).toEqual([1000, 2199]);
    expect(dollarOrder).toMatchObject({ currencyId: 'UsDollar', subtotal: 3199, total: 3199 });
  });

  it("refuses a delivery address that is not the order's customer's own", async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 10 });
    const lan = await signedIn(LAN);
    const minh = await signedIn(MINH);
    const address = { name: 'Lan Le', phone: '0901234567', address1: '1 Nguyễn Huệ' };
    const lanAddress = (await lan.agent.post('/api/deliveryaddress/add').send(address).expect(201)).body.id;
    const order = (deliveryAddressId: number) => ({ typeId: 'Regular', deliveryAddressId, orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] });

    const before = await app.infrastructure.eventStore.headPosition();
    const refused = await minh.agent.post('/api/order/add').send(order(lanAddress)).expect(400);
    expect(refused.body.fields).toEqual([expect.objectContaining({ path: 'deliveryAddressId', code: 'ordering.addressNotFound' })]);
    await app.http
      .post('/api/order/add')
      .send({ ...order(lanAddress), customerId: minh.info.customerId })
      .expect(400);
    await minh.agent.post('/api/order/add').send(order(424242)).expect(400);
    expect(await app.infrastructure.eventStore.headPosition()).toBe(before);

    const placed = (await lan.agent.post('/api/order/add').send(order(lanAddress)).expect(201)).body;
    await app.http
      .post('/api/order/add')
      .send({ ...order(lanAddress), customerId: lan.info.customerId })
      .expect(201);
    // The address chosen is on the order's page, for the customer and for staff; an order without one says so.
    const own = (await lan.agent.get(`/api/order/get/by/id/${placed.id}`).set('X-Min-Position', placed.position).expect(200)).body;
    expect(own.deliveryAddress).toEqual({ ...address, address2: '' });
    expect((await app.http.get(`/api/order/get/by/id/${placed.id}`).expect(200)).body.deliveryAddress).toEqual(own.deliveryAddress);
    const without = (
      await lan.agent
        .post('/api/order/add')
        .send({ ...order(lanAddress), deliveryAddressId: null })
        .expect(201)
    ).body;
    expect((await lan.agent.get(`/api/order/get/by/id/${without.id}`).set('X-Min-Position', without.position).expect(200)).body.deliveryAddress).toBeNull();
  });

  it('never shows cost fields to a customer; staff see them', async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 3, stockPrice: 1650, profit: 200 });
    const { agent } = await signedIn(LAN);
    const COST = ['stockPrice', 'unitPrice', 'averageStockPrice', 'profit', 'createdBy'];
    const one: ProductView = (await agent.get(`/api/product/get/by/id/${productId}`).expect(200)).body;
    const list: ProductView[] = (await agent.post('/api/product/get').send({}).expect(200)).body.items;
    for (const product of [one, ...list]) {
      expect(COST.filter((field) => field in product)).toEqual([]);
      expect(product).toMatchObject({ salePrice: 2199, title: expect.any(String) });
    }
    const staff: ProductView = (await app.http.get(`/api/product/get/by/id/${productId}`).expect(200)).body;
    expect(staff).toMatchObject({ stockPrice: 1650, profit: 200, unitPrice: 2199 });

    // Who created an order is staff's to know, on the order and in the lists.
    const placed = (
      await agent
        .post('/api/order/add')
        .send({ typeId: 'Regular', orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] })
        .expect(201)
    ).body;
    const own = (await agent.get(`/api/order/get/by/id/${placed.id}`).set('X-Min-Position', placed.position).expect(200)).body;
    expect('createdBy' in own).toBe(false);
    const listed = (await agent.get('/api/order/get').set('X-Min-Position', placed.position).expect(200)).body.items as object[];
    expect(listed.filter((row) => 'createdBy' in row)).toEqual([]);
    expect((await app.http.get(`/api/order/get/by/id/${placed.id}`).expect(200)).body.createdBy).toEqual(expect.any(String));
  });

  it('scopes idempotency keys to the caller: two customers with the same key place two orders', async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 10 });
    const lan = await signedIn(LAN);
    const minh = await signedIn(MINH);
    const body = { typeId: 'Regular', orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] };
    const first = await lan.agent.post('/api/order/add').set('Idempotency-Key', 'same-key').send(body).expect(201);
    const second = await minh.agent.post('/api/order/add').set('Idempotency-Key', 'same-key').send(body).expect(201);
    expect(second.body.id).not.toBe(first.body.id);
    const replay = await lan.agent.post('/api/order/add').set('Idempotency-Key', 'same-key').send(body).expect(201);
    expect(replay.body).toEqual(first.body);
  });

  it('appends nothing for requests refused before they write, key or not', async () => {
    const before = await app.infrastructure.eventStore.headPosition();
    for (let index = 0; index < 20; index += 1) {
      await app.anonymous.post('/api/user/register').set('Idempotency-Key', `bad-${index}`).send({ first: 'Lan2', email: 'nope' }).expect(400);
    }
    await app.http
      .post('/api/order/add')
      .set('Idempotency-Key', 'refused-order')
      .send({ customerId: 424242, typeId: 'Regular', orderDetails: [{ productId: 1, warehouseId: 'US', quantity: 1 }] })
      .expect(400);
    await app.http
      .post('/api/stock/add')
      .set('Idempotency-Key', 'refused-stock')
      .send({ productId: 4242, vendorId: 4242, quantity: 1, stockPrice: 100, datePurchased: '2026-11-01' })
      .expect(404);
    expect(await app.infrastructure.eventStore.headPosition()).toBe(before);
  });

  it('leaves staff accounts out of the customer list and the customer picker', async () => {
    await ensureUser(app.app, { role: 'admin', email: 'staff@test.local', password: 'Admin#2026' }, { first: 'Staff', last: 'Member' });
    await signedIn(LAN);
    const customerId = (await app.http.post('/api/customer/add').send({ name: 'Trần Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id;
    const head = (await app.infrastructure.eventStore.headPosition()).toString();
    const listed: CustomerListRow[] = (await app.http.post('/api/customer/get').set('X-Min-Position', head).send({}).expect(200)).body.items;
    // The pickers search the same list by name.
    const picker: CustomerListRow[] = (await app.http.post('/api/customer/get').send({ name: 'n', pageSize: 20 }).expect(200)).body.items;
    for (const names of [listed.map((row) => row.name), picker.map((row) => row.name)]) {
      expect(names.sort()).toEqual(['Lan Le', 'Trần Bình']);
    }
    expect(listed.map((row) => row.id)).toContain(customerId);
    expect(JSON.stringify(listed)).not.toContain(ROOT.email);
  });

  it('keeps an invoiced, paid order in a departed group as it was billed and shipped: the owning customer and staff are refused, its invoice stays', async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 100, retailPrice: 1000, discount: 0 });
    const { agent, info } = await signedIn(LAN);
    const line = (quantity: number) => [{ productId, warehouseId: 'US', quantity }];
    const placed = (
      await agent
        .post('/api/order/add')
        .send({ typeId: 'Regular', orderDetails: line(2) })
        .expect(201)
    ).body;
    const draft = (await app.http.get(`/api/invoice/get/draft/from/order/${placed.id}`).expect(200)).body;
    const invoice = (await app.http.post('/api/invoice/add').send(draft).expect(201)).body;
    await app.http
      .post('/api/payment/submit')
      .send({ customerId: info.customerId, amount: 2000, paymentDate: '2026-11-21', typeId: 1, invoiceIds: [invoice.id] })
      .expect(201);
    const group = (await app.http.post('/api/shipment/add/group').send({ typeId: 'Air', shipmentDate: '2026-11-20' }).expect(201)).body.id;
    await app.http.post('/api/order/add/to/shipment/group').send({ orderId: placed.id, shipmentGroupId: group }).expect(201);
    const departed = (await app.http.post('/api/shipment/update/group').send({ id: group, typeId: 'Air', shipmentDate: '2026-11-20', statusId: 2 }).expect(201))
      .body;

    const update = (who: typeof agent, quantity: number, typeId = 'Regular') =>
      who.post('/api/order/update').send({ newOrder: { id: placed.id, customerId: info.customerId, typeId, orderDetails: line(quantity) } });
    expect((await update(agent, 60).expect(409)).body.code).toBe('ordering.invoicedCannotChange');
    expect((await update(agent, 2, 'Preorder').expect(409)).body.code).toBe('ordering.invoicedCannotChange');
    expect((await update(app.http, 60).expect(409)).body.code).toBe('ordering.invoicedCannotChange');
    expect((await app.http.post(`/api/Update/Order/Status/${placed.id}`).send({ typeId: 'Preorder' }).expect(409)).body.code).toBe(
      'ordering.invoicedCannotChange',
    );

    const order = await orderOf(placed.id, departed.position);
    expect(order).toMatchObject({ typeId: 'Regular', subtotal: 2000, lines: [{ quantity: 2 }] });
    const billed = (await app.http.get(`/api/invoice/get/by/id/${invoice.id}`).set('X-Min-Position', departed.position).expect(200)).body;
    expect(billed).toMatchObject({ paymentStatus: 'Paid', totalAmount: 2000 });
    const product = (await app.http.get(`/api/product/get/by/id/${productId}`).set('X-Min-Position', departed.position).expect(200)).body as ProductView;
    expect(product.usQuantity).toBe(98);
  });
});
