import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { packageStream, type PackageReceived } from '@cargo/contracts';
import { allIndexes, PACKAGES, PRE_ALERTS } from '@cargo/projections';
import { openDatabase } from '../src/platform/process/database';
import { SqliteEventStore } from '../src/platform/event-store/sqlite-event-store';
import { SqliteReadStore } from '../src/platform/read-store/sqlite-read-store';
import { metadataFor } from '../src/platform/write-model/aggregate-repository';
import { bearer, caughtUp, figures, signIn, startServer, type HttpFigures } from './http.bench';

const context = { actor: 'bench', correlationId: 'bench-packages', causationId: null };
const CUSTOMERS = 5_000;
const numberOf = (packageId: number) => `1Z${String(packageId).padStart(16, '0')}`;

/** `count` packages received, every tenth unknown (no owner yet), written straight to the log; the server's projections build the read models. */
async function seedPackages(dataDir: string, count: number): Promise<void> {
  const db = openDatabase(dataDir, 'NORMAL');
  const events = new SqliteEventStore(db);
  const metadata = metadataFor(context);
  for (let packageId = 1; packageId <= count; packageId += 1) {
    const unknown = packageId % 10 === 0;
    const received: PackageReceived = {
      type: 'PackageReceived',
      data: {
        packageId,
        trackingNumber: numberOf(packageId),
        carrier: 'UPS',
        customerId: unknown ? null : (packageId % CUSTOMERS) + 1,
        preAlertId: null,
        receipt: {
          weight: 100 + (packageId % 900),
          length: 12,
          width: 10,
          height: 6,
          condition: 'ok',
          conditionNote: '',
          photoIds: [],
          bin: `A-${packageId % 400}`,
        },
        label: unknown ? { name: `LABEL ${packageId}`, address: `${packageId} Main St` } : null,
        receivedOn: '2026-11-20',
        declaredValue: 0,
      },
    };
    await events.append(packageStream(packageId), [{ ...received, metadata }], 'no_stream');
  }
  db.close();
}

export interface PackageFigures {
  packages: number;
  http: (HttpFigures & { name: string })[];
  /** How SQLite runs each read the dock and the list make (EXPLAIN QUERY PLAN). */
  plans: { name: string; plan: string }[];
  /** The list's first page p50 over a get-by-id's p50, over HTTP (the bound: within 3x). */
  listOverById: number;
}

/** The receiving screens at `count` packages, over HTTP under load, and the query plans of the scan and the list. */
export async function packageFigures(count: number, connections: number, seconds: number): Promise<PackageFigures> {
  const port = 5100 + Math.floor(Math.random() * 800);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-packages-'));
  await seedPackages(dataDir, count);
  const server = await startServer(port, dataDir);
  const http: (HttpFigures & { name: string })[] = [];
  try {
    await signIn(port);
    await caughtUp(port);
    const middle = Math.floor(count / 2) + 1;
    const scenarios: [string, string][] = [
      ['package by id', `/api/package/get/by/id/${middle}`],
      ['package list, first page', '/api/package/get'],
      ['package list, unknown tab', '/api/package/get?state=unknown'],
      ['package list, one customer', '/api/package/get?customerId=42'],
      ['package list, page 3,000 by tracking #', '/api/package/get?page=3000&sort=trackingNumber&order=asc'],
      ['package list, search by tracking # (one match)', `/api/package/get?search=${numberOf(middle)}`],
      [
        'dock scan (spaced, lower case)',
        `/api/package/scan?number=${encodeURIComponent(
          numberOf(middle)
            .toLowerCase()
            .replace(/(.{4})/g, '$1 '),
        )}`,
      ],
    ];
    for (const [name, path] of scenarios) {
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        requests: [{ method: 'GET', path, headers: { authorization: bearer() } }],
      });
      http.push({ name, ...figures(connections, seconds, result) });
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
  const db = openDatabase(dataDir);
  const store = new SqliteReadStore(db);
  await store.declare(allIndexes);
  const plans = [
    { name: 'scan: the package under a number', plan: store.explain(PACKAGES, { trackingNumber: numberOf(count / 2) }) },
    { name: 'scan: the pre-alerts expecting it', plan: store.explain(PRE_ALERTS, { trackingNumber: numberOf(count / 2), state: 'expected' }) },
    { name: 'list: first page', plan: store.explain(PACKAGES, {}, { sort: { id: -1 } }) },
    { name: 'list: unknown tab', plan: store.explain(PACKAGES, { state: 'unknown' }, { sort: { id: -1 } }) },
    { name: 'list: one customer', plan: store.explain(PACKAGES, { customerId: 42 }, { sort: { id: -1 } }) },
  ];
  db.close();
  const p50 = (name: string) => http.find((figure) => figure.name === name)!.p50Ms;
  return { packages: count, http, plans, listOverById: Math.round((p50('package list, first page') / Math.max(p50('package by id'), 0.01)) * 100) / 100 };
}
