import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventStore } from '../event-store/event-store.port';
import type { Workflows } from './workflows';

/** Where the resumer's reading of the log stands, kept beside the log (a snapshot, not an event). */
const CHECKPOINT = '$workflow-resumer';
const CHECKPOINT_VERSION = 'workflow-resumer-1';
const READ_BATCH = 1000;
const PASS_EVERY_MS = 5_000;

interface OpenRun {
  stream: string;
  /** When it started (its start event's timestamp), in ms. */
  startedAt: number;
}

interface Checkpoint {
  open: OpenRun[];
}

/**
 * Finds the workflow runs that never recorded their end, by reading the log itself (each event
 * once: what it has read is kept as a checkpoint with the runs still open), and resumes those older
 * than the workflows' `resumeAfterMs`, whose process has stopped. No read model is asked.
 */
export class WorkflowResumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly open = new Map<string, OpenRun>();
  private position: bigint | null = null;
  private running: Promise<number> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly log: EventStore,
    private readonly workflows: Workflows,
    private readonly report: { resumed(stream: string, outcome: string): void; failed(error: unknown): void },
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

  /** Reads the log up to its head, resumes the open runs older than `olderThanMs`; answers how many it finished. One pass at a time. */
  resume(olderThanMs = this.workflows.resumeAfterMs): Promise<number> {
    this.running ??= this.pass(olderThanMs).finally(() => (this.running = null));
    return this.running;
  }

  private async pass(olderThanMs: number): Promise<number> {
    await this.readLog();
    const cutoff = Date.now() - olderThanMs;
    let finished = 0;
    for (const run of [...this.open.values()]) {
      if (run.startedAt > cutoff) continue;
      const outcome = await this.workflows.resume(run.stream);
      this.open.delete(run.stream);
      if (outcome === null) continue;
      finished += 1;
      this.report.resumed(run.stream, outcome);
    }
    await this.keepCheckpoint();
    return finished;
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
        if (type === 'WorkflowStarted') this.open.set(event.streamId, { stream: event.streamId, startedAt: Date.parse(event.metadata.timestamp) });
        else if (type === 'WorkflowEnded') this.open.delete(event.streamId);
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
