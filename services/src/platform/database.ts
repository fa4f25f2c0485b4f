import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export const DATABASE_FILE = 'cargo.sqlite';

/**
 * Opens the embedded database file. WAL lets readers run beside the single writer; with
 * synchronous=NORMAL a committed transaction survives a killed process (only a power cut can
 * lose the last commits), which is the guarantee the reliability tests check.
 */
export function openDatabase(dataDir: string): Database.Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${process.env.SQLITE_SYNCHRONOUS ?? 'NORMAL'}`);
  db.pragma('busy_timeout = 5000');
  return db;
}
