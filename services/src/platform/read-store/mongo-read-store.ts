import { MongoClient, MongoServerError, type AnyBulkWriteOperation, type ClientSession, type Db, type Sort } from 'mongodb';
import { CheckpointMovedError, POSITION_FIELD, type CheckpointMove, type CollectionIndexes, type Doc, type DocumentWrite, type Filter, type FindOptions, type ReadStore, type StoredText } from '@cargo/projections';
import { connectMongo } from '../process/mongo-client';
import { documentTrigrams, TRIGRAMS_FIELD, withTrigrams } from './text-search';

const CHECKPOINTS = '_checkpoints';
const HIDDEN = { _id: 0, [POSITION_FIELD]: 0, [TRIGRAMS_FIELD]: 0 } as const;
const DUPLICATE_KEY = 11000;
const NAMESPACE_NOT_FOUND = 26;
/** The live checkpoint while a rebuild swaps its collections in: no runner expects it, so none can commit. */
const SWAPPING = 'swapping';
/** Documents per insert of a rebuild's load, and per page of a scan. */
const LOADED_AT_ONCE = 1000;
/**
 * Events per commit: a commit is a transaction, which MongoDB aborts past 60 s (and a long one holds
 * its locks and its cache pressure that long); a catch-up after downtime commits in parts this big.
 */
const EVENTS_PER_COMMIT = 250;

/** Documents are stored under their read-model id as `_id`. */
interface StoredDoc {
  _id: string;
  [field: string]: unknown;
}

interface CheckpointDoc {
  _id: string;
  /** Decimal string: positions are 64-bit. */
  position: string;
  /** While fenced: the swap in progress, so a process that starts after a crash mid-swap finishes it. */
  swap?: { collections: { from: string; to: string }[]; from: string };
}

/**
 * MongoDB read store, chosen by MONGO_URL. Needs a replica set: a commit is one transaction
 * that writes the documents and moves the checkpoints.
 */
