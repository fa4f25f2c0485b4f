import { randomBytes } from 'node:crypto';
import { Binary, type Collection, type MongoClient } from 'mongodb';
import { connectMongo } from '../process/mongo-client';
import { conflict } from '@cargo/contracts';
import { KEY_BYTES, type KeyStore } from './key-store.port';

interface KeyDoc {
  _id: string;
  key: Binary | null;
  erasedAt?: Date;
}

/** Keys in a collection of their own, beside the read models (EventStoreDB holds only sealed data). */
export class MongoKeyStore implements KeyStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly keys: Collection<KeyDoc>,
    /** Whether closing the store closes the client (not when the process shares it). */
    private readonly ownsClient: boolean,
  ) {}

  /** On its own client (tests, tools). */
  static async connect(url: string, collection = 'personal_keys'): Promise<MongoKeyStore> {
    return MongoKeyStore.on(await connectMongo(url), collection, true);
  }

  /**
   * On the process's client. Every write waits for a majority of the replica set and its journal: a
   * key acknowledged to the log's writer (which then seals an event with it) survives a failover; a
   * key a rolled-back primary lost would leave that event unreadable.
   */
  static on(client: MongoClient, collection = 'personal_keys', ownsClient = false): MongoKeyStore {
    return new MongoKeyStore(
      client,
      client.db().collection<KeyDoc>(collection, { writeConcern: { w: 'majority', journal: true }, readConcern: { level: 'majority' } }),
      ownsClient,
    );
  }

  async keyFor(subject: string): Promise<Buffer> {
    const doc = await this.keys.findOneAndUpdate(
      { _id: subject },
      { $setOnInsert: { key: new Binary(randomBytes(KEY_BYTES)) } },
      { upsert: true, returnDocument: 'after' },
    );
    if (!doc?.key) throw conflict('customers.erased');
    return Buffer.from(doc.key.buffer);
  }

  async keysOf(subjects: readonly string[]): Promise<Map<string, Buffer>> {
    const docs = await this.keys.find({ _id: { $in: [...new Set(subjects)] }, key: { $ne: null } }).toArray();
    return new Map(docs.flatMap((doc) => (doc.key ? [[doc._id, Buffer.from(doc.key.buffer)] as const] : [])));
  }

  async destroy(subjects: readonly string[]): Promise<void> {
    if (!subjects.length) return;
    const erasedAt = new Date();
    await this.keys.bulkWrite(
      subjects.map((subject) => ({ updateOne: { filter: { _id: subject }, update: { $set: { key: null, erasedAt } }, upsert: true } })),
    );
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }
}
