import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../process/config';
import { APP_CONFIG } from '../process/tokens';
import { backUp, pruneBackups } from './backup';

/**
 * With BACKUP_EVERY_HOURS, the API backs the embedded store up on that schedule (as `npm run backup`
 * does) and keeps the newest BACKUP_KEEP. A failed backup is logged and tried again at the next turn;
 * the servers' own backups serve EVENTSTORE_URL and MONGO_URL.
 */
@Injectable()
export class BackupSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backup');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    const { backupEveryHours, eventStoreUrl, mongoUrl } = this.config;
    if (backupEveryHours === null || eventStoreUrl || mongoUrl) return;
    this.timer = setInterval(() => void this.runOnce(), backupEveryHours * 3_600_000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One scheduled backup (a turn that finds the previous one still running is skipped). */
  runOnce(): Promise<void> {
    this.running ??= (async () => {
      try {
        const { file, manifest } = await backUp(this.config.dataDir, this.config.backupDir, new Date(), { signingKey: this.config.backupSigningKey });
        const pruned = pruneBackups(this.config.backupDir, this.config.backupKeep);
        this.logger.log(`${file}: ${manifest.eventsVerified} event(s) verified${pruned.length > 0 ? `, ${pruned.length} older backup(s) removed` : ''}`);
      } catch (error) {
        this.logger.error(`backup failed, tried again in ${this.config.backupEveryHours} h: ${String(error)}`);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
