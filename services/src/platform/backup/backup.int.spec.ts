import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { create } from 'tar';
import { allProjections, verifyProjections } from '@cargo/projections';
import { createApp } from '../../app';
import { ROOT, startTestApp, type TestApp } from '../../testing/test-app';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { loadConfig } from '../process/config';
import { openInfrastructure } from '../process/infrastructure';
import { DATABASE_FILE, openDatabaseFile } from '../process/database';
import { coldWhenFull } from '../read-store/cold-documents';
import { metadataFor } from '../write-model/aggregate-repository';
import { systemContext } from '../write-model/command-context';
import { SqliteReadStore } from '../read-store/sqlite-read-store';
import { backUp, BackupError, pruneBackups, restoreBackup } from './backup';

const collections = allProjections.flatMap((projection) => projection.collections);

/** The read models of a restored data folder, as stored (they are in the log's file). */
function readsOf(dataDir: string) {
  const db = openDatabaseFile(join(dataDir, DATABASE_FILE), 'FULL');
  return { reads: new SqliteReadStore(db), close: () => db.close() };
}

async function documentsOf(reads: Pick<SqliteReadStore, 'find'>) {
  return Object.fromEntries(await Promise.all(collections.map(async (collection) => [collection, await reads.find(collection, {}, { sort: { id: 1 } })])));
}