export class MongoReadStore implements ReadStore {
  readonly eventsPerCommit = EVENTS_PER_COMMIT;
  private readonly declarations = new Map<string, CollectionIndexes>();
  private readonly indexed = new Set<string>();

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    /** Whether closing the store closes the client (not when the process shares it). */
    private readonly ownsClient: boolean,
  ) {}

  /**
   * The declared indexes, each with `id` last; rebuilt collections get theirs before their first
   * write. Called at every start: a swap a crash cut short is finished first, so no checkpoint
   * stays fenced (a runner would otherwise start that projection again from zero, over documents it has).
   */
  async declare(indexes: readonly CollectionIndexes[]): Promise<void> {
    await this.finishSwaps();
    for (const declaration of indexes) {
      this.declarations.set(declaration.collection, declaration);
      await this.ensureIndexes(declaration.collection);
    }
  }

  /** Commits are transactions, which need a replica set: a standalone server is refused at start, with the reason. */
  /** The driver's client and database, for stores that share this connection (the login rate limits). */
  get connection(): { client: MongoClient; dbName: string } {
    return { client: this.client, dbName: this.db.databaseName };
  }

  /** On its own client (tests, tools). */
  static async connect(url: string): Promise<MongoReadStore> {
    const client = await connectMongo(url);
    try {
      return await MongoReadStore.on(client, true);
    } catch (error) {
      await client.close();
      throw error;
    }
  }

  /** On the process's client. */
  static async on(client: MongoClient, ownsClient = false): Promise<MongoReadStore> {
    const hello = await client.db('admin').command({ hello: 1 });
    if (typeof hello.setName !== 'string') throw new Error('MONGO_URL points to a standalone MongoDB: read models need a replica set (a single-node one will do: mongod --replSet rs0, then rs.initiate())');
    return new MongoReadStore(client, client.db(), ownsClient);
  }

  async find<T = Doc>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    let cursor = this.db.collection(collection).find(this.searchable(collection, filter), { projection: HIDDEN });
    // Ties in any order otherwise: `id` is always the last key, as on the embedded store.
    const sort = { ...options.sort };
    sort.id ??= Object.values(sort).at(-1) ?? 1;
    cursor = cursor.sort(sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as T[];
  }

  async *pages<T = Doc>(collection: string, filter: Filter, sort: Record<string, 1 | -1>, pageSize: number): AsyncIterable<T[]> {
    const order = { ...sort };
    order.id ??= Object.values(order).at(-1) ?? 1;
    let page: T[] = [];
    for await (const doc of this.db.collection(collection).find(this.searchable(collection, filter), { projection: HIDDEN, sort: order, batchSize: pageSize })) {
      page.push(doc as T);
      if (page.length >= pageSize) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  /** An unfiltered count is the collection's own count (countDocuments would scan it). */
  async count(collection: string, filter: Filter): Promise<number> {
    const target = this.db.collection(collection);
    return Object.keys(filter).length === 0 ? target.estimatedDocumentCount() : target.countDocuments(this.searchable(collection, filter));
  }

  async get<T = Doc>(collection: string, id: string): Promise<T | null> {
    return (await this.db.collection<StoredDoc>(collection).findOne({ _id: id }, { projection: HIDDEN })) as T | null;
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    const docs = await this.db
      .collection<StoredDoc>(collection)
      .find({ _id: { $in: [...ids] } })
      .toArray();
    return new Map(docs.map(({ _id, [TRIGRAMS_FIELD]: _trigrams, ...doc }) => [String(_id), doc as Doc]));
  }

  async checkpoints(): Promise<Map<string, bigint>> {
    const docs = await this.db.collection<CheckpointDoc>(CHECKPOINTS).find().toArray();
    // A checkpoint fenced by a swap in progress is not a position yet.
    return new Map(docs.filter((doc) => /^\d+$/.test(doc.position)).map((doc) => [doc._id, BigInt(doc.position)]));
  }

  async commit(writes: readonly DocumentWrite[], checkpoints: readonly CheckpointMove[]): Promise<void> {
    for (const collection of new Set(writes.map((write) => write.collection))) await this.ensureIndexes(collection);
    const session = this.client.startSession();
    try {
      await session.withTransaction(async () => {
        for (const move of checkpoints) await this.moveCheckpoint(move, session);
        for (const [collection, operations] of this.operationsOf(writes)) {
          await this.db.collection<StoredDoc>(collection).bulkWrite(operations, { session, ordered: true });
        }
      });
    } finally {
      await session.endSession();
    }
  }

  async load(collection: string, docs: Iterable<readonly [string, Doc | string]>, position: bigint): Promise<void> {
    const applied = { [POSITION_FIELD]: position.toString() };
    let page: StoredDoc[] = [];
    const flush = async () => {
      if (page.length > 0) await this.db.collection<StoredDoc>(collection).insertMany(page, { ordered: false });
      page = [];
    };
    for (const [id, doc] of docs) {
      page.push(this.stored(collection, id, typeof doc === 'string' ? (JSON.parse(doc) as Doc) : doc, applied));
      if (page.length >= LOADED_AT_ONCE) await flush();
    }
    await flush();
    // Indexes built once over the loaded documents, not kept up to date through every insert.
    await this.ensureIndexes(collection);
  }

  async *scan(collection: string, order: 'id' | 'written' = 'id'): AsyncIterable<readonly StoredText[]> {
    let page: StoredText[] = [];
    const sort: Sort = order === 'id' ? { _id: 1 } : { $natural: 1 };
    for await (const { _id, [TRIGRAMS_FIELD]: _trigrams, ...doc } of this.db.collection<StoredDoc>(collection).find({}, { sort, batchSize: LOADED_AT_ONCE })) {
      page.push({ id: String(_id), text: JSON.stringify(doc) });
      if (page.length >= LOADED_AT_ONCE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  async clear(collections: readonly string[], checkpointNames: readonly string[]): Promise<void> {
    for (const collection of collections) await this.db.collection(collection).deleteMany({});
    await this.db.collection<CheckpointDoc>(CHECKPOINTS).deleteMany({ _id: { $in: [...checkpointNames] } });
  }

  /**
   * Renames are not transactional, so the live checkpoint is fenced first (compare-and-set to a
   * value no runner expects): a projection worker committing meanwhile fails its own compare-and-set
   * instead of writing stale documents into the swapped-in collections. Then the renames, then the
   * rebuilt checkpoint.
   */
  /**
   * Fences the live checkpoint (no runner can commit meanwhile) with the swap's plan, renames each
   * rebuilt collection over its live one, then moves the rebuilt checkpoint in. Each step can be
   * repeated, so a swap a crash cut short is finished by the next start (`finishSwaps`).
   */
  async swap(collections: readonly { from: string; to: string }[], checkpoint: { from: string; to: string }): Promise<void> {
    const checkpoints = this.db.collection<CheckpointDoc>(CHECKPOINTS);
    const plan = { collections: [...collections], from: checkpoint.from };
    // A rebuild that wrote nothing to a collection empties the live one: an empty collection to
    // rename over it, made before the fence shows the plan, so whoever finishes the swap (this
    // process, or another starting meanwhile) never has to tell "not rebuilt" from "already renamed".
    const existing = new Set((await this.db.listCollections({}, { nameOnly: true }).toArray()).map((info) => info.name));
    for (const { from } of collections) if (!existing.has(from)) await this.db.createCollection(from);
    const live = await checkpoints.findOne({ _id: checkpoint.to });
    const fenced = live
      ? await checkpoints.updateOne({ _id: checkpoint.to, position: live.position }, { $set: { position: SWAPPING, swap: plan } })
      : await checkpoints.updateOne({ _id: checkpoint.to }, { $setOnInsert: { position: SWAPPING, swap: plan } }, { upsert: true });
    if (fenced.matchedCount + fenced.upsertedCount !== 1) throw new CheckpointMovedError(checkpoint.to);
    await this.completeSwap(checkpoint.to, plan);
  }

  private async completeSwap(live: string, plan: NonNullable<CheckpointDoc['swap']>): Promise<void> {
    const checkpoints = this.db.collection<CheckpointDoc>(CHECKPOINTS);
    const existing = new Set((await this.db.listCollections({}, { nameOnly: true }).toArray()).map((info) => info.name));
    for (const { from, to } of plan.collections) {
      // Another process starting at the same moment may have renamed it first.
      if (existing.has(from)) await this.db.renameCollection(from, to, { dropTarget: true }).catch((error: unknown) => {
        if (!(error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND)) throw error;
      });
      this.indexed.delete(from);
    }
    const rebuilt = await checkpoints.findOne({ _id: plan.from });
    if (rebuilt) await checkpoints.updateOne({ _id: live, position: SWAPPING }, { $set: { position: rebuilt.position }, $unset: { swap: '' } });
    else await checkpoints.deleteOne({ _id: live, position: SWAPPING });
    await checkpoints.deleteOne({ _id: plan.from });
  }

  /** Finishes the swaps a stopped process left fenced (a fence without a plan, from before plans were kept, is a rebuild to run again). */
  private async finishSwaps(): Promise<void> {
    for (const fenced of await this.db.collection<CheckpointDoc>(CHECKPOINTS).find({ position: SWAPPING }).toArray()) {
      if (fenced.swap) await this.completeSwap(fenced._id, fenced.swap);
    }
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }

  /** The declared text fields of a collection (a rebuild's scratch twin has its live collection's). */
  private textFields(collection: string): readonly string[] {
    return this.declarations.get(collection.split('__')[0])?.text ?? [];
  }

  private searchable(collection: string, filter: Filter): Filter {
    const fields = this.textFields(collection);
    return fields.length === 0 ? filter : withTrigrams(filter, new Set(fields));
  }

  /** A document as stored: under `_id`, with its trigrams for "contains" searches and, from a runner, its position. */
  private stored(collection: string, id: string, doc: Doc, applied: Record<string, string> | null): StoredDoc {
    const trigrams = documentTrigrams(doc, this.textFields(collection));
    return Object.assign({ _id: id }, doc, applied, trigrams && { [TRIGRAMS_FIELD]: trigrams });
  }

  private operationsOf(writes: readonly DocumentWrite[]): Map<string, AnyBulkWriteOperation<StoredDoc>[]> {
    const grouped = new Map<string, AnyBulkWriteOperation<StoredDoc>[]>();
    for (const write of writes) {
      const operations = grouped.get(write.collection) ?? [];
      operations.push(
        write.doc
          ? { replaceOne: { filter: { _id: write.id }, replacement: this.stored(write.collection, write.id, write.doc, write.position === undefined ? null : { [POSITION_FIELD]: write.position.toString() }), upsert: true } }
          : { deleteOne: { filter: { _id: write.id } } },
      );
      grouped.set(write.collection, operations);
    }
    return grouped;
  }

  private async ensureIndexes(collection: string): Promise<void> {
    const declaration = this.declarations.get(collection.split('__')[0]);
    if (!declaration || this.indexed.has(collection)) return;
    const target = this.db.collection(collection);
    const wanted = new Set<string>();
    for (const keys of [...declaration.indexes, ...(declaration.text ?? []).map((field) => [field])]) {
      wanted.add(await target.createIndex(Object.fromEntries([...keys, 'id'].map((key) => [key, 1]))));
    }
    // "Contains" searches find their documents through their trigrams (`withTrigrams`): one multikey index per text field.
    for (const field of declaration.text ?? []) wanted.add(await target.createIndex({ [`${TRIGRAMS_FIELD}.${field}`]: 1 }));
    // An index no declaration asks for any more (a query that changed) costs every write: it goes.
    const existing = await target.listIndexes().toArray().catch(() => [] as { name: string }[]);
    for (const { name } of existing) if (name !== '_id_' && !wanted.has(name)) await target.dropIndex(name);
    this.indexed.add(collection);
  }

  private async moveCheckpoint(move: CheckpointMove, session: ClientSession): Promise<void> {
    const checkpoints = this.db.collection<CheckpointDoc>(CHECKPOINTS);
    if (move.expected === null) {
      try {
        await checkpoints.insertOne({ _id: move.name, position: move.next.toString() }, { session });
      } catch (error) {
        if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) throw new CheckpointMovedError(move.name);
        throw error;
      }
      return;
    }
    const result = await checkpoints.updateOne(
      { _id: move.name, position: move.expected.toString() },
      { $set: { position: move.next.toString() } },
      { session },
    );
    if (result.matchedCount !== 1) throw new CheckpointMovedError(move.name);
  }
}
