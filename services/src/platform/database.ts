import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export const DATABASE_FILE = 'cargo.sqlite';

/**
 * Opens the embedded database file. WAL lets readers run beside the single writer; with
 * synchronous=NORMAL a committed transaction survives a killed process (only a power cut can
 * lose the last commits), which is the guarantee the reliability tests check.
 */
export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, DATABASE_FILE);
  // Created owner-only before SQLite opens it: its WAL and shared-memory files take the same mode.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${process.env.SQLITE_SYNCHRONOUS ?? 'NORMAL'}`);
  db.pragma('busy_timeout = 5000');
  return db;
}