describe('backups of the embedded store', () => {
  let app: TestApp;
  let backups: string;
  const scratch = () => mkdtempSync(join(tmpdir(), 'cargo-restore-'));

  beforeAll(async () => {
    app = await startTestApp();
    backups = mkdtempSync(join(tmpdir(), 'cargo-backups-'));
    await app.http.post('/api/customer/add').send({ name: 'Trần Thị Lan', address1: '12 Lê Lợi, Q1', phone: '0901234567', parentCustomerId: null }).expect(201);
  });

  afterAll(async () => {
    await app.close();
  });

  it('taken while writes go on, holds a whole log whose read models agree with it', async () => {
    let writing = true;
    const written: number[] = [];
    const load = (async () => {
      for (let n = 0; writing; n += 1) written.push((await app.http.post('/api/vendor/add').send({ name: `Vendor under load ${n}` }).expect(201)).body.id);
    })();
    while (written.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = written.length;
    const { file, manifest } = await backUp(app.config.dataDir, backups);
    const after = written.length;
    writing = false;
    await load;
    // Writes were acknowledged while the backup was being taken.
    expect(after).toBeGreaterThan(before);
    expect(manifest.eventsVerified).toBeGreaterThan(0);
    expect(manifest.files.map((entry) => entry.path)).toEqual(expect.arrayContaining([DATABASE_FILE, 'personal-keys.sqlite']));

    const restored = join(scratch(), 'data');
    expect((await restoreBackup(file, restored)).headPosition).toBe(manifest.headPosition);
    // The restored store as the app opens it: the log read through the restored personal-data keys.
    const infrastructure = await openInfrastructure({ ...loadConfig({ DATA_DIR: restored, JWT_SECRET: 'test-secret', PROJECTIONS_THREAD: 'false' }), seedDemoData: false });
    try {
      expect((await infrastructure.eventStore.verifyChain!()).firstBroken).toBeNull();
      // Each read model of the copy is what its own log builds: the copy is one moment, not a mix.
      const reports = await verifyProjections(infrastructure.eventStore, infrastructure.readStore, allProjections, coldWhenFull);
      expect(reports.filter((report) => report.differences.length > 0).map((report) => report.projection)).toEqual([]);
    } finally {
      await infrastructure.close();
    }
  }, 60_000);

  it('restored into an empty folder, serves what the live app served: every read model, and names sealed with the restored keys', async () => {
    // Once the read models hold the whole log, the backup and the live app hold the same.
    await app.http.get('/api/vendor/get').set('X-Min-Position', (await app.infrastructure.eventStore.headPosition()).toString()).expect(200);
    const { file } = await backUp(app.config.dataDir, backups);
    const restored = join(scratch(), 'data');
    await restoreBackup(file, restored);
    const live = await documentsOf(app.infrastructure.readStore);
    const { reads, close } = readsOf(restored);
    try {
      expect(await documentsOf(reads)).toEqual(live);
    } finally {
      close();
    }
    const again = await createApp({ ...loadConfig({ DATA_DIR: restored, JWT_SECRET: 'test-secret', PROJECTIONS_THREAD: 'false' }), seedDemoData: false }, { logger: false });
    try {
      const server = again.app.getHttpServer();
      const token = (await request(server).post('/api/user/login').send(ROOT).expect(200)).body.token as string;
      const customers = (await request(server).post('/api/customer/get').set('Authorization', `Bearer ${token}`).send({}).expect(200)).body.items as { name: string }[];
      expect(customers.map((customer) => customer.name)).toContain('Trần Thị Lan');
    } finally {
      await again.close();
    }
  }, 60_000);

  it('is refused into a folder that holds anything, and a backup that changed since it was taken is refused', async () => {
    const { file } = await backUp(app.config.dataDir, backups);
    const occupied = scratch();
    writeFileSync(join(occupied, 'something'), 'kept');
    await expect(restoreBackup(file, occupied)).rejects.toThrow(/not empty/);
    expect(readdirSync(occupied)).toEqual(['something']);

    const forged = scratch();
    writeFileSync(join(forged, 'manifest.json'), JSON.stringify({ format: 1, createdAt: '2026-11-25T00:00:00Z', headPosition: '1', eventsVerified: 1, files: [{ path: DATABASE_FILE, bytes: 1, sha256: '0'.repeat(64) }] }));
    writeFileSync(join(forged, DATABASE_FILE), 'not the database the manifest names');
    const forgedFile = join(scratch(), 'forged.tar.gz');
    await create({ gzip: true, file: forgedFile, cwd: forged }, ['manifest.json', DATABASE_FILE]);
    const target = join(scratch(), 'data');
    await expect(restoreBackup(forgedFile, target)).rejects.toThrow(BackupError);
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it("is not kept when the copied log's hash chain is broken (an event changed in the file)", async () => {
    const dataDir = scratch();
    const db = openDatabaseFile(join(dataDir, DATABASE_FILE), 'FULL');
    const log = new SqliteEventStore(db);
    await log.append('vendor-1', [{ type: 'VendorAdded', data: { vendorId: 1, details: { name: 'Walmart' } }, metadata: metadataFor(systemContext('spec')) }], 'no_stream');
    await log.close();
    db.prepare("UPDATE events SET data = json_set(data, '$.details.name', 'Costco')").run();
    db.close();
    const folder = scratch();
    await expect(backUp(dataDir, folder)).rejects.toThrow(/hash chain is broken/);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('npm run backup and npm run restore -- FILE do the same from the command line, and say why they refuse', () => {
    const cli = join(__dirname, '../../../dist/backup-cli.js');
    const folder = scratch();
    const run = (args: string[], env: Record<string, string>) => spawnSync(process.execPath, [cli, ...args], { env: { ...process.env, NODE_ENV: '', EVENTSTORE_URL: '', MONGO_URL: '', ...env }, encoding: 'utf8' });
    const backup = run(['backup'], { DATA_DIR: app.config.dataDir, BACKUP_DIR: folder, BACKUP_KEEP: '1' });
    expect({ status: backup.status, stderr: backup.stderr }).toEqual({ status: 0, stderr: '' });
    const [file] = readdirSync(folder);
    expect(backup.stdout).toContain(file);
    const target = join(scratch(), 'data');
    const restore = run(['restore', join(folder, file)], { DATA_DIR: target });
    expect(restore.status).toBe(0);
    expect(existsSync(join(target, DATABASE_FILE))).toBe(true);
    const again = run(['restore', join(folder, file)], { DATA_DIR: target });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('restore into an empty data folder');
  }, 60_000);

  it('keeps the newest BACKUP_KEEP backups', () => {
    const folder = scratch();
    const names = ['20261120T010000000Z', '20261121T010000000Z', '20261122T010000000Z', '20261123T010000000Z'].map((time) => `cargo-backup-${time}.tar.gz`);
    for (const name of names) writeFileSync(join(folder, name), '');
    mkdirSync(join(folder, 'other'));
    expect(pruneBackups(folder, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(folder).sort()).toEqual([...names.slice(2), 'other'].sort());
  });
});
