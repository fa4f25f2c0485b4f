import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InvoiceListRow, Page, ShipmentListRow } from '@cargo/contracts';
import { CLI, json, ServerProcess } from '../testing/server-process';

type Sent = { kind: 'shipment' | 'move' | 'invoice'; tracking: string; shipmentId?: number; acknowledged: boolean };

describe('invoice and shipment links survive kill -9', () => {
  jest.setTimeout(120_000);
  // Its own port range (3700–3789); a run left midway is resumed once it is a second old.
  const server = new ServerProcess(mkdtempSync(join(tmpdir(), 'cargo-links-kill-')), 3700 + Math.floor(Math.random() * 90), {
    WORKFLOW_RESUME_AFTER_MS: '1000',
  });
  afterAll(() => server.kill());

  it('leaves no tracking number claimed, no membership and no invoice link without the record that holds it', async () => {
    await server.start();
    await server.signIn();
    const customer = async (name: string) =>
      (await json<{ id: number }>(server.post('/api/customer/add', { name, address1: '12 Lê Lợi', phone: '0912345678' }))).id;
    const sender = await customer('Trần Văn Bình');
    const receiver = await customer('Lê Thị Hoa');
    const groups = await Promise.all(
      [0, 1].map(async () => (await json<{ id: number }>(server.post('/api/shipment/add/group', { typeId: 'Air', shipmentDate: '2026-11-20' }))).id),
    );
    const party = (customerId: number) => ({ customerId, address1: '12 Lê Lợi', phone: '0912345678' });
    const shipment = (groupId: number, mtlTracking: string) => ({
      groupId,
      sender: party(sender),
      receiver: party(receiver),
      totalBox: 2,
      totalPallet: 0,
      totalWeight: 1250,
      totalValue: 10_000,
      shipmentDate: '2026-11-21',
      mtlTracking,
    });
    const invoice = (shipmentId: number, mtlTracking: string) => ({
      typeId: 'Shipment',
      customerId: sender,
      associatedId: shipmentId,
      mtlTracking,
      invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 2750 }],
    });

    const sent: Sent[] = [];
    const recorded: number[] = [];
    let killed = false;
    const send = async (request: Sent, reply: () => Promise<Response>) => {
      sent.push(request);
      const answer = await reply();
      request.acknowledged = answer.status === 201;
      return answer;
    };
    const adding = async (lane: number) => {
      for (let n = 0; !killed; n += 1) {
        const tracking = `S-${lane}-${n}`;
        try {
          const answer = await send({ kind: 'shipment', tracking, acknowledged: false }, () =>
            server.post('/api/shipment/add', shipment(groups[n % 2], tracking)),
          );
          if (answer.status === 201) recorded.push((await json<{ id: number }>(answer)).id);
        } catch {
          return; // in doubt: the server died with the request
        }
      }
    };
    const moving = async () => {
      for (let n = 0; !killed; n += 1) {
        const shipmentId = recorded[n % Math.max(recorded.length, 1)];
        if (shipmentId === undefined) {
          await new Promise((done) => setTimeout(done, 20));
          continue;
        }
        const tracking = `M-${n}`;
        try {
          await send({ kind: 'move', tracking, shipmentId, acknowledged: false }, () =>
            server.post('/api/shipment/update', { ...shipment(groups[(n + 1) % 2], tracking), id: shipmentId, statusId: 1, parcels: [] }),
          );
        } catch {
          return;
        }
      }
    };
    const invoicing = async () => {
      for (let n = 0; !killed; n += 1) {
        const shipmentId = recorded[n];
        if (shipmentId === undefined) {
          await new Promise((done) => setTimeout(done, 20));
          n -= 1;
          continue;
        }
        const tracking = `I-${n}`;
        try {
          await send({ kind: 'invoice', tracking, shipmentId, acknowledged: false }, () => server.post('/api/invoice/add', invoice(shipmentId, tracking)));
        } catch {
          return;
        }
      }
    };
    const lanes = [adding(0), adding(1), moving(), invoicing()];
    await new Promise((done) => setTimeout(done, 1500 + Math.floor(Math.random() * 500)));
    await server.kill();
    killed = true;
    await Promise.all(lanes);
    expect(sent.filter((request) => request.acknowledged).length).toBeGreaterThan(20);
    const inDoubt = sent.filter((request) => !request.acknowledged);

    await server.start();
    const shipments = async () => (await server.get<Page<ShipmentListRow>>('/api/shipment/get?pageSize=500')).items;
    const invoices = async () => (await json<Page<InvoiceListRow>>(server.post('/api/invoice/get', { customerId: sender, pageSize: 500 }))).items;
    // Each request the kill cut either took effect whole or left nothing held: a tracking number no
    // record holds can be taken again, a shipment no invoice bills can be billed. The resumer frees
    // what a cut run held once it finds it (it looks every few seconds).
    const settled = async (request: Sent): Promise<boolean> => {
      const [allShipments, allInvoices] = await Promise.all([shipments(), invoices()]);
      if (request.kind === 'invoice') {
        const billed = allInvoices.some((row) => row.associatedId === request.shipmentId);
        const holder = allInvoices.some((row) => row.mtlTracking === request.tracking);
        const free =
          holder || (await server.post('/api/invoice/add', { ...invoice(0, request.tracking), typeId: 'General', associatedId: null })).status === 201;
        const billable = billed || (await server.post('/api/invoice/add', invoice(request.shipmentId!, `RE-${request.tracking}`))).status === 201;
        return free && billable;
      }
      const holder = allShipments.some((row) => row.mtlTracking === request.tracking);
      return holder || (await server.post('/api/shipment/add', shipment(groups[0], request.tracking))).status === 201;
    };
    const pending = [...inDoubt];
    for (let attempt = 0; attempt < 60 && pending.length > 0; attempt += 1) {
      for (const request of [...pending]) if (await settled(request)) pending.splice(pending.indexOf(request), 1);
      if (pending.length > 0) await new Promise((done) => setTimeout(done, 500));
    }
    expect(pending).toEqual([]);

    // No shipment is left in a group it moved out of: once every invoice and shipment is deleted, both groups are empty on their streams.
    for (const row of await invoices())
      expect((await fetch(`${server.base}/api/invoice/delete/by/id/${row.id}`, { method: 'DELETE', headers: server.headers() })).status).toBe(200);
    for (const row of await shipments())
      expect((await fetch(`${server.base}/api/shipment/delete/by/id/${row.id}`, { method: 'DELETE', headers: server.headers() })).status).toBe(200);
    for (const groupId of groups)
      expect((await fetch(`${server.base}/api/shipment/delete/group/by/id/${groupId}`, { method: 'DELETE', headers: server.headers() })).status).toBe(200);

    await server.kill();
    const verify = spawnSync(process.execPath, [CLI, '--verify'], { env: { ...process.env, DATA_DIR: server.dataDir }, encoding: 'utf8' });
    expect(verify.stdout).not.toMatch(/[1-9]\d* difference\(s\)/);
    expect(verify.status).toBe(0);
  });
});
