import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export const DATABASE_FILE = 'cargo.sqlite';

/**
 * Opens the embedded database file. WAL lets readers run beside the single writer. The default
 * `synchronous=FULL` syncs the log to disk on every commit, so an acknowledged event survives a
 * power cut as well as a killed process (as EventStoreDB's fsync before acknowledging does); group
 * commit in the event store makes one sync serve every append of a moment.
 */
export function openDatabase(dataDir: string, synchronous = process.env.SQLITE_SYNCHRONOUS ?? 'FULL'): Database.Database {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return openDatabaseFile(join(dataDir, DATABASE_FILE), synchronous);
}

/** The same, for a file already named: another thread's connection to the file `db.name` of this one. */
export function openDatabaseFile(file: string, synchronous: string): Database.Database {
  // Created owner-only before SQLite opens it: its WAL and shared-memory files take the same mode.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  if (!/^(OFF|NORMAL|FULL|EXTRA)$/i.test(synchronous)) throw new Error(`SQLITE_SYNCHRONOUS must be OFF, NORMAL, FULL or EXTRA, not ${synchronous}`);
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('busy_timeout = 5000');
  // Freed space is overwritten: an erased person's name does not linger in the file's free pages
  // (a read model's old document, a search entry's trigrams), as the key store already does.
  db.pragma('secure_delete = ON');
  return db;
}

/** A second API process on the same data folder: refused before it opens anything. */
export class DataFolderInUseError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `${dataDir} is in use by another API process: the embedded store serves one process (its projection thread and live updates hear only that process's writes). Stop the other one, or give this one its own DATA_DIR.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

/**
 * Holds the data folder for this process's life: an exclusive lock on `instance.lock` beside the
 * store, which the operating system releases when the process ends however it ends (a kill -9
 * included), so a crash never leaves a stale lock. Tools (backup, rebuild, verify) do not take it:
 * they are made to run beside the server.
 */
export function holdDataFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lock = new Database(join(dataDir, 'instance.lock'));
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    lock.pragma('busy_timeout = 0');
    // The first write under EXCLUSIVE locking mode takes the file's lock and keeps it until close.
    lock.exec('CREATE TABLE IF NOT EXISTS held (pid INTEGER); DELETE FROM held;');
    lock.prepare('INSERT INTO held (pid) VALUES (?)').run(process.pid);
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new DataFolderInUseError(dataDir);
    throw error;
  }
  return () => lock.close();
}
