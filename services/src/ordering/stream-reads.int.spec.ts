import {
  creditStream,
  customerStream,
  EXCHANGE_RATES_STREAM,
  invoiceStream,
  orderStream,
  paymentStream,
  productStream,
  shipmentGroupStream,
} from '@cargo/contracts';
import { givenVendorAndProduct, useTestApp } from '../testing/test-app';

/**
 * A use case reads each stream it decides from once: the log's reads are counted per stream while
 * one request runs (a counting wrapper around the app's event store, its reads forwarded unchanged).
 */
describe('stream reads per request', () => {
  const app = useTestApp({}, 'file');

  async function countingReads<T>(request: () => Promise<T>): Promise<{ reply: T; reads: Map<string, number> }> {
    const store = app.infrastructure.eventStore;
    const reads = new Map<string, number>();
    const count = (stream: string) => reads.set(stream, (reads.get(stream) ?? 0) + 1);
    const forward = { readStream: store.readStream.bind(store), readStreamBackwards: store.readStreamBackwards.bind(store) };
    store.readStream = (stream, from) => (count(stream), forward.readStream(stream, from));
    store.readStreamBackwards = (stream, most, before) => (count(stream), forward.readStreamBackwards(stream, most, before));
    try {
      return { reply: await request(), reads };
    } finally {
      Object.assign(store, forward);
    }
  }

  const line = (productId: number, quantity: number) => ({ productId, warehouseId: 'US', quantity });
  const readMoreThanOnce = (reads: Map<string, number>) => [...reads].filter(([, times]) => times > 1);

  it('place and revise an order, invoice it, update and delete the invoice, retype and delete the order: each stream read at most once per request', async () => {
    const first = await givenVendorAndProduct(app, { usQuantity: 50, title: 'Fish oil 400 softgels' });
    const second = await givenVendorAndProduct(app, { usQuantity: 50, title: 'Vitamin D3 300 softgels', skuCode: 'KS-D3-300' });
    const customerId = (await app.http.post('/api/customer/add').send({ name: 'Trần Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id;

    const placing = await countingReads(() =>
      app.http
        .post('/api/order/add')
        .send({ customerId, typeId: 'Regular', orderDetails: [line(first.productId, 2), line(second.productId, 3)] })
        .expect(201),
    );
    expect(readMoreThanOnce(placing.reads)).toEqual([]);
    // The customer, the rates and both products were read: the decision saw them all.
    expect([...placing.reads.keys()]).toEqual(
      expect.arrayContaining([customerStream(customerId), productStream(first.productId), productStream(second.productId), EXCHANGE_RATES_STREAM]),
    );
    const orderId: number = placing.reply.body.id;

    const revising = await countingReads(() =>
      app.http
        .post('/api/order/update')
        .send({ newOrder: { id: orderId, customerId, typeId: 'Regular', orderDetails: [line(first.productId, 4)] } })
        .expect(201),
    );
    expect(readMoreThanOnce(revising.reads)).toEqual([]);
    expect(revising.reads.get(orderStream(orderId))).toBe(1);

    const invoicing = await countingReads(() =>
      app.http
        .post('/api/invoice/add')
        .send({
          typeId: 'Order',
          customerId,
          associatedId: orderId,
          mtlTracking: 'MTL-READS-1',
          invoiceDetails: [{ name: 'Freight', quantity: 100, unitPrice: 500 }],
        })
        .expect(201),
    );
    expect(readMoreThanOnce(invoicing.reads)).toEqual([]);
    expect([...invoicing.reads.keys()]).toEqual(expect.arrayContaining([customerStream(customerId), orderStream(orderId)]));
    const invoiceId: number = invoicing.reply.body.id;

    const updating = await countingReads(() =>
      app.http
        .post('/api/invoice/update')
        .send({
          id: invoiceId,
          typeId: 'Order',
          customerId,
          associatedId: orderId,
          mtlTracking: 'MTL-READS-2',
          invoiceDetails: [{ name: 'Freight', quantity: 100, unitPrice: 600 }],
        })
        .expect(201),
    );
    expect(readMoreThanOnce(updating.reads)).toEqual([]);

    const unbilling = await countingReads(() => app.http.delete(`/api/invoice/delete/by/id/${invoiceId}`).expect(200));
    expect(readMoreThanOnce(unbilling.reads)).toEqual([]);

    const changing = await countingReads(() => app.http.post(`/api/Update/Order/Status/${orderId}`).send({ typeId: 'Preorder' }).expect(200));
    expect(readMoreThanOnce(changing.reads)).toEqual([]);

    const deleting = await countingReads(() => app.http.delete(`/api/order/delete/by/id/${orderId}`).expect(200));
    expect(readMoreThanOnce(deleting.reads)).toEqual([]);
  });

  it('add, move and delete a shipment: each stream read at most once per request', async () => {
    const newGroup = async () =>
      (await app.http.post('/api/shipment/add/group').send({ typeId: 'Air', shipmentDate: '2026-11-20' }).expect(201)).body.id as number;
    const customerId = (await app.http.post('/api/customer/add').send({ name: 'Lê Thị Hoa', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id;
    const party = { customerId, address1: '12 Lê Lợi', phone: '0912345678' };
    const [first, second] = [await newGroup(), await newGroup()];
    const adding = await countingReads(() =>
      app.http.post('/api/shipment/add').send({
        groupId: first,
        sender: party,
        receiver: party,
        totalBox: 2,
        totalPallet: 3,
        totalWeight: 1250,
        totalValue: 10_000,
        shipmentDate: '2026-11-21',
        mtlTracking: 'MTL-READS-3',
      }),
    );
    expect(adding.reply.body).toMatchObject({ id: expect.any(Number) });
    expect(readMoreThanOnce(adding.reads)).toEqual([]);
    expect([...adding.reads.keys()]).toEqual(expect.arrayContaining([customerStream(customerId), shipmentGroupStream(first)]));
    const shipmentId: number = adding.reply.body.id;

    const moving = await countingReads(() => app.http.post('/api/shipment/move/to/group').send({ id: shipmentId, groupId: second }));
    expect(moving.reply.status).toBeLessThan(300);
    expect(readMoreThanOnce(moving.reads)).toEqual([]);

    const deleting = await countingReads(() => app.http.delete(`/api/shipment/delete/by/id/${shipmentId}`).expect(200));
    expect(readMoreThanOnce(deleting.reads)).toEqual([]);
  });

  it('submit a payment across 3 invoices with credit, and delete it: each stream read at most once per request', async () => {
    const customerId = (await app.http.post('/api/customer/add').send({ name: 'Phạm Minh', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id;
    const invoice = async (unitPrice: number) =>
      (
        await app.http
          .post('/api/invoice/add')
          .send({ typeId: 'General', customerId, invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice }] })
          .expect(201)
      ).body.id as number;
    const payment = { customerId, paymentDate: '2026-11-21', typeId: 1 };
    await app.http
      .post('/api/payment/submit')
      .send({ ...payment, amount: 2_000 })
      .expect(201);
    const invoiceIds = [await invoice(3_000), await invoice(2_000), await invoice(1_500)];

    const paying = await countingReads(() =>
      app.http
        .post('/api/payment/submit')
        .send({ ...payment, amount: 5_000, creditToUse: 1_500, invoiceIds })
        .expect(201),
    );
    expect(readMoreThanOnce(paying.reads)).toEqual([]);
    // The customer, the rates, the credit balance and every invoice were read: the decision saw them all.
    expect([...paying.reads.keys()]).toEqual(
      expect.arrayContaining([customerStream(customerId), EXCHANGE_RATES_STREAM, creditStream(customerId, 'UsDollar'), ...invoiceIds.map(invoiceStream)]),
    );
    const paymentId: number = paying.reply.body.id;

    const removing = await countingReads(() => app.http.delete(`/api/payment/delete/by/id/${paymentId}`).expect(200));
    expect(readMoreThanOnce(removing.reads)).toEqual([]);
    expect([...removing.reads.keys()]).toEqual(
      expect.arrayContaining([paymentStream(paymentId), creditStream(customerId, 'UsDollar'), ...invoiceIds.map(invoiceStream)]),
    );
  });
});
