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
  for (const projection of projections) {
    for (const collection of projection.collections) documents += await store.count(runner.collectionName(collection), {});
    await store.swap(
      projection.collections.map((collection) => ({ from: runner.collectionName(collection), to: collection })),
      { from: runner.checkpointName(projection), to: projection.name },
    );
  }
  return {
    projections: projections.map((projection) => projection.name),
    position: position.toString(),
    documents,
    events: counted.events,
    eventsPerSecond: seconds > 0 ? Math.round(counted.events / seconds) : counted.events,
  };
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
  const reports: VerifyReport[] = [];
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
      const scratch = new ScratchDocuments();
      const counted = countingFeed(feed, position);
      await new ProjectionRunner(counted, scratch, together).catchUp(position);
      const compared = [];
      for (const projection of together) compared.push({ projection, ...(await compareProjection(store, scratch, projection)) });
      const after = await store.checkpoints();
      for (const { projection, documents, differences } of compared) {
        if ((after.get(projection.name) ?? 0n) !== position && attempt < VERIFY_ATTEMPTS) {
          pending.push(projection);
          continue;
        }
        const report = { projection: projection.name, position: position.toString(), events: counted.events, documents, differences };
        reports.push(report);
        onVerified(report);
      }
    }
  }
  return reports;
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

/** A projection's live collections against their rebuilt copies. */
async function compareProjection(store: ReadStore, scratch: ScratchDocuments, projection: Projection): Promise<{ documents: number; differences: Difference[] }> {
  const differences: Difference[] = [];
  let documents = 0;
  for (const collection of projection.collections) {
    const found = await compareCollection(store, collection, scratch.documents(collection));
    documents += found.documents;
    differences.push(...found.differences);
  }
  return { documents, differences };
}

const COMPARED_AT_ONCE = 1000;

/**
 * Each rebuilt document beside the live one of its id, fetched a page of ids at a time (so memory
 * holds the rebuilt model, not a second copy); live documents the rebuild did not make are found
 * by the count, and listed only then.
 */
async function compareCollection(store: ReadStore, collection: string, rebuilt: ReadonlyMap<string, Doc>): Promise<{ documents: number; differences: Difference[] }> {
  const differences: Difference[] = [];
  let matched = 0;
  const ids = [...rebuilt.keys()];
  for (let start = 0; start < ids.length; start += COMPARED_AT_ONCE) {
    const page = ids.slice(start, start + COMPARED_AT_ONCE);
    const live = await store.getMany(collection, page);
    for (const id of page) {
      const a = live.get(id);
      const b = withoutPosition(rebuilt.get(id)!);
      if (a) matched += 1;
      const liveDoc = a ? withoutPosition(a) : null;
      if (!sameDocument(liveDoc, b)) differences.push({ collection, id, live: liveDoc, rebuilt: b });
    }
  }
  if ((await store.count(collection, {})) !== matched) {
    for (const doc of await store.find(collection, {})) if (!rebuilt.has(String(doc.id))) differences.push({ collection, id: String(doc.id), live: doc, rebuilt: null });
  }
  return { documents: rebuilt.size, differences };
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
