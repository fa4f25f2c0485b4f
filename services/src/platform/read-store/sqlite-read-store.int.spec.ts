import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { readStoreContract } from './read-store.contract';
import type { Doc } from '@cargo/projections';
import { Query } from 'mingo';
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
  it('sees what another connection committed at once (nothing is cached)', async () => {
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
    await writer.commit(
      [1, 2, 3].map((n) => ({ collection: 'things', id: String(n), doc: { id: n } as Doc })),
      [],
    );
    expect(await reader.count('things', {})).toBe(3);
    await writer.commit([{ collection: 'things', id: '2', doc: null }], []);
    expect((await reader.find<{ id: number }>('things', {}, { sort: { id: 1 } })).map((doc) => doc.id)).toEqual([1, 3]);
    await writer.commit([{ collection: 'things__new', id: '9', doc: { id: 9 } as Doc }], []);
    await writer.swap([{ from: 'things__new', to: 'things' }], { from: 'x__new', to: 'x' });
    expect((await reader.find<{ id: number }>('things', {})).map((doc) => doc.id)).toEqual([9]);
    await writer.clear(['things'], []);
    expect(await reader.count('things', {})).toBe(0);
    // The reader's statements over the table still answer after another connection emptied it.
    expect(await reader.find('things', {})).toEqual([]);
    expect(await reader.get('things', '9')).toBeNull();
  });

  it('moves a data folder from before indexed queries: live rows kept, tombstones dropped, counts taken', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cargo-rs-')), 'old.sqlite');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, body TEXT, version INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (collection, id)) WITHOUT ROWID;
      CREATE TABLE collection_versions (collection TEXT PRIMARY KEY, version INTEGER NOT NULL, generation INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID;
      INSERT INTO documents VALUES ('products', '1', '{"id":1,"title":"Fish Oil Softgels","brandId":2}', 1), ('products', '2', NULL, 2), ('vendors', '1', '{"id":1,"name":"Costco"}', 1);
    `);
    old.close();
    const store = new SqliteReadStore(new Database(file));
    await store.declare([{ collection: 'products', indexes: [['brandId']], text: ['title'] }]);
    expect(await store.count('products', {})).toBe(1);
    expect(await store.find('products', { title: { $regex: 'oil', $options: 'i' } })).toEqual([{ id: 1, title: 'Fish Oil Softgels', brandId: 2 }]);
    expect(await store.get('vendors', '1')).toEqual({ id: 1, name: 'Costco' });
  });

  it('answers declared filters, sorts and "contains" through their indexes, not by sorting the collection', async () => {
    const store = new SqliteReadStore(openFile());
    await store.declare([{ collection: 'products', indexes: [['brandId'], ['quantity']], text: ['title'] }]);
    const brand = store.explain('products', { brandId: 3 }, { sort: { id: -1 } });
    expect(brand).toMatch(/USING INDEX ix_products_brandId_id/);
    expect(brand).not.toMatch(/TEMP B-TREE/);
    const sorts: [Record<string, 1 | -1> | undefined, RegExp][] = [
      [{ quantity: 1 }, /ix_products_quantity_id/],
      [{ id: -1 }, /ix_products_id/],
      [undefined, /ix_products_id/],
    ];
    for (const [sort, index] of sorts) {
      const plan = store.explain('products', { isActive: true }, { sort });
      expect(plan).toMatch(index);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
    expect(store.explain('products', { title: { $regex: 'mắm', $options: 'i' } }, { sort: { id: -1 } })).toMatch(/text_products_title VIRTUAL TABLE INDEX/);
    await store.declare([{ collection: 'reservations', indexes: [['recorded', 'lastChange']] }]);
    expect(store.explain('reservations', { recorded: false, lastChange: { $lte: '2026-11-21T08:00:00Z' } })).toMatch(
      /USING INDEX ix_reservations_recorded_lastChange_id/,
    );
    await store.commit([{ collection: 'products', id: '1', doc: { id: 1, title: 'Nước mắm Phú Quốc' } as Doc }], []);
    expect(await store.find('products', { title: { $regex: 'MẮM', $options: 'i' } })).toEqual([{ id: 1, title: 'Nước mắm Phú Quốc' }]);
  });

  it('swaps a rebuilt collection in with its text search', async () => {
    const store = new SqliteReadStore(openFile());
    await store.declare([{ collection: 'products', indexes: [], text: ['title'] }]);
    await store.commit([{ collection: 'products', id: '1', doc: { id: 1, title: 'Old fish sauce' } as Doc }], []);
    await store.commit([{ collection: 'products__rebuild', id: '2', doc: { id: 2, title: 'Rebuilt fish oil' } as Doc }], []);
    await store.swap([{ from: 'products__rebuild', to: 'products' }], { from: 'p__rebuild', to: 'p' });
    const fish = { title: { $regex: 'fish', $options: 'i' } };
    expect(await store.find('products', fish)).toEqual([{ id: 2, title: 'Rebuilt fish oil' }]);
    expect(await store.count('products', fish)).toBe(1);
    await store.commit([{ collection: 'products__rebuild', id: '3', doc: { id: 3, title: 'Next fish' } as Doc }], []);
    expect(await store.find('products__rebuild', fish)).toEqual([{ id: 3, title: 'Next fish' }]);
  });

  it('reads a broad text search in the sort order, a narrow one from its matches; both answer the same as the evaluator', async () => {
    const store = new SqliteReadStore(openFile());
    await store.declare([{ collection: 'products', indexes: [], text: ['title'] }]);
    const docs = Array.from({ length: 2500 }, (_, index) => ({ id: index + 1, title: index % 500 === 0 ? `Rare saffron ${index}` : `Fish oil ${index}` }));
    await store.commit(
      docs.map((doc) => ({ collection: 'products', id: String(doc.id), doc: doc as Doc })),
      [],
    );
    const broad = { title: { $regex: 'fish', $options: 'i' } };
    const narrow = { title: { $regex: 'saffron', $options: 'i' } };
    expect(store.explain('products', broad, { sort: { id: -1 } })).toMatch(/ix_products_id/);
    expect(store.explain('products', narrow, { sort: { id: -1 } })).toMatch(/INTEGER PRIMARY KEY/);
    for (const filter of [broad, narrow]) {
      const expected = new Query(filter)
        .find<{ id: number }>(docs)
        .sort({ id: -1 })
        .limit(15)
        .all()
        .map((doc) => doc.id);
      expect((await store.find<{ id: number }>('products', filter, { sort: { id: -1 }, limit: 15 })).map((doc) => doc.id)).toEqual(expected);
      expect(await store.count('products', filter)).toBe(new Query(filter).find(docs).all().length);
    }
  });
});
