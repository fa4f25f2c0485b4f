import { shipmentStream } from '@cargo/contracts';
import { useTestApp } from '../testing/test-app';

/**
 * "Update status by group id" finds the group's shipments on the group's own stream: with no
 * projection running at all (a read model that lags as far as it can), every shipment that joined,
 * and none that left, gets the status.
 */
describe('update status by group, decided from streams', () => {
  const app = useTestApp({ runProjections: false });

  it('changes every shipment the group holds, even before any read model has them', async () => {
    const customer = async (name: string) =>
      (await app.http.post('/api/customer/add').send({ name, address1: '12 Lê Lợi', phone: '0912345678' }).expect(201)).body.id as number;
    const party = (customerId: number) => ({ customerId, address1: '12 Lê Lợi', phone: '0912345678' });
    const group = async () =>
      (await app.http.post('/api/shipment/add/group').send({ typeId: 'Air', shipmentDate: '2026-11-20' }).expect(201)).body.id as number;
    const [sender, receiver] = [await customer('Trần Văn Bình'), await customer('Lê Thị Hoa')];
    const [air, other] = [await group(), await group()];
    const shipment = {
      sender: party(sender),
      receiver: party(receiver),
      totalBox: 1,
      totalPallet: 0,
      totalWeight: 500,
      totalValue: 1000,
      shipmentDate: '2026-11-21',
    };
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1)
      ids.push(
        (
          await app.http
            .post('/api/shipment/add')
            .send({ ...shipment, groupId: air })
            .expect(201)
        ).body.id as number,
      );
    const elsewhere = (
      await app.http
        .post('/api/shipment/add')
        .send({ ...shipment, groupId: other })
        .expect(201)
    ).body.id as number;
    // The last one moves to the other group: it left this one.
    await app.http
      .post('/api/shipment/update')
      .send({ ...shipment, id: ids[2], groupId: other, statusId: 1 })
      .expect(201);

    await app.http.post('/api/shipment/update/status/by/group/id').send({ groupId: air, statusId: 4 }).expect(201);

    const statusOf = async (id: number) => {
      const changes = (await app.infrastructure.eventStore.readStream(shipmentStream(id))).filter((event) => event.type === 'ShipmentStatusChanged');
      return changes.length === 0 ? null : (changes.at(-1)!.data as { statusId: number }).statusId;
    };
    expect(await statusOf(ids[0])).toBe(4);
    expect(await statusOf(ids[1])).toBe(4);
    expect(await statusOf(ids[2])).toBeNull();
    expect(await statusOf(elsewhere)).toBeNull();
  });
});
