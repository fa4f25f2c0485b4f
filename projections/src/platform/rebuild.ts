import type { Projection } from './projection';
import { POSITION_FIELD, withoutPosition, type Doc, type ReadStore, type StoredText } from './read-store.port';
import { MemoryReplay, ProjectionsByType, RebuiltDocuments, type ColdPolicy, type HeldDocument } from './replay';
import { ProjectionParkedError, type EventFeed } from './runner';

const SCRATCH = '__rebuild';
/** Events read from the log per batch of a replay. */
const REPLAY_BATCH = 2000;
/** Documents per load transaction of a rebuild: the event loop gets a turn between them. */
const LOADED_AT_ONCE = 5000;

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

/** What building projections' scratch collections made. */
export interface ScratchBuilt {
  events: number;
  documents: number;
}

/** Builds some projections' scratch collections somewhere else (another thread), by name, up to a position. */
export type BuildElsewhere = (projections: readonly string[], position: bigint) => Promise<ScratchBuilt>;

/**
 * Rebuilds projections from position zero in memory (`MemoryReplay`), in one pass over the log, then
 * loads each rebuilt collection into fresh scratch collections in bulk (write-once collections as
 * they are made) and swaps each one in for its live collections and checkpoint. With `elsewhere`,
 * the projections of every event (the audit log) are built there, side by side with the others, and
 * swapped in here with them.
 */
export async function rebuildProjections(
  feed: EventFeed,
  store: ReadStore,
  projections: readonly Projection[],
  coldPolicy: ColdPolicyFactory,
  elsewhere: BuildElsewhere | null = null,
): Promise<RebuildReport> {
  const position = await feed.headPosition();
  const started = process.hrtime.bigint();
  const there = elsewhere ? projections.filter((projection) => projection.handles === 'every') : [];
  const here = projections.filter((projection) => !there.includes(projection));
  const [built, builtThere] = await Promise.all([
    buildScratch(feed, store, here, position, coldPolicy),
    there.length > 0 && elsewhere
      ? elsewhere(
          there.map((projection) => projection.name),
          position,
        )
      : null,
  ]);
  const marks = await store.checkpoints();
  for (const projection of projections) {
    await store.swap(
      projection.collections.map((collection) => ({ from: scratchOf(collection), to: collection })),
      { from: scratchOf(projection.name), to: projection.name },
    );
    await store.commit([], [{ name: versionMark(projection), expected: marks.get(versionMark(projection)) ?? null, next: BigInt(projection.version ?? 1) }]);
  }
  // The swaps build the indexes and text rows: part of the rebuild's time.
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const events = Math.max(built.events, builtThere?.events ?? 0);
  return {
    projections: projections.map((projection) => projection.name),
    position: position.toString(),
    documents: built.documents + (builtThere?.documents ?? 0),
    events,
    eventsPerSecond: seconds > 0 ? Math.round(events / seconds) : events,
  };
}

/**
 * A replay's cold policy, made afresh for each replay: the host gives one (a temporary file and a heap
 * budget) so that a replay's memory is bounded by what it holds, not by the log; null holds everything.
 */
export type ColdPolicyFactory = () => ColdPolicy | null;

/** A collection's (or checkpoint's) twin that a rebuild fills. */
const scratchOf = (name: string) => name + SCRATCH;

/**
 * Replays projections up to `position` in memory and loads what they made into fresh scratch
 * collections, their checkpoints set to `position`: all of a rebuild but the swap.
 */
export async function buildScratch(
  feed: EventFeed,
  store: ReadStore,
  projections: readonly Projection[],
  position: bigint,
  coldPolicy: ColdPolicyFactory,
): Promise<ScratchBuilt> {
  await store.clear(
    projections.flatMap((projection) => projection.collections.map(scratchOf)),
    projections.map((projection) => scratchOf(projection.name)),
  );
  const made = new WriteOnceBuffer(async (collection, docs) => store.load(collection, docs, position));
  const cold = coldPolicy();
  const replay = new MemoryReplay(projections, made.add, SCRATCH, cold);
  let documents = made.count;
  try {
    await replayLog(feed, replay, position, made.flush);
    if (replay.parked.length > 0) throw new ProjectionParkedError(replay.parked);
    documents = made.count;
    for (const projection of projections) {
      const writeOnce = new Set(projection.writeOnce ?? []);
      for (const collection of projection.collections) {
        if (writeOnce.has(collection)) continue;
        const docs = replay.documents(collection);
        documents += docs.size;
        await loadInPages(store, scratchOf(collection), docs, position);
      }
    }
  } finally {
    cold?.store.close();
  }
  await store.commit(
    [],
    projections.map((projection) => ({ name: scratchOf(projection.name), expected: null, next: position })),
  );
  return { events: replay.progress.events, documents };
}

