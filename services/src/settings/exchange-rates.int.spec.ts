import type { ExchangeRateView, InvoiceView, OrderView, OverviewDashboard, Page, PaymentView, RateInForce } from '@cargo/contracts';
import { givenVendorAndProduct, useTestApp } from '../testing/test-app';
import { today } from '@cargo/contracts';

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('dated exchange rates over HTTP', () => {
  const app = useTestApp({ exchangeRateVndPerUsd: 26000 });

  const rateToday = async (position?: string) =>
    (
      await app.http
        .get('/api/exchange-rate/get/today')
        .set('X-Min-Position', position ?? '0')
        .expect(200)
    ).body as RateInForce;
  const setRate = async (effectiveDate: string, vndPerUsd: number) =>
    (await app.http.post('/api/exchange-rate/add').send({ effectiveDate, vndPerUsd }).expect(201)).body as { id: number; position: string };
  const orderOf = async (id: number, position: string): Promise<OrderView> =>
    (await app.http.get(`/api/order/get/by/id/${id}`).set('X-Min-Position', position).expect(200)).body;

  it('starts from EXCHANGE_RATE_VND_PER_USD as the first rate; root sets a rate from a day on, listed newest first and charted', async () => {
    expect(await rateToday()).toEqual({ date: today(), effectiveDate: '2000-01-01', vndPerUsd: 26000 });
    await setRate(daysFromToday(-10), 25500);
    const { position } = await setRate(today(), 25800);
    // A rate for a day to come is set ahead; today's stays in force until then.
    await setRate(daysFromToday(5), 27000);
    expect(await rateToday()).toEqual({ date: today(), effectiveDate: today(), vndPerUsd: 25800 });

    const history = (await app.http.get('/api/exchange-rate/get').set('X-Min-Position', position).expect(200)).body as Page<ExchangeRateView>;
    expect(history.items.map((rate) => [rate.effectiveDate, rate.vndPerUsd])).toEqual([
      [daysFromToday(5), 27000],
      [today(), 25800],
      [daysFromToday(-10), 25500],
      ['2000-01-01', 26000],
    ]);
    const chart = (await app.http.get(`/api/exchange-rate/get/chart?from=${daysFromToday(-30)}&to=${today()}`).expect(200)).body as ExchangeRateView[];
    // The line starts from the rate in force on the first day (set long before), then each change in the range.
    expect(chart.map((rate) => rate.vndPerUsd)).toEqual([26000, 25500, 25800]);
  });

  it('an order converts at the rate in force the day it is placed and keeps it: a rate set later changes neither it nor its revision', async () => {
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 10, retailPrice: 1000, discount: 0, currencyId: 'UsDollar' });
    const customerId = (await app.http.post('/api/customer/add').send({ name: 'Trần Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id;
    await setRate(today(), 25000);
    const placed = (
      await app.http
        .post('/api/order/add')
        .send({ customerId, typeId: 'Regular', currencyId: 'VietDong', orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] })
        .expect(201)
    ).body;
    const order = await orderOf(placed.id, placed.position);
    expect(order).toMatchObject({ vndPerUsd: 25000, currencyId: 'VietDong' });
    // $10.00 at 25,000 dong per dollar.
    expect(order.lines[0]).toMatchObject({ unitPrice: 250_000, originalUnitPrice: 1000, originalCurrencyId: 'UsDollar' });

    await setRate(today(), 30000);
    const revised = (
      await app.http
        .post('/api/order/update')
        .send({
          newOrder: { id: placed.id, customerId, typeId: 'Regular', currencyId: 'VietDong', orderDetails: [{ productId, warehouseId: 'US', quantity: 2 }] },
        })
        .expect(201)
    ).body;
    const kept = await orderOf(placed.id, revised.position);
    expect(kept).toMatchObject({ vndPerUsd: 25000 });
    expect(kept.lines[0]).toMatchObject({ quantity: 2, unitPrice: 250_000 });

    const next = (
      await app.http
        .post('/api/order/add')
        .send({ customerId, typeId: 'Regular', currencyId: 'VietDong', orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] })
        .expect(201)
    ).body;
    expect((await orderOf(next.id, next.position)).lines[0]).toMatchObject({ unitPrice: 300_000 });
    expect((await app.http.get('/api/order/exchange-rate').expect(200)).body).toEqual({ vndPerUsd: 30000 });
  });

  it("an invoice and a payment keep the rate in force on their date; an invoice moved to another day takes that day's; the overview counts each in dollars at its own rate", async () => {
    const customerId = (await app.http.post('/api/customer/add').send({ name: 'Trần Bình', address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id;
    await setRate(daysFromToday(-20), 25000);
    await setRate(daysFromToday(-5), 24000);
    const invoiceOn = async (invoiceDate: string, currencyId: string, unitPrice: number) =>
      (
        await app.http
          .post('/api/invoice/add')
          .send({ typeId: 'General', customerId, currencyId, invoiceDate, invoiceDetails: [{ name: 'Cước', quantity: 1, unitPrice }] })
          .expect(201)
      ).body as { id: number; position: string };
    const invoiceOf = async (id: number, position: string): Promise<InvoiceView> =>
      (await app.http.get(`/api/invoice/get/by/id/${id}`).set('X-Min-Position', position).expect(200)).body;

    const older = await invoiceOn(daysFromToday(-10), 'VietDong', 2_500_000);
    const newer = await invoiceOn(daysFromToday(-1), 'VietDong', 2_400_000);
    const dollars = await invoiceOn(daysFromToday(-1), 'UsDollar', 3000);
    expect((await invoiceOf(older.id, older.position)).vndPerUsd).toBe(25000);
    expect((await invoiceOf(newer.id, newer.position)).vndPerUsd).toBe(24000);

    // A rate set later for those days changes neither; an edit that keeps the date keeps the rate.
    await setRate(daysFromToday(-30), 20000);
    await setRate(daysFromToday(-10), 22000);
    const update = async (id: number, position: string, changes: { invoiceDate: string; description?: string }) => {
      const { invoiceDetails } = await invoiceOf(id, position);
      const lines = invoiceDetails.map(({ id: lineId, name, quantity, unitPrice, isActive }) => ({ id: lineId, name, quantity, unitPrice, isActive }));
      return (
        await app.http
          .post('/api/invoice/update')
          .send({ id, typeId: 'General', customerId, currencyId: 'VietDong', ...changes, invoiceDetails: lines })
          .expect(201)
      ).body as { position: string };
    };
    const edited = await update(older.id, older.position, { invoiceDate: daysFromToday(-10), description: 'kept' });
    expect(await invoiceOf(older.id, edited.position)).toMatchObject({ description: 'kept', vndPerUsd: 25000 });

    // Moved to another day: that day's rate.
    const moved = await update(newer.id, newer.position, { invoiceDate: daysFromToday(-8) });
    expect((await invoiceOf(newer.id, moved.position)).vndPerUsd).toBe(22000);

    const paid = (
      await app.http
        .post('/api/payment/submit')
        .send({ customerId, currencyId: 'VietDong', amount: 480_000, paymentDate: daysFromToday(-1), typeId: 1, invoiceIds: [] })
        .expect(201)
    ).body;
    const payments = (await app.http.get(`/api/payment/get/by/customer/id/${customerId}`).set('X-Min-Position', paid.position).expect(200))
      .body as Page<PaymentView>;
    expect(payments.items.find((payment) => payment.id === paid.id)?.vndPerUsd).toBe(24000);

    // An invoice recorded before rates were dated keeps none: it counts at the first rate (26,000, the seed).
    const metadata = {
      actor: null,
      correlationId: 'legacy',
      causationId: null,
      eventId: 'legacy-invoice',
      schemaVersion: 1,
      timestamp: new Date().toISOString(),
    };
    const legacy = {
      typeId: 'General',
      customerId,
      associatedId: null,
      mtlTracking: '',
      currencyId: 'VietDong',
      invoiceDate: daysFromToday(-1),
      description: '',
      boxCasePallet: '',
      weight: null,
    };
    await app.infrastructure.eventStore.append('invoice-900', [{ type: 'InvoiceCreated', data: { invoiceId: 900, invoice: legacy }, metadata }], 'no_stream');
    const written = await app.infrastructure.eventStore.append(
      'invoice-900',
      [
        {
          type: 'InvoiceLinesAdded',
          data: { invoiceId: 900, lines: [{ id: 1, name: 'Cước', quantity: 1, unitPrice: 520_000, caseQuantity: null }] },
          metadata: { ...metadata, eventId: 'legacy-line' },
        },
      ],
      0n,
    );

    const overview = (
      await app.http
        .get(`/api/dashboard/get/overview?from=${daysFromToday(-40)}&to=${today()}`)
        .set('X-Min-Position', written.position.toString())
        .expect(200)
    ).body as OverviewDashboard;
    const sum = (figure: 'invoiced' | 'collected') => overview.combined.reduce((total, month) => total + month[figure], 0);
    // 2,500,000 at 25,000 + 2,400,000 at 22,000 (rounded to the cent) + $30.00 + 520,000 at 26,000; 480,000 at 24,000.
    expect(sum('invoiced')).toBe(10_000 + Math.round(2_400_000 / 220) + 3000 + 2000);
    expect(sum('collected')).toBe(2000);
    expect(overview.months.every((month) => Object.keys(month).sort().join() === 'collected,currencyId,id,invoiced,month,ordered,orders')).toBe(true);
    expect(dollars.id).toBeGreaterThan(0);
  });

  it('refuses a rate that is not a positive whole number of dong, or a day that is not one, with the field named, and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ effectiveDate: today(), vndPerUsd: 0 }, 'vndPerUsd'],
      [{ effectiveDate: today(), vndPerUsd: 25.5 }, 'vndPerUsd'],
      [{ effectiveDate: today(), vndPerUsd: 10_000_000 }, 'vndPerUsd'],
      [{ effectiveDate: '2026-02-30', vndPerUsd: 25000 }, 'effectiveDate'],
    ];
    for (const [body, field] of cases) {
      const refused = await app.http.post('/api/exchange-rate/add').send(body).expect(400);
      expect(refused.body.fields.map((error: { path: string }) => error.path)).toEqual([field]);
    }
    expect((await rateToday()).vndPerUsd).toBe(26000);
    // A chart range that ends before it starts, or spans more than two years, is refused by its schema.
    for (const range of [`from=${today()}&to=${daysFromToday(-1)}`, `from=${daysFromToday(-800)}&to=${today()}`]) {
      expect((await app.http.get(`/api/exchange-rate/get/chart?${range}`).expect(400)).body.fields.map((error: { path: string }) => error.path)).toEqual([
        'to',
      ]);
    }
  });
});
