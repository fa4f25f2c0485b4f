import { seededOptionId, today, type CommandReceipt, type Page, type PackageView, type ShipmentListRow, type ShipRequestView } from '@cargo/contracts';
import { givenCustomerUser, useTestApp } from '../testing/test-app';

const after = (position: string) => ({ 'X-Min-Position': position });
const measured = (weight: number) => ({ weight, length: 12, width: 10, height: 6, bin: 'B-07' });
const NUMBERS = ['1Z5R89390357567127', '9400111899223344556677', 'TBA123456789012'];

describe('ship requests and consolidation over HTTP', () => {
  const app = useTestApp();

  /** A customer with a delivery address and three received packages (the first pre-alerted at $120). */
  async function customerWithPackages(email: string) {
    const customer = await givenCustomerUser(app, email, 'Lan');
    const numbers = NUMBERS.map((number) => `${number}${email.slice(0, 2).toUpperCase()}`);
    const address: CommandReceipt = (
      await customer.agent.post('/api/deliveryaddress/add').send({ name: 'Lan Nguyễn', phone: '0912345678', address1: '12 Lê Lợi, Q1' }).expect(201)
    ).body;
    const alert: CommandReceipt = (
      await customer.agent
        .post('/api/package/prealert/add')
        .send({ carrier: 'UPS', trackingNumber: numbers[0], service: 'Air', contents: [{ description: 'Shoes', quantity: 2, value: 12_000 }] })
        .expect(201)
    ).body;
    const packageIds: number[] = [];
    for (const [at, trackingNumber] of numbers.entries()) {
      const body = at === 0 ? { trackingNumber, preAlertId: alert.id } : { trackingNumber, customerId: customer.customerId };
      packageIds.push(
        (
          await app.http
            .post('/api/package/receive')
            .send({ ...body, ...measured(200 + at * 100) })
            .expect((reply) => expect([reply.status, reply.body.fields]).toEqual([201, undefined]))
        ).body.id,
      );
    }
    return { ...customer, addressId: address.id, packageIds };
  }
  const group = async () => (await app.http.post('/api/shipment/add/group').send({ typeId: 'Air', shipmentDate: '2026-12-03' }).expect(201)).body.id as number;
  const party = (customerId: number) => ({ customerId, address1: '12 Lê Lợi, Q1', phone: '0912345678' });
  const shipment = (groupId: number, customerId: number) => ({
    groupId,
    sender: party(customerId),
    receiver: party(customerId),
    totalBox: 1,
    totalPallet: 0,
    totalWeight: 650,
    shipmentDate: '2026-12-03',
    mtlTracking: '',
  });

  it('a customer requests their packages; staff consolidate the request into one shipment of an air group, a parcel per package; a parcel removed gives its package back', async () => {
    const lan = await customerWithPackages('lan@test.local');
    const request: CommandReceipt = (
      await lan.agent
        .post('/api/package/request/add')
        .send({ packageIds: lan.packageIds.slice(0, 2), service: 'Air', addressId: lan.addressId, insurance: true, packing: 'repack', note: 'Fragile' })
        .expect(201)
    ).body;
    const queue: Page<ShipRequestView> = (await app.http.get('/api/package/request/get?state=requested').set(after(request.position)).expect(200)).body;
    expect(queue.items).toMatchObject([
      {
        id: request.id,
        customerId: lan.customerId,
        insurance: true,
        packing: 'repack',
        address: { name: 'Lan Nguyễn', phone: '0912345678', address1: '12 Lê Lợi, Q1', address2: '' },
        packages: [{ bin: 'B-07', state: 'requested' }, { state: 'requested' }],
      },
    ]);
    // A requested package is not requested again.
    await lan.agent
      .post('/api/package/request/add')
      .send({ packageIds: [lan.packageIds[0]], service: 'Air', addressId: lan.addressId })
      .expect(409);

    const groupId = await group();
    // The request's own packages, all of them.
    expect(
      (
        await app.http
          .post('/api/package/consolidate')
          .send({ ...shipment(groupId, lan.customerId), requestId: request.id, customerId: lan.customerId, packageIds: [lan.packageIds[0]] })
          .expect(400)
      ).body.fields[0].code,
    ).toBe('receiving.requestOtherPackages');
    // A side past the dock's 120 in is refused, and nothing is consolidated.
    const tooLong = await app.http
      .post('/api/package/consolidate')
      .send({ ...shipment(groupId, lan.customerId), boxLength: 121, requestId: request.id, customerId: lan.customerId, packageIds: lan.packageIds.slice(0, 2) })
      .expect(400);
    expect(tooLong.body.fields).toEqual([{ path: 'boxLength', code: 'validation.tooLarge', message: expect.any(String) }]);
    const made: CommandReceipt = (
      await app.http
        .post('/api/package/consolidate')
        .send({
          ...shipment(groupId, lan.customerId),
          // The repacked box as measured.
          boxLength: 18,
          boxWidth: 14,
          boxHeight: 10,
          requestId: request.id,
          customerId: lan.customerId,
          packageIds: lan.packageIds.slice(0, 2),
        })
        .expect(201)
    ).body;
    const record: ShipmentListRow = (await app.http.get(`/api/shipment/get/by/id/${made.id}`).set(after(made.position)).expect(200)).body;
    expect(record).toMatchObject({
      groupId,
      typeId: 'Air',
      boxLength: 18,
      boxWidth: 14,
      boxHeight: 10,
      totalValue: 12_000 + 10_000,
      parcels: [
        { weight: 200, value: 12_000 },
        { weight: 300, value: 10_000 },
      ],
    });
    const held: PackageView[] = (await app.http.get(`/api/package/get/by/shipment/id/${made.id}`).expect(200)).body;
    expect(held.map((pkg) => [pkg.id, pkg.state, pkg.shipmentId])).toEqual(lan.packageIds.slice(0, 2).map((id) => [id, 'consolidated', made.id]));
    expect((await app.http.get(`/api/package/request/get/by/id/${request.id}`).expect(200)).body).toMatchObject({ state: 'consolidated', shipmentId: made.id });

    // A package is in at most one shipment.
    const other: { body: { code: string } } = await app.http
      .post('/api/package/consolidate')
      .send({ ...shipment(groupId, lan.customerId), customerId: lan.customerId, packageIds: [lan.packageIds[1], lan.packageIds[2]] })
      .expect(409);
    expect(other.body.code).toBe('receiving.inAnotherShipment');
    // Nothing of the refused consolidation stays: the third package is still in storage.
    expect((await app.http.get(`/api/package/get/by/id/${lan.packageIds[2]}`).expect(200)).body.state).toBe('received');

    // The shipment's form removes the first package's parcel: that package is back in storage.
    const parcels = record.parcels.map((parcel, at) => ({ id: parcel.id, weight: parcel.weight, value: parcel.value, isActive: at !== 0 }));
    const saved: CommandReceipt = (
      await app.http
        .post('/api/shipment/update')
        .send({ ...shipment(groupId, lan.customerId), totalValue: 10_000, id: made.id, statusId: record.statusId, parcels })
        .expect(201)
    ).body;
    expect((await app.http.get(`/api/package/get/by/id/${lan.packageIds[0]}`).set(after(saved.position)).expect(200)).body).toMatchObject({
      state: 'received',
      shipmentId: null,
    });
    expect((await app.http.get(`/api/package/get/by/id/${lan.packageIds[1]}`).expect(200)).body).toMatchObject({
      state: 'consolidated',
      consolidatedOn: today(),
      daysInStorage: 0,
      storageFee: 0,
    });

    // The group departs: the package its shipment still carries is shipped; set back to New, it waits in the shipment again.
    const departs = async (statusId: number) =>
      (await app.http.post('/api/shipment/update/group').send({ id: groupId, typeId: 'Air', shipmentDate: '2026-12-03', statusId }).expect(201))
        .body as CommandReceipt;
    const departed = await departs(seededOptionId('shipmentGroupStatus', 'New') + 1);
    expect((await app.http.get(`/api/package/get/by/id/${lan.packageIds[1]}`).set(after(departed.position)).expect(200)).body).toMatchObject({
      state: 'shipped',
      shippedOn: today(),
    });
    expect((await app.http.get(`/api/package/get/by/id/${lan.packageIds[0]}`).expect(200)).body.state).toBe('received');
    const shippedTab: Page<PackageView> = (await lan.agent.get('/api/package/get?state=shipped').expect(200)).body;
    expect(shippedTab.items.map((pkg) => pkg.id)).toEqual([lan.packageIds[1]]);
    const back = await departs(seededOptionId('shipmentGroupStatus', 'New'));
    expect((await app.http.get(`/api/package/get/by/id/${lan.packageIds[1]}`).set(after(back.position)).expect(200)).body).toMatchObject({
      state: 'consolidated',
      shippedOn: null,
    });

    // The shipment moved on its form into another group that has departed: its package ships; scanned back into the first (New), it waits again.
    const gone = await group();
    await app.http
      .post('/api/shipment/update/group')
      .send({ id: gone, typeId: 'Air', shipmentDate: '2026-12-03', statusId: seededOptionId('shipmentGroupStatus', 'New') + 1 })
      .expect(201);
    const current = (await app.http.get(`/api/shipment/get/by/id/${made.id}`).expect(200)).body as ShipmentListRow;
    const activeParcels = current.parcels.map(({ id, weight, value, isActive }) => ({ id, weight, value, isActive }));
    const intoGone: CommandReceipt = (
      await app.http
        .post('/api/shipment/update')
        .send({ ...shipment(gone, lan.customerId), totalValue: 10_000, id: made.id, statusId: current.statusId, parcels: activeParcels })
        .expect(201)
    ).body;
    expect((await app.http.get(`/api/package/get/by/id/${lan.packageIds[1]}`).set(after(intoGone.position)).expect(200)).body).toMatchObject({
      state: 'shipped',
      shippedOn: today(),
    });
    // Only consolidation puts a package's parcel in a shipment: the form may not name a package's key.
    const forged = await app.http
      .post('/api/shipment/update')
      .send({
        ...shipment(gone, lan.customerId),
        totalValue: 10_000,
        id: made.id,
        statusId: current.statusId,
        parcels: [...activeParcels, { lineKey: `package-${lan.packageIds[2]}`, weight: 100, value: 100 }],
      })
      .expect(400);
    expect(forged.body.fields).toEqual([{ path: `parcels.${activeParcels.length}.lineKey`, code: 'shipping.packageParcelKey', message: expect.any(String) }]);
    const scannedBack: CommandReceipt = (await app.http.post('/api/shipment/move/to/group').send({ id: made.id, groupId }).expect(201)).body;
    expect((await app.http.get(`/api/package/get/by/id/${lan.packageIds[1]}`).set(after(scannedBack.position)).expect(200)).body).toMatchObject({
      state: 'consolidated',
      shippedOn: null,
    });
  });

  it("refuses a request naming another customer's package, a held or unknown one; a cancelled request gives its packages back", async () => {
    const lan = await customerWithPackages('lan@test.local');
    const binh = await customerWithPackages('binh@test.local');
    await lan.agent
      .post('/api/package/request/add')
      .send({ packageIds: [binh.packageIds[0]], service: 'Air', addressId: lan.addressId })
      .expect(404);
    await lan.agent
      .post('/api/package/request/add')
      .send({ packageIds: [lan.packageIds[0]], service: 'Air', addressId: binh.addressId })
      .expect(400);
    await app.http.post('/api/package/hold').send({ id: lan.packageIds[1], reason: 'Lithium battery' }).expect(201);
    expect(
      (
        await lan.agent
          .post('/api/package/request/add')
          .send({ packageIds: [lan.packageIds[1]], service: 'Sea', addressId: lan.addressId })
          .expect(409)
      ).body.code,
    ).toBe('receiving.packageHeldNotShipped');
    const unknown: CommandReceipt = (
      await app.http
        .post('/api/package/receive')
        .send({ trackingNumber: 'UNKNOWN12345', labelName: 'L N', ...measured(100) })
        .expect(201)
    ).body;
    await lan.agent
      .post('/api/package/request/add')
      .send({ packageIds: [unknown.id], service: 'Air', addressId: lan.addressId })
      .expect(404);
    const groupId = await group();
    await app.http
      .post('/api/package/consolidate')
      .send({ ...shipment(groupId, lan.customerId), customerId: lan.customerId, packageIds: [unknown.id] })
      .expect(404);

    const request: CommandReceipt = (
      await lan.agent
        .post('/api/package/request/add')
        .send({ packageIds: [lan.packageIds[0], lan.packageIds[2]], service: 'Sea', addressId: lan.addressId })
        .expect(201)
    ).body;
    await binh.agent.post(`/api/package/request/cancel/by/id/${request.id}`).expect(404);
    const cancelled: CommandReceipt = (await lan.agent.post(`/api/package/request/cancel/by/id/${request.id}`).expect(201)).body;
    const mine: Page<PackageView> = (await lan.agent.get('/api/package/get?state=received').set(after(cancelled.position)).expect(200)).body;
    expect(mine.items.map((pkg) => pkg.id).sort()).toEqual([lan.packageIds[0], lan.packageIds[2]].sort());
    expect((await lan.agent.get(`/api/package/request/get/by/id/${request.id}`).expect(200)).body.state).toBe('cancelled');
    await binh.agent.get(`/api/package/request/get/by/id/${request.id}`).expect(404);
    await lan.agent.post(`/api/package/request/cancel/by/id/${request.id}`).expect(409);
  });

  it("a package received 40 days ago settles 10 days past the free 30 as it is consolidated, and the shipment's invoice charges them on a storage line", async () => {
    const lan = await givenCustomerUser(app, 'kim@test.local', 'Kim');
    // Only the clock moves (timers run as they do): the package is received 40 days before today.
    jest.useFakeTimers({
      now: Date.now() - 40 * 86_400_000,
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'],
    });
    const received: CommandReceipt = await app.http
      .post('/api/package/receive')
      .send({ trackingNumber: '1Z5R89390357567199', customerId: lan.customerId, ...measured(500) })
      .expect(201)
      .then((reply) => reply.body);
    jest.useRealTimers();
    const stored: PackageView = (await app.http.get(`/api/package/get/by/id/${received.id}`).set(after(received.position)).expect(200)).body;
    expect([stored.daysInStorage, stored.storageFee]).toEqual([40, 10 * 50]);
    const groupId = await group();
    const made: CommandReceipt = (
      await app.http
        .post('/api/package/consolidate')
        .send({ ...shipment(groupId, lan.customerId), customerId: lan.customerId, packageIds: [received.id] })
        .expect(201)
    ).body;
    // Settled: the days and the fee stay as they were on the day it left the shelf, whatever the terms are set to after.
    await app.http.post('/api/package/storage/terms').send({ freeDays: 0, dailyFee: 1000, disposeAfterDays: 90 }).expect(201);
    const settled: PackageView = (await app.http.get(`/api/package/get/by/id/${received.id}`).set(after(made.position)).expect(200)).body;
    expect([settled.state, settled.daysInStorage, settled.storageFee]).toEqual(['consolidated', 40, 500]);
    const pushed: CommandReceipt = (await app.http.post('/api/invoice/push/from/shipment').send({ shipmentId: made.id }).expect(201)).body;
    const invoice: { invoiceDetails: { name: string; quantity: number; unitPrice: number }[] } = (
      await app.http.get(`/api/invoice/get/by/id/${pushed.id}`).set(after(pushed.position)).expect(200)
    ).body;
    expect(invoice.invoiceDetails.map(({ name, quantity, unitPrice }) => [name, quantity, unitPrice])).toEqual([
      [`Shipment ${made.id}`, 6.5, 275],
      [`Storage, shipment ${made.id}`, 1, 500],
    ]);
  });
});
