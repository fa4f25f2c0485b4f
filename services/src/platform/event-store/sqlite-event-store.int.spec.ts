import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../database';
import { eventStoreContract } from './event-store.contract';
import { SqliteEventStore } from './sqlite-event-store';

describe('event store contract: embedded SQLite', () => {
  eventStoreContract(async () => new SqliteEventStore(openDatabase(mkdtempSync(join(tmpdir(), 'cargo-es-')))));
});
