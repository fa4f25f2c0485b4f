import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cpus, totalmem } from 'node:os';
import { appendRate, rawInsertRate } from './append.bench';
import { placeOrderOverHttp, readYourWritesLag, stockAddOverHttp } from './http.bench';
import { rebuildRates } from './rebuild.bench';

const round = (value: number) => Math.round(value);

/** Bytes of JavaScript the browser downloads for the web app, raw and gzipped. */
function webBundle(): { files: number; bytes: number; gzipBytes: number } | null {
  const assets = resolve(__dirname, '../../../web/dist/assets');
  if (!existsSync(assets)) return null;
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(assets, file)));
  return { files: scripts.length, bytes: scripts.reduce((sum, code) => sum + code.length, 0), gzipBytes: scripts.reduce((sum, code) => sum + gzipSync(code).length, 0) };
}

/** npm run bench: prints the figures docs/benchmarks.md records, and writes them to .bench/results.json. */
async function main(): Promise<void> {
  const machine = `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  console.log(`machine: ${machine}`);

  rawInsertRate(2000);
  const raw = rawInsertRate(20000);
  const append = await appendRate(20000);
  console.log(`raw better-sqlite3 single-row transactions: ${round(raw)} rows/s`);
  console.log(`event store single-event append:            ${round(append)} events/s (raw / append = ${(raw / append).toFixed(2)}x)`);

  const rebuild = await rebuildRates(2000, 49);
  for (const { name, eventsPerSecond } of rebuild.perProjection) console.log(`rebuild ${name.padEnd(22)} ${eventsPerSecond} events/s (${rebuild.events} events)`);
  console.log(`rebuild all, one pass          ${rebuild.allInOnePassEventsPerSecond} events/s (${rebuild.events} events, ${rebuild.perProjection.length} projections)`);

  const http = await stockAddOverHttp(16, 10);
  console.log(`stock add over HTTP, ${http.connections} connections, ${http.seconds}s: ${round(http.requestsPerSecond)} req/s, p50 ${http.p50Ms} ms, p99 ${http.p99Ms} ms (${http.requests} requests, ${http.errors} errors, ${http.non2xx} non-2xx)`);

  const orders = await placeOrderOverHttp(16, 10);
  console.log(`place order over HTTP, ${orders.connections} connections, ${orders.seconds}s: ${round(orders.requestsPerSecond)} req/s, p50 ${orders.p50Ms} ms, p99 ${orders.p99Ms} ms (${orders.requests} requests, ${orders.errors} errors, ${orders.non2xx} non-2xx)`);

  const lag = await readYourWritesLag(300);
  console.log(`read-your-writes lag (order placed -> query with X-Min-Position answers), ${lag.samples} samples: p50 ${lag.p50Ms} ms, p99 ${lag.p99Ms} ms, max ${lag.maxMs} ms`);

  const bundle = webBundle();
  if (bundle) console.log(`web bundle: ${bundle.files} script(s), ${Math.round(bundle.bytes / 1024)} KiB, ${Math.round(bundle.gzipBytes / 1024)} KiB gzipped`);

  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/results.json', JSON.stringify({ machine, raw, append, ratio: raw / append, rebuild, http, orders, lag, bundle }, null, 2));
}

void main();
