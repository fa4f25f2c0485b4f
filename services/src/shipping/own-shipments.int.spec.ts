import type { AddShipmentInput, OwnShipmentView, Page } from '@cargo/contracts';
import { givenCustomerUser, useTestApp } from '../testing/test-app';

const readAfter = (position: string) => ({ 'X-Min-Position': position });

describe("the customer's own shipments over HTTP", () => {
  const app = useTestApp();

  const customer = (email: string, first: string) => givenCustomerUser(app, email, first);
  const party = (customerId: number, street: string) => ({ customerId, address1: street, phone: '0912345678', email: 'party@example.com' });
  const shipment = (groupId: number, sender: number, receiver: number, mtlTracking: string): AddShipmentInput => ({
    groupId,
    sender: party(sender, '12 Lê Lợi'),
    receiver: party(receiver, '7 Hai Bà Trưng'),
    totalBox: 2,
    totalPallet: 0,
    totalWeight: 1250,
    totalValue: 10_000,
    shipmentDate: '2026-11-21',
    mtlTracking,
  });

  it("shows a customer the shipments they send or receive with the timeline in their language, their own party in full and the other by name only; never another customer's", async () => {
    const binh = await customer('binh@test.local', 'Bình');
    const hoa = await customer('hoa@test.local', 'Hoa');
    const lan = await customer('lan@test.local', 'Lan');
    const group = (await app.http.post('/api/shipment/add/group').send({ typeId: 'Air', shipmentDate: '2026-11-20' }).expect(201)).body.id as number;
    const toHoa = (
      await app.http
        .post('/api/shipment/add')
        .send(shipment(group, binh.customerId, hoa.customerId, 'MTL-100'))
        .expect(201)
    ).body;
    const notBinhs = (
      await app.http
        .post('/api/shipment/add')
        .send(shipment(group, hoa.customerId, lan.customerId, 'MTL-200'))
        .expect(201)
    ).body;
    const moved = (await app.http.post('/api/shipment/update/status/by/group/id').send({ groupId: group, statusId: 4 }).expect(201)).body as {
      position: string;
    };

    const binhs = (await binh.agent.get('/api/shipment/get/mine').set('Accept-Language', 'en').set(readAfter(moved.position)).expect(200))
      .body as Page<OwnShipmentView>;
    expect(binhs.total).toBe(1);
    const [sent] = binhs.items;
    expect(sent).toMatchObject({ id: toHoa.id, mtlTracking: 'MTL-100', role: 'sender', totalWeight: 1250 });
    expect(sent.sender).toMatchObject({ address1: '12 Lê Lợi', phone: '0912345678' });
    // Of the receiver, another customer, only the name.
    expect(sent.receiver).toEqual({ name: expect.any(String), address1: null, address2: null, phone: null, email: null });
    expect(sent.timeline).toHaveLength(2);
    expect(sent.timeline[0].statusName).toBe('New');
    expect(sent.statusName).toBe(sent.timeline[1].statusName);
    expect(JSON.stringify(binhs)).not.toContain('7 Hai Bà Trưng');
    expect(Object.keys(sent)).not.toContain('createdBy');

    // The receiver sees the same shipment from their side, in Vietnamese.
    const received = (await hoa.agent.get(`/api/shipment/get/mine/by/id/${toHoa.id}`).set('Accept-Language', 'vi').expect(200)).body as OwnShipmentView;
    expect(received).toMatchObject({ role: 'receiver', receiver: { address1: '7 Hai Bà Trưng' }, sender: { address1: null, phone: null } });
    expect(received.timeline[0].statusName).toBe('Mới');
    expect(((await hoa.agent.get('/api/shipment/get/mine').expect(200)).body as Page<OwnShipmentView>).total).toBe(2);

    // Another customer's shipment is one that does not exist; a made-up id too.
    await binh.agent.get(`/api/shipment/get/mine/by/id/${notBinhs.id}`).expect(404);
    await binh.agent.get('/api/shipment/get/mine/by/id/999999').expect(404);
    // Staff without a customer account have no shipments of their own.
    expect(((await app.http.get('/api/shipment/get/mine').expect(200)).body as Page<OwnShipmentView>).total).toBe(0);
  });
});
