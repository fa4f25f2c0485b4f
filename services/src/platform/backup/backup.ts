import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  cpSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { create, extract } from 'tar';
import { allIndexes, allProjections, rebuildProjections } from '@cargo/projections';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { DATABASE_FILE, openDatabaseFile } from '../process/database';
import { KEYS_FILE, SqliteKeyStore } from '../personal-data/sqlite-key-store';
import { VaultEventStore } from '../personal-data/vault-event-store';
import { coldWhenFull } from '../read-store/cold-documents';
import { SqliteReadStore } from '../read-store/sqlite-read-store';

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
  /** HMAC-SHA256 of the rest of the manifest with BACKUP_SIGNING_KEY, when one was set (hex). */
  signature?: string;
}

/** What a backup is taken and restored with (`backupSettings`). */
export interface BackupOptions {
  signingKey?: string | null;
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
 * verified, and a copy whose chain is broken is not kept. A backup holds every secret of the store (the
 * keys, the JWT secret): its folder is made 0700, and it and every file in it are 0600.
 */
export async function backUp(
  dataDir: string,
  backupDir: string,
  now = new Date(),
  { signingKey = null }: BackupOptions = {},
): Promise<{ file: string; manifest: BackupManifest }> {
  const log = join(dataDir, DATABASE_FILE);
  if (!existsSync(log)) throw new BackupError(`no embedded store in ${dataDir} (${DATABASE_FILE} is missing)`);
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  chmodSync(backupDir, 0o700);
  const staging = mkdtempSync(join(backupDir, '.staging-'));
  try {
    if (existsSync(join(dataDir, PICTURES))) cpSync(join(dataDir, PICTURES), join(staging, PICTURES), { recursive: true });
    copyDatabase(log, join(staging, DATABASE_FILE));
    if (existsSync(join(dataDir, KEYS_FILE))) copyDatabase(join(dataDir, KEYS_FILE), join(staging, KEYS_FILE));
    if (existsSync(join(dataDir, JWT_SECRET_FILE))) cpSync(join(dataDir, JWT_SECRET_FILE), join(staging, JWT_SECRET_FILE));
    const { head, verified } = await verifiedLog(join(staging, DATABASE_FILE));
    const unsigned: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      headPosition: head.toString(),
      eventsVerified: verified,
      files: await hashes(staging),
    };
    const manifest = signingKey ? { ...unsigned, signature: signatureOf(unsigned, signingKey) } : unsigned;
    writeFileSync(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    ownerOnly(staging);
    const file = join(backupDir, `cargo-backup-${now.toISOString().replace(/[-:]/g, '').replace('.', '')}.tar.gz`);
    // Made owner-only before a byte is written, beside its final name, then renamed: a reader never sees half a backup.
    closeSync(openSync(`${file}.part`, 'w', 0o600));
    await create({ gzip: true, file: `${file}.part`, cwd: staging, portable: true }, readdirSync(staging));
    renameSync(`${file}.part`, file);
    return { file, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` backups in the folder and deletes the older ones; answers the deleted names. */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const backups = readdirSync(backupDir)
    .filter((name) => NAME.test(name))
    .sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) rmSync(join(backupDir, name));
  return old;
}

/**
 * Restores a backup into an empty (or absent) data folder: unpacked beside it, every file checked
 * against the manifest's hash (and its signature, with a signing key), the log's chain verified, the
 * read models rebuilt from that log, and only then moved into place, owner-only. Only the log is
 * trusted: a read model edited in the archive (with its hash recomputed) is replaced by what the log
 * builds. A data folder that holds anything is refused: a restore never mixes with, or overwrites, a store.
 */
export async function restoreBackup(file: string, dataDir: string, { signingKey = null }: BackupOptions = {}): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`no backup at ${file}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) throw new BackupError(`${dataDir} is not empty: restore into an empty data folder`);
  mkdirSync(dirname(dataDir), { recursive: true });
  const unpacked = mkdtempSync(join(dirname(dataDir), `.restore-${basename(dataDir)}-`));
  try {
    // A cut or damaged archive (a copy stopped midway) is the backup's fault, said as such: never a raw zlib or tar stack.
    await extract({ file, cwd: unpacked, strict: true }).catch((error: unknown) => {
      throw new BackupError(`${file} cannot be unpacked: it is cut short or damaged (${error instanceof Error ? error.message : String(error)})`);
    });
    if (!existsSync(join(unpacked, MANIFEST))) throw new BackupError(`${file} is not a backup: it has no ${MANIFEST}`);
    const manifest = JSON.parse(readFileSync(join(unpacked, MANIFEST), 'utf8')) as BackupManifest;
    if (signingKey) checkSignature(file, manifest, signingKey);
    const found = new Map((await hashes(unpacked)).filter((entry) => entry.path !== MANIFEST).map((entry) => [entry.path, entry.sha256]));
    for (const expected of manifest.files) {
      if (found.get(expected.path) !== expected.sha256) throw new BackupError(`${file}: ${expected.path} is missing or changed since the backup was taken`);
    }
    if (found.size !== manifest.files.length) throw new BackupError(`${file} holds files its manifest does not list`);
    const { head } = await verifiedLog(join(unpacked, DATABASE_FILE));
    if (head.toString() !== manifest.headPosition) throw new BackupError(`${file}: the log ends at ${head}, the manifest says ${manifest.headPosition}`);
    rmSync(join(unpacked, MANIFEST));
    await rebuildReadModels(unpacked);
    ownerOnly(unpacked);
    rmSync(dataDir, { recursive: true, force: true });
    renameSync(unpacked, dataDir);
    return manifest;
  } catch (error) {
    rmSync(unpacked, { recursive: true, force: true });
    throw error;
  }
}

/** The manifest's fields but its signature, in a fixed order, signed with the key. */
function signatureOf(manifest: BackupManifest, key: string): string {
  const { format, createdAt, headPosition, eventsVerified, files } = manifest;
  return createHmac('sha256', key).update(JSON.stringify({ format, createdAt, headPosition, eventsVerified, files })).digest('hex');
}

function checkSignature(file: string, manifest: BackupManifest, key: string): void {
  if (typeof manifest.signature !== 'string')
    throw new BackupError(
      `${file} is not signed, and BACKUP_SIGNING_KEY is set: only a backup signed with that key is restored (unset it to restore an unsigned one)`,
    );
  const given = Buffer.from(manifest.signature, 'hex');
  const expected = Buffer.from(signatureOf(manifest, key), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new BackupError(`${file}: its manifest's signature does not match BACKUP_SIGNING_KEY (changed since it was signed, or signed with another key)`);
}

/**
 * Every read model of the unpacked store built again from its log (through its own personal-data
 * keys), into fresh collections swapped in when whole: nothing of the archive's read models is kept.
 */
async function rebuildReadModels(folder: string): Promise<void> {
  const db = openDatabaseFile(join(folder, DATABASE_FILE), 'FULL');
  const keys = new SqliteKeyStore(folder);
  const log = new VaultEventStore(new SqliteEventStore(db), keys);
  const reads = new SqliteReadStore(db);
  try {
    await reads.declare(allIndexes);
    await rebuildProjections(log, reads, allProjections, coldWhenFull);
  } finally {
    await reads.close();
    await log.close();
    await keys.close();
    db.close();
  }
}

/** A folder and all it holds, readable by the owner only: folders 0700, files 0600. */
function ownerOnly(folder: string): void {
  chmodSync(folder, 0o700);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) ownerOnly(join(folder, entry.name));
    else chmodSync(join(folder, entry.name), 0o600);
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
    if (report.firstBroken)
      throw new BackupError(
        `the event log's hash chain is broken at position ${report.firstBroken.position} (${report.firstBroken.streamId} #${report.firstBroken.revision})`,
      );
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
