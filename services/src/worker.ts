import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { Inject, Logger, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './platform/process/config';
import { eventsBehind } from './platform/read-side/events-behind';
import { openInfrastructure, type Infrastructure } from './platform/process/infrastructure';
import { INFRASTRUCTURE } from './platform/process/tokens';
import { gaveUp, positionSince, stalled, WORKER_HEARTBEAT_FILE, WORKER_HEARTBEAT_MS, type Heartbeat } from './platform/process/worker-health';

/**
 * Runs every projection against the configured stores for as long as the worker lives. A heartbeat
 * file says it is alive and subscribed, and how far behind the log it is (the container's health
 * check reads it); unsubscribed for longer than a minute, it exits non-zero so it is restarted.
 */
class ProjectionWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ProjectionWorker');
  private heartbeat: NodeJS.Timeout | null = null;
  private unsubscribedSince: number | null = null;
  private last: Heartbeat | null = null;

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.infrastructure.runner.start();
    const adapters = this.infrastructure.describe();
    this.logger.log(`Projecting ${adapters.eventStore} into ${adapters.readStore}`);
    await this.beat();
    this.heartbeat = setInterval(
      () => void this.beat().catch((error: unknown) => this.logger.warn(`Heartbeat not written: ${String(error)}`)),
      WORKER_HEARTBEAT_MS,
    );
  }

  private async beat(): Promise<void> {
    const { runner, eventStore } = this.infrastructure;
    const now = Date.now();
    this.unsubscribedSince = runner.subscribed ? null : (this.unsubscribedSince ?? now);
    const head = await eventStore.headPosition().catch(() => null);
    const position = runner.position;
    const heartbeat: Heartbeat = {
      at: now,
      subscribed: runner.subscribed,
      unsubscribedSince: this.unsubscribedSince,
      head: String(head ?? 'unknown'),
      // A store that does not answer leaves the lag unknown; the heartbeat is still written and the give-up checks still run.
      lag: head === null ? 'unknown' : await eventsBehind(eventStore, position, head).catch(() => 'unknown'),
      position: position.toString(),
      positionSince: positionSince(this.last, position, now),
    };
    this.last = heartbeat;
    await writeFile(WORKER_HEARTBEAT_FILE, JSON.stringify(heartbeat));
    if (gaveUp(heartbeat)) {
      this.logger.error(
        stalled(heartbeat)
          ? `Behind the log with no progress since ${new Date(heartbeat.positionSince).toISOString()}: exiting to be restarted`
          : 'Not subscribed to the log for over a minute: exiting to be restarted',
      );
      process.exit(1);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.infrastructure.close();
  }
}

/** How many events the worker has still to read (positions are bytes on KurrentDB, so they are counted), up to a cap. */

@Module({})
class ProjectionWorkerModule {
  static register(infrastructure: Infrastructure): DynamicModule {
    return { module: ProjectionWorkerModule, providers: [{ provide: INFRASTRUCTURE, useValue: infrastructure }, ProjectionWorker] };
  }
}

async function main(): Promise<void> {
  const logger = new Logger('Projections');
  const infrastructure = await openInfrastructure(loadConfig(), (message) => logger.warn(message));
  // The API processes' live feeds read which read models each commit wrote.
  infrastructure.moves.publishTo(infrastructure.readStore);
  const app = await NestFactory.createApplicationContext(ProjectionWorkerModule.register(infrastructure));
  // Closed, then exit 0 ourselves: Nest's own shutdown hooks end by sending the signal again, so a
  // stop would read as a crash (143), and as PID 1 in a container the signal would not end it at all.
  const shutdown = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

void main();
