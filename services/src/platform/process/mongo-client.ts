import { MongoClient } from 'mongodb';

/**
 * A client for MONGO_URL. One per process: the read store, the key store and the file store share
 * it (one pool, not three). `ignoreUndefined`: a field set to undefined is left out, as the embedded
 * store's JSON leaves it out; stored as null, `$exists`, replies and verify would differ between stores.
 */
export function connectMongo(url: string): Promise<MongoClient> {
  return new MongoClient(url, { ignoreUndefined: true }).connect();
}
