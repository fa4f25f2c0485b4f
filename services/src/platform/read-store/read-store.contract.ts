import fc from 'fast-check';
import { Query } from 'mingo';
import { sortLikeMongo } from './mongo-order';
import { CheckpointMovedError, UndefinedInFilterError, type Doc, type Filter, type ReadStore } from '@cargo/projections';

const WORDS = [
  'fish',
  'Fish Sauce',
  'NƯỚC mắm',
  'nước',
  'oil',
  'Vitamin D3',
  'a.b (c)',
  'x+y',
  'ĂN',
  'ăn',
  'ĐẬU phộng',
  'đậu',
  'Cà PHÊ',
  'phê',
  'Ấm ỨC',
  'ấm ức',
];
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Random documents: declared scalar fields keep one type; undeclared ones mix types, arrays and absence. */
const documents = fc.uniqueArray(
  fc.record(
    {
      id: fc.integer({ min: 1, max: 10_000 }),
      n: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constant(null)),
      s: fc.constantFrom(...WORDS),
      title: fc.constantFrom(...WORDS).chain((word) => fc.constantFrom(word, `${word} 500 ml`, `Premium ${word}`)),
      b: fc.boolean(),
      tags: fc.array(fc.oneof(fc.constantFrom('a', 'b', 'c'), fc.integer({ min: 0, max: 3 })), { maxLength: 3 }),
      m: fc.oneof(
        fc.integer({ min: -3, max: 3 }),
        fc.constantFrom('a', 'b', 'fish'),
        fc.constant(null),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
        fc.boolean(),
      ),
    },
    { requiredKeys: ['id', 's', 'title'] },
  ),
  { minLength: 1, maxLength: 60, selector: (doc) => doc.id },
);

const FIELDS = ['n', 's', 'title', 'b', 'tags', 'm', 'absent'] as const;
const value = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(...WORDS, 'a', 'b', 'c', 'fish'), fc.boolean(), fc.constant(null));

/** Every translated operator, nested in $and / $or. */
const filters: fc.Arbitrary<Filter> = fc.letrec<{ filter: Filter }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small' },
    fc.tuple(fc.constantFrom(...FIELDS), value).map(([field, operand]) => ({ [field]: operand })),
    fc.tuple(fc.constantFrom(...FIELDS), fc.constantFrom('$eq', '$ne'), value).map(([field, operator, operand]) => ({ [field]: { [operator]: operand } })),
    fc
      .tuple(fc.constantFrom(...FIELDS), fc.constantFrom('$in', '$nin'), fc.array(value, { maxLength: 3 }))
      .map(([field, operator, operand]) => ({ [field]: { [operator]: operand } })),
    fc
      .tuple(
        fc.constantFrom(...FIELDS),
        fc.constantFrom('$gt', '$gte', '$lt', '$lte'),
        fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('a', 'fish', 'n')),
      )
      .map(([field, operator, operand]) => ({ [field]: { [operator]: operand } })),
    fc
      .tuple(fc.constantFrom(...FIELDS), fc.integer({ min: -5, max: 0 }), fc.integer({ min: 0, max: 5 }))
      .map(([field, low, high]) => ({ [field]: { $gte: low, $lt: high } })),
    fc.tuple(fc.constantFrom(...FIELDS), fc.boolean()).map(([field, exists]) => ({ [field]: { $exists: exists } })),
    fc
      .tuple(
        fc.constantFrom('s', 'title', 'tags', 'm'),
        fc.constantFrom('fish', 'ish', 'NƯỚC', 'ước', 'ăn', 'ml', '500 ml', 'a.b', 'x+y', 'a', 'D3', 'đậu', 'ĐẬU', 'cà phê', 'PHÊ', 'ấm ức', 'M Ứ'),
        fc.constantFrom('i', ''),
      )
      .map(([field, text, options]) => ({ [field]: { $regex: escapeRegex(text), $options: options } })),
    fc.array(tie('filter'), { minLength: 1, maxLength: 3 }).map((branches) => ({ $and: branches })),
    fc.array(tie('filter'), { minLength: 1, maxLength: 3 }).map((branches) => ({ $or: branches })),
  ),
})).filter;

