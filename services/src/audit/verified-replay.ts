import type { ReplayReport } from '@cargo/contracts';
import { replayLedger, verifyProjections, type Projection, type ReadStore, type RebuiltInspection, type VerifyReport } from '@cargo/projections';
import type { EventStore } from '../platform/event-store/event-store.port';
import type { VerifyElsewhere } from './replay-elsewhere';
import { coldWhenFull } from '../platform/read-store/cold-documents';

/** How long a payment in flight at the replay's stop may take to be carried through before its state counts as a difference. */
const CARRIED_THROUGH_WITHIN_MS = 5_000;
const LOOK_AGAIN_MS = 100;
/** Differences listed per read model (the count is always whole). */
const LISTED_DIFFERENCES = 20;

/**
 * Rebuilds every read model from the log in memory and compares it with the live one,
 * checks the hash chain and recomputes the ledger's identities: what auditors run from the audit
 * screen and `npm run projections:rebuild -- --verify` prints.
 */
export async function verifiedReplay(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: readonly Projection[],
  onProgress: (done: number) => void = () => undefined,
  elsewhere: VerifyElsewhere | null = null,
): Promise<ReplayReport> {
  const started = Date.now();
  const checks: ReplayReport['projections'] = [];
  let position = 0n;
  let events = 0;
  const verified = (report: VerifyReport) => {
    position = BigInt(report.position) > position ? BigInt(report.position) : position;
    events = Math.max(events, report.events);
    checks.push({
      name: report.projection,
      documents: report.documents,
      differenceCount: report.differences.length,
      differences: report.differences.slice(0, LISTED_DIFFERENCES),
    });
    onProgress(checks.length);
  };
  // With a second thread, the projections of every event (the audit log: a document per event) go
  // there and the others stay here: two passes over the log side by side, one per core.
  const there = elsewhere ? projections.filter((projection) => projection.handles === 'every') : [];
  const here = projections.filter((projection) => !there.includes(projection));
  // The hash chain is checked beside them, a batch at a time between this thread's replay batches: this
  // thread's pass is the shorter one, so the chain's reading and hashing no longer comes after both.
  // The ledger's identities, over the documents rebuilt as of the replay's stop (like with like while writes go on).
  let ledger: ReplayReport['ledger'] | null = null;
  const ledgerAsOfStop: RebuiltInspection = async (together, _position, documents, touchedAfter) => {
    const owned = new Set(together.flatMap((projection) => projection.collections));
    if (!replayLedger.collections.every((collection) => owned.has(collection))) return;
    ledger = await replayLedger.asOf(documents);
    // A difference may be a payment being carried through at the stop (recorded, its invoices and
    // credit not yet moved): the events after the stop explain it, once its run has written them.
    for (let waited = 0; ledger.differences.length > 0 && waited <= CARRIED_THROUGH_WITHIN_MS; waited += LOOK_AGAIN_MS) {
      if (waited > 0) await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
      ledger = await replayLedger.asOf(documents, await touchedAfter());
    }
  };
  const [, , chain] = await Promise.all([
    verifyProjections(eventStore, readStore, here, coldWhenFull, verified, ledgerAsOfStop),
    there.length > 0 && elsewhere ? elsewhere(there.map((projection) => projection.name)).then((reports) => reports.forEach(verified)) : null,
    eventStore.verifyChain ? eventStore.verifyChain() : null,
  ]);
  checks.sort((a, b) => projections.findIndex((projection) => projection.name === a.name) - projections.findIndex((projection) => projection.name === b.name));
  // Billing's projections not rebuilt together here (one parked, or elsewhere): the live read models, as they stand.
  ledger ??= await replayLedger.live(readStore);
  const differences = checks.reduce((sum, check) => sum + check.differenceCount, 0) + (chain?.firstBroken ? 1 : 0) + ledger.differences.length;
  const finished = Date.now();
  return {
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date(finished).toISOString(),
    seconds: (finished - started) / 1000,
    events,
    position: position.toString(),
    projections: checks,
    chain,
    ledger,
    differences,
  };
}
