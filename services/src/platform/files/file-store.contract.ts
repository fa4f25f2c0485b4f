import type { FileStore, StoredFile } from './file-store.port';

/** A whole file read through the store's stream, which must deliver the length it announced. */
async function read(store: FileStore, id: string): Promise<StoredFile | null> {
  const file = await store.open(id);
  if (!file) return null;
  const parts: Buffer[] = [];
  for await (const part of file.body) parts.push(part as Buffer);
  const bytes = Buffer.concat(parts);
  expect(bytes.length).toBe(file.length);
  return { bytes, contentType: file.contentType };
}

/** What every file store does, run against each adapter. */
export function fileStoreContract(open: () => Promise<FileStore>): void {
  const id = () => `f${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
  /** Each case opens its own store and closes it, whatever the case does. */
  const withStore = (work: (store: FileStore) => Promise<void>) => async () => {
    const store = await open();
    try {
      await work(store);
    } finally {
      await store.close();
    }
  };

  it(
    'gives back the bytes and content type it saved',
    withStore(async (store) => {
      const name = id();
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
      await store.save(name, { bytes, contentType: 'image/png' });
      expect(await read(store, name)).toEqual({ bytes, contentType: 'image/png' });
    }),
  );

  it(
    'answers null for a file it does not have, or an id that is not one',
    withStore(async (store) => {
      expect(await read(store, id())).toBeNull();
      expect(await read(store, '../etc/passwd')).toBeNull();
    }),
  );

  it(
    'answers a read made while a file is replaced with the old file or the new one, or a failed read; never none, a part or a mix',
    withStore(async (store) => {
      const name = id();
      // 2 MiB: several GridFS chunks, so a download can be halfway when the replace deletes the old file.
      const one = Buffer.alloc(2 * 1024 * 1024, 1);
      const two = Buffer.alloc(2 * 1024 * 1024, 2);
      await store.save(name, { bytes: one, contentType: 'image/png' });
      const replacing = store.save(name, { bytes: two, contentType: 'image/png' });
      const reads = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, index));
          return read(store, name).catch(() => 'failed' as const);
        }),
      );
      await replacing;
      for (const found of reads)
        expect(found === 'failed' ? found : found === null ? 'none' : found.bytes.equals(one) ? 'one' : found.bytes.equals(two) ? 'two' : 'a part').toMatch(
          /^(one|two|failed)$/,
        );
      expect((await read(store, name))?.bytes.equals(two)).toBe(true);
    }),
  );

  it(
    'takes two removes of one file at the same moment, and both succeed',
    withStore(async (store) => {
      const name = id();
      await store.save(name, { bytes: Buffer.from('one'), contentType: 'image/png' });
      await Promise.all([store.remove(name), store.remove(name)]);
      expect(await read(store, name)).toBeNull();
    }),
  );

  it(
    'replaces a file saved twice under one id, and forgets a removed one',
    withStore(async (store) => {
      const name = id();
      await store.save(name, { bytes: Buffer.from('one'), contentType: 'image/png' });
      await store.save(name, { bytes: Buffer.from('two'), contentType: 'image/jpeg' });
      expect(await read(store, name)).toEqual({ bytes: Buffer.from('two'), contentType: 'image/jpeg' });
      await store.remove(name);
      expect(await read(store, name)).toBeNull();
      await store.remove(name);
    }),
  );
}
