import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { conflict } from '@cargo/contracts';
import { KEY_BYTES, type KeyStore } from './key-store.port';

export const KEYS_FILE = 'personal-keys.sqlite';

/**
 * The embedded key store: its own file beside the log's. `secure_delete` overwrites a destroyed key's
 * bytes in the file, and the rollback journal (not a write-ahead log) leaves no older copy behind once
 * the transaction ends.
 */
export class SqliteKeyStore implements KeyStore {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const file = join(dataDir, KEYS_FILE);
    if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
    this.db = new Database(file);
    this.db.pragma('journal_mode = DELETE');
    this.db.pragma('secure_delete = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec('CREATE TABLE IF NOT EXISTS personal_keys (subject TEXT PRIMARY KEY, key BLOB, erased_at TEXT) WITHOUT ROWID');
  }

  async keyFor(subject: string): Promise<Buffer> {
    const read = this.db.prepare('SELECT key FROM personal_keys WHERE subject = ?');
    // Most appends find the key made before; only a new subject writes (and syncs) the file.
    let row = read.get(subject) as { key: Buffer | null } | undefined;
    if (!row) {
      this.db.prepare('INSERT OR IGNORE INTO personal_keys (subject, key) VALUES (?, ?)').run(subject, randomBytes(KEY_BYTES));
      row = read.get(subject) as { key: Buffer | null };
    }
    if (!row.key) throw conflict('customers.erased');
    return row.key;
  }

  async keysOf(subjects: readonly string[]): Promise<Map<string, Buffer>> {
    const keys = new Map<string, Buffer>();
    const read = this.db.prepare('SELECT key FROM personal_keys WHERE subject = ?');
    for (const subject of new Set(subjects)) {
      const row = read.get(subject) as { key: Buffer | null } | undefined;
      if (row?.key) keys.set(subject, row.key);
    }
    return keys;
  }

  async destroy(subjects: readonly string[]): Promise<void> {
    const erase = this.db.prepare(
      'INSERT INTO personal_keys (subject, key, erased_at) VALUES (?, NULL, ?) ON CONFLICT (subject) DO UPDATE SET key = NULL, erased_at = excluded.erased_at',
    );
    const now = new Date().toISOString();
    this.db.transaction(() => subjects.forEach((subject) => erase.run(subject, now)))();
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
