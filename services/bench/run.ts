import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cpus, totalmem } from 'node:os';
import Database from 'better-sqlite3';
import { appendRate, concurrentAppendRate, rawInsertRate } from './append.bench';
import { placeOrderOverHttp, readYourWritesLag, stockAddOverHttp } from './http.bench';
import { historyCost } from './history.bench';
import { listFigures } from './list.bench';
import { notificationFigures } from './notifications.bench';
import { paymentsOverHttp } from './payments.bench';
import { productListsOverHttp } from './product-lists.bench';
import { rebuildRates } from './rebuild.bench';
import { replayFigures } from './replay.bench';
import { edgeFigures } from './edge.bench';
import { shipmentFigures } from './shipments.bench';
import { packageFigures, type PackageFigures } from './packages.bench';
import { dashboardFigures } from './dashboards.bench';
import { personalDataFigures } from './personal-data.bench';
import { firstLoadFigures } from './first-load.bench';
import { searchFigures } from './search.bench';
import { useCaseFigures } from './use-cases.bench';
import { spreadFigures } from './spread.bench';
import { contentionFigures } from './contention.bench';

const round = (value: number) => Math.round(value);

function sqliteVersion(): string {
  const db = new Database(':memory:');
  const version = (db.prepare('SELECT sqlite_version() AS version').get() as { version: string }).version;
  db.close();
  return `${version} (better-sqlite3 ${(JSON.parse(readFileSync(require.resolve('better-sqlite3/package.json'), 'utf8')) as { version: string }).version})`;
}

interface ScriptSize {
  files: number;
  bytes: number;
  gzipBytes: number;
}

function sizeOf(files: Buffer[]): ScriptSize {
  return {
    files: files.length,
    bytes: files.reduce((sum, code) => sum + code.length, 0),
    gzipBytes: files.reduce((sum, code) => sum + gzipSync(code).length, 0),
  };
}

/** JavaScript of the web app: all of it, and what a first visit loads before any page's own chunk. */
function webBundle(): { total: ScriptSize; initial: ScriptSize } | null {
  const dist = resolve(__dirname, '../../../web/dist');
  if (!existsSync(join(dist, 'index.html'))) return null;
  const assets = join(dist, 'assets');
  const all = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = all.filter((file) => html.includes(`/assets/${file}`));
  return { total: sizeOf(all.map((file) => readFileSync(join(assets, file)))), initial: sizeOf(initial.map((file) => readFileSync(join(assets, file)))) };
}

/**
 * npm run bench: prints the figures docs/benchmarks.md records, and writes them to .bench/results.json.
 * `npm run bench -- runtime`: only those a change of Node.js or SQLite moves (appends, rebuild, verified
 * replay at 100,000 and 1,000,000 events with peak memory, the edge, stock add, place order), in about
 * ten minutes, so two lines can be run alternately within the hour (.bench/results-runtime.json).
 * `npm run bench -- use-cases [earlier services/dist]`: see `useCaseFigures`.
 * `npm run bench -- contention [seconds] [earlier services/dist]`: see `contentionFigures`.
 * `npm run bench -- packages`: only the receiving screens at 100,000 packages (`packageFigures`).
 * `npm run bench -- lists`: only the storefront and the product list at 100,000 products, the staff list as root and as sales (costs left out).
 */
