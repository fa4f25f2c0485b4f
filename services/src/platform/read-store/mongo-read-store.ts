import { AsyncLocalStorage } from 'node:async_hooks';
import { MongoClient, MongoServerError, type AnyBulkWriteOperation, type ClientSession, type Collection, type Db, type Sort } from 'mongodb';
import {
  CheckpointMovedError,
  POSITION_FIELD,
  refuseUndefined,
  type CheckpointMove,
  type CollectionIndexes,
  type Doc,
  type DocumentWrite,
  type Filter,
  type FindOptions,
  type ReadStore,
  type StoredText,
} from '@cargo/projections';
import { connectMongo } from '../process/mongo-client';
import { documentTrigrams, TRIGRAMS_FIELD, withTrigrams } from './text-search';

const CHECKPOINTS = '_checkpoints';
/** Which MongoDB collection holds each read-model collection now (one document per collection a rebuild swapped). */
const GENERATIONS = '_generations';
const HIDDEN = { _id: 0, [POSITION_FIELD]: 0, [TRIGRAMS_FIELD]: 0 } as const;
const DUPLICATE_KEY = 11000;
const NAMESPACE_NOT_FOUND = 26;
/**
 * How long a collection a swap replaced stays readable: longer than any request that resolved it
 * before the swap (a CSV export streams for minutes).
 */
const RETIRED_KEPT_MS = 15 * 60_000;
/** The indexes the app makes are named with this prefix: only those are dropped when no declaration wants them. */
export const APP_INDEX_PREFIX = 'cargo_';
/** MongoDB's own name for an index on these keys (`a_1_id_1`). */
const defaultIndexName = (key: Record<string, number>) =>
  Object.entries(key)
    .map(([field, order]) => `${field}_${order}`)
    .join('_');
/** The app's name for its index on these keys. */
export const appIndexName = (key: Record<string, number>) => `${APP_INDEX_PREFIX}${defaultIndexName(key)}`;

/** A generation's name: its collection, then when the swap made it (base 36), so an orphan's age shows. */
const GENERATION = /__g([0-9a-z]+)$/;
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
}

/** Under a read-model collection's name: the collection that holds it now, and those swapped out, kept a while. */
interface GenerationDoc {
  _id: string;
  current: string;
  retired: { name: string; at: Date }[];
}

/** A request's view of the generations: resolved at its first read, then kept for all its reads. */
interface ReadScope {
  generations?: Promise<Map<string, string>>;
}

/**
 * MongoDB read store, chosen by MONGO_URL. Needs a replica set: a commit is one transaction
 * that writes the documents and moves the checkpoints.
 *
 * A rebuild swaps in generations: its collections get names of their own (`products__g…`), and one
 * transaction points every read-model name at them and moves the checkpoint. Renaming them over the
 * live ones instead would take one step per collection, between which readers would see some
 * rebuilt and some not. A request resolves the generations once (`readScope`), so all its reads come
 * from one side of a swap; the old generation is dropped once no request can still be reading it.
 */
