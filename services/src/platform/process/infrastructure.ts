import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { allIndexes, allProjections, ProjectionRunner, rebuildOutdated, type ReadStore } from '@cargo/projections';
import type { AppConfig } from './config';
import { openDatabase } from './database';
import { connectMongo } from './mongo-client';
import { embeddedRateLimits, mongoRateLimits, type RateLimits } from './rate-limits';
import { EsdbEventStore } from '../event-store/esdb-event-store';
import type { EventStore } from '../event-store/event-store.port';
import { ProjectionMoves } from '../read-side/projection-moves';
import { InlineProjections, ThreadedProjections, type ProjectionHost } from '../read-side/projection-host';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import { InlineWriter, writerFor } from '../event-store/log-writers';
import { WriteTurn } from './write-turn';
import { DiskFileStore } from '../files/disk-file-store';
import type { FileStore } from '../files/file-store.port';
import { GridFsFileStore } from '../files/gridfs-file-store';
import type { KeyStore } from '../personal-data/key-store.port';
import { MongoKeyStore } from '../personal-data/mongo-key-store';
import { SqliteKeyStore } from '../personal-data/sqlite-key-store';
import { VaultEventStore } from '../personal-data/vault-event-store';
import { coldWhenFull } from '../read-store/cold-documents';
import { MongoReadStore } from '../read-store/mongo-read-store';
import { SqliteReadStore } from '../read-store/sqlite-read-store';

/** The adapters this process runs on, chosen by configuration. */
export interface Infrastructure {
  /** The log, with personal data sealed under `keys`. */
  eventStore: EventStore;
  keys: KeyStore;
  readStore: ReadStore;
  /** Uploaded files (product pictures): on disk beside the embedded store, or GridFS with MongoDB. */
  files: FileStore;
  /** A runner on this thread's connections (the projection worker, the rebuild tool, tests). */
  runner: ProjectionRunner;
  /** Where the API process runs its projections: a worker thread, or inline. */
  projections: ProjectionHost;
  /** Which read models moved (the live feed). */
  moves: ProjectionMoves;
  /** Atomic counters (login attempts), beside the read models. */
  rateLimits: RateLimits;
  describe(): { eventStore: string; readStore: string };
  close(): Promise<void>;
}

/** How this thread uses the embedded file, when it is not the request thread. */
export interface ThreadRole {
  /** How long a woken subscriber gathers appends into one batch. */
  gatherMs: number;
  /** The process's turns at the write lock, shared with the log writer thread. */
  writeTurn: SharedArrayBuffer | null;
}

export async function openInfrastructure(
  config: AppConfig,
  log: (message: string) => void = () => undefined,
  projectionThread: ThreadRole | null = null,
): Promise<Infrastructure> {
  let db: Database.Database | null = null;
  // The projection thread writes only read models, which are rebuilt from the log: its commits need
  // not wait for the disk (a power cut can undo the last few, checkpoints with them, and they are
  // applied again). The log's own commits sync in full on the log writer's connection.
  const embedded = () => (db ??= openDatabase(config.dataDir, projectionThread ? 'NORMAL' : undefined));
  const writeTurn = projectionThread ? (projectionThread.writeTurn ? new WriteTurn(projectionThread.writeTurn) : null) : new WriteTurn();
  const stored: EventStore = config.eventStoreUrl
    ? new EsdbEventStore(config.eventStoreUrl, { keyStreamKeepMs: config.idempotencyKeepMs })
    : new SqliteEventStore(embedded(), {
        keyStreamKeepMs: config.idempotencyKeepMs,
        gatherMs: projectionThread?.gatherMs ?? 0,
        writer: (opened) => (projectionsOnThisThread(config) ? new InlineWriter(opened) : writerFor(opened, writeTurn)),
      });
  // Keys live apart from the log: their own file beside it, or MongoDB beside EventStoreDB.
  const mongo = config.mongoUrl ? await connectMongo(config.mongoUrl) : null;
  const keys: KeyStore = mongo ? MongoKeyStore.on(mongo) : new SqliteKeyStore(config.dataDir);
  const eventStore = new VaultEventStore(stored, keys);
  const mongoReads = mongo ? await MongoReadStore.on(mongo) : null;
  const readStore: ReadStore = mongoReads ?? new SqliteReadStore(embedded(), projectionThread && writeTurn ? writeTurn : undefined);
  const rateLimits = mongoReads ? mongoRateLimits(mongoReads) : embeddedRateLimits(embedded());
  await readStore.declare(allIndexes);
  // Before any runner applies an event: documents an earlier version of a projection built are rebuilt.
  if (config.runProjections) await rebuildOutdated(eventStore, readStore, allProjections, coldWhenFull, log);
  const files: FileStore = mongo ? GridFsFileStore.on(mongo) : new DiskFileStore(join(config.dataDir, 'pictures'));
  // Without projections here, a separate worker's checkpoints tell what moved.
  const moves = new ProjectionMoves(config.runProjections ? null : readStore);
  const runner = new ProjectionRunner(eventStore, readStore, allProjections, {
    log,
    recordParked: true,
    onProgress: (position, collections) => moves.emit(position, collections),
  });
  const projections = config.projectionsInThread ? new ThreadedProjections(config, eventStore, moves, log, writeTurn) : new InlineProjections(runner);
  return {
    eventStore,
    keys,
    readStore,
    files,
    runner,
    projections,
    moves,
    rateLimits,
    describe: () => ({
      eventStore: config.eventStoreUrl ? 'EventStoreDB' : `SQLite (${config.dataDir})`,
      readStore: config.mongoUrl ? 'MongoDB' : `SQLite (${config.dataDir})`,
    }),
    close: async () => {
      await projections.stop();
      await runner.stop();
      await readStore.close();
      await files.close();
      await eventStore.close();
      await keys.close();
      await mongo?.close();
      db?.close();
    },
  };
}

/**
 * Projections applied on the request thread itself (`PROJECTIONS_THREAD=false`): the log is then
 * written on the same connection, as one writer, so a read-model commit never waits on the request
 * thread for another thread's write lock.
 */
const projectionsOnThisThread = (config: AppConfig) => config.runProjections && !config.projectionsInThread;