async function main(): Promise<void> {
  if (process.argv[2] === 'use-cases') return useCaseFigures(process.argv[3]);
  if (process.argv[2] === 'contention') return void (await contentionFigures(Number(process.argv[3] ?? 10), process.argv[4]));
  if (process.argv[2] === 'packages') return void printPackages(await packageFigures(100_000, 16, 5));
  if (process.argv[2] === 'lists') return void printProductLists(await productListsOverHttp(100_000, 16, 5));
  const runtimeOnly = process.argv[2] === 'runtime';
  const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, SQLite ${sqliteVersion()}`;
  console.log(`machine: ${machine}`);

  const spread = spreadFigures(3000, 200);
  console.log(`600,000 documents with one more key: spread ${spread.spreadMs} ms, Object.assign ${spread.assignMs} ms`);
  rawInsertRate(2000);
  const raw = rawInsertRate(20000);
  const append = await appendRate(20000);
  console.log(`raw better-sqlite3 single-row transactions: ${round(raw)} rows/s`);
  console.log(`event store single-event append:            ${round(append)} events/s (raw / append = ${(raw / append).toFixed(2)}x)`);
  const appendFull = await appendRate(5000, 'FULL');
  const group = { normal: await concurrentAppendRate(16, 1500, 'NORMAL'), full: await concurrentAppendRate(16, 1500, 'FULL') };
  console.log(`append, one writer awaiting each: NORMAL ${round(append)} events/s, FULL ${round(appendFull)} events/s`);
  console.log(
    `append, 16 concurrent writers (group commit): NORMAL ${round(group.normal)} events/s, FULL ${round(group.full)} events/s (FULL = ${Math.round((100 * group.full) / append)}% of one NORMAL writer)`,
  );

  const personal = runtimeOnly ? null : await personalDataFigures(5000, 100_000);
  if (personal) {
    console.log(
      `customer opened (personal data sealed, a key each): bare store ${personal.appendEventsPerSecond.bare} events/s, sealed ${personal.appendEventsPerSecond.sealed} events/s (${personal.customers} customers)`,
    );
    console.log(
      `read the whole log (${personal.events} events, ${personal.customers} with personal data): bare store ${personal.readEventsPerSecond.bare} events/s, opened ${personal.readEventsPerSecond.sealed} events/s`,
    );
  }

  const history = runtimeOnly ? [] : [10, 10_000, 100_000].map((pastOrders) => historyCost(pastOrders));
  for (const figure of history)
    console.log(`product with ${figure.pastOrders} past orders: fold ${figure.foldMs} ms, one more reservation ${figure.reservationMicros} µs`);

  const rebuild = await rebuildRates(2000, 49);
  for (const { name, eventsPerSecond } of rebuild.perProjection)
    console.log(`rebuild ${name.padEnd(22)} ${eventsPerSecond} events/s (${rebuild.events} events)`);
  console.log(
    `rebuild all, one pass          ${rebuild.allInOnePassEventsPerSecond} events/s (${rebuild.events} events, ${rebuild.perProjection.length} projections)`,
  );
  console.log(
    `verified replay                ${rebuild.verifiedReplay.eventsPerSecond} events/s (${rebuild.events} events in ${rebuild.verifiedReplay.seconds.toFixed(1)} s, ${rebuild.verifiedReplay.differences} differences)`,
  );

  const replays = [];
  for (const target of [100_000, 1_000_000]) {
    const replay = await replayFigures(target);
    replays.push(replay);
    console.log(`mixed log of ${replay.events} events (every kind of record created, changed, deleted, restored; seeded in ${replay.seedSeconds} s):`);
    console.log(`  reference: a hand-written loop reading and folding the same events  ${replay.referenceEventsPerSecond} events/s`);
    console.log(
      `  rebuild of every read model (bulk load, indexes built at the swap)   ${replay.rebuild.eventsPerSecond} events/s (${replay.rebuild.seconds} s, ${replay.rebuild.documents} documents)`,
    );
    console.log(
      `  verified replay, two threads                                         ${replay.verifiedReplay.eventsPerSecond} events/s (${replay.verifiedReplay.seconds} s, ${replay.verifiedReplay.differences} differences)`,
    );
    console.log(
      `  verified replay, one thread                                          ${replay.verifiedReplayOneThread.eventsPerSecond} events/s (${replay.verifiedReplayOneThread.seconds} s, ${replay.verifiedReplayOneThread.differences} differences)`,
    );
    console.log(`  peak RSS ${replay.peakRssMiB} MiB`);
  }

  const edge = await edgeFigures(16, 10);
  console.log(
    `GET /api/health, 16 connections, 10 s: ${edge.health.requestsPerSecond} req/s, p50 ${edge.health.p50Ms} ms, p99 ${edge.health.p99Ms} ms; bare node:http in the same run ${edge.bare.requestsPerSecond} req/s (${edge.ratio}x)`,
  );

  const http = await stockAddOverHttp(16, 10);
  console.log(
    `stock add over HTTP, ${http.connections} connections, ${http.seconds}s: ${round(http.requestsPerSecond)} req/s, p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms (${http.requests} requests, ${http.errors} errors, ${http.non2xx} non-2xx)`,
  );

  const orders = await placeOrderOverHttp(16, 10);
  console.log(
    `place order over HTTP, ${orders.connections} connections, ${orders.seconds}s: ${round(orders.requestsPerSecond)} req/s, p50 ${orders.p50Ms} ms, p99 ${orders.p99Ms} ms (${orders.requests} requests, ${orders.errors} errors, ${orders.non2xx} non-2xx)`,
  );
  if (runtimeOnly) {
    mkdirSync('.bench', { recursive: true });
    writeFileSync(
      '.bench/results-runtime.json',
      JSON.stringify({ machine, spread, raw, append, appendFull, group, ratio: raw / append, rebuild, replays, edge, http, orders }, null, 2),
    );
    return;
  }
  const ordersWithHistory = await placeOrderOverHttp(16, 10, 10_000);
  console.log(
    `place order over HTTP on products with 10,000 past orders each (loaded cold): ${round(ordersWithHistory.requestsPerSecond)} req/s, p50 ${ordersWithHistory.p50Ms} ms, p99 ${ordersWithHistory.p99Ms} ms (${ordersWithHistory.requests} requests, ${ordersWithHistory.errors} errors, ${ordersWithHistory.non2xx} non-2xx; ${Math.round((100 * ordersWithHistory.requestsPerSecond) / orders.requestsPerSecond)}% of fresh)`,
  );

  const payments = await paymentsOverHttp(16, 10);
  console.log(
    `payments over HTTP (three invoices each, credit used and left), ${payments.connections} connections, ${payments.seconds}s: ${round(payments.requestsPerSecond)} req/s, p50 ${payments.p50Ms} ms, p99 ${payments.p99Ms} ms (${payments.requests} requests, ${payments.errors} errors, ${payments.non2xx} non-2xx)`,
  );

  const lag = await readYourWritesLag(300);
  console.log(
    `read-your-writes lag (order placed -> query with X-Min-Position answers), ${lag.samples} samples: p50 ${lag.p50Ms} ms, p99 ${lag.p99Ms} ms, max ${lag.maxMs} ms`,
  );

  const productLists = await productListsOverHttp(100_000, 16, 5);
  printProductLists(productLists);

  const shipments = await shipmentFigures(100_000, 16, 5);
  console.log(`shipments at ${shipments.shipments} (over HTTP, 16 connections, 5 s each):`);
  for (const figure of shipments.http)
    console.log(
      `  ${figure.name.padEnd(52)} ${round(figure.requestsPerSecond)} req/s, p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms (${figure.requests} requests, ${figure.errors} errors, ${figure.non2xx} non-2xx)`,
    );
  console.log('  in process, read store vs hand-written indexed SQL (p50/p99 ms; page of 15 plus its count):');
  for (const query of shipments.queries)
    console.log(`  ${query.name.padEnd(44)} ${query.p50Ms} / ${query.p99Ms}   reference ${query.referenceP50Ms} / ${query.referenceP99Ms}`);

  const packages = await packageFigures(100_000, 16, 5);
  printPackages(packages);

  const dashboards = await dashboardFigures(100_000, 16, 5);
  console.log(
    `dashboards at ${dashboards.orders} orders, ${dashboards.expenses} expenses and 20,000 invoices (${dashboards.events} events written in ${dashboards.seedSeconds} s; projected from empty in ${dashboards.projectSeconds} s):`,
  );
  for (const figure of dashboards.http)
    console.log(
      `  ${figure.name.padEnd(52)} ${round(figure.requestsPerSecond)} req/s, p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms (${figure.requests} requests, ${figure.errors} errors, ${figure.non2xx} non-2xx)`,
    );
  console.log('  in process, read store vs hand-written indexed SQL summing the raw rows (p50/p99 ms):');
  for (const query of dashboards.queries)
    console.log(`  ${query.name.padEnd(44)} ${query.p50Ms} / ${query.p99Ms}   reference ${query.referenceP50Ms} / ${query.referenceP99Ms}`);

  const lists = [100_000, 1_000_000].map((count) => listFigures(count));
  for (const list of lists) {
    console.log(`product list at ${list.documents} documents (read store vs hand-written indexed SQL, p50/p99 ms; page of 15 plus its count):`);
    for (const query of list.queries)
      console.log(`  ${query.name.padEnd(40)} ${query.p50Ms} / ${query.p99Ms}   reference ${query.referenceP50Ms} / ${query.referenceP99Ms}`);
    console.log(`  cold first query ${list.coldFirstQueryMs} ms, process RSS ${list.rssMiB} MiB`);
  }

  const notifications = await notificationFigures(100_000);
  console.log(`emails at ${notifications.emails} (in process, read store vs hand-written SQL, p50 / p99 ms):`);
  for (const query of notifications.queries)
    console.log(`  ${query.name.padEnd(52)} ${query.p50Ms} / ${query.p99Ms}   reference ${query.referenceP50Ms} / ${query.referenceP99Ms}`);
  const search = await searchFigures(120_000);
  console.log(`command palette search at ${search.entries} entries (the endpoint's query vs hand-written indexed SQL, p50/p99 ms):`);
  for (const query of search.queries)
    console.log(`  ${query.name.padEnd(40)} ${query.p50Ms} / ${query.p99Ms}   reference ${query.referenceP50Ms} / ${query.referenceP99Ms}`);

  const bundle = webBundle();
  const kib = (size: ScriptSize) => `${size.files} script(s), ${Math.round(size.bytes / 1024)} KiB (${Math.round(size.gzipBytes / 1024)} KiB gzipped)`;
  if (bundle) console.log(`web bundle: first load ${kib(bundle.initial)}; all ${kib(bundle.total)}`);
  const firstLoads = await firstLoadFigures(5);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  if (!firstLoads) console.log('web first load in a browser: SKIP (no Chromium at CHROMIUM_PATH or /usr/bin/chromium)');
  for (const load of firstLoads ?? [])
    console.log(
      `web first load, ${load.name}: ${load.scripts} scripts, ${Math.round(load.scriptGzipBytes / 1024)} KiB gzipped; first list row p50 ${median(load.firstListMs)} ms, max ${Math.max(...load.firstListMs)} ms (${load.firstListMs.length} cold visits)`,
    );

  mkdirSync('.bench', { recursive: true });
  writeFileSync(
    '.bench/results.json',
    JSON.stringify(
      {
        machine,
        spread,
        raw,
        append,
        appendFull,
        group,
        personal,
        history,
        ratio: raw / append,
        rebuild,
        replays,
        edge,
        http,
        orders,
        ordersWithHistory,
        payments,
        lag,
        productLists,
        shipments,
        packages,
        dashboards,
        lists,
        notifications,
        search,
        bundle,
        firstLoads,
      },
      null,
      2,
    ),
  );
}

void main();

function printPackages(packages: PackageFigures): void {
  console.log(`packages at ${packages.packages} (over HTTP, 16 connections, 5 s each):`);
  for (const figure of packages.http)
    console.log(
      `  ${figure.name.padEnd(52)} ${round(figure.requestsPerSecond)} req/s, p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms (${figure.requests} requests, ${figure.errors} errors, ${figure.non2xx} non-2xx)`,
    );
  console.log(`  list's first page p50 / get-by-id p50: ${packages.listOverById}x`);
  for (const plan of packages.plans) console.log(`  plan, ${plan.name}: ${plan.plan}`);
}

function printProductLists(lists: Awaited<ReturnType<typeof productListsOverHttp>>): void {
  console.log('storefront and product list over HTTP at 100,000 products, 16 connections, 5 s each:');
  for (const list of lists)
    console.log(
      `  ${list.name.padEnd(50)} ${round(list.requestsPerSecond)} req/s, p50 ${list.p50Ms} ms, p99 ${list.p99Ms} ms (${list.requests} requests, ${list.errors} errors, ${list.non2xx} non-2xx)`,
    );
}
