import ExcelJS from 'exceljs';
import fc from 'fast-check';
import type { AddShipmentInput, OrderPage, Page, ScanLookup, ShipmentGroupView, ShipmentListRow, TrackingEntry } from '@cargo/contracts';
import { SHIPMENT_GROUPS, verifyProjection, shipmentGroupsProjection, shipmentsProjection } from '@cargo/projections';
import { givenVendorAndProduct, useTestApp, withTestApp, type TestApp } from '../testing/test-app';
import { coldWhenFull } from '../platform/read-store/cold-documents';

describe('shipments and shipment groups over HTTP', () => {
  const app = useTestApp();

  const newCustomer = async (name: string) =>
    (await app.http.post('/api/customer/add').send({ name, address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id as number;
  const newGroup = async (typeId: 'Air' | 'Sea') =>
    (await app.http.post('/api/shipment/add/group').send({ typeId, shipmentDate: '2026-11-20' }).expect(201)).body.id as number;
  const party = (customerId: number) => ({ customerId, address1: '12 Lê Lợi', phone: '0912345678' });
  async function customers() {
    return { sender: await newCustomer('Trần Văn Bình'), receiver: await newCustomer('Lê Thị Hoa') };
  }
  const shipment = (groupId: number, people: { sender: number; receiver: number }, overrides: Partial<AddShipmentInput> = {}): AddShipmentInput => ({
    groupId,
    sender: party(people.sender),
    receiver: party(people.receiver),
    totalBox: 2,
    totalPallet: 3,
    totalWeight: 1250,
    totalValue: 10_000,
    shipmentDate: '2026-11-21',
    ...overrides,
  });
  const get = async <T>(path: string): Promise<T> => (await app.http.get(path).expect(200)).body as T;

  it('records a shipment with status New, type and totals from its group, parcels, and the sender and receiver by name', async () => {
    const people = await customers();
    const air = await newGroup('Air');
    const created = await app.http
      .post('/api/shipment/add')
      .send(
        shipment(air, people, {
          mtlTracking: 'MTL-100',
          parcels: [
            { weight: 500, value: 2000 },
            { weight: 750, value: 8000 },
          ],
        }),
      )
      .expect(201);
    const saved = await get<ShipmentListRow>(`/api/shipment/get/by/id/${created.body.id}`);
    expect(saved).toMatchObject({
      typeId: 'Air',
      statusId: 1,
      totalBox: 2,
      totalPallet: 0,
      totalWeight: 1250,
      totalValue: 10_000,
      senderName: 'Trần Văn Bình',
      receiverName: 'Lê Thị Hoa',
      invoiceId: null,
    });
    expect(saved.parcels).toEqual([
      { id: 1, weight: 500, value: 2000, isActive: true },
      { id: 2, weight: 750, value: 8000, isActive: true },
    ]);
    expect(await get<ShipmentListRow>('/api/shipment/get/by/tracking/number/mtl-100')).toMatchObject({ id: created.body.id });

    const sea = await newGroup('Sea');
    const { parcels: _parcels, ...fields } = shipment(sea, people, { mtlTracking: 'MTL-100' });
    await app.http
      .post('/api/shipment/update')
      .send({
        ...fields,
        id: created.body.id,
        statusId: 3,
        parcels: [
          { id: 1, weight: 500, value: 2000, isActive: false },
          { id: 2, weight: 750, value: 8000 },
        ],
      })
      .expect(201);
    const moved = await get<ShipmentListRow>(`/api/shipment/get/by/id/${created.body.id}`);
    expect(moved).toMatchObject({ groupId: sea, typeId: 'Sea', statusId: 3, totalPallet: 3, totalWeight: 0 });
    expect(moved.parcels.map((parcel) => parcel.isActive)).toEqual([false, true]);
    expect(await get<ShipmentGroupView>(`/api/shipment/get/group/by/id/${air}`)).toMatchObject({ shipmentCount: 0, totalBox: 0, totalWeight: 0 });
    expect(await get<ShipmentGroupView>(`/api/shipment/get/group/by/id/${sea}`)).toMatchObject({
      shipmentCount: 1,
      totalBox: 2,
      totalPallet: 3,
      totalValue: 10_000,
    });
  });

  it("answers the spec's messages for a bad form and changes nothing", async () => {
    const people = await customers();
    const air = await newGroup('Air');
    const fields = async (body: object) =>
      (await app.http.post('/api/shipment/add').send(body).expect(400)).body.fields.map(
        (field: { path: string; message: string }) => `${field.path}: ${field.message}`,
      );
    expect(
      await fields({
        sender: { customerId: 0, address1: '', phone: '' },
        receiver: {},
        shipmentDate: '2026-11-21',
        totalBox: 'x',
        totalPallet: 0,
        totalWeight: 0,
        totalValue: 0,
      }),
    ).toEqual([
      'groupId: Shipment Group is required',
      'sender.customerId: Sender is required',
      'sender.address1: Address is required',
      'sender.phone: Phone is required',
      'receiver.customerId: Receiver is required',
      'receiver.address1: Address is required',
      'receiver.phone: Phone is required',
      'totalBox: Must be numeric',
    ]);
    expect(await fields(shipment(air, people, { totalWeight: 0, totalValue: 0 }))).toEqual([
      'totalWeight: Must be greater than 0',
      'totalValue: Must be greater than 0',
    ]);
    expect(await fields(shipment(air, people, { parcels: [{ weight: 0, value: 'a' as unknown as number }] }))).toEqual([
      'parcels.0.weight: Must be greater than 0',
      'parcels.0.value: Must be numeric',
    ]);
    expect((await get<Page<ShipmentListRow>>('/api/shipment/get')).total).toBe(0);
  });

  it("refuses a tracking number another shipment holds ('Repeated tracking # under shipment list'), also when two creates race", async () => {
    const people = await customers();
    const air = await newGroup('Air');
    await app.http
      .post('/api/shipment/add')
      .send(shipment(air, people, { mtlTracking: 'MTL-7' }))
      .expect(201);
    const duplicate = await app.http
      .post('/api/shipment/add')
      .set('Accept-Language', 'en')
      .send(shipment(air, people, { mtlTracking: ' mtl-7' }))
      .expect(409);
    expect(duplicate.body).toMatchObject({ code: 'shipping.duplicateTracking', message: 'Repeated tracking # under shipment list' });

    for (let round = 0; round < 5; round += 1) {
      const racing = await Promise.all([0, 1, 2].map(() => app.http.post('/api/shipment/add').send(shipment(air, people, { mtlTracking: `RACE-${round}` }))));
      expect(racing.map((reply) => reply.status).sort()).toEqual([201, 409, 409]);
    }
    const group = await get<ShipmentGroupView>(`/api/shipment/get/group/by/id/${air}`);
    expect(group).toMatchObject({ shipmentCount: 6, totalBox: 12 });
  });

  it('deletes a group only while it holds no shipments or orders', async () => {
    const people = await customers();
    const air = await newGroup('Air');
    const created = await app.http
      .post('/api/shipment/add')
      .send(shipment(air, people, { mtlTracking: 'MTL-9' }))
      .expect(201);
    expect((await app.http.get(`/api/shipment/delete/group/by/id/${air}`).expect(409)).body.code).toBe('shipping.groupNotEmpty');
    await app.http.get(`/api/shipment/delete/by/id/${created.body.id}`).expect(200);
    await app.http.get(`/api/shipment/get/by/id/${created.body.id}`).expect(404);
    // Its tracking number is free again.
    await app.http
      .post('/api/shipment/add')
      .send(shipment(air, people, { mtlTracking: 'MTL-9' }))
      .expect(201);

    const { productId } = await givenVendorAndProduct(app, { usQuantity: 5 });
    const sea = await newGroup('Sea');
    const order = await app.http
      .post('/api/order/add')
      .send({ customerId: people.sender, typeId: 'Regular', orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] })
      .expect(201);
    await app.http.post('/api/order/add/to/shipment/group').send({ orderId: order.body.id, shipmentGroupId: sea }).expect(201);
    expect((await app.http.get(`/api/shipment/delete/group/by/id/${sea}`).expect(409)).body.code).toBe('shipping.groupNotEmpty');
    await app.http.get(`/api/order/delete/by/id/${order.body.id}`).expect(200);
    await app.http.get(`/api/shipment/delete/group/by/id/${sea}`).expect(200);
    await app.http.get(`/api/shipment/get/group/by/id/${sea}`).expect(404);
  });

  it('adds orders to a group (not Stale ones), lists them by tab with counts, and moves them between groups', async () => {
    const people = await customers();
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 10 });
    const [first, second] = [await newGroup('Sea'), await newGroup('Sea')];
    const place = async (typeId: string) =>
      (
        await app.http
          .post('/api/order/add')
          .send({ customerId: people.sender, typeId, orderDetails: [{ productId, warehouseId: 'US', quantity: 1 }] })
          .expect(201)
      ).body.id as number;
    const regular = await place('Regular');
    const preorder = await place('Preorder');
    const held = await place('PlaceHolder');
    for (const orderId of [regular, preorder, held])
      await app.http.post('/api/order/add/to/shipment/group').send({ orderId, shipmentGroupId: first }).expect(201);
    const page = await get<OrderPage>(`/api/order/get/by/shipment/group/id/${first}?tab=regular`);
    expect(page.items.map((order) => order.id)).toEqual([regular]);
    expect(page.counts).toMatchObject({ regular: 1, preorder: 1, onHold: 1 });

    await app.http.post('/api/order/add/to/shipment/group').send({ orderId: regular, shipmentGroupId: second }).expect(201);
    expect(await get<ShipmentGroupView>(`/api/shipment/get/group/by/id/${first}`)).toMatchObject({ orderCount: 2 });
    expect(await get<ShipmentGroupView>(`/api/shipment/get/group/by/id/${second}`)).toMatchObject({ orderCount: 1 });

    await app.http.post(`/api/order/unhold?id=${held}&warehouseId=US`).expect(200);
    const stale = await app.http
      .post('/api/order/add/to/shipment/group')
      .set('Accept-Language', 'en')
      .send({ orderId: held, shipmentGroupId: second })
      .expect(409);
    expect(stale.body.code).toBe('shipping.staleOrder');
    await app.http.post('/api/order/add/to/shipment/group').send({ orderId: regular, shipmentGroupId: 999 }).expect(400);
    expect(await get<ShipmentGroupView>(`/api/shipment/get/group/by/id/${second}`)).toMatchObject({ orderCount: 1 });
  });

  it('looks a scanned label up by its number or tracking number, and answers an unknown one with no shipment rather than an error', async () => {
    const people = await customers();
    const group = await newGroup('Air');
    const added = (
      await app.http
        .post('/api/shipment/add')
        .send(shipment(group, people, { mtlTracking: 'SCAN-77' }))
        .expect(201)
    ).body as { id: number; position: string };
    const scanned = async (query: Record<string, string>) =>
      (await app.http.get('/api/shipment/get/scanned').query(query).set('X-Min-Position', added.position).expect(200)).body as ScanLookup;
    expect((await scanned({ id: String(added.id) })).shipment).toMatchObject({ id: added.id, mtlTracking: 'SCAN-77' });
    expect((await scanned({ number: 'scan-77' })).shipment).toMatchObject({ id: added.id });
    expect(await scanned({ number: 'NO-SUCH-LABEL' })).toEqual({ shipment: null });
    expect(await scanned({ id: '999999' })).toEqual({ shipment: null });
    // Exactly one of the two.
    await app.http.get('/api/shipment/get/scanned').expect(400);
    await app.http
      .get('/api/shipment/get/scanned')
      .query({ id: String(added.id), number: 'SCAN-77' })
      .expect(400);
    await app.anonymous.get('/api/shipment/get/scanned').query({ number: 'SCAN-77' }).expect(401);
  });

  it("sets one scanned shipment's status, and moves it into another group of its type; a group of the other type is refused with the measure named", async () => {
    const people = await customers();
    const air = await newGroup('Air');
    const otherAir = await newGroup('Air');
    const sea = await newGroup('Sea');
    const id = (await app.http.post('/api/shipment/add').send(shipment(air, people)).expect(201)).body.id as number;

    await app.http.post('/api/shipment/update/status/by/id').send({ id, statusId: 4 }).expect(201);
    const set = await get<ShipmentListRow>(`/api/shipment/get/by/id/${id}`);
    expect(set.statusId).toBe(4);
    // The same status again writes nothing; an unknown status or shipment is refused.
    await app.http.post('/api/shipment/update/status/by/id').send({ id, statusId: 4 }).expect(201);
    expect((await get<ShipmentListRow>(`/api/shipment/get/by/id/${id}`)).statusHistory).toHaveLength(2);
    expect((await app.http.post('/api/shipment/update/status/by/id').send({ id, statusId: 99 }).expect(400)).body.fields).toEqual([
      expect.objectContaining({ path: 'statusId' }),
    ]);
    await app.http.post('/api/shipment/update/status/by/id').send({ id: 999999, statusId: 4 }).expect(404);

    await app.http.post('/api/shipment/move/to/group').send({ id, groupId: otherAir }).expect(201);
    const moved = await get<ShipmentListRow>(`/api/shipment/get/by/id/${id}`);
    expect(moved).toMatchObject({ groupId: otherAir, statusId: 4, totalWeight: 1250, parcels: set.parcels });
    expect(await get<ShipmentGroupView>(`/api/shipment/get/group/by/id/${air}`)).toMatchObject({ shipmentCount: 0, totalWeight: 0 });
    expect(await get<ShipmentGroupView>(`/api/shipment/get/group/by/id/${otherAir}`)).toMatchObject({ shipmentCount: 1, totalWeight: 1250 });
    // An Air shipment has no pallets, which a Sea group needs.
    const refused = await app.http.post('/api/shipment/move/to/group').set('Accept-Language', 'en').send({ id, groupId: sea }).expect(400);
    expect(refused.body.fields.map((field: { path: string }) => field.path)).toEqual(['totalPallet']);
    expect((await get<ShipmentListRow>(`/api/shipment/get/by/id/${id}`)).groupId).toBe(otherAir);
    await app.http.post('/api/shipment/move/to/group').send({ id: 999999, groupId: air }).expect(404);
  });

  it('sets the status of every shipment of a group; the group list pages by Air and Sea', async () => {
    const people = await customers();
    const air = await newGroup('Air');
    const sea = await newGroup('Sea');
    const ids = [];
    for (let n = 0; n < 3; n += 1) ids.push((await app.http.post('/api/shipment/add').send(shipment(air, people)).expect(201)).body.id);
    await app.http.post('/api/shipment/update/status/by/group/id').send({ groupId: air, statusId: 4 }).expect(201);
    for (const id of ids) expect((await get<ShipmentListRow>(`/api/shipment/get/by/id/${id}`)).statusId).toBe(4);
    await app.http.post('/api/shipment/update/status/by/group/id').send({ groupId: air, statusId: 99 }).expect(400);
    // A group with nothing in it says so, in the caller's language.
    const nothing = await app.http.post('/api/shipment/update/status/by/group/id').set('Accept-Language', 'vi').send({ groupId: sea, statusId: 4 }).expect(409);
    expect(nothing.body).toMatchObject({ code: 'shipping.groupHasNoShipments', message: 'Nhóm không có lô hàng nào để cập nhật trạng thái' });
    expect((await get<Page<ShipmentGroupView>>('/api/shipment/get/groups?typeId=Air')).items.map((group) => group.id)).toEqual([air]);
    await app.http.post('/api/shipment/update/group').send({ id: air, typeId: 'Air', shipmentDate: '2026-11-25', statusId: 2 }).expect(201);
    expect(await get<ShipmentGroupView>(`/api/shipment/get/group/by/id/${air}`)).toMatchObject({ statusId: 2, shipmentDate: '2026-11-25', shipmentCount: 3 });
    expect(
      (await app.http.post('/api/shipment/update/group').send({ id: air, typeId: 'Sea', shipmentDate: '2026-11-25', statusId: 2 }).expect(409)).body.code,
    ).toBe('shipping.groupTypeLocked');
  });

  it('filters the shipment list per column and pages it on the server', async () => {
    const people = await customers();
    const other = await newCustomer('Phạm Minh');
    const air = await newGroup('Air');
    for (let n = 1; n <= 17; n += 1)
      await app.http
        .post('/api/shipment/add')
        .send(shipment(air, n === 5 ? { sender: other, receiver: people.receiver } : people, { mtlTracking: `LIST-${n}` }))
        .expect(201);
    const first = await get<Page<ShipmentListRow>>('/api/shipment/get');
    expect(first).toMatchObject({ total: 17, pageSize: 15 });
    expect(first.items[0].mtlTracking).toBe('LIST-17');
    expect((await get<Page<ShipmentListRow>>('/api/shipment/get?mtlTracking=list-1')).total).toBe(9);
    expect((await get<Page<ShipmentListRow>>(`/api/shipment/get?senderId=${other}`)).items.map((row) => row.mtlTracking)).toEqual(['LIST-5']);
    expect((await get<Page<ShipmentListRow>>('/api/shipment/get?sort=mtlTracking&order=asc&page=1')).items.map((row) => row.mtlTracking)).toEqual([
      'LIST-8',
      'LIST-9',
    ]);
    await app.http.get('/api/shipment/get?sort=password').expect(400);
  });

  it('writes Report.xlsx with the group shipments and Order Report.xlsx with its orders, in the caller language', async () => {
    const people = await customers();
    const air = await newGroup('Air');
    await app.http
      .post('/api/shipment/add')
      .send(shipment(air, people, { mtlTracking: 'XL-1', totalWeight: 1250, totalValue: 12_345 }))
      .expect(201);
    await app.http
      .post('/api/shipment/add')
      .send(shipment(air, people, { mtlTracking: 'XL-2' }))
      .expect(201);
    const { productId } = await givenVendorAndProduct(app, { usQuantity: 5, title: 'Kirkland Vitamin D3 2000 IU' });
    const order = await app.http
      .post('/api/order/add')
      .send({
        customerId: people.receiver,
        typeId: 'Regular',
        orderDetails: [{ productId, warehouseId: 'US', quantity: 3, unitPrice: 1000 }],
        deliveryFee: 500,
        vatFee: 250,
        paymentInfo: { amount: 2000, referenceNumber: 'CK-1' },
      })
      .expect(201);
    await app.http.post('/api/order/add/to/shipment/group').send({ orderId: order.body.id, shipmentGroupId: air }).expect(201);

    const report = await app.http.post(`/api/shipment/generate/report/by/group/id/${air}`).set('Accept-Language', 'vi').expect(200);
    expect(report.body.fileName).toBe('Report.xlsx');
    const shipments = await readSheet(report.body.base64);
    expect(shipments[0]).toEqual(expect.arrayContaining(['Lô hàng #', 'Số theo dõi', 'Cân nặng (lbs)']));
    expect(shipments.slice(1).map((row) => row[1])).toEqual(['XL-1', 'XL-2']);
    expect(shipments[1]).toEqual(expect.arrayContaining(['Trần Văn Bình', 'Lê Thị Hoa', 12.5, 123.45, 'Mới']));

    const orders = await app.http.post(`/api/shipment/generate/order/report/by/group/id/${air}`).set('Accept-Language', 'en').expect(200);
    expect(orders.body.fileName).toBe('Order Report.xlsx');
    const rows = await readSheet(orders.body.base64);
    expect(rows[0]).toEqual([
      'Order #',
      'Type',
      'Customer',
      'Product',
      'Quantity',
      'Case quantity',
      'Total',
      'Delivery fee',
      'VAT',
      'Order total',
      'Payment received',
    ]);
    // The order's fees, total and payment beside its first line: $30.00 of lines, $5.00 delivery, $2.50 VAT, $37.50, $20.00 paid.
    expect(rows.slice(1)).toEqual([[order.body.id, 'Regular', 'Lê Thị Hoa', 'Kirkland Vitamin D3 2000 IU', 3, 0, 30, 5, 2.5, 37.5, 20]]);
    await app.http.post('/api/shipment/generate/report/by/group/id/999').expect(404);

    // Text a spreadsheet would run as a formula goes out as text, in both workbooks.
    await app.http
      .post('/api/shipment/add')
      .send(shipment(air, people, { mtlTracking: 'XL-3', description: '@SUM(1+1)\n=2' }))
      .expect(201);
    const hostile = await readSheet((await app.http.post(`/api/shipment/generate/report/by/group/id/${air}`).expect(200)).body.base64);
    expect(hostile.flat()).toContain("'@SUM(1+1)\n=2");
    expect(hostile.flat().filter((cell) => typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('keeps group totals equal to the sums over their shipments after any edits, moves and deletes, and a rebuild verifies them', async () => {
    const people = await customers();
    const groups = [await newGroup('Air'), await newGroup('Sea'), await newGroup('Air')];
    const totals = fc.record({
      totalBox: fc.integer({ min: 1, max: 40 }),
      totalPallet: fc.integer({ min: 1, max: 9 }),
      totalWeight: fc.integer({ min: 1, max: 90_000 }),
      totalValue: fc.integer({ min: 1, max: 900_000 }),
    });
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), group: fc.nat(2), totals }),
      fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), group: fc.nat(2), totals }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 10 }), async (steps) => {
        for (const action of steps) {
          const live = (await get<Page<ShipmentListRow>>('/api/shipment/get?pageSize=500')).items;
          if (action.kind === 'add')
            await app.http
              .post('/api/shipment/add')
              .send(shipment(groups[action.group], people, action.totals))
              .expect(201);
          else if (live.length > 0) {
            const target = live[action.pick % live.length];
            if (action.kind === 'delete') await app.http.get(`/api/shipment/delete/by/id/${target.id}`).expect(200);
            else
              await app.http
                .post('/api/shipment/update')
                .send({ ...shipment(groups[action.group], people, action.totals), id: target.id, statusId: target.statusId })
                .expect(201);
          }
        }
        await expectGroupsHoldTheirShipments(app, groups);
      }),
      { numRuns: 6 },
    );
    for (const projection of [shipmentsProjection, shipmentGroupsProjection])
      expect((await verifyProjection(app.infrastructure.eventStore, app.infrastructure.readStore, projection, coldWhenFull)).differences).toEqual([]);
    expect(await app.infrastructure.readStore.count(SHIPMENT_GROUPS, {})).toBe(3);
  });

  describe('public tracking', () => {
    it('answers only statuses and dates, in the visitor language; an unknown number has no timeline', async () => {
      const people = await customers();
      const air = await newGroup('Air');
      const created = await app.http
        .post('/api/shipment/add')
        .send(shipment(air, people, { mtlTracking: 'TRACK-1' }))
        .expect(201);
      const { parcels: _parcels, ...fields } = shipment(air, people, { mtlTracking: 'TRACK-1' });
      await app.http
        .post('/api/shipment/update')
        .send({ ...fields, id: created.body.id, statusId: 3 })
        .expect(201);
      const english: TrackingEntry[] = (await app.anonymous.get('/api/shipment/get/status/by/tracking/number/track-1').set('Accept-Language', 'en').expect(200))
        .body;
      expect(english.map((entry) => Object.keys(entry).sort())).toEqual([
        ['dateCreated', 'statusName'],
        ['dateCreated', 'statusName'],
      ]);
      expect(english.map((entry) => entry.statusName)).toEqual(['New', 'In transit']);
      const vietnamese: TrackingEntry[] = (
        await app.anonymous.get('/api/shipment/get/status/by/tracking/number/TRACK-1').set('Accept-Language', 'vi').expect(200)
      ).body;
      expect(vietnamese.map((entry) => entry.statusName)).toEqual(['Mới', 'Đang vận chuyển']);
      expect((await app.anonymous.get('/api/shipment/get/status/by/tracking/number/NOPE').expect(200)).body).toEqual([]);
      await app.anonymous.get('/api/shipment/get/by/tracking/number/TRACK-1').expect(401);
      await app.anonymous.get('/api/shipment/get').expect(401);
    });

    it('is rate limited like every public call', async () => {
      await withTestApp({ publicWriteLimitPerMinute: 3 }, async (limited) => {
        for (let n = 0; n < 3; n += 1) await limited.anonymous.get('/api/shipment/get/status/by/tracking/number/ANY').expect(200);
        await limited.anonymous.get('/api/shipment/get/status/by/tracking/number/ANY').expect(429);
      });
    });
  });
});

async function readSheet(base64: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function expectGroupsHoldTheirShipments(app: TestApp, groups: number[]): Promise<void> {
  const shipments = (await app.http.get('/api/shipment/get?pageSize=500').expect(200)).body.items as ShipmentListRow[];
  for (const groupId of groups) {
    const group = (await app.http.get(`/api/shipment/get/group/by/id/${groupId}`).expect(200)).body as ShipmentGroupView;
    const held = shipments.filter((row) => row.groupId === groupId);
    const sum = (field: 'totalBox' | 'totalWeight' | 'totalPallet' | 'totalValue') => held.reduce((total, row) => total + row[field], 0);
    expect(group).toMatchObject({
      shipmentCount: held.length,
      totalBox: sum('totalBox'),
      totalWeight: sum('totalWeight'),
      totalPallet: sum('totalPallet'),
      totalValue: sum('totalValue'),
    });
  }
}