/** The checkpoint entry that records which version of a projection built its documents. */
const versionMark = (projection: Projection) => `${projection.name}#version`;

/**
 * Rebuilds, at start, each projection whose documents an earlier version built (its checkpoint is
 * there, its version mark is not this version's), before any runner applies an event to them; a
 * projection never run before is only marked. Returns the names it rebuilt.
 */
export async function rebuildOutdated(
  feed: EventFeed,
  store: ReadStore,
  projections: readonly Projection[],
  coldPolicy: ColdPolicyFactory,
  log: (message: string) => void = () => undefined,
): Promise<string[]> {
  const checkpoints = await store.checkpoints();
  const version = (projection: Projection) => BigInt(projection.version ?? 1);
  const unmarked = projections.filter((projection) => checkpoints.get(versionMark(projection)) !== version(projection));
  const outdated = unmarked.filter((projection) => checkpoints.has(projection.name) && version(projection) > 1n);
  const fresh = unmarked.filter((projection) => !outdated.includes(projection));
  await store.commit(
    [],
    fresh.map((projection) => ({ name: versionMark(projection), expected: checkpoints.get(versionMark(projection)) ?? null, next: version(projection) })),
  );
  if (outdated.length === 0) return [];
  log(`rebuilding projections an earlier version built: ${outdated.map((projection) => projection.name).join(', ')}`);
  const report = await rebuildProjections(feed, store, outdated, coldPolicy);
  log(`rebuilt ${report.events} events in ${report.eventsPerSecond} events/s`);
  return report.projections;
}

/**
 * Rebuilds a projection in memory up to its live checkpoint and reports every document that differs
 * from the live read model. Retries when the live model moves during the comparison.
 */
export async function verifyProjection(feed: EventFeed, store: ReadStore, projection: Projection, coldPolicy: ColdPolicyFactory): Promise<VerifyReport> {
  const [report] = await verifyProjections(feed, store, [projection], coldPolicy);
  return report;
}

/**
 * Verifies projections by rebuilding them in memory (`MemoryReplay`) up to a position P, their live
 * checkpoint when the pass starts, and comparing each rebuilt document with the live one: write-once
 * collections as they are made, the others in one scan of each live collection, as stored text (a
 * document that differs as text is compared field by field before it counts). Projections whose live
 * checkpoints agree (the runner commits them together) are rebuilt in one pass over the log.
 *
 * Writes go on meanwhile, so like is compared with like: a live document is compared as the live
 * projection had written it by P. One written after P (its stored position says so) is left out with
 * its rebuilt twin, and a rebuilt document with no live twin is left out when an event after P
 * touches it (deleted since). What no event explains (a document edited in the store, one missing or
 * extra) is a difference.
 */