const sorts = fc.constantFrom<Record<string, 1 | -1> | undefined>(
  undefined,
  { n: 1 },
  { n: -1 },
  { s: 1 },
  { title: -1 },
  { id: -1 },
  { m: 1 },
  { m: -1 },
  { tags: 1 },
  { tags: -1, n: 1 },
  { s: -1, n: 1 },
);

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
    expect(
      (await store.find<{ id: number }>(coll('products'), { quantity: { $gte: 5 } }, { sort: { id: -1 }, skip: 1, limit: 1 })).map((doc) => doc.id),
    ).toEqual([1]);
    expect((await store.find<{ id: number }>(coll('products'), { tags: 'b' }, { sort: { id: 1 } })).map((doc) => doc.id)).toEqual([2, 3]);
    expect(await store.find(coll('empty'), {})).toEqual([]);
  });

  it('answers a flag declared boolean from its index: true, false, $ne, $in, and never a number', async () => {
    const collection = coll('flags');
    await store.declare([{ collection, indexes: [['isActive']], booleans: ['isActive'] }]);
    await store.commit(
      Array.from({ length: 30 }, (_, index) => ({ collection, id: String(index + 1), doc: doc({ id: index + 1, isActive: index % 3 !== 0 }) })),
      [],
    );
    expect(await store.count(collection, { isActive: true })).toBe(20);
    expect(await store.count(collection, { isActive: false })).toBe(10);
    expect(await store.count(collection, { isActive: { $ne: true } })).toBe(10);
    expect(await store.count(collection, { isActive: { $in: [true, false] } })).toBe(30);
    expect(await store.count(collection, { isActive: 1 })).toBe(0);
    expect((await store.find<{ id: number }>(collection, { isActive: false }, { sort: { id: -1 }, limit: 3 })).map((found) => found.id)).toEqual([28, 25, 22]);
  });

  it('leaves out a field set to undefined, as if it had never been set', async () => {
    const collection = coll('products');
    await store.commit([{ collection, id: '5', doc: { id: 5, title: 'Fish Sauce', note: undefined } as Doc }], []);
    const stored = await store.get(collection, '5');
    expect(Object.keys(stored ?? {}).sort()).toEqual(['id', 'title']);
    expect((await store.find(collection, { note: { $exists: false }, id: 5 })).map((found) => found.id)).toEqual([5]);
  });

  it('refuses a filter holding undefined anywhere, before it reads: never "every document" nor "those without the field"', async () => {
    await seed();
    const collection = coll('products');
    const refusals = [
      { filter: { isActive: undefined }, path: 'isActive' },
      { filter: { quantity: { $gte: undefined } }, path: 'quantity.$gte' },
      { filter: { $or: [{ id: 1 }, { title: undefined }] }, path: '$or[1].title' },
      { filter: { id: { $in: [1, undefined] } }, path: 'id.$in[1]' },
    ];
    for (const { filter, path } of refusals) {
      const message = `Filter on ${collection}: ${path} is undefined (a filter names a value or leaves the key out)`;
      await expect(store.find(collection, filter)).rejects.toEqual(new UndefinedInFilterError(collection, path));
      await expect(store.find(collection, filter)).rejects.toThrow(message);
      await expect(store.count(collection, filter)).rejects.toThrow(message);
      await expect(
        (async () => {
          for await (const page of store.pages(collection, filter, { id: 1 }, 10)) expect(page).toBeUndefined();
        })(),
      ).rejects.toThrow(message);
    }
    // The same read with the key left out answers as before.
    expect(await store.count(collection, { $or: [{ id: 1 }, {}] })).toBe(3);
  });

  it('deletes a document written as null', async () => {
    await seed();
    await store.commit([{ collection: coll('products'), id: '1', doc: null }], [{ name: `${prefix}-p`, expected: 10n, next: 11n }]);
    expect(await store.get(coll('products'), '1')).toBeNull();
    expect(await store.count(coll('products'), {})).toBe(2);
  });

  it('answers random filters, sorts and pages exactly as the evaluator does (every translated operator), and reads every match in pages', async () => {
    const collection = coll('random');
    await store.declare([{ collection, indexes: [['n'], ['s'], ['s', 'n']], text: ['title'] }]);
    await fc.assert(
      fc.asyncProperty(
        documents,
        fc.array(fc.tuple(filters, sorts, fc.nat({ max: 5 }), fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined })), {
          minLength: 10,
          maxLength: 10,
        }),
        async (docs, queries) => {
          await store.clear([collection], []);
          await store.commit(
            docs.map((d) => ({ collection, id: String(d.id), doc: d as Doc })),
            [],
          );
          for (const [filter, sort, skip, limit] of queries) {
            const expected = sortLikeMongo(new Query(filter).find<{ id: number }>(docs).all(), sort).map((d) => d.id);
            const found = await store.find<{ id: number }>(collection, filter, { sort, skip, limit });
            expect({ filter, sort, skip, limit, ids: found.map((d) => d.id) }).toEqual({
              filter,
              sort,
              skip,
              limit,
              ids: expected.slice(skip, limit === undefined ? undefined : skip + limit),
            });
            expect({ filter, count: await store.count(collection, filter) }).toEqual({ filter, count: new Query(filter).find(docs).all().length });
            // A report's read: every match once, in order, across pages of any size.
            const pageSize = skip + 1;
            const paged: number[] = [];
            for await (const page of store.pages<{ id: number }>(collection, filter, sort ?? {}, pageSize)) {
              expect(page.length).toBeLessThanOrEqual(pageSize);
              paged.push(...page.map((d) => d.id));
            }
            expect({ filter, sort, paged }).toEqual({ filter, sort, paged: expected });
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('answers a "contains" search holding any character, NUL and other controls among them, as the evaluator does, never an error', async () => {
    const collection = coll('controls');
    await store.declare([{ collection, indexes: [['n']], text: ['title'] }]);
    const titles = ['ab\u0000cd fish', 'fish\r\nBcc: x', 'plain fish sauce', '\u202Efish', 'tab\tfish'];
    const docs = titles.map((title, index) => ({ id: index + 1, n: index, title }));
    await store.commit(
      docs.map((d) => ({ collection, id: String(d.id), doc: d as Doc })),
      [],
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({
          unit: fc.oneof(fc.constantFrom('\u0000', '\r', '\n', '\t', '\u001b', '\u007f', '\u202e', '"', "'", '*'), fc.constantFrom(...'abcdfish '.split(''))),
          maxLength: 8,
        }),
        fc.constantFrom('i', ''),
        async (typed, options) => {
          const filter = { title: { $regex: escapeRegex(typed), $options: options } };
          const expected = new Query(filter)
            .find<{ id: number }>(docs)
            .all()
            .map((d) => d.id)
            .sort((a, b) => a - b);
          expect({ typed, ids: (await store.find<{ id: number }>(collection, filter, { sort: { n: 1 } })).map((d) => d.id) }).toEqual({ typed, ids: expected });
          expect({ typed, count: await store.count(collection, filter) }).toEqual({ typed, count: expected.length });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('finds a document by its text as it is now: after its title changes, after other fields change, and not after the title is gone', async () => {
    const collection = coll('texts');
    await store.declare([{ collection, indexes: [['n']], text: ['title'] }]);
    const contains = (text: string) =>
      store.find<{ id: number }>(collection, { title: { $regex: text, $options: 'i' } }).then((docs) => docs.map((found) => found.id));
    await store.commit([{ collection, id: '1', doc: doc({ id: 1, title: 'Fish Sauce', n: 1 }) }], []);
    await store.commit([{ collection, id: '1', doc: doc({ id: 1, title: 'Fish Sauce', n: 2 }) }], []);
    expect(await contains('sauce')).toEqual([1]);
    await store.commit([{ collection, id: '1', doc: doc({ id: 1, title: 'Jasmine Rice', n: 2 }) }], []);
    expect([await contains('sauce'), await contains('rice')]).toEqual([[], [1]]);
    await store.commit([{ collection, id: '1', doc: doc({ id: 1, n: 3 }) }], []);
    expect(await contains('rice')).toEqual([]);
    await store.commit([{ collection, id: '1', doc: doc({ id: 1, title: 'Coffee Beans', n: 3 }) }], []);
    expect(await contains('coffee')).toEqual([1]);
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
    await store.commit(
      [{ collection: coll('products__new'), id: '7', doc: doc({ id: 7, title: 'Rebuilt' }) }],
      [{ name: `${prefix}-p__new`, expected: null, next: 15n }],
    );
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

  it('empties the live collection when the rebuild wrote nothing to it', async () => {
    await seed();
    await store.commit([], [{ name: `${prefix}-p__new`, expected: null, next: 16n }]);
    await store.swap([{ from: coll('products__new'), to: coll('products') }], { from: `${prefix}-p__new`, to: `${prefix}-p` });
    expect(await store.count(coll('products'), {})).toBe(0);
    expect((await store.checkpoints()).get(`${prefix}-p`)).toBe(16n);
  });

  it('loads a rebuilt collection in bulk (searchable, counted, applied up to its position) and scans every document as text, page by page', async () => {
    await store.declare([{ collection: coll('loaded'), indexes: [['quantity']], text: ['title'] }]);
    const made = Array.from(
      { length: 2500 },
      (_, index) => [String(index + 1), doc({ id: index + 1, title: index % 2 ? 'Fish Sauce' : 'Vitamin', quantity: index % 7 })] as const,
    );
    await store.load(coll('loaded'), made.slice(0, 1200), 42n);
    await store.load(coll('loaded'), made.slice(1200), 42n);
    expect(await store.count(coll('loaded'), {})).toBe(2500);
    expect(await store.count(coll('loaded'), { title: { $regex: 'fish', $options: 'i' } })).toBe(1250);
    expect(await store.get(coll('loaded'), '8')).toEqual({ id: 8, title: 'Fish Sauce', quantity: 0 });
    const scanned = new Map<string, unknown>();
    let pages = 0;
    for await (const page of store.scan(coll('loaded'))) {
      pages += 1;
      for (const { id, text } of page) scanned.set(id, JSON.parse(text));
    }
    expect(pages).toBeGreaterThan(1);
    expect(scanned.size).toBe(2500);
    expect(scanned.get('2500')).toEqual({ id: 2500, title: 'Fish Sauce', quantity: 0, _pos: '42' });
  });
}
