import sharp from 'sharp';
import type { CommandReceipt, Page, PackageScanLookup, PackageView, PreAlertInput, PreAlertView, ReceivingFileUploaded } from '@cargo/contracts';
import { givenCustomerUser, useTestApp } from '../testing/test-app';

const UPS = '1Z5R89390357567127';
const USPS = '9400111899223344556677';
const after = (position: string) => ({ 'X-Min-Position': position });
const preAlert = (trackingNumber: string): PreAlertInput => ({
  carrier: 'UPS',
  trackingNumber,
  contents: [{ description: 'Running shoes', quantity: 2, value: 12_000 }],
  service: 'Air',
});
const measured = { weight: 325, length: 12, width: 10, height: 6, bin: 'A-03' };
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

describe('receiving over HTTP', () => {
  const app = useTestApp();

  it('a customer pre-alerts; staff scan the number (spaced, lower case) and receive it with a photo; the customer sees it received with its photo', async () => {
    const lan = await givenCustomerUser(app, 'lan@test.local', 'Lan');
    const alert: CommandReceipt = (await lan.agent.post('/api/package/prealert/add').send(preAlert('1z 5r8-9390 357567127')).expect(201)).body;
    const mine: Page<PreAlertView> = (await lan.agent.get('/api/package/prealert/get').set(after(alert.position)).expect(200)).body;
    expect(mine.items).toMatchObject([{ id: alert.id, customerId: lan.customerId, trackingNumber: UPS, state: 'expected', totalValue: 12_000 }]);

    const scan: PackageScanLookup = (await app.http.get(`/api/package/scan?number=${encodeURIComponent(' 1z5r8 9390-357567127')}`).expect(200)).body;
    expect(scan).toMatchObject({ number: UPS, carrier: 'UPS', received: null, expected: [{ id: alert.id, customerName: expect.any(String) }] });

    const [photo]: ReceivingFileUploaded[] = (
      await app.http
        .post('/api/package/photo/upload')
        .attach('files', await png(), 'dock.png')
        .expect(201)
    ).body;
    expect(photo.contentType).toBe('image/png');
    const received: CommandReceipt = (
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: UPS, preAlertId: alert.id, photoIds: [photo.fileId], ...measured })
        .expect(201)
    ).body;
    const own: Page<PackageView> = (await lan.agent.get('/api/package/get').set(after(received.position)).expect(200)).body;
    expect(own.items).toMatchObject([
      {
        id: received.id,
        state: 'received',
        customerId: lan.customerId,
        weight: 325,
        bin: 'A-03',
        photoIds: [photo.fileId],
        daysInStorage: 0,
        storageFee: 0,
        contents: [{ description: 'Running shoes' }],
      },
    ]);
    expect((await lan.agent.get('/api/package/prealert/get').expect(200)).body.items[0]).toMatchObject({ state: 'received', packageId: received.id });
    const image = await lan.agent.get(`/api/package/file/${photo.fileId}`).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.body as Buffer).metadata()).width).toBe(8);

    // Scanned again, the number opens the package received: it is never received twice.
    expect((await app.http.get(`/api/package/scan?number=${UPS}`).expect(200)).body).toMatchObject({ received: { id: received.id }, expected: [] });
    expect(
      (
        await app.http
          .post('/api/package/receive')
          .send({ trackingNumber: UPS, customerId: lan.customerId, ...measured })
          .expect(409)
      ).body.code,
    ).toBe('receiving.alreadyReceived');
  });

  it("a customer never sees another customer's pre-alert, package or photo; the photo is not a product picture", async () => {
    const lan = await givenCustomerUser(app, 'lan@test.local', 'Lan');
    const binh = await givenCustomerUser(app, 'binh@test.local', 'Bình');
    const alert: CommandReceipt = (await lan.agent.post('/api/package/prealert/add').send(preAlert(UPS)).expect(201)).body;
    const [photo]: ReceivingFileUploaded[] = (
      await app.http
        .post('/api/package/photo/upload')
        .attach('files', await png(), 'dock.png')
        .expect(201)
    ).body;
    const received: CommandReceipt = (
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: UPS, preAlertId: alert.id, photoIds: [photo.fileId], ...measured })
        .expect(201)
    ).body;
    await binh.agent.get(`/api/package/get/by/id/${received.id}`).set(after(received.position)).expect(404);
    await binh.agent.get(`/api/package/prealert/get/by/id/${alert.id}`).expect(404);
    await binh.agent.get(`/api/package/file/${photo.fileId}`).expect(404);
    expect((await binh.agent.get('/api/package/get?customerId=' + lan.customerId).expect(200)).body.total).toBe(0);
    await binh.agent.post('/api/package/prealert/cancel/by/id/' + alert.id).expect(404);
    await app.anonymous.get(`/product/picture/${photo.fileId}`).expect(404);
    await app.anonymous.get(`/api/package/file/${photo.fileId}`).expect(401);
    // The same customer cannot announce the number twice; another customer may.
    expect((await lan.agent.post('/api/package/prealert/add').send(preAlert(UPS)).expect(409)).body.code).toBe('receiving.duplicatePreAlert');
    await binh.agent.post('/api/package/prealert/add').send(preAlert(UPS)).expect(201);
    await lan.agent
      .post('/api/package/receive')
      .send({ trackingNumber: USPS, customerId: lan.customerId, ...measured })
      .expect(403);
  });

  it('no match: an unknown package waits with its label words until staff assign its owner', async () => {
    const lan = await givenCustomerUser(app, 'lan@test.local', 'Lan');
    expect(
      (
        await app.http
          .post('/api/package/receive')
          .send({ trackingNumber: USPS, ...measured })
          .expect(400)
      ).body.fields,
    ).toMatchObject([{ path: 'labelName', code: 'receiving.labelRequired' }]);
    const unknown: CommandReceipt = (
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: USPS, labelName: 'LAN NGUYEN', labelAddress: '500 Main St', ...measured })
        .expect(201)
    ).body;
    const waiting: Page<PackageView> = (await app.http.get('/api/package/get?state=unknown').set(after(unknown.position)).expect(200)).body;
    expect(waiting.items).toMatchObject([{ id: unknown.id, carrier: 'USPS', customerId: null, label: { name: 'LAN NGUYEN', address: '500 Main St' } }]);
    expect((await app.http.get('/api/package/get?search=lan%20ngu').expect(200)).body.total).toBe(1);
    const assigned: CommandReceipt = (await app.http.post('/api/package/assign').send({ id: unknown.id, customerId: lan.customerId }).expect(201)).body;
    expect((await lan.agent.get(`/api/package/get/by/id/${unknown.id}`).set(after(assigned.position)).expect(200)).body).toMatchObject({ state: 'received' });
    expect(
      (
        await app.http
          .post('/api/package/assign')
          .send({ id: unknown.id, customerId: lan.customerId + 99 })
          .expect(400)
      ).body.fields,
    ).toMatchObject([{ path: 'customerId', code: 'customers.customerNotFound' }]);
  });

  it('a customer edits and cancels a pre-alert while it is expected; a cancelled number may be announced again', async () => {
    const lan = await givenCustomerUser(app, 'lan@test.local', 'Lan');
    const alert: CommandReceipt = (await lan.agent.post('/api/package/prealert/add').send(preAlert(UPS)).expect(201)).body;
    await lan.agent
      .post('/api/package/prealert/update')
      .send({ ...preAlert(USPS), carrier: 'USPS', id: alert.id })
      .expect(201);
    // The old number is theirs to announce again, the new one is not.
    const again: CommandReceipt = (await lan.agent.post('/api/package/prealert/add').send(preAlert(UPS)).expect(201)).body;
    await lan.agent.post('/api/package/prealert/add').send(preAlert(USPS)).expect(409);
    const cancelled: CommandReceipt = (await lan.agent.post(`/api/package/prealert/cancel/by/id/${alert.id}`).expect(201)).body;
    expect((await lan.agent.get(`/api/package/prealert/get/by/id/${alert.id}`).set(after(cancelled.position)).expect(200)).body.state).toBe('cancelled');
    expect(
      (
        await lan.agent
          .post('/api/package/prealert/update')
          .send({ ...preAlert(USPS), id: alert.id })
          .expect(409)
      ).body.code,
    ).toBe('receiving.preAlertNotExpected');
    await lan.agent.post('/api/package/prealert/add').send(preAlert(USPS)).expect(201);
    expect(again.id).toBeGreaterThan(alert.id);
  });

  it('ten staff scanning one package at once give one receipt', async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, at) => app.http.post('/api/package/receive').send({ trackingNumber: UPS, labelName: `Scan ${at}`, ...measured })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(replies.filter((reply) => reply.status === 409).every((reply) => reply.body.code === 'receiving.alreadyReceived')).toBe(true);
    const position = replies.find((reply) => reply.status === 201)!.body.position;
    expect((await app.http.get(`/api/package/get?search=${UPS}`).set(after(position)).expect(200)).body.total).toBe(1);
  });

  it('refuses bad input with its message, and changes nothing', async () => {
    const fields = async (body: object) =>
      (
        await app.http
          .post('/api/package/receive')
          .send({ trackingNumber: UPS, labelName: 'X', ...measured, ...body })
          .expect(400)
      ).body.fields.map((field: { path: string; code: string }) => `${field.path}:${field.code}`);
    expect(await fields({ weight: 0, length: 0, width: 121, height: 5 })).toEqual([
      'weight:receiving.weightRange',
      'length:receiving.dimensionRange',
      'width:receiving.dimensionRange',
    ]);
    expect(await fields({ weight: 200_001 })).toEqual(['weight:receiving.weightRange']);
    expect(await fields({ trackingNumber: '1234-567' })).toEqual(['trackingNumber:receiving.trackingTooShort']);
    expect(await fields({ trackingNumber: 'A'.repeat(41) })).toEqual(['trackingNumber:receiving.trackingTooLong']);
    expect(await fields({ trackingNumber: 'ABC/12345' })).toEqual(['trackingNumber:receiving.trackingCharacters']);
    const notPicture = await app.http.post('/api/package/photo/upload').attach('files', Buffer.from('%PDF-1.4\n%%EOF'), 'a.png').expect(415);
    expect(notPicture.body.code).toBe('receiving.photoNotImage');
    const pdf = await app.http.post('/api/package/file/upload').attach('files', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n'), 'invoice.pdf').expect(201);
    expect(pdf.body[0].contentType).toBe('application/pdf');
    await app.http.post('/api/package/file/upload').attach('files', Buffer.from('MZ not a document'), 'invoice.pdf').expect(415);
    expect((await app.http.get('/api/package/get').expect(200)).body.total).toBe(0);
  });
});