export async function verifyProjections(
  feed: EventFeed,
  store: ReadStore,
  projections: readonly Projection[],
  coldPolicy: ColdPolicyFactory,
  onVerified: (report: VerifyReport) => void = () => undefined,
  inspect?: RebuiltInspection,
): Promise<VerifyReport[]> {
  const verified: VerifyReport[] = [];
  const checkpoints = await store.checkpoints();
  const byPosition = new Map<bigint, Projection[]>();
  for (const projection of projections) {
    const position = checkpoints.get(projection.name) ?? 0n;
    byPosition.set(position, [...(byPosition.get(position) ?? []), projection]);
  }
  for (const [position, together] of byPosition) {
    const compared = new Map<string, Compared>();
    const comparedIn = (collection: string) => compared.get(collection) ?? compared.set(collection, { documents: 0, differences: [] }).get(collection)!;
    const writeOnce = new Map<string, WriteOnceComparison>();
    const comparisonOf = (collection: string) =>
      writeOnce.get(collection) ?? writeOnce.set(collection, new WriteOnceComparison(store, collection, comparedIn(collection), position)).get(collection)!;
    const made = new WriteOnceBuffer(async (collection, docs) => comparisonOf(collection).compare(docs));
    const cold = coldPolicy();
    const replay = new MemoryReplay(together, made.add, '', cold);
    const reports: { projection: Projection; documents: number; differences: Difference[] }[] = [];
    try {
      await replayLog(feed, replay, position, made.flush);
      if (replay.parked.length > 0) throw new ProjectionParkedError(replay.parked);
      // Before the comparison gives up what it compares: the rebuilt documents as of the position, for checks across collections.
      await inspect?.(
        together,
        position,
        <T>(collection: string) => parsedDocuments<T>(replay.documents(collection)),
        () => touchedSince(feed, together, position),
      );
      for (const projection of together) {
        let documents = 0;
        const differences: Difference[] = [];
        const madeOnce = new Set(projection.writeOnce ?? []);
        for (const collection of projection.collections) {
          const found = comparedIn(collection);
          if (madeOnce.has(collection)) await comparisonOf(collection).finish();
          else await compareCollection(store, collection, replay.documents(collection), found, position);
          documents += found.documents;
          differences.push(...found.differences);
        }
        reports.push({ projection, documents, differences });
      }
    } finally {
      cold?.store.close();
    }
    const touched = reports.some((report) => report.differences.some((difference) => difference.live === null))
      ? await touchedSince(feed, together, position)
      : new Set<string>();
    for (const { projection, documents, differences } of reports) {
      const explained = differences.filter((difference) => !(difference.live === null && touched.has(documentKey(difference.collection, difference.id))));
      const report = { projection: projection.name, position: position.toString(), events: replay.progress.events, documents, differences: explained };
      verified.push(report);
      onVerified(report);
    }
  }
  return verified;
}

const documentKey = (collection: string, id: string) => `${collection}/${id}`;

/**
 * A look at a verification's rebuilt documents as of its stop position, before they are compared:
 * `documents` reads a collection's, `touchedAfter` names the documents events after it touch.
 */
export type RebuiltInspection = (
  projections: readonly Projection[],
  position: bigint,
  documents: <T>(collection: string) => Iterable<T>,
  touchedAfter: () => Promise<Set<string>>,
) => Promise<void>;

function* parsedDocuments<T>(documents: RebuiltDocuments): Iterable<T> {
  for (const [, document] of documents) yield (typeof document === 'string' ? JSON.parse(document) : document) as T;
}

/** The documents events after `position` (up to the log's head now) change, as the projections name them. */
async function touchedSince(feed: EventFeed, projections: readonly Projection[], position: bigint): Promise<Set<string>> {
  const touched = new Set<string>();
  const byType = new ProjectionsByType(projections);
  const head = await feed.headPosition();
  for (let after = position; after < head;) {
    const batch = await feed.readAll(after, REPLAY_BATCH);
    if (batch.length === 0) break;
    for (const event of batch)
      for (const projection of byType.of(event.type)) for (const change of projection.changes(event)) touched.add(documentKey(change.collection, change.id));
    after = batch[batch.length - 1].position;
  }
  return touched;
}

/** The position the store keeps after a document's fields (`"_pos":"<digits>"`), read from its stored text; null when it has none. */
function writtenAt(text: string): bigint | null {
  const marker = `"${POSITION_FIELD}":"`;
  const start = text.lastIndexOf(marker);
  if (start < 0) return null;
  const end = text.indexOf('"', start + marker.length);
  const digits = text.slice(start + marker.length, end);
  return /^\d+$/.test(digits) ? BigInt(digits) : null;
}

/** Written by the live projection after the position the replay stopped at: not comparable with it. */
const writtenAfter = (text: string, position: bigint) => (writtenAt(text) ?? 0n) > position;