export class MongoReadStore implements ReadStore {
  readonly eventsPerCommit = EVENTS_PER_COMMIT;
  private readonly declarations = new Map<string, CollectionIndexes>();
  private readonly indexed = new Set<string>();
  private readonly scopes = new AsyncLocalStorage<ReadScope>();
  private sweeping: NodeJS.Timeout | undefined;

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    /** Whether closing the store closes the client (not when the process shares it). */
    private readonly ownsClient: boolean,
  ) {}

  /**
   * The declared indexes, each with `id` last, on each collection's current generation; rebuilt
   * collections get theirs before their first write. Called at every start, which also drops the
   * generations no request can be reading any more.
   */
  async declare(indexes: readonly CollectionIndexes[]): Promise<void> {
    await this.dropRetired();
    const generations = await this.generations();
    for (const declaration of indexes) {
      this.declarations.set(declaration.collection, declaration);
      await this.ensureIndexes(generations.get(declaration.collection) ?? declaration.collection);
    }
  }

  /** Runs a request's work so that every read in it resolves the generations once: all of them before a swap, or all after. */
  readScope(work: () => void): void {
    this.scopes.run({}, work);
  }

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
    if (typeof hello.setName !== 'string')
      throw new Error(
        'MONGO_URL points to a standalone MongoDB: read models need a replica set (a single-node one will do: mongod --replSet rs0, then rs.initiate())',
      );
    return new MongoReadStore(client, client.db(), ownsClient);
  }

  async find<T = Doc>(collection: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    refuseUndefined(collection, filter);
    let cursor = (await this.collection(collection)).find(this.searchable(collection, filter), { projection: HIDDEN });
    // Ties in any order otherwise: `id` is always the last key, as on the embedded store.
    const sort = { ...options.sort };
    sort.id ??= Object.values(sort).at(-1) ?? 1;
    cursor = cursor.sort(sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()) as T[];
  }

  async *pages<T = Doc>(collection: string, filter: Filter, sort: Record<string, 1 | -1>, pageSize: number): AsyncIterable<T[]> {
    refuseUndefined(collection, filter);
    const order = { ...sort };
    order.id ??= Object.values(order).at(-1) ?? 1;
    let page: T[] = [];
    const target = await this.collection(collection);
    for await (const doc of target.find(this.searchable(collection, filter), { projection: HIDDEN, sort: order, batchSize: pageSize })) {
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
    refuseUndefined(collection, filter);
    const target = await this.collection(collection);
    return Object.keys(filter).length === 0 ? target.estimatedDocumentCount() : target.countDocuments(this.searchable(collection, filter));
  }

  async get<T = Doc>(collection: string, id: string): Promise<T | null> {
    return (await (await this.collection(collection)).findOne({ _id: id }, { projection: HIDDEN })) as T | null;
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Map<string, Doc>> {
    const docs = await (await this.collection(collection)).find({ _id: { $in: [...ids] } }).toArray();
    return new Map(docs.map(({ _id, [TRIGRAMS_FIELD]: _trigrams, ...doc }) => [String(_id), doc as Doc]));
  }

  async checkpoints(): Promise<Map<string, bigint>> {
    const docs = await this.db.collection<CheckpointDoc>(CHECKPOINTS).find().toArray();
    return new Map(docs.map((doc) => [doc._id, BigInt(doc.position)]));
  }

  /**
   * The generations are read again inside the transaction: a swap that committed since would also
   * have moved the checkpoint, so this commit fails its compare-and-set rather than write into a
   * generation that is no longer read.
   */
  async commit(writes: readonly DocumentWrite[], checkpoints: readonly CheckpointMove[]): Promise<void> {
    const before = await this.generations();
    for (const collection of new Set(writes.map((write) => write.collection))) await this.ensureIndexes(before.get(collection) ?? collection);
    const session = this.client.startSession();
    try {
      await session.withTransaction(async () => {
        for (const move of checkpoints) await this.moveCheckpoint(move, session);
        const generations = await this.generations(session);
        for (const [collection, operations] of this.operationsOf(writes)) {
          await this.db.collection<StoredDoc>(generations.get(collection) ?? collection).bulkWrite(operations, { session, ordered: true });
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
    for await (const { _id, [TRIGRAMS_FIELD]: _trigrams, ...doc } of (await this.collection(collection)).find({}, { sort, batchSize: LOADED_AT_ONCE })) {
      page.push({ id: String(_id), text: JSON.stringify(doc) });
      if (page.length >= LOADED_AT_ONCE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }

  async clear(collections: readonly string[], checkpointNames: readonly string[]): Promise<void> {
    for (const collection of collections) await (await this.collection(collection)).deleteMany({});
    await this.db.collection<CheckpointDoc>(CHECKPOINTS).deleteMany({ _id: { $in: [...checkpointNames] } });
  }

  /**
   * Gives each rebuilt collection a generation name of its own (nothing reads a scratch name, so
   * renaming it is safe), then, in one transaction, points every read-model name at its new
   * generation and moves the rebuilt checkpoint over the live one. A crash before that transaction
   * leaves the live read models whole and the new generations unreferenced, dropped once old.
   */
  async swap(collections: readonly { from: string; to: string }[], checkpoint: { from: string; to: string }): Promise<void> {
    const made = Date.now().toString(36);
    const existing = new Set((await this.db.listCollections({}, { nameOnly: true }).toArray()).map((info) => info.name));
    const next = new Map<string, string>();
    for (const { from, to } of collections) {
      const generation = `${to}__g${made}`;
      // A rebuild that wrote nothing to a collection empties it: an empty generation.
      if (existing.has(from)) await this.db.renameCollection(from, generation);
      else await this.db.createCollection(generation);
      this.indexed.delete(from);
      await this.ensureIndexes(generation);
      next.set(to, generation);
    }
    const checkpoints = this.db.collection<CheckpointDoc>(CHECKPOINTS);
    const generations = this.db.collection<GenerationDoc>(GENERATIONS);
    const session = this.client.startSession();
    try {
      await session.withTransaction(async () => {
        const rebuilt = await checkpoints.findOne({ _id: checkpoint.from }, { session });
        if (!rebuilt) throw new CheckpointMovedError(checkpoint.from);
        await checkpoints.updateOne({ _id: checkpoint.to }, { $set: { position: rebuilt.position } }, { session, upsert: true });
        await checkpoints.deleteOne({ _id: checkpoint.from }, { session });
        const at = new Date();
        for (const [name, generation] of next) {
          const current = (await generations.findOne({ _id: name }, { session }))?.current ?? name;
          await generations.updateOne({ _id: name }, { $set: { current: generation }, $push: { retired: { name: current, at } } }, { session, upsert: true });
        }
      });
    } finally {
      await session.endSession();
    }
    this.sweepLater();
  }

  /**
   * Drops the generations swapped out more than `RETIRED_KEPT_MS` ago, and those a swap made but
   * never pointed at (a crash between its renames and its transaction) once as old.
   */
  private async dropRetired(): Promise<void> {
    const before = new Date(Date.now() - RETIRED_KEPT_MS);
    const generations = this.db.collection<GenerationDoc>(GENERATIONS);
    const docs = await generations.find().toArray();
    for (const doc of docs) {
      for (const retired of doc.retired.filter((entry) => entry.at < before)) {
        await this.drop(retired.name);
        await generations.updateOne({ _id: doc._id }, { $pull: { retired: { name: retired.name } } });
      }
    }
    const referenced = new Set(docs.flatMap((doc) => [doc.current, ...doc.retired.map((entry) => entry.name)]));
    for (const { name } of await this.db.listCollections({}, { nameOnly: true }).toArray()) {
      const made = GENERATION.exec(name)?.[1];
      if (made !== undefined && !referenced.has(name) && parseInt(made, 36) < before.getTime()) await this.drop(name);
    }
  }

  /** After a swap, once its old generation has been kept long enough (not holding the process open). */
  private sweepLater(): void {
    clearTimeout(this.sweeping);
    this.sweeping = setTimeout(() => void this.dropRetired().catch(() => undefined), RETIRED_KEPT_MS + 1000);
    this.sweeping.unref();
  }

  private async drop(name: string): Promise<void> {
    await this.db.dropCollection(name).catch((error: unknown) => {
      if (!(error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND)) throw error;
    });
    this.indexed.delete(name);
  }

  /** Where each swapped read-model collection is now, by its name. */
  private async generations(session?: ClientSession): Promise<Map<string, string>> {
    const docs = await this.db
      .collection<GenerationDoc>(GENERATIONS)
      .find({}, { session, projection: { current: 1 } })
      .toArray();
    return new Map(docs.map((doc) => [doc._id, doc.current]));
  }

  /**
   * The collection a read-model name reads from: in a request, the generation it resolved at its
   * first read; elsewhere, the current one. A rebuild's scratch name is its own collection.
   */
  private async collection(name: string): Promise<Collection<StoredDoc>> {
    if (name.includes('__')) return this.db.collection<StoredDoc>(name);
    const scope = this.scopes.getStore();
    const generations = scope ? (scope.generations ??= this.generations()) : this.generations();
    return this.db.collection<StoredDoc>((await generations).get(name) ?? name);
  }

  async close(): Promise<void> {
    clearTimeout(this.sweeping);
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
          ? {
              replaceOne: {
                filter: { _id: write.id },
                replacement: this.stored(
                  write.collection,
                  write.id,
                  write.doc,
                  write.position === undefined ? null : { [POSITION_FIELD]: write.position.toString() },
                ),
                upsert: true,
              },
            }
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
    const existing = await target
      .listIndexes()
      .toArray()
      .catch(() => [] as { name: string; key: Record<string, number> }[]);
    const wanted: Record<string, number>[] = [
      ...[...declaration.indexes, ...(declaration.text ?? []).map((field) => [field])].map((keys) =>
        Object.fromEntries([...keys, 'id'].map((key) => [key, 1])),
      ),
      // "Contains" searches find their documents through their trigrams (`withTrigrams`): one multikey index per text field.
      ...(declaration.text ?? []).map((field) => ({ [`${TRIGRAMS_FIELD}.${field}`]: 1 })),
    ];
    const names = new Set<string>();
    for (const key of wanted) {
      const name = appIndexName(key);
      names.add(name);
      // An earlier build named its indexes as MongoDB does by default: the same index under the app's name replaces it.
      const earlier = existing.find((index) => index.name === defaultIndexName(key));
      if (earlier) await target.dropIndex(earlier.name);
      await target.createIndex(key, { name });
    }
    // An index of the app's that no declaration asks for any more (a query that changed) costs every write: it goes. Others' indexes are theirs.
    for (const { name } of existing) if (name.startsWith(APP_INDEX_PREFIX) && !names.has(name)) await target.dropIndex(name);
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
