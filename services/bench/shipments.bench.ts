import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { shipmentGroupStream, shipmentStream, type ShipmentRecord } from '@cargo/contracts';
import { CUSTOMER_SHIPMENTS, SHIPMENTS, allIndexes, containing, type CustomerShipmentDoc, type Filter } from '@cargo/projections';
import { openDatabase } from '../src/platform/process/database';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { metadataFor } from '../src/platform/write-model/aggregate-repository';
import { bearer, caughtUp, figures, signIn, startServer, type HttpFigures } from './http.bench';
import { percentile, round2, timed, type QueryFigures } from './timing';
import { SqliteReadStore } from '../src/platform/read-store/sqlite-read-store';

const context = { actor: 'bench', correlationId: 'bench-shipments', causationId: null };
const GROUPS = 200;
const CUSTOMERS = 5_000;

const trackingOf = (shipmentId: number) => `MTL-${String(shipmentId).padStart(7, '0')}`;
const party = (customerId: number) => ({ customerId, address1: `${customerId} Main St`, address2: '', phone: '0912345678', email: '' });

/** `count` shipments in 200 groups, each with two status changes, written straight to the log; the server's projections build the read models. */
async function seedShipments(dataDir: string, count: number): Promise<void> {
  const db = openDatabase(dataDir, 'NORMAL');
  const events = new SqliteEventStore(db);
  const metadata = metadataFor(context);
  for (let groupId = 1; groupId <= GROUPS; groupId += 1) {
    await events.append(
      shipmentGroupStream(groupId),
      [{ type: 'ShipmentGroupAdded', data: { groupId, statusId: 1, details: { typeId: groupId % 2 ? 'Air' : 'Sea', shipmentDate: '2026-11-01' } }, metadata }],
      'no_stream',
    );
  }
  for (let shipmentId = 1; shipmentId <= count; shipmentId += 1) {
    const groupId = (shipmentId % GROUPS) + 1;
    const air = groupId % 2 === 1;
    const shipment: ShipmentRecord = {
      groupId,
      typeId: air ? 'Air' : 'Sea',
      sender: party((shipmentId % CUSTOMERS) + 1),
      receiver: party(((shipmentId * 7) % CUSTOMERS) + 1),
      totalBox: 1 + (shipmentId % 9),
      totalPallet: air ? 0 : 1 + (shipmentId % 3),
      totalWeight: air ? 100 + (shipmentId % 5000) : 0,
      totalValue: 10_000,
      description: '',
      shipmentDate: '2026-11-02',
      boxLength: 0,
      boxWidth: 0,
      boxHeight: 0,
      mtlTracking: trackingOf(shipmentId),
    };
    await events.append(
      shipmentStream(shipmentId),
      [
        { type: 'ShipmentCreated', data: { shipmentId, statusId: 1, shipment }, metadata },
        { type: 'ShipmentStatusChanged', data: { shipmentId, statusId: 2 }, metadata },
        { type: 'ShipmentStatusChanged', data: { shipmentId, statusId: 3 }, metadata },
      ],
      'no_stream',
    );
  }
  db.close();
}

export interface ShipmentFigures {
  shipments: number;
  http: (HttpFigures & { name: string })[];
  queries: QueryFigures[];
}

/**
 * The shipment screens at `count` shipments: over HTTP under load (list, column filters, a group,
 * its Report.xlsx, the public tracking reply), then the read store's list queries in this process
 * beside hand-written indexed SQL over the same rows.
 */
export async function shipmentFigures(count: number, connections: number, seconds: number): Promise<ShipmentFigures> {
  const port = 5100 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-shipments-'));
  await seedShipments(dataDir, count);
  const server = await startServer(port, dataDir, { PUBLIC_WRITE_LIMIT_PER_MINUTE: '100000000' });
  const http: (HttpFigures & { name: string })[] = [];
  try {
    await signIn(port);
    await caughtUp(port);
    const middle = Math.floor(count / 2);
    const scenarios: [string, string, boolean][] = [
      ['shipment list, first page', '/api/shipment/get', true],
      ['shipment list, tracking # contains (one match)', `/api/shipment/get?mtlTracking=${trackingOf(middle)}`, true],
      ['shipment list, one sender', '/api/shipment/get?senderId=42', true],
      ['shipment list, page 3,000 by tracking #', '/api/shipment/get?page=3000&sort=mtlTracking&order=asc', true],
      ['shipment group by id', '/api/shipment/get/group/by/id/7', true],
      ['public tracking reply', `/api/shipment/get/status/by/tracking/number/${trackingOf(middle).toLowerCase()}`, false],
    ];
    for (const [name, path, staff] of scenarios) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        requests: [{ method: 'GET', path, headers: staff ? { authorization: bearer() } : {} }],
      });
      http.push({ name, ...figures(connections, seconds, result) });
    }
    const report = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 2,
      duration: seconds,
      requests: [{ method: 'POST', path: '/api/shipment/generate/report/by/group/id/7', headers: { authorization: bearer() } }],
    });
    http.push({ name: `Report.xlsx of a group of ${count / GROUPS} shipments (2 connections)`, ...figures(2, seconds, report) });
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
  return { shipments: count, http, queries: await inProcess(dataDir, count) };
}

