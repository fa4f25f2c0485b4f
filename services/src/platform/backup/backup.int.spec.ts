import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import Database from 'better-sqlite3';
import { create, extract, list } from 'tar';
import { allProjections, INVOICES, verifyProjections } from '@cargo/projections';
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
import { backUp, BackupError, pruneBackups, restoreBackup, type BackupManifest } from './backup';

const collections = allProjections.flatMap((projection) => projection.collections);

/** The read models of a restored data folder, as stored (they are in the log's file). */
function readsOf(dataDir: string) {
  const db = openDatabaseFile(join(dataDir, DATABASE_FILE), 'FULL');
  return { reads: new SqliteReadStore(db), close: () => db.close() };
}

/** Every file and folder under a folder, with its permission bits. */
function modesUnder(root: string, under = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const entry of readdirSync(join(root, under), { withFileTypes: true })) {
    const path = join(under, entry.name);
    found[path] = (statSync(join(root, path)).mode & 0o777).toString(8);
    if (entry.isDirectory()) Object.assign(found, modesUnder(root, path));
  }
  return found;
}

/**
 * An archive edited as a careful forger would: a change made to a database inside it, its size and
 * hash in the manifest made to match, packed again.
 */
async function forged(file: string, target: string, edit: (db: Database.Database) => void): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'cargo-forge-'));
  await extract({ file, cwd: folder });
  const db = new Database(join(folder, DATABASE_FILE));
  edit(db);
  db.close();
  const manifest = JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
  const bytes = readFileSync(join(folder, DATABASE_FILE));
  manifest.files = manifest.files.map((entry) =>
    entry.path === DATABASE_FILE ? { ...entry, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') } : entry,
  );
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify(manifest));
  await create({ gzip: true, file: target, cwd: folder, portable: true }, readdirSync(folder));
  return target;
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
      for (let n = 0; writing; n += 1)
        written.push(
          (
            await app.http
              .post('/api/vendor/add')
              .send({ name: `Vendor under load ${n}` })
              .expect(201)
          ).body.id,
        );
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
    const infrastructure = await openInfrastructure({
      ...loadConfig({ DATA_DIR: restored, JWT_SECRET: 'test-secret', PROJECTIONS_THREAD: 'false' }),
      seedDemoData: false,
    });
    try {
      expect((await infrastructure.eventStore.verifyChain!()).firstBroken).toBeNull();
      // Each read model of the copy is what its own log builds: the copy is one moment, not a mix.
      const reports = await verifyProjections(infrastructure.eventStore, infrastructure.readStore, allProjections, coldWhenFull);
      expect(reports.filter((report) => report.differences.length > 0).map((report) => report.projection)).toEqual([]);
    } finally {
      await infrastructure.close();
    }
  }, 60_000);

  it('is written owner-only: its folder 0700, the archive and every file in it 0600, and so is the restored folder', async () => {
    const folder = join(scratch(), 'backups');
    const { file } = await backUp(app.config.dataDir, folder);
    expect([(statSync(folder).mode & 0o777).toString(8), (statSync(file).mode & 0o777).toString(8)]).toEqual(['700', '600']);
    const entries: Record<string, string> = {};
    await list({ file, onReadEntry: (entry) => void (entries[entry.path] = ((entry.mode ?? 0) & 0o777).toString(8)) });
    expect(Object.keys(entries)).toEqual(expect.arrayContaining([DATABASE_FILE, 'personal-keys.sqlite', 'manifest.json']));
    for (const [path, mode] of Object.entries(entries)) expect({ path, mode }).toEqual({ path, mode: path.endsWith('/') ? '700' : '600' });
    const restored = join(scratch(), 'data');
    await restoreBackup(file, restored);
    expect((statSync(restored).mode & 0o777).toString(8)).toBe('700');
    const modes = modesUnder(restored);
    expect(Object.keys(modes)).toEqual(expect.arrayContaining([DATABASE_FILE, 'personal-keys.sqlite']));
    for (const [path, mode] of Object.entries(modes))
      expect({ path, mode }).toEqual({ path, mode: statSync(join(restored, path)).isDirectory() ? '700' : '600' });
  }, 60_000);

  it("trusts only the log on restore: an invoice set to Paid in the archive's read model (its hash made to match) comes back unpaid", async () => {
    const customerId = (await app.http.post('/api/customer/add').send({ name: 'Lê Văn Nam', address1: '3 Hai Bà Trưng', phone: '0907654321' }).expect(201)).body
      .id as number;
    const invoice = (
      await app.http
        .post('/api/invoice/add')
        .send({ typeId: 'General', customerId, invoiceDate: '2026-11-20', invoiceDetails: [{ name: 'Freight', quantity: 1, unitPrice: 12_500 }] })
        .expect(201)
    ).body as { id: number; position: string };
    await app.http.get(`/api/invoice/get/by/id/${invoice.id}`).set('X-Min-Position', invoice.position).expect(200);
    const { file } = await backUp(app.config.dataDir, backups);
    const edited = await forged(file, join(scratch(), 'edited.tar.gz'), (db) => {
      const changed = db
        .prepare("UPDATE docs_invoices SET body = json_set(body, '$.paymentStatus', 'Paid', '$.amountDue', 0, '$.amountPaid', 12500) WHERE id = ?")
        .run(String(invoice.id));
      expect(changed.changes).toBe(1);
    });
    const restored = join(scratch(), 'data');
    await restoreBackup(edited, restored);
    const { reads, close } = readsOf(restored);
    try {
      expect(await reads.get(INVOICES, String(invoice.id))).toMatchObject({ paymentStatus: 'Pending', amountDue: 12_500, amountPaid: 0 });
    } finally {
      close();
    }
  }, 60_000);

  it('signs its manifest with BACKUP_SIGNING_KEY, and a restore with the key refuses a backup signed otherwise, changed, or not signed', async () => {
    const key = 'k'.repeat(40);
    const { file: signed, manifest } = await backUp(app.config.dataDir, backups, new Date(), { signingKey: key });
    expect(manifest.signature).toMatch(/^[0-9a-f]{64}$/);
    await expect(restoreBackup(signed, join(scratch(), 'data'), { signingKey: 'another key of forty characters or so...' })).rejects.toThrow(
      /signature does not match/,
    );
    const changed = await forged(signed, join(scratch(), 'changed.tar.gz'), (db) =>
      db.prepare("UPDATE docs_vendors SET body = json_set(body, '$.name', 'Forged')").run(),
    );
    await expect(restoreBackup(changed, join(scratch(), 'data'), { signingKey: key })).rejects.toThrow(/signature does not match/);
    const { file: unsigned } = await backUp(app.config.dataDir, backups, new Date(Date.now() + 1000));
    await expect(restoreBackup(unsigned, join(scratch(), 'data'), { signingKey: key })).rejects.toThrow(/is not signed/);
    const target = join(scratch(), 'data');
    expect((await restoreBackup(signed, target, { signingKey: key })).headPosition).toBe(manifest.headPosition);
    expect(existsSync(join(target, DATABASE_FILE))).toBe(true);
  }, 60_000);

  it('restored into an empty folder, serves what the live app served: every read model, and names sealed with the restored keys', async () => {
    // Once the read models hold the whole log, the backup and the live app hold the same.
    await app.http
      .get('/api/vendor/get')
      .set('X-Min-Position', (await app.infrastructure.eventStore.headPosition()).toString())
      .expect(200);
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
    const again = await createApp(
      { ...loadConfig({ DATA_DIR: restored, JWT_SECRET: 'test-secret', PROJECTIONS_THREAD: 'false' }), seedDemoData: false },
      { logger: false },
    );
    try {
      const server = again.app.getHttpServer();
      const token = (await request(server).post('/api/user/login').send(ROOT).expect(200)).body.token as string;
      const customers = (await request(server).post('/api/customer/get').set('Authorization', `Bearer ${token}`).send({}).expect(200)).body.items as {
        name: string;
      }[];
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
    writeFileSync(
      join(forged, 'manifest.json'),
      JSON.stringify({
        format: 1,
        createdAt: '2026-11-25T00:00:00Z',
        headPosition: '1',
        eventsVerified: 1,
        files: [{ path: DATABASE_FILE, bytes: 1, sha256: '0'.repeat(64) }],
      }),
    );
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
    await log.append(
      'vendor-1',
      [{ type: 'VendorAdded', data: { vendorId: 1, details: { name: 'Walmart' } }, metadata: metadataFor(systemContext('spec')) }],
      'no_stream',
    );
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
    const run = (args: string[], env: Record<string, string>) =>
      spawnSync(process.execPath, [cli, ...args], { env: { ...process.env, NODE_ENV: '', EVENTSTORE_URL: '', MONGO_URL: '', ...env }, encoding: 'utf8' });
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
    // An archive cut short (a copy stopped midway) is refused in a sentence, not a zlib stack.
    const cut = join(scratch(), file);
    writeFileSync(cut, readFileSync(join(folder, file)).subarray(0, 4096));
    const truncated = run(['restore', cut], { DATA_DIR: join(scratch(), 'data') });
    expect(truncated.status).toBe(1);
    expect(truncated.stderr).toMatch(/^backup: .* cannot be unpacked: it is cut short or damaged/);
    expect(truncated.stderr).not.toMatch(/ZlibError|\n\s+at /);
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
