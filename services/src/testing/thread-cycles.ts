/**
 * Starts and stops every worker thread of the API process (the log writer, the projection thread
 * and a replay thread) CYCLES times in this one process, collecting garbage between cycles, then
 * exits 0. Run by thread-cycles.int.spec.ts as `node --expose-gc`: a native object that outlives its
 * thread's environment (better-sqlite3 12 on Node 24 and 26) aborts the process, which no in-process
 * test could report.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vendorStream } from '@cargo/contracts';
import { replayThread } from '../audit/replay-elsewhere';
import { loadConfig } from '../platform/process/config';
import { openInfrastructure } from '../platform/process/infrastructure';

const CYCLES = Number(process.argv[2] ?? 20);
const VENDORS = Number(process.env.THREAD_CYCLE_VENDORS ?? 50);
const gc = (globalThis as { gc?: () => void }).gc;

async function cycle(dataDir: string, n: number): Promise<void> {
  const config = { ...loadConfig({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' }), projectionsInThread: true };
  const infrastructure = await openInfrastructure(config);
  await infrastructure.projections.start();
  // The first append starts the log writer's thread; the projection thread applies each. Queries
  // here and there prepare statements that become garbage while the threads run.
  let position = 0n;
  for (let v = 0; v < VENDORS; v += 1) {
    const vendorId = n * VENDORS + v;
    const metadata = {
      eventId: randomUUID(),
      actor: 'thread-cycles',
      correlationId: randomUUID(),
      causationId: null,
      timestamp: new Date().toISOString(),
      schemaVersion: 1,
    };
    const details = { name: `Vendor ${vendorId}`, address1: '', address2: '', email: '', phone: '' };
    ({ position } = await infrastructure.eventStore.append(
      vendorStream(vendorId),
      [{ type: 'VendorAdded', data: { vendorId, details }, metadata }],
      'no_stream',
    ));
    await infrastructure.readStore.find('vendors', { name: { $regex: `Vendor ${v}` } }, { limit: 5 });
  }
  if (!(await infrastructure.projections.waitFor(position, 10_000))) throw new Error(`cycle ${n}: the projection thread did not reach ${position}`);
  const reports = await replayThread(config)!(['vendors']);
  const differences = reports.reduce((sum, report) => sum + report.differences.length, 0);
  if (differences > 0) throw new Error(`cycle ${n}: the replay thread found ${differences} differences`);
  await infrastructure.close();
}

async function main(): Promise<void> {
  if (!gc) throw new Error('run with --expose-gc');
  const dataDir = mkdtempSync(join(tmpdir(), 'cargo-threads-'));
  try {
    for (let n = 1; n <= CYCLES; n += 1) {
      await cycle(dataDir, n);
      gc();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  gc();
  console.log(`${CYCLES} cycles of the log writer, projection and replay threads on Node ${process.version}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