/** The list's queries through the read store (MongoDB language to SQL) and through hand-written SQL over a plain indexed table of the same rows. */
async function inProcess(dataDir: string, count: number): Promise<QueryFigures[]> {
  const db = openDatabase(dataDir);
  const store = new SqliteReadStore(db);
  await store.declare(allIndexes);
  db.exec(`DROP TABLE IF EXISTS reference_shipments;
    CREATE TABLE reference_shipments (id INTEGER PRIMARY KEY, tracking_key TEXT NOT NULL, sender INTEGER NOT NULL, receiver INTEGER NOT NULL, group_id INTEGER NOT NULL, body TEXT NOT NULL);`);
  // The same documents the read store holds, as a plain table with its own indexes.
  db.exec(`INSERT INTO reference_shipments (id, tracking_key, sender, receiver, group_id, body)
    SELECT CAST(id AS INTEGER), json_extract(body, '$.trackingKey'), json_extract(body, '$.senderId'), json_extract(body, '$.receiverId'), json_extract(body, '$.groupId'), body FROM "docs_${SHIPMENTS}";`);
  db.exec(`CREATE INDEX reference_shipments_tracking ON reference_shipments (tracking_key, id);
    CREATE INDEX reference_shipments_sender ON reference_shipments (sender, id);
    CREATE INDEX reference_shipments_receiver ON reference_shipments (receiver, id);
    CREATE INDEX reference_shipments_group ON reference_shipments (group_id, id);`);
  const middle = trackingOf(Math.floor(count / 2));
  const page =
    (filter: Filter, sort: Record<string, 1 | -1> = { id: -1 }) =>
    async () => {
      await store.find(SHIPMENTS, filter, { sort, limit: 15 });
      await store.count(SHIPMENTS, filter);
    };
  const sql = (where: string, ...args: unknown[]) => {
    const rows = db.prepare(`SELECT body FROM reference_shipments ${where} ORDER BY id DESC LIMIT 15`);
    const total = db.prepare(`SELECT count(*) AS n FROM reference_shipments ${where}`);
    return () => {
      (rows.all(...args) as { body: string }[]).map((row) => JSON.parse(row.body) as unknown);
      total.get(...args);
    };
  };
  const cases: [string, () => unknown, () => unknown][] = [
    ['first page, newest first', page({}), sql('')],
    [
      'tracking lookup (public reply)',
      async () => store.find(SHIPMENTS, { trackingKey: middle }, { limit: 1 }),
      () => JSON.parse((db.prepare('SELECT body FROM reference_shipments WHERE tracking_key = ? LIMIT 1').get(middle) as { body: string }).body) as unknown,
    ],
    ['one sender', page({ senderId: 42 }), sql('WHERE sender = ?', 42)],
    ['one group (the reports, status by group)', page({ groupId: 7 }), sql('WHERE group_id = ?', 7)],
    [
      "a customer's own (sender or receiver; the portal)",
      async () => {
        const own = await store.find<CustomerShipmentDoc>(CUSTOMER_SHIPMENTS, { customerId: 42 }, { sort: { shipmentDate: -1, shipmentId: -1 }, limit: 15 });
        await store.count(CUSTOMER_SHIPMENTS, { customerId: 42 });
        await store.getMany(
          SHIPMENTS,
          own.map((entry) => String(entry.shipmentId)),
        );
      },
      sql('WHERE sender = ? OR receiver = ?', 42, 42),
    ],
    ['tracking # contains (one match)', page({ mtlTracking: containing(middle) }), sql('WHERE tracking_key LIKE ?', `%${middle}%`)],
  ];
  const figures: QueryFigures[] = [];
  for (const [name, run, reference] of cases) {
    const mine = await timed(run);
    const theirs = await timed(reference);
    figures.push({
      name,
      p50Ms: round2(percentile(mine, 50)),
      p99Ms: round2(percentile(mine, 99)),
      referenceP50Ms: round2(percentile(theirs, 50)),
      referenceP99Ms: round2(percentile(theirs, 99)),
    });
  }
  db.close();
  return figures;
}
