import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../../app';
import { loadConfig } from '../process/config';

// Its own file: the app it starts registers its passport strategies, which would outlive it in a shared file.
describe('readiness', () => {
  it('says ready only once the read models hold what the log held at start (the seeded option lists among them)', async () => {
    const running = await createApp(
      { ...loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'cargo-ready-')), JWT_SECRET: 'test-secret', PROJECTIONS_THREAD: 'false' }), seedDemoData: false },
      { logger: false },
    );
    try {
      // The read side is held back, as a busy start-up would be: the log moves on without it.
      await running.infrastructure.projections.stop();
      const meta = { actor: null, correlationId: 'ready', causationId: null, eventId: 'ready-1', timestamp: new Date().toISOString(), schemaVersion: 1 };
      await running.infrastructure.eventStore.append(
        'vendor-900',
        [{ type: 'VendorAdded', data: { vendorId: 900, details: { name: 'Late vendor', address1: '', address2: '', email: '', phone: '' } }, metadata: meta }],
        'no_stream',
      );
      const server = running.app.getHttpServer();
      expect((await request(server).get('/api/health').expect(503)).body.code).toBe('error.unavailable');
      await request(server).get('/api/health/ready').expect(503);
      await request(server).get('/api/health/live').expect(200);

      await running.infrastructure.projections.start();
      for (let attempt = 0; (await request(server).get('/api/health')).status !== 200; attempt += 1) {
        if (attempt > 200) throw new Error('never ready');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const options = (await request(server).get('/api/dropdown/get/to/options').expect(200)).body as Record<string, unknown[]>;
      expect(Object.values(options).every((list) => list.length > 0)).toBe(true);

      // Ready, the probe asks the stores at most once a second, not once per request.
      const heads = jest.spyOn(running.infrastructure.eventStore, 'headPosition');
      for (let probe = 0; probe < 50; probe += 1) await request(server).get('/api/health').expect(200);
      expect(heads.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      await running.close();
    }
  });
});
