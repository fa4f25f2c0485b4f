import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, cpSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { create, extract } from 'tar';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { DATABASE_FILE, openDatabaseFile } from '../process/database';
import { KEYS_FILE } from '../personal-data/sqlite-key-store';

/** What a backup holds, in the order it is taken (see `backUp`), and what it says of itself. */
const PICTURES = 'pictures';
const JWT_SECRET_FILE = 'jwt-secret';
const MANIFEST = 'manifest.json';
const NAME = /^cargo-backup-(\d{8}T\d{6}\d{3}Z)\.tar\.gz$/;

export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** The log's last position in the backup. */
  headPosition: string;
  /** Events whose hash-chain links were recomputed and found whole. */
  eventsVerified: number;
  /** Every file of the backup but this manifest, with its SHA-256. */
  files: { path: string; bytes: number; sha256: string }[];
}

/** A backup that cannot be taken or restored; the message says why. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * A consistent copy of the embedded store while the app runs, as one `cargo-backup-<time>.tar.gz` in
 * `backupDir`. Each database is copied with `VACUUM INTO`, which reads one snapshot in a single read
 * transaction: writers go on meanwhile and the copy is never restarted by them (SQLite's page-by-page
 * backup starts again whenever another connection writes, which under steady writes may never end).
 * The order makes the parts agree: pictures first (an event naming a picture comes after its file),
 * then the log with its read models and checkpoints (one file, one snapshot), then the personal-data
 * keys (a key is made before the first event sealed with it, so every sealed event of the copy has
 * its key; a key destroyed after the log was copied stays destroyed). The copy's hash chain is then
 * verified, and a copy whose chain is broken is not kept.
 */
export async function backUp(dataDir: string, backupDir: string, now = new Date()): Promise<{ file: string; manifest: BackupManifest }> {
  const log = join(dataDir, DATABASE_FILE);
  if (!existsSync(log)) throw new BackupError(`no embedded store in ${dataDir} (${DATABASE_FILE} is missing)`);
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const staging = mkdtempSync(join(backupDir, '.staging-'));
  try {
    if (existsSync(join(dataDir, PICTURES))) cpSync(join(dataDir, PICTURES), join(staging, PICTURES), { recursive: true });
    copyDatabase(log, join(staging, DATABASE_FILE));
    if (existsSync(join(dataDir, KEYS_FILE))) copyDatabase(join(dataDir, KEYS_FILE), join(staging, KEYS_FILE));
    if (existsSync(join(dataDir, JWT_SECRET_FILE))) cpSync(join(dataDir, JWT_SECRET_FILE), join(staging, JWT_SECRET_FILE));
    const { head, verified } = await verifiedLog(join(staging, DATABASE_FILE));
    const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), headPosition: head.toString(), eventsVerified: verified, files: await hashes(staging) };
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    const file = join(backupDir, `cargo-backup-${now.toISOString().replace(/[-:]/g, '').replace('.', '')}.tar.gz`);
    // Written beside its final name, then renamed: a reader never sees half a backup.
    await create({ gzip: true, file: `${file}.part`, cwd: staging, portable: true }, readdirSync(staging));
    renameSync(`${file}.part`, file);
    return { file, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backups in the folder and deletes the older ones; answers the deleted names. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const backups = readdirSync(backupDir).filter((name) => NAME.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) rmSync(join(backupDir, name));
  return old;
}

/**
 * Restores a backup into an empty (or absent) data folder: unpacked beside it, every file checked
 * against the manifest's hash, the log's chain verified, and only then moved into place. A data folder
 * that holds anything is refused: a restore never mixes with, or overwrites, a store.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new BackupError(`${dataDir} is not empty: restore into an empty data folder`);
  mkdirSync(dirname(dataDir), { recursive: true });
  const unpacked = mkdtempSync(join(dirname(dataDir), `.restore-${basename(dataDir)}-`));
  try {
    await extract({ file, cwd: unpacked, strict: true });
    if (!existsSync(join(unpacked, MANIFEST))) throw new BackupError(`${file} is not a backup: it has no ${MANIFEST}`);
    const manifest = JSON.parse(readFileSync(join(unpacked, MANIFEST), 'utf8')) as BackupManifest;
    const found = new Map((await hashes(unpacked)).filter((entry) => entry.path !== MANIFEST).map((entry) => [entry.path, entry.sha256]));
    for (const expected of manifest.files) {
      if (found.get(expected.path) !== expected.sha256) throw new BackupError(`${file}: ${expected.path} is missing or changed since the backup was taken`);
    }
    if (found.size !== manifest.files.length) throw new BackupError(`${file} holds files its manifest does not list`);
    const { head } = await verifiedLog(join(unpacked, DATABASE_FILE));
    if (head.toString() !== manifest.headPosition) throw new BackupError(`${file}: the log ends at ${head}, the manifest says ${manifest.headPosition}`);
    rmSync(join(unpacked, MANIFEST));
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(unpacked, dataDir);
    return manifest;
  } catch (error) {
    rmSync(unpacked, { recursive: true, force: true });
    throw error;
  }
}

/** One consistent copy of a database file, owner-only. */
function copyDatabase(source: string, target: string): void {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
}

/** The copied log's head and its whole chain, recomputed; a broken chain fails the backup or the restore. */
async function verifiedLog(file: string): Promise<{ head: bigint; verified: number }> {
  if (!existsSync(file)) throw new BackupError(`the backup has no event log (${DATABASE_FILE})`);
  const db = openDatabaseFile(file, 'FULL');
  const store = new SqliteEventStore(db);
  try {
    const report = await store.verifyChain();
    if (report.firstBroken) throw new BackupError(`the event log's hash chain is broken at position ${report.firstBroken.position} (${report.firstBroken.streamId} #${report.firstBroken.revision})`);
    return { head: await store.headPosition(), verified: report.checked };
  } finally {
    await store.close();
    // Closed before the files are hashed: its write-ahead log is folded back into the file and removed.
    db.close();
  }
}

/** Every file under a folder (paths with '/'), with its size and SHA-256. */
async function hashes(root: string, under = ''): Promise<BackupManifest['files']> {
  const found: BackupManifest['files'] = [];
  for (const entry of readdirSync(join(root, under), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await hashes(root, path)));
    else if (entry.isFile() && path !== MANIFEST) found.push({ path, bytes: statSync(join(root, path)).size, sha256: await sha256Of(join(root, path)) });
  }
  return found;
}

function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}
