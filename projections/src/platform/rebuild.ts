import type { Projection } from './projection';
import { POSITION_FIELD, type Doc, type ReadStore } from './read-store.port';
import { ProjectionRunner, type EventFeed } from './runner';
import { ScratchDocuments } from './scratch-documents';

const SCRATCH = '__rebuild';
const VERIFY_ATTEMPTS = 5;

export interface RebuildReport {
  projections: string[];
  position: string;
  documents: number;
  events: number;
  eventsPerSecond: number;
}

export interface Difference {
  collection: string;
  id: string;
  live: Doc | null;
  rebuilt: Doc | null;
}

export interface VerifyReport {
  projection: string;
  position: string;
  /** Events its pass over the log replayed. */
  events: number;
  documents: number;
  differences: Difference[];
}

/**
 * Rebuilds projections from position zero into fresh collections, in one pass over the log, then
 * swaps each one in for its live collections and checkpoint.
 */
export async function rebuildProjections(feed: EventFeed, store: ReadStore, projections: readonly Projection[]): Promise<RebuildReport> {
  const position = await feed.headPosition();
  const counted = countingFeed(feed, position);
  const runner = new ProjectionRunner(counted, store, projections, { suffix: SCRATCH });
  await store.clear(
    projections.flatMap((projection) => projection.collections.map((collection) => runner.collectionName(collection))),
    projections.map((projection) => runner.checkpointName(projection)),
  );
  const started = process.hrtime.bigint();
  await runner.catchUp(position);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  let documents = 0;
  const marks = await store.checkpoints();
  for (const projection of projections) {
    for (const collection of projection.collections) documents += await store.count(runner.collectionName(collection), {});
    await store.swap(
      projection.collections.map((collection) => ({ from: runner.collectionName(collection), to: collection })),
      { from: runner.checkpointName(projection), to: projection.name },
    );
    await store.commit([], [{ name: versionMark(projection), expected: marks.get(versionMark(projection)) ?? null, next: BigInt(projection.version ?? 1) }]);
  }
  return {
    projections: projections.map((projection) => projection.name),
    position: position.toString(),
    documents,
    events: counted.events,
    eventsPerSecond: seconds > 0 ? Math.round(counted.events / seconds) : counted.events,
  };
}

/** The checkpoint entry that records which version of a projection built its documents. */
const versionMark = (projection: Projection) => `${projection.name}#version`;

/**
 * Rebuilds, at start, each projection whose documents an earlier version built (its checkpoint is
 * there, its version mark is not this version's), before any runner applies an event to them; a
 * projection never run before is only marked. Returns the names it rebuilt.
 */
export async function rebuildOutdated(feed: EventFeed, store: ReadStore, projections: readonly Projection[], log: (message: string) => void = () => undefined): Promise<string[]> {
  const checkpoints = await store.checkpoints();
  const version = (projection: Projection) => BigInt(projection.version ?? 1);
  const unmarked = projections.filter((projection) => checkpoints.get(versionMark(projection)) !== version(projection));
  const outdated = unmarked.filter((projection) => checkpoints.has(projection.name) && version(projection) > 1n);
  const fresh = unmarked.filter((projection) => !outdated.includes(projection));
  await store.commit([], fresh.map((projection) => ({ name: versionMark(projection), expected: checkpoints.get(versionMark(projection)) ?? null, next: version(projection) })));
  if (outdated.length === 0) return [];
  log(`rebuilding projections an earlier version built: ${outdated.map((projection) => projection.name).join(', ')}`);
  const report = await rebuildProjections(feed, store, outdated);
  log(`rebuilt ${report.events} events in ${report.eventsPerSecond} events/s`);
  return report.projections;
}

/**
 * Rebuilds a projection in memory up to its live checkpoint and reports every document that differs
 * from the live read model. Retries when the live model moves during the comparison.
 */
export async function verifyProjection(feed: EventFeed, store: ReadStore, projection: Projection): Promise<VerifyReport> {
  const [report] = await verifyProjections(feed, store, [projection]);
  return report;
}

/**
 * Verifies projections by rebuilding them in memory (`ScratchDocuments`) and comparing each rebuilt
 * document with the live one. Projections whose live checkpoints agree (the runner commits them
 * together) are rebuilt in one pass over the log; one the live runner moved during its comparison
 * is verified again, up to a few times.
 */
