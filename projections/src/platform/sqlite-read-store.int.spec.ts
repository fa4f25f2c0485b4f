import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { readStoreContract } from './read-store.contract';
import type { Doc } from './read-store.port';
import { SqliteReadStore } from './sqlite-read-store';

const openFile = () => {
  const db = new Database(join(mkdtempSync(join(tmpdir(), 'cargo-rs-')), 'read.sqlite'));
  db.pragma('journal_mode = WAL');
  return db;
};

describe('read store contract: embedded SQLite', () => {
  readStoreContract(async () => new SqliteReadStore(openFile()));
});

describe('embedded read store across processes', () => {
  it('notices documents another connection committed (its cache follows the collection version)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cargo-rs-')), 'shared.sqlite');
    const reader = new SqliteReadStore(new Database(file));
    const writer = new SqliteReadStore(new Database(file));
    await writer.commit([{ collection: 'things', id: '1', doc: { id: 1, n: 1 } as Doc }], []);
    expect(await reader.find('things', {})).toEqual([{ id: 1, n: 1 }]);
    await writer.commit([{ collection: 'things', id: '1', doc: { id: 1, n: 2 } as Doc }], []);
    expect(await reader.find('things', {})).toEqual([{ id: 1, n: 2 }]);
  });

  it("follows another connection's deletions, clears and swaps", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cargo-rs-')), 'shared.sqlite');
    const reader = new SqliteReadStore(new Database(file));
    const writer = new SqliteReadStore(new Database(file));
    await writer.commit([1, 2, 3].map((n) => ({ collection: 'things', id: String(n), doc: { id: n } as Doc })), []);
    expect(await reader.count('things', {})).toBe(3);
    await writer.commit([{ collection: 'things', id: '2', doc: null }], []);
    expect((await reader.find<{ id: number }>('things', {}, { sort: { id: 1 } })).map((doc) => doc.id)).toEqual([1, 3]);
    await writer.commit([{ collection: 'things__new', id: '9', doc: { id: 9 } as Doc }], []);
    await writer.swap([{ from: 'things__new', to: 'things' }], { from: 'x__new', to: 'x' });
    expect((await reader.find<{ id: number }>('things', {})).map((doc) => doc.id)).toEqual([9]);
    await writer.clear(['things'], []);
    expect(await reader.count('things', {})).toBe(0);
  });
});
