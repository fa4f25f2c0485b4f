import type { Projection } from './projection';
import type { Doc, ReadStore } from './read-store.port';
import { ProjectionRunner, type EventFeed } from './runner';

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
  documents: number;
  differences: Difference[];
}

async function rebuildIntoScratch(feed: EventFeed, store: ReadStore, projections: readonly Projection[], until?: bigint) {
  const runner = new ProjectionRunner(feed, store, projections, { suffix: SCRATCH });
  await store.clear(
    projections.flatMap((projection) => projection.collections.map((collection) => runner.collectionName(collection))),
    projections.map((projection) => runner.checkpointName(projection)),
  );
  const started = process.hrtime.bigint();
  const position = await runner.catchUp(until);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { runner, position, seconds };
}

export async function countEvents(feed: EventFeed, until: bigint): Promise<number> {
  let count = 0;
  let after = 0n;
  for (;;) {
    const batch = (await feed.readAll(after, 5000)).filter((event) => event.position <= until);
    if (batch.length === 0) return count;
    count += batch.length;
    after = batch[batch.length - 1].position;
  }
}

/**
 * Rebuilds projections from position zero into fresh collections, in one pass over the log, then
 * swaps each one in for its live collections and checkpoint.
 */
export async function rebuildProjections(feed: EventFeed, store: ReadStore, projections: readonly Projection[]): Promise<RebuildReport> {
  const { runner, position, seconds } = await rebuildIntoScratch(feed, store, projections);
  let documents = 0;
  for (const projection of projections) {
    for (const collection of projection.collections) documents += await store.count(runner.collectionName(collection), {});
    await store.swap(
      projection.collections.map((collection) => ({ from: runner.collectionName(collection), to: collection })),
      { from: runner.checkpointName(projection), to: projection.name },
    );
  }
  const events = await countEvents(feed, position);
  return {
    projections: projections.map((projection) => projection.name),
    position: position.toString(),
    documents,
    events,
    eventsPerSecond: seconds > 0 ? Math.round(events / seconds) : events,
  };
}

/**
 * Rebuilds into scratch space up to the live checkpoint and reports every document that differs
 * from the live read model. Retries when the live models move during the comparison.
 */
export async function verifyProjection(feed: EventFeed, store: ReadStore, projection: Projection): Promise<VerifyReport> {
  for (let attempt = 1; ; attempt += 1) {
    const live = (await store.checkpoints()).get(projection.name) ?? 0n;
    const { runner } = await rebuildIntoScratch(feed, store, [projection], live);
    const { documents, differences } = await compareProjection(store, runner, projection);
    await store.clear(
      projection.collections.map((collection) => runner.collectionName(collection)),
      [runner.checkpointName(projection)],
    );
    const liveAfter = (await store.checkpoints()).get(projection.name) ?? 0n;
    if (liveAfter === live || attempt === VERIFY_ATTEMPTS) return { projection: projection.name, position: live.toString(), documents, differences };
  }
}

/**
 * Verifies several projections in one pass over the log when their live checkpoints agree (the
 * runner commits them together), so a verified replay reads the log once, not once per read model;
 * projections caught at different positions are verified one by one.
 */
export async function verifyProjections(feed: EventFeed, store: ReadStore, projections: readonly Projection[], onVerified: (report: VerifyReport) => void = () => undefined): Promise<VerifyReport[]> {
  const checkpoints = await store.checkpoints();
  const live = checkpoints.get(projections[0]?.name ?? '') ?? 0n;
  const together = projections.filter((projection) => (checkpoints.get(projection.name) ?? 0n) === live);
  const reports: VerifyReport[] = [];
  if (together.length > 1) {
    const { runner } = await rebuildIntoScratch(feed, store, together, live);
    const compared = new Map<string, VerifyReport>();
    for (const projection of together) compared.set(projection.name, { projection: projection.name, position: live.toString(), ...(await compareProjection(store, runner, projection)) });
    // A read model the live runner moved meanwhile is verified again on its own (below).
    for (const [name, position] of await store.checkpoints()) if (position !== live) compared.delete(name);
    for (const report of compared.values()) {
      reports.push(report);
      onVerified(report);
    }
    await store.clear(
      together.flatMap((projection) => projection.collections.map((collection) => runner.collectionName(collection))),
      together.map((projection) => runner.checkpointName(projection)),
    );
  }
  // Those at another position, or that moved meanwhile: one at a time, each with its own retries.
  for (const projection of projections.filter((candidate) => !reports.some((report) => report.projection === candidate.name))) {
    const report = await verifyProjection(feed, store, projection);
    reports.push(report);
    onVerified(report);
  }
  return reports;
}

/** A projection's live collections against their rebuilt copies. */
async function compareProjection(store: ReadStore, runner: ProjectionRunner, projection: Projection): Promise<{ documents: number; differences: Difference[] }> {
  const differences: Difference[] = [];
  let documents = 0;
  for (const collection of projection.collections) {
    const found = await compareCollections(store, collection, runner.collectionName(collection));
    documents += found.documents;
    differences.push(...found.differences);
  }
  return { documents, differences };
}

async function compareCollections(store: ReadStore, live: string, rebuilt: string): Promise<{ documents: number; differences: Difference[] }> {
  const [liveDocs, rebuiltDocs] = await Promise.all([store.find(live, {}), store.find(rebuilt, {})]);
  const byId = (docs: Doc[]) => new Map(docs.map((doc) => [String(doc.id), doc]));
  const liveById = byId(liveDocs);
  const rebuiltById = byId(rebuiltDocs);
  const differences: Difference[] = [];
  for (const id of new Set([...liveById.keys(), ...rebuiltById.keys()])) {
    const a = liveById.get(id) ?? null;
    const b = rebuiltById.get(id) ?? null;
    if (canonical(a) !== canonical(b)) differences.push({ collection: live, id, live: a, rebuilt: b });
  }
  return { documents: rebuiltById.size, differences };
}

/** JSON with sorted keys, so field order never counts as a difference. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
