import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore } from '../event-store/event-store.port';
import { metadataFor } from './aggregate-repository';
import type { WorkflowParked } from './workflow';
import type { Workflows } from './workflows';

/** Where the resumer's reading of the log stands, kept beside the log (a snapshot, not an event). */
const CHECKPOINT = '$workflow-resumer';
const CHECKPOINT_VERSION = 'workflow-resumer-1';
const READ_BATCH = 1000;
const PASS_EVERY_MS = 5_000;
/** A resume that fails this many times in a row is parked until root retries it. */
const PARK_AFTER = 5;
const LONGEST_WAIT_MS = 5 * 60 * 1000;

interface OpenRun {
  stream: string;
  /** When it last recorded anything (its start, a claim, a skipped step), in ms: it is resumed only once quiet for `resumeAfterMs`. */
  startedAt: number;
  /** Recorded on the run's stream once it failed `PARK_AFTER` times: passes leave it until root retries it. */
  parked?: WorkflowParked & { parkedAt: string };
}

interface Checkpoint {
  open: OpenRun[];
}

/** A run that failed to resume: when it may be tried again (this process only), and why it failed. */
interface Failing {
  attempts: number;
  retryAt: number;
  error: string;
}

export interface ParkedRun extends WorkflowParked {
  stream: string;
  parkedAt: string;
}

/**
 * Finds the workflow runs that never recorded their end, by reading the log itself (each event
 * once: what it has read is kept as a checkpoint with the runs still open), and resumes those quiet
 * for longer than the workflows' `resumeAfterMs`, whose process has stopped. No read model is asked.
 * Each run is resumed on its own: one that fails is tried again with a growing wait and, after
 * `PARK_AFTER` failures, parked (recorded on its stream, shown on root's health) until root retries
 * it; the runs behind it go on.
 */
export class WorkflowResumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly open = new Map<string, OpenRun>();
  private readonly failing = new Map<string, Failing>();
  private position: bigint | null = null;
  private running: Promise<number> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly log: EventStore,
    private readonly workflows: Workflows,
    private readonly report: { resumed(stream: string, outcome: string): void; failed(error: unknown): void },
    /** The first wait after a failed resume; each further failure doubles it. */
    private readonly retryBaseMs = PASS_EVERY_MS,
  ) {}

  onApplicationBootstrap(): void {
    const pass = () => void this.resume().catch((error: unknown) => this.report.failed(error));
    pass();
    this.timer = setInterval(pass, PASS_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Reads the log up to its head, resumes the open runs quiet for longer than `olderThanMs`; answers how many it finished. One pass at a time. */
  resume(olderThanMs = this.workflows.resumeAfterMs): Promise<number> {
    this.running ??= this.pass(olderThanMs).finally(() => (this.running = null));
    return this.running;
  }

  /** The runs waiting for root, read from the log up to its head. */
  async parked(): Promise<ParkedRun[]> {
    await this.readLog();
    return [...this.open.values()].flatMap((run) => (run.parked ? [{ stream: run.stream, ...run.parked }] : []));
  }

  /** Root's retry of a parked run: recorded on its stream, so every process's resumer takes it up again. False when no such run is parked. */
  async retry(stream: string, actor: string): Promise<boolean> {
    await this.readLog();
    if (!this.open.get(stream)?.parked) return false;
    const metadata = metadataFor({ actor, correlationId: stream, causationId: null });
    await this.log.append(stream, [{ type: 'WorkflowUnparked', data: {}, metadata }], 'any');
    await this.readLog();
    return true;
  }

  private async pass(olderThanMs: number): Promise<number> {
    await this.readLog();
    const cutoff = Date.now() - olderThanMs;
    let finished = 0;
    for (const run of [...this.open.values()]) {
      if (run.startedAt > cutoff || run.parked || (this.failing.get(run.stream)?.retryAt ?? 0) > Date.now()) continue;
      try {
        const outcome = await this.workflows.resume(run.stream);
        this.failing.delete(run.stream);
        // Another acts on it: it stays open until its end is read on the log.
        if (outcome === 'elsewhere') continue;
        this.open.delete(run.stream);
        if (outcome === null) continue;
        finished += 1;
        this.report.resumed(run.stream, outcome);
      } catch (error) {
        this.report.failed(error);
        await this.failed(run, error);
      }
    }
    await this.keepCheckpoint();
    return finished;
  }

  private async failed(run: OpenRun, error: unknown): Promise<void> {
    const attempts = (this.failing.get(run.stream)?.attempts ?? 0) + 1;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    this.failing.set(run.stream, { attempts, error: message, retryAt: Date.now() + Math.min(LONGEST_WAIT_MS, this.retryBaseMs * 2 ** (attempts - 1)) });
    if (attempts < PARK_AFTER) return;
    const parked: WorkflowParked = { error: message, attempts };
    await this.log.append(
      run.stream,
      [{ type: 'WorkflowParked', data: parked, metadata: metadataFor({ actor: 'system', correlationId: run.stream, causationId: null }) }],
      'any',
    );
    this.failing.delete(run.stream);
    await this.readLog();
  }

  private async readLog(): Promise<void> {
    if (this.position === null) {
      const kept = await this.log.readSnapshot(CHECKPOINT);
      this.position = kept?.version === CHECKPOINT_VERSION ? kept.revision : 0n;
      for (const run of kept?.version === CHECKPOINT_VERSION ? (kept.state as Checkpoint).open : []) this.open.set(run.stream, run);
    }
    for (;;) {
      const events = await this.log.readAll(this.position, READ_BATCH);
      for (const event of events) {
        const type: string = event.type;
        const at = Date.parse(event.metadata.timestamp);
        const run = this.open.get(event.streamId);
        if (type === 'WorkflowStarted') this.open.set(event.streamId, { stream: event.streamId, startedAt: at });
        else if (type === 'WorkflowEnded') this.open.delete(event.streamId);
        else if (!run) continue;
        else if (type === 'WorkflowClaimed' || type === 'WorkflowStepSkipped') run.startedAt = at;
        else if (type === 'WorkflowParked') run.parked = { ...(event.data as unknown as WorkflowParked), parkedAt: event.metadata.timestamp };
        else if (type === 'WorkflowUnparked') {
          delete run.parked;
          this.failing.delete(run.stream);
        }
      }
      if (events.length === 0) return;
      this.position = events[events.length - 1].position;
      if (events.length < READ_BATCH) return;
    }
  }

  private async keepCheckpoint(): Promise<void> {
    const state: Checkpoint = { open: [...this.open.values()] };
    await this.log.writeSnapshot(CHECKPOINT, { version: CHECKPOINT_VERSION, revision: this.position ?? 0n, state });
  }
}
