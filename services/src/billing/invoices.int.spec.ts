import type { AddInvoiceInput, InvoiceListRow, OrderListRow, Page, ShipmentListRow } from '@cargo/contracts';
import { givenVendorAndProduct, useTestApp } from '../testing/test-app';

describe('invoices over HTTP', () => {
  const app = useTestApp();
  const today = new Date().toISOString().slice(0, 10);
  const newCustomer = async (name = 'Trần Văn Bình') =>
    (await app.http.post('/api/customer/add').send({ name, address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id as number;
  const get = async <T>(path: string): Promise<T> => (await app.http.get(path).expect(200)).body as T;
  const general = (customerId: number, overrides: Partial<AddInvoiceInput> = {}): AddInvoiceInput => ({
    typeId: 'General',
    customerId,
    invoiceDetails: [
      { name: 'Air freight 12.5 lb', quantity: 12.5, unitPrice: 275 },
      { name: 'Packing', quantity: 2, unitPrice: 1000 },
    ],
    ...overrides,
  });

  it('records an invoice in exact minor units, with its code, status Pending and the creation date when no date is given', async () => {
    const customerId = await newCustomer();
    const created = await app.http
      .post('/api/invoice/add')
      .send(general(customerId, { mtlTracking: 'INV-1' }))
      .expect(201);
    const invoice = await get<InvoiceListRow>(`/api/invoice/get/by/id/${created.body.id}`);
    // 12.5 x $2.75 = $34.375, half up to $34.38; plus 2 x $10.00.
    expect(invoice).toMatchObject({
      code: `G-${String(created.body.id).padStart(5, '0')}`,
      currencyId: 'UsDollar',
      invoiceDate: today,
      totalAmount: 5438,
      amountDue: 5438,
      paymentStatus: 'Pending',
      customerLabel: 'Trần Văn Bình - 0912345678',
    });
    expect(invoice.invoiceDetails.map((line) => line.lineTotal)).toEqual([3438, 2000]);

    const [first, second] = invoice.invoiceDetails;
    await app.http
      .post('/api/invoice/update')
      .send({
        ...general(customerId, { mtlTracking: 'INV-1', invoiceDate: '2026-11-01' }),
        id: invoice.id,
        invoiceDetails: [{ ...first, isActive: false }, second, { name: 'Insurance', quantity: 1, unitPrice: 150 }],
      })
      .expect(201);
    const updated = await get<InvoiceListRow>(`/api/invoice/get/by/id/${invoice.id}`);
    expect(updated).toMatchObject({ invoiceDate: '2026-11-01', totalAmount: 2150 });
    expect(updated.invoiceDetails.map((line) => [line.id, line.isActive])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
  });

  it("answers the spec's messages for a bad invoice and changes nothing", async () => {
    const fields = async (body: object) =>
      (await app.http.post('/api/invoice/add').set('Accept-Language', 'en').send(body).expect(400)).body.fields.map(
        (field: { path: string; message: string }) => `${field.path}: ${field.message}`,
      );
    expect(await fields({ invoiceDetails: [] })).toEqual(['typeId: Type is required', 'customerId: Customer is required']);
    expect(await fields({ typeId: 'General', customerId: 1, currencyId: '' })).toEqual(['currencyId: Required']);
    expect(await fields({ typeId: 'Order', customerId: 1 })).toEqual(['associatedId: Required']);
    expect(await fields({ typeId: 'General', customerId: 1, invoiceDetails: [{ name: '', quantity: 1.234, unitPrice: -1 }] })).toEqual([
      'invoiceDetails.0.name: Required',
      'invoiceDetails.0.quantity: At most two decimals',
      'invoiceDetails.0.unitPrice: Must not be negative',
    ]);
    // Total Amount Due: required (no active line) and above 0, in both languages.
    expect(await fields({ typeId: 'General', customerId: 1, invoiceDetails: [] })).toEqual(['invoiceDetails: Total Amount Due is required']);
    expect(await fields({ typeId: 'General', customerId: 1, invoiceDetails: [{ name: 'Free', quantity: 1, unitPrice: 0 }] })).toEqual([
      'invoiceDetails: Total Amount Due must be greater than 0',
    ]);
    expect(
      (await app.http.post('/api/invoice/add').set('Accept-Language', 'vi').send({ typeId: 'General', customerId: 1, invoiceDetails: [] }).expect(400)).body
        .fields[0].message,
    ).toBe('Tổng số tiền phải trả là bắt buộc');
    expect((await app.http.post('/api/invoice/get').send({}).expect(200)).body.total).toBe(0);
    await app.http.post('/api/invoice/add').send({ typeId: 'General', customerId: 999, invoiceDetails: [] }).expect(400);
  });

  it('records what the goods came as (box / case / pallet) and their weight, and a retried update with a new line adds it once', async () => {
    const customerId = await newCustomer();
    const created = await app.http
      .post('/api/invoice/add')
      .send(general(customerId, { boxCasePallet: '3 boxes, 1 pallet', weight: 4250 }))
      .expect(201);
    const invoice = await get<InvoiceListRow>(`/api/invoice/get/by/id/${created.body.id}`);
    expect(invoice).toMatchObject({ boxCasePallet: '3 boxes, 1 pallet', weight: 4250 });
    const update = {
      ...general(customerId, { boxCasePallet: '4 boxes', weight: null }),
      id: invoice.id,
      invoiceDetails: [...invoice.invoiceDetails, { lineKey: 'f00d', name: 'Insurance', quantity: 1, unitPrice: 150 }],
    };
    await app.http.post('/api/invoice/update').send(update).expect(201);
    await app.http.post('/api/invoice/update').send(update).expect(201);
    const updated = await get<InvoiceListRow>(`/api/invoice/get/by/id/${invoice.id}`);
    expect(updated).toMatchObject({ boxCasePallet: '4 boxes', weight: null, totalAmount: 5588 });
    expect(updated.invoiceDetails).toHaveLength(3);
    await app.http
      .post('/api/invoice/update')
      .send({ ...update, weight: -1 })
      .expect(400);
  });

  it("refuses a tracking number another invoice holds ('Repeated tracking # under invoice list'), also when two saves race", async () => {
    const customerId = await newCustomer();
    await app.http
      .post('/api/invoice/add')
      .send(general(customerId, { mtlTracking: 'INV-7' }))
      .expect(201);
    const duplicate = await app.http
      .post('/api/invoice/add')
      .set('Accept-Language', 'en')
      .send(general(customerId, { mtlTracking: 'inv-7 ' }))
      .expect(409);
    expect(duplicate.body.message).toBe('Repeated tracking # under invoice list');
    const racing = await Promise.all([0, 1, 2].map(() => app.http.post('/api/invoice/add').send(general(customerId, { mtlTracking: 'RACE-1' }))));
    expect(racing.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
  });

  it('invoices a Regular order from its draft once (also when two saves race), and frees it again when the invoice is deleted', async () => {
    const customerId = await newCustomer();
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 10, title: 'Kirkland Fish Oil 400 softgels' });
    const order = await app.http
      .post('/api/order/add')
      .send({ customerId, typeId: 'Regular', deliveryFee: 500, orderDetails: [{ productId, warehouseId: 'US', quantity: 3 }] })
      .expect(201);
    const draft = await get<AddInvoiceInput>(`/api/invoice/get/draft/from/order/${order.body.id}`);
    expect(draft).toMatchObject({ typeId: 'Order', customerId, associatedId: order.body.id, currencyId: 'UsDollar' });
    expect(draft.invoiceDetails!.map((line) => [line.name, line.quantity])).toEqual([
      ['Kirkland Fish Oil 400 softgels', 3],
      ['Delivery fee', 1],
    ]);
    // Billed to the customer who placed it, never to another.
    const other = await newCustomer('Lê Thị Hoa');
    expect(
      (
        await app.http
          .post('/api/invoice/add')
          .send({ ...draft, customerId: other })
          .expect(400)
      ).body.fields,
    ).toEqual([expect.objectContaining({ path: 'customerId', code: 'billing.notTheOrdersCustomer' })]);
    const racing = await Promise.all([0, 1].map(() => app.http.post('/api/invoice/add').send(draft)));
    expect(racing.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const invoiceId = racing.find((reply) => reply.status === 201)!.body.id as number;
    expect((await get<OrderListRow>(`/api/order/get/by/id/${order.body.id}`)).invoiceId).toBe(invoiceId);
    await app.http.get(`/api/invoice/get/draft/from/order/${order.body.id}`).expect(409);
    // An invoiced order cannot be deleted; once its invoice is deleted it can be invoiced again.
    await app.http.get(`/api/order/delete/by/id/${order.body.id}`).expect(409);
    await app.http.get(`/api/invoice/delete/by/id/${invoiceId}`).expect(200);
    await app.http.get(`/api/invoice/get/by/id/${invoiceId}`).expect(404);
    expect((await get<OrderListRow>(`/api/order/get/by/id/${order.body.id}`)).invoiceId).toBeNull();
    await app.http.get(`/api/invoice/get/draft/from/order/${order.body.id}`).expect(200);
  });

  it("pushes a shipment to its invoice: one line 'Shipment {id}' in dollars, Air by the pound, Sea by the pallet; kept up to date on the next push", async () => {
    const sender = await newCustomer('Tran Van Binh');
    const receiver = await newCustomer('Le Thi Hoa');
    const party = (customerId: number) => ({ customerId, address1: '12 Lê Lợi', phone: '0912345678' });
    const group = async (typeId: string) =>
      (await app.http.post('/api/shipment/add/group').send({ typeId, shipmentDate: '2026-11-20' }).expect(201)).body.id as number;
    const shipment = {
      sender: party(sender),
      receiver: party(receiver),
      totalBox: 2,
      totalPallet: 3,
      totalWeight: 1250,
      totalValue: 10_000,
      shipmentDate: '2026-11-21',
    };
    const air = (
      await app.http
        .post('/api/shipment/add')
        .send({ ...shipment, groupId: await group('Air'), mtlTracking: 'AIR-1' })
        .expect(201)
    ).body.id as number;
    const sea = (
      await app.http
        .post('/api/shipment/add')
        .send({ ...shipment, groupId: await group('Sea') })
        .expect(201)
    ).body.id as number;

    const airInvoice = (await app.http.post('/api/invoice/push/from/shipment').send({ shipmentId: air }).expect(201)).body.id as number;
    expect(await get<InvoiceListRow>(`/api/invoice/get/by/id/${airInvoice}`)).toMatchObject({
      typeId: 'Shipment',
      associatedId: air,
      customerId: sender,
      currencyId: 'UsDollar',
      mtlTracking: 'AIR-1',
      weight: 1250,
      totalAmount: 3438,
      invoiceDetails: [{ name: `Shipment ${air}`, quantity: 12.5, unitPrice: 275 }],
    });
    expect((await get<ShipmentListRow>(`/api/shipment/get/by/id/${air}`)).invoiceId).toBe(airInvoice);
    expect((await app.http.get(`/api/shipment/delete/by/id/${air}`).set('Accept-Language', 'en').expect(409)).body.message).toBe(
      "Can't delete. Invoice has been created",
    );

    const seaInvoice = (await app.http.post('/api/invoice/push/from/shipment').send({ shipmentId: sea }).expect(201)).body.id as number;
    expect(await get<InvoiceListRow>(`/api/invoice/get/by/id/${seaInvoice}`)).toMatchObject({
      code: `S-${String(seaInvoice).padStart(5, '0')}`,
      totalAmount: 3 * 100_000,
    });

    const { parcels: _none, ...fields } = { ...shipment, parcels: [] };
    await app.http
      .post('/api/shipment/update')
      .send({
        ...fields,
        groupId: (await get<ShipmentListRow>(`/api/shipment/get/by/id/${air}`)).groupId,
        mtlTracking: 'AIR-1',
        id: air,
        statusId: 1,
        totalWeight: 2000,
      })
      .expect(201);
    expect((await app.http.post('/api/invoice/push/from/shipment').send({ shipmentId: air }).expect(201)).body.id).toBe(airInvoice);
    const pushed = await get<InvoiceListRow>(`/api/invoice/get/by/id/${airInvoice}`);
    expect(pushed.invoiceDetails).toHaveLength(1);
    expect(pushed).toMatchObject({ totalAmount: 20 * 275 });
  });

  it('lists invoices by date range and customer, paged on the server', async () => {
    const [first, second] = [await newCustomer('Khách Một'), await newCustomer('Khách Hai')];
    for (let day = 1; day <= 17; day += 1)
      await app.http
        .post('/api/invoice/add')
        .send(general(day % 2 ? first : second, { invoiceDate: `2026-10-${String(day).padStart(2, '0')}` }))
        .expect(201);
    const page = (await app.http.post('/api/invoice/get').send({ sort: 'invoiceDate', order: 'asc' }).expect(200)).body as Page<InvoiceListRow>;
    expect(page).toMatchObject({ total: 17, pageSize: 15 });
    expect(page.items[0].invoiceDate).toBe('2026-10-01');
    const ranged = (await app.http.post('/api/invoice/get').send({ from: '2026-10-05', to: '2026-10-09', customerId: first }).expect(200))
      .body as Page<InvoiceListRow>;
    expect(ranged.items.map((invoice) => invoice.invoiceDate)).toEqual(['2026-10-09', '2026-10-07', '2026-10-05']);
    await app.anonymous.post('/api/invoice/get').send({}).expect(401);
  });
});
