import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keyStoreContract } from './key-store.contract';
import { KEYS_FILE, SqliteKeyStore } from './sqlite-key-store';

describe('key store contract: SQLite', () => {
  keyStoreContract(async () => new SqliteKeyStore(mkdtempSync(join(tmpdir(), 'cargo-keys-'))));
});

describe('SQLite key store', () => {
  it("overwrites a destroyed key's bytes in its file", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cargo-keys-'));
    const store = new SqliteKeyStore(dir);
    const key = await store.keyFor('customer-1');
    await store.keyFor('customer-2');
    expect(readFileSync(join(dir, KEYS_FILE)).includes(key)).toBe(true);
    await store.destroy(['customer-1']);
    await store.close();
    const file = readFileSync(join(dir, KEYS_FILE));
    expect(file.includes(key)).toBe(false);
    expect(file.includes(Buffer.from('customer-1'))).toBe(true);
  });
});