export async function verifyProjections(feed: EventFeed, store: ReadStore, projections: readonly Projection[], onVerified: (report: VerifyReport) => void = () => undefined): Promise<VerifyReport[]> {
  const verified: VerifyReport[] = [];
  let pending = [...projections];
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    const checkpoints = await store.checkpoints();
    const byPosition = new Map<bigint, Projection[]>();
    for (const projection of pending) {
      const position = checkpoints.get(projection.name) ?? 0n;
      byPosition.set(position, [...(byPosition.get(position) ?? []), projection]);
    }
    pending = [];
    for (const [position, together] of byPosition) {
      const compared = new Map<string, Compared>();
      const comparedIn = (collection: string) => compared.get(collection) ?? compared.set(collection, { documents: 0, matched: 0, differences: [] }).get(collection)!;
      const writeOnce = new Set(together.flatMap((projection) => projection.writeOnce ?? []));
      const scratch = new ScratchDocuments({ collections: writeOnce, settle: async (collection, docs) => compareDocuments(store, collection, docs, comparedIn(collection)) });
      const counted = countingFeed(feed, position);
      await new ProjectionRunner(counted, scratch, together).catchUp(position);
      await scratch.settleAll();
      const reports: { projection: Projection; documents: number; differences: Difference[] }[] = [];
      for (const projection of together) {
        let documents = 0;
        const differences: Difference[] = [];
        for (const collection of projection.collections) {
          const found = comparedIn(collection);
          await compareDocuments(store, collection, scratch.documents(collection), found);
          await findUnmade(store, collection, scratch, found);
          documents += found.documents;
          differences.push(...found.differences);
        }
        reports.push({ projection, documents, differences });
      }
      const after = await store.checkpoints();
      for (const { projection, documents, differences } of reports) {
        if ((after.get(projection.name) ?? 0n) !== position && attempt < VERIFY_ATTEMPTS) {
          pending.push(projection);
          continue;
        }
        const report = { projection: projection.name, position: position.toString(), events: counted.events, documents, differences };
        verified.push(report);
        onVerified(report);
      }
    }
  }
  return verified;
}

/** The feed, counting the events a pass reads up to `until`. */
function countingFeed(feed: EventFeed, until: bigint): EventFeed & { events: number } {
  const counted = {
    events: 0,
    readAll: async (after: bigint, maxCount: number) => {
      const batch = await feed.readAll(after, maxCount);
      counted.events += batch.filter((event) => event.position <= until).length;
      return batch;
    },
    subscribe: feed.subscribe.bind(feed),
    headPosition: feed.headPosition.bind(feed),
  };
  return counted;
}

/** What a verification found in one collection so far. */
interface Compared {
  documents: number;
  /** Rebuilt documents the live collection has (whether equal or not). */
  matched: number;
  differences: Difference[];
}

const COMPARED_AT_ONCE = 1000;

/** Rebuilt documents beside the live ones of their ids, fetched a page of ids at a time. */
async function compareDocuments(store: ReadStore, collection: string, rebuilt: ReadonlyMap<string, Doc>, into: Compared): Promise<void> {
  const ids = [...rebuilt.keys()];
  into.documents += ids.length;
  for (let start = 0; start < ids.length; start += COMPARED_AT_ONCE) {
    const page = ids.slice(start, start + COMPARED_AT_ONCE);
    const live = await store.getMany(collection, page);
    await new Promise((resolve) => setImmediate(resolve));
    for (const id of page) {
      const found = live.get(id);
      if (found) into.matched += 1;
      const a = found ? withoutPosition(found) : null;
      const b = withoutPosition(rebuilt.get(id)!);
      if (!sameDocument(a, b)) into.differences.push({ collection, id, live: a, rebuilt: b });
    }
  }
}

/** Live documents the rebuild did not make: the count tells whether there are any; they are listed only then. */
async function findUnmade(store: ReadStore, collection: string, scratch: ScratchDocuments, into: Compared): Promise<void> {
  if ((await store.count(collection, {})) === into.matched) return;
  for (const doc of await store.find(collection, {})) {
    if (!scratch.made(collection, String(doc.id))) into.differences.push({ collection, id: String(doc.id), live: doc, rebuilt: null });
  }
}

function withoutPosition(doc: Doc): Doc {
  const { [POSITION_FIELD]: _position, ...rest } = doc as Record<string, unknown>;
  return rest as Doc;
}

/**
 * Equal as stored JSON, field order aside: what JSON keeps (an undefined field or array item reads as
 * absent or null), compared in place so a million documents are not turned into text twice.
 */
function sameDocument(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return asStored(a) === asStored(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameDocument(item ?? null, b[index] ?? null));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = (doc: Record<string, unknown>) => Object.keys(doc).filter((key) => doc[key] !== undefined);
  const leftKeys = keys(left);
  if (leftKeys.length !== keys(right).length) return false;
  return leftKeys.every((key) => right[key] !== undefined && sameDocument(left[key], right[key]));
}

/** A scalar as JSON stores it (NaN and infinities become null). */
const asStored = (value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value === undefined ? null : value);