describe('storage over HTTP', () => {
  const app = useTestApp();

  it('root sets the storage terms; the fee so far follows them; an unknown package is disposed of only once old enough', async () => {
    const lan = await givenCustomerUser(app, 'lan@test.local', 'Lan');
    expect((await lan.agent.get('/api/package/storage/terms').expect(200)).body).toEqual({ freeDays: 30, dailyFee: 50, disposeAfterDays: 90 });
    await lan.agent.post('/api/package/storage/terms').send({ freeDays: 0, dailyFee: 100, disposeAfterDays: 1 }).expect(403);
    expect(
      (await app.http.post('/api/package/storage/terms').send({ freeDays: -1, dailyFee: 100, disposeAfterDays: 0 }).expect(400)).body.fields.map(
        (field: { path: string }) => field.path,
      ),
    ).toEqual(['freeDays', 'disposeAfterDays']);
    const set: CommandReceipt = (await app.http.post('/api/package/storage/terms').send({ freeDays: 0, dailyFee: 100, disposeAfterDays: 1 }).expect(201)).body;
    expect((await lan.agent.get('/api/package/storage/terms').set(after(set.position)).expect(200)).body).toEqual({
      freeDays: 0,
      dailyFee: 100,
      disposeAfterDays: 1,
    });
    const unknown: CommandReceipt = (
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: UPS, labelName: 'L', ...measured })
        .expect(201)
    ).body;
    // Received today: day 0, so no fee yet, and too young to dispose of.
    expect((await app.http.get(`/api/package/get/by/id/${unknown.id}`).set(after(unknown.position)).expect(200)).body).toMatchObject({
      daysInStorage: 0,
      storageFee: 0,
    });
    expect((await app.http.post('/api/package/dispose').send({ id: unknown.id, reason: 'Unclaimed' }).expect(409)).body.code).toBe(
      'receiving.tooEarlyToDispose',
    );
    // A package with its owner may be returned or disposed of at once.
    const owned: CommandReceipt = (
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: USPS, customerId: lan.customerId, ...measured })
        .expect(201)
    ).body;
    await app.http.post('/api/package/dispose').send({ id: owned.id, reason: 'Customer asked' }).expect(201);
    await app.http.post('/api/package/dispose').send({ id: owned.id, reason: 'Again' }).expect(409);
  });
});