/**
 * Feeds the log up to `until` through a replay. The embedded stores answer synchronously, so the
 * process gets a turn between batches (a replay in the server lets requests through); `handOver`
 * runs there too (the write-once documents made so far), and once more at the end.
 */
async function replayLog(feed: EventFeed, replay: MemoryReplay, until: bigint, handOver: () => Promise<void>): Promise<void> {
  for (let after = 0n; after < until;) {
    const batch = await feed.readAll(after, REPLAY_BATCH);
    if (batch.length === 0) break;
    const last = batch[batch.length - 1].position;
    replay.apply(last <= until ? batch : batch.filter((event) => event.position <= until));
    replay.settle();
    after = last;
    await handOver();
    await new Promise((resolve) => setImmediate(resolve));
  }
  await handOver();
}

async function loadInPages(store: ReadStore, collection: string, docs: RebuiltDocuments, position: bigint): Promise<void> {
  let page: [string, HeldDocument][] = [];
  for (const entry of docs) {
    page.push(entry);
    if (page.length < LOADED_AT_ONCE) continue;
    await store.load(collection, page, position);
    page = [];
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (page.length > 0) await store.load(collection, page, position);
}

/** Documents of write-once collections as a replay makes them, handed over a page at a time and let go. */
class WriteOnceBuffer {
  private readonly pages = new Map<string, Map<string, Doc>>();
  count = 0;

  constructor(private readonly handOver: (collection: string, docs: Map<string, Doc>) => Promise<void>) {}

  readonly add = (collection: string, id: string, doc: Doc): void => {
    let page = this.pages.get(collection);
    if (!page) this.pages.set(collection, (page = new Map()));
    page.set(id, doc);
    this.count += 1;
  };

  readonly flush = async (): Promise<void> => {
    for (const [collection, page] of this.pages) {
      if (page.size === 0) continue;
      this.pages.set(collection, new Map());
      await this.handOver(collection, page);
    }
  };
}

/** What a verification found in one collection so far. */
interface Compared {
  /** Rebuilt documents compared. */
  documents: number;
  differences: Difference[];
}

/**
 * One scan of the live collection beside the rebuilt documents: each live document is compared with
 * the rebuilt one of its id and let go, so what is left was rebuilt but is not live.
 */
async function compareCollection(store: ReadStore, collection: string, rebuilt: RebuiltDocuments, into: Compared, position: bigint): Promise<void> {
  into.documents += rebuilt.size;
  const cold = rebuilt.coldInIdOrder();
  let nextCold = cold.next();
  for await (const page of store.scan(collection)) {
    for (const { id, text } of page) {
      let doc = rebuilt.takeHeld(id);
      if (doc === undefined) {
        // Cold documents come in id order beside the live ones: those before this id are not live.
        for (; !nextCold.done && nextCold.value[0] < id; nextCold = cold.next())
          into.differences.push({ collection, id: nextCold.value[0], live: null, rebuilt: objectOf(nextCold.value[1]) });
        if (!nextCold.done && nextCold.value[0] === id) {
          doc = nextCold.value[1];
          nextCold = cold.next();
        }
      }
      if (writtenAfter(text, position)) continue;
      if (doc === undefined) {
        into.differences.push({ collection, id, live: withoutPosition(JSON.parse(text) as Doc), rebuilt: null });
        continue;
      }
      if (!sameAsStored(text, doc)) into.differences.push({ collection, id, live: withoutPosition(JSON.parse(text) as Doc), rebuilt: objectOf(doc) });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (; !nextCold.done; nextCold = cold.next()) into.differences.push({ collection, id: nextCold.value[0], live: null, rebuilt: objectOf(nextCold.value[1]) });
  for (const [id, doc] of rebuilt.heldLeft()) into.differences.push({ collection, id, live: null, rebuilt: objectOf(doc) });
}

/** Live documents a write-once comparison reads ahead, at most, looking for one the replay made. */
const LOOKAHEAD = 10_000;

/**
 * A write-once collection compared as the replay makes it, without holding it: its live documents
 * are read in the order they were written, which is the order a replay makes them, so the two meet
 * as in a merge. One that comes early or late on either side waits in a map for its twin; what is
 * still waiting at the end differs.
 */
class WriteOnceComparison {
  private readonly live: AsyncIterator<readonly StoredText[]>;
  private page: readonly StoredText[] = [];
  private next = 0;
  private ended = false;
  private readonly waitingLive = new Map<string, string>();
  private readonly waitingMade = new Map<string, Doc>();

  constructor(
    store: ReadStore,
    private readonly collection: string,
    private readonly into: Compared,
    /** Where the replay stops: a live document written after it has no twin to meet. */
    private readonly position: bigint,
  ) {
    this.live = store.scan(collection, 'written')[Symbol.asyncIterator]();
  }

  async compare(made: ReadonlyMap<string, Doc>): Promise<void> {
    for (const [id, doc] of made) {
      this.into.documents += 1;
      if (this.next < this.page.length && this.page[this.next].id === id) {
        this.check(id, this.page[this.next++].text, doc);
        continue;
      }
      const waiting = this.waitingLive.get(id);
      if (waiting !== undefined) {
        this.waitingLive.delete(id);
        this.check(id, waiting, doc);
        continue;
      }
      if (!(await this.readAheadTo(id, doc))) this.waitingMade.set(id, doc);
    }
  }

  /** Live documents up to the one of `id` (compared with `doc`); false when it did not come within the look-ahead. */
  private async readAheadTo(id: string, doc: Doc): Promise<boolean> {
    while (this.waitingLive.size < LOOKAHEAD) {
      const row = await this.nextLive();
      if (!row) return false;
      if (row.id === id) {
        this.check(id, row.text, doc);
        return true;
      }
      this.meet(row);
    }
    return false;
  }

  /** A live document: compared with its made twin when that waits, else it waits (one written after the replay's end has none). */
  private meet(row: StoredText): void {
    if (writtenAfter(row.text, this.position)) return;
    const made = this.waitingMade.get(row.id);
    if (made === undefined) this.waitingLive.set(row.id, row.text);
    else {
      this.waitingMade.delete(row.id);
      this.check(row.id, row.text, made);
    }
  }

  private async nextLive(): Promise<StoredText | null> {
    while (this.next >= this.page.length) {
      if (this.ended) return null;
      const read = await this.live.next();
      if (read.done) {
        this.ended = true;
        return null;
      }
      this.page = read.value;
      this.next = 0;
    }
    return this.page[this.next++];
  }

  /** The rest of the live documents, then whatever still waits on either side. */
  async finish(): Promise<void> {
    for (let row = await this.nextLive(); row; row = await this.nextLive()) this.meet(row);
    for (const [id, text] of this.waitingLive)
      this.into.differences.push({ collection: this.collection, id, live: withoutPosition(JSON.parse(text) as Doc), rebuilt: null });
    for (const [id, doc] of this.waitingMade) this.into.differences.push({ collection: this.collection, id, live: null, rebuilt: doc });
    this.waitingLive.clear();
    this.waitingMade.clear();
  }

  private check(id: string, text: string, doc: Doc): void {
    if (!sameAsStored(text, doc)) this.into.differences.push({ collection: this.collection, id, live: withoutPosition(JSON.parse(text) as Doc), rebuilt: doc });
  }
}

/** `,"_pos":"<digits>"}`: the store's bookkeeping after a document's own fields. */
const APPLIED_TAIL = new RegExp(`^,"${POSITION_FIELD}":"\\d+"\\}$`);

/**
 * Whether stored text holds the rebuilt document: the same JSON with the position after it (the
 * usual case, compared as text), or else the same fields in another order.
 */
function sameAsStored(text: string, doc: HeldDocument): boolean {
  const json = typeof doc === 'string' ? doc : JSON.stringify(doc);
  const open = json.length - 1;
  if (text.length > json.length && text.charCodeAt(open) === 44 && APPLIED_TAIL.test(text.slice(open)) && text.startsWith(json.slice(0, open))) return true;
  return sameDocument(withoutPosition(JSON.parse(text) as Doc), objectOf(doc));
}

const objectOf = (doc: HeldDocument): Doc => (typeof doc === 'string' ? (JSON.parse(doc) as Doc) : doc);

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
