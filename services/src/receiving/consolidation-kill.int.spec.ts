import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, PackageView, ShipmentListRow } from '@cargo/contracts';
import { CLI, json, ServerProcess } from '../testing/server-process';

const PACKAGES = 40;

describe('consolidation survives kill -9', () => {
  jest.setTimeout(180_000);
  // Its own port range (3790–3849); a run left midway is resumed once it is a second old.
  const server = new ServerProcess(mkdtempSync(join(tmpdir(), 'cargo-consolidation-kill-')), 3790 + Math.floor(Math.random() * 60), {
    WORKFLOW_RESUME_AFTER_MS: '1000',
  });
  afterAll(() => server.kill());

  it('leaves every package in exactly one shipment or none, and the verified replay finds no difference', async () => {
    await server.start();
    await server.signIn();
    const customerId = (await json<{ id: number }>(server.post('/api/customer/add', { name: 'Trần Thị Lan', address1: '12 Lê Lợi', phone: '0912345678' }))).id;
    const groupId = (await json<{ id: number }>(server.post('/api/shipment/add/group', { typeId: 'Air', shipmentDate: '2026-12-03' }))).id;
    const packageIds: number[] = [];
    for (let n = 0; n < PACKAGES; n += 1)
      packageIds.push(
        (
          await json<{ id: number }>(
            server.post('/api/package/receive', {
              trackingNumber: `KILL${String(n).padStart(8, '0')}`,
              customerId,
              weight: 100 + n,
              length: 10,
              width: 8,
              height: 4,
            }),
          )
        ).id,
      );
    const party = { customerId, address1: '12 Lê Lợi', phone: '0912345678' };
    const consolidation = (ids: number[]) => ({
      groupId,
      sender: party,
      receiver: party,
      totalBox: 1,
      totalPallet: 0,
      totalWeight: 500,
      shipmentDate: '2026-12-03',
      customerId,
      packageIds: ids,
    });

    // Three desks consolidate overlapping pairs at once: the races refuse some, the kill cuts others midway.
    let killed = false;
    let acknowledged = 0;
    const desk = async (offset: number) => {
      for (let n = 0; !killed; n += 1) {
        const first = (n * 3 + offset) % (PACKAGES - 1);
        try {
          const answer = await server.post('/api/package/consolidate', consolidation([packageIds[first], packageIds[first + 1]]));
          if (answer.status === 201) acknowledged += 1;
        } catch {
          return; // in doubt: the server died with the request
        }
      }
    };
    const desks = [desk(0), desk(1), desk(2)];
    await new Promise((done) => setTimeout(done, 1200 + Math.floor(Math.random() * 600)));
    await server.kill();
    killed = true;
    await Promise.all(desks);
    expect(acknowledged).toBeGreaterThan(0);

    await server.start();
    // Each package's state and the shipments' parcels agree: a package is in the one shipment it names, or in none.
    const disagreements = async () => {
      const [packages, shipments] = await Promise.all([
        server.get<Page<PackageView>>('/api/package/get?pageSize=500'),
        server.get<Page<ShipmentListRow>>('/api/shipment/get?pageSize=500'),
      ]);
      const parcels = new Map(shipments.items.map((shipment) => [shipment.id, shipment.parcels.filter((parcel) => parcel.isActive).length]));
      const held = new Map<number, number>();
      const problems: string[] = [];
      for (const pkg of packages.items) {
        if (pkg.state === 'consolidated') {
          if (!parcels.has(pkg.shipmentId!)) problems.push(`#${pkg.id} in shipment #${pkg.shipmentId}, which does not exist`);
          held.set(pkg.shipmentId!, (held.get(pkg.shipmentId!) ?? 0) + 1);
        } else if (pkg.state !== 'received') problems.push(`#${pkg.id} is ${pkg.state}`);
      }
      for (const [shipmentId, count] of parcels)
        if ((held.get(shipmentId) ?? 0) !== count) problems.push(`shipment #${shipmentId} has ${count} parcels, ${held.get(shipmentId) ?? 0} packages`);
      return problems;
    };
    let problems = await disagreements();
    // The resumer takes back what a cut run held (it looks every few seconds).
    for (let attempt = 0; attempt < 60 && problems.length > 0; attempt += 1) {
      await new Promise((done) => setTimeout(done, 500));
      problems = await disagreements();
    }
    expect(problems).toEqual([]);

    await server.kill();
    const verify = spawnSync(process.execPath, [CLI, '--verify'], { env: { ...process.env, DATA_DIR: server.dataDir }, encoding: 'utf8' });
    expect(verify.stdout).not.toMatch(/[1-9]\d* difference\(s\)/);
    expect(verify.stdout).toMatch(/difference/);
    expect(verify.status).toBe(0);
  });
});
