import { CheckpointMovedError, type Doc, type ReadStore } from './read-store.port';

const doc = (fields: { id: number } & Record<string, unknown>) => fields as Doc;

/** The behaviour every read store adapter must have; collections get unique names per run. */
export function readStoreContract(open: () => Promise<ReadStore>): void {
  let store: ReadStore;
  let prefix: string;
  const coll = (name: string) => `${prefix}_${name}`;

  beforeEach(async () => {
    store = await open();
    prefix = `c${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  });
  afterEach(async () => {
    await store.close();
  });

  const seed = () =>
    store.commit(
      [
        { collection: coll('products'), id: '1', doc: doc({ id: 1, title: 'Fish Oil Softgels', quantity: 12, tags: ['a'], isActive: true }) },
        { collection: coll('products'), id: '2', doc: doc({ id: 2, title: 'Vitamin D3 Drops', quantity: 0, tags: ['b'], isActive: false }) },
        { collection: coll('products'), id: '3', doc: doc({ id: 3, title: 'Fish Sauce 500 ml', quantity: 5, tags: ['a', 'b'], isActive: true }) },
      ],
      [{ name: `${prefix}-p`, expected: null, next: 10n }],
    );

  it('commits documents with their checkpoint and reads them back', async () => {
    await seed();
    expect(await store.get(coll('products'), '2')).toEqual({ id: 2, title: 'Vitamin D3 Drops', quantity: 0, tags: ['b'], isActive: false });
    expect(await store.get(coll('products'), '9')).toBeNull();
    expect((await store.checkpoints()).get(`${prefix}-p`)).toBe(10n);
    expect([...(await store.getMany(coll('products'), ['1', '3', '9'])).keys()].sort()).toEqual(['1', '3']);
  });

  it('runs one MongoDB query the same way: filter, sort, skip, limit and count', async () => {
    await seed();
    const fish = { title: { $regex: 'fish', $options: 'i' }, isActive: true };
    expect((await store.find<{ id: number }>(coll('products'), fish, { sort: { quantity: 1 } })).map((doc) => doc.id)).toEqual([3, 1]);
    expect(await store.count(coll('products'), fish)).toBe(2);
    expect((await store.find<{ id: number }>(coll('products'), { quantity: { $gte: 5 } }, { sort: { id: -1 }, skip: 1, limit: 1 })).map((doc) => doc.id)).toEqual([1]);
    expect((await store.find<{ id: number }>(coll('products'), { tags: 'b' }, { sort: { id: 1 } })).map((doc) => doc.id)).toEqual([2, 3]);
    expect(await store.find(coll('empty'), {})).toEqual([]);
  });

  it('deletes a document written as null', async () => {
    await seed();
    await store.commit([{ collection: coll('products'), id: '1', doc: null }], [{ name: `${prefix}-p`, expected: 10n, next: 11n }]);
    expect(await store.get(coll('products'), '1')).toBeNull();
    expect(await store.count(coll('products'), {})).toBe(2);
  });

  it('refuses a commit whose checkpoint moved, and writes none of its documents', async () => {
    await seed();
    await expect(
      store.commit([{ collection: coll('products'), id: '4', doc: doc({ id: 4 }) }], [{ name: `${prefix}-p`, expected: 9n, next: 12n }]),
    ).rejects.toBeInstanceOf(CheckpointMovedError);
    await expect(store.commit([], [{ name: `${prefix}-p`, expected: null, next: 12n }])).rejects.toBeInstanceOf(CheckpointMovedError);
    expect(await store.get(coll('products'), '4')).toBeNull();
    expect((await store.checkpoints()).get(`${prefix}-p`)).toBe(10n);
  });

  it('swaps a rebuilt collection and its checkpoint in for the live ones, and clears scratch space', async () => {
    await seed();
    await store.commit([{ collection: coll('products__new'), id: '7', doc: doc({ id: 7, title: 'Rebuilt' }) }], [{ name: `${prefix}-p__new`, expected: null, next: 15n }]);
    await store.swap([{ from: coll('products__new'), to: coll('products') }], { from: `${prefix}-p__new`, to: `${prefix}-p` });
    expect((await store.find<{ id: number }>(coll('products'), {})).map((doc) => doc.id)).toEqual([7]);
    expect(await store.count(coll('products__new'), {})).toBe(0);
    const checkpoints = await store.checkpoints();
    expect(checkpoints.get(`${prefix}-p`)).toBe(15n);
    expect(checkpoints.has(`${prefix}-p__new`)).toBe(false);
    await store.clear([coll('products')], [`${prefix}-p`]);
    expect(await store.count(coll('products'), {})).toBe(0);
    expect((await store.checkpoints()).has(`${prefix}-p`)).toBe(false);
  });
}
