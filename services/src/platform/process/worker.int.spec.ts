import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { vendorStream } from '@cargo/contracts';
import { loadConfig } from './config';
import { openInfrastructure } from './infrastructure';
import type { Heartbeat } from './worker-health';

const WORKER = resolve(__dirname, '../../../dist/worker.js');

describe('the projection worker process (the built worker.js, on the embedded store)', () => {
  jest.setTimeout(60_000);

  it('projects the log, reports its lag in events, and on SIGTERM closes and exits 0 within 5 s', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cargo-worker-'));
    const infrastructure = await openInfrastructure({ ...loadConfig({ DATA_DIR: dataDir }), runProjections: false, projectionsInThread: false });
    let head = 0n;
    for (let n = 1; n <= 5; n += 1) {
      const metadata = {
        eventId: randomUUID(),
        actor: null,
        correlationId: randomUUID(),
        causationId: null,
        timestamp: new Date().toISOString(),
        schemaVersion: 1,
      };
      ({ position: head } = await infrastructure.eventStore.append(
        vendorStream(n),
        [{ type: 'VendorAdded', data: { vendorId: n, details: { name: `Vendor ${n}`, address1: '', address2: '', email: '', phone: '' } }, metadata }],
        'no_stream',
      ));
    }
    await infrastructure.close();

    // Its own temporary folder: the heartbeat file lives there.
    const temp = mkdtempSync(join(tmpdir(), 'cargo-worker-tmp-'));
    const worker = spawn(process.execPath, [WORKER], {
      env: { ...process.env, DATA_DIR: dataDir, TMPDIR: temp, NODE_ENV: '', EVENTSTORE_URL: '', MONGO_URL: '' },
      stdio: 'ignore',
    });
    const ended = new Promise<{ code: number | null; signal: string | null }>((done) => worker.once('exit', (code, signal) => done({ code, signal })));
    const heartbeatFile = join(temp, 'projection-worker.health');
    let heartbeat: Heartbeat | null = null;
    for (let attempt = 0; attempt < 300 && heartbeat?.position !== head.toString(); attempt += 1) {
      await new Promise((done) => setTimeout(done, 100));
      if (existsSync(heartbeatFile)) heartbeat = JSON.parse(readFileSync(heartbeatFile, 'utf8')) as Heartbeat;
    }
    expect(heartbeat).toMatchObject({ subscribed: true, head: head.toString(), position: head.toString(), lag: '0' });

    const stopping = Date.now();
    worker.kill('SIGTERM');
    expect(await ended).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopping).toBeLessThan(5000);
  });
});
