import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ReplayJob } from '@cargo/contracts';
import { allProjections } from '@cargo/projections';
import type { Infrastructure } from '../platform/process/infrastructure';
import type { AppConfig } from '../platform/process/config';
import { APP_CONFIG, INFRASTRUCTURE } from '../platform/process/tokens';
import { replayThread } from './replay-elsewhere';
import { verifiedReplay } from './verified-replay';

/**
 * The verified replay an auditor starts from the audit screen: one at a time per server (each holds
 * the rebuilt read models in memory), run in the background while the screen asks how far it got.
 */
@Injectable()
export class ReplayJobs {
  private readonly logger = new Logger(ReplayJobs.name);
  private job: ReplayJob = { state: 'idle', startedAt: null, done: 0, of: allProjections.length, report: null };

  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  current(): ReplayJob {
    return this.job;
  }

  /** Starts a replay unless one is running (then that one is the answer). */
  start(): ReplayJob {
    if (this.job.state === 'running') return this.job;
    this.job = { state: 'running', startedAt: new Date().toISOString(), done: 0, of: allProjections.length, report: null };
    const { eventStore, readStore } = this.infrastructure;
    verifiedReplay(eventStore, readStore, allProjections, (done) => (this.job = { ...this.job, done }), replayThread(this.config)).then(
      (report) => (this.job = { ...this.job, state: 'finished', done: this.job.of, report }),
      (error: unknown) => {
        this.logger.error(`verified replay failed: ${String(error)}`);
        this.job = { ...this.job, state: 'failed' };
      },
    );
    return this.job;
  }
}
