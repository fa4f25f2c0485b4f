import type Database from 'better-sqlite3';
import { RateLimiterMongo, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { MongoReadStore } from '../read-store/mongo-read-store';

/** A fixed-window counter of `points` per `durationSeconds`, by key. */
export interface RateLimitOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * Counters that must hold across requests, restarts and (with MongoDB) instances: each `consume` is
 * one atomic statement of the store (rate-limiter-flexible), so racing requests cannot all pass a
 * check made before any of them counted. Kept beside the read models: the embedded file's table
 * `rate_limits`, or the MongoDB database's collection of that name.
 */
export type RateLimits = (options: RateLimitOptions) => RateLimiterAbstract;

const TABLE = 'rate_limits';
/** How often a count prunes the counters whose window has passed (the table holds about one window's keys). */
const PRUNE_EVERY_MS = 60_000;

export function embeddedRateLimits(db: Database.Database): RateLimits {
  // Created here, before any limiter, so the first request never meets a missing table.
  db.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`);
  const prune = db.prepare(`DELETE FROM ${TABLE} WHERE expire IS NOT NULL AND expire < ?`);
  let prunedAt = 0;
  // Pruned as counts are made, not on the library's timer, which would outlive a closed database.
  class PrunedLimiter extends RateLimiterSQLite {
    override consume(key: string | number, points?: number, options?: Record<string, unknown>) {
      const now = Date.now();
      if (now - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now;
        prune.run(now);
      }
      return super.consume(key, points, options);
    }
  }
  return ({ keyPrefix, points, durationSeconds }) =>
    new PrunedLimiter({
      storeClient: db,
      storeType: 'better-sqlite3',
      tableName: TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
}

export function mongoRateLimits(store: MongoReadStore): RateLimits {
  const { client, dbName } = store.connection;
  return ({ keyPrefix, points, durationSeconds }) =>
    new RateLimiterMongo({ storeClient: client, dbName, tableName: TABLE, keyPrefix, points, duration: durationSeconds });
}
