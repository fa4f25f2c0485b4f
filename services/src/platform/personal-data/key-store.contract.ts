import { randomUUID } from 'node:crypto';
import { KEY_BYTES, type KeyStore } from './key-store.port';

/** What every key store does, run against each adapter. */
export function keyStoreContract(open: () => Promise<KeyStore>): void {
  const subject = () => `customer-${randomUUID()}`;
  const withStore = (work: (store: KeyStore) => Promise<void>) => async () => {
    const store = await open();
    try {
      await work(store);
    } finally {
      await store.close();
    }
  };

  it(
    'makes a subject its key on first use and gives the same key after',
    withStore(async (store) => {
      const lan = subject();
      const key = await store.keyFor(lan);
      expect(key).toHaveLength(KEY_BYTES);
      expect(await store.keyFor(lan)).toEqual(key);
      expect(await store.keyFor(subject())).not.toEqual(key);
    }),
  );

  it(
    'gives the keys of the subjects that have one, in one call',
    withStore(async (store) => {
      const [lan, minh, nobody] = [subject(), subject(), subject()];
      const lanKey = await store.keyFor(lan);
      const minhKey = await store.keyFor(minh);
      const keys = await store.keysOf([lan, minh, nobody, lan]);
      expect([...keys.entries()].sort()).toEqual(
        [
          [lan, lanKey],
          [minh, minhKey],
        ].sort(),
      );
    }),
  );

  it(
    'destroys a key for good: it is not given back, and no new key is made for its subject',
    withStore(async (store) => {
      const [lan, minh] = [subject(), subject()];
      await store.keyFor(lan);
      const minhKey = await store.keyFor(minh);
      await store.destroy([lan]);
      expect((await store.keysOf([lan, minh])).has(lan)).toBe(false);
      await expect(store.keyFor(lan)).rejects.toMatchObject({ code: 'customers.erased' });
      expect(await store.keyFor(minh)).toEqual(minhKey);
      // A subject erased before it ever had a key stays erased too.
      const never = subject();
      await store.destroy([never]);
      await expect(store.keyFor(never)).rejects.toMatchObject({ code: 'customers.erased' });
    }),
  );
}
