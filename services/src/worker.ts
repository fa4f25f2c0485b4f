import 'reflect-metadata';
import { Inject, Logger, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './platform/process/config';
import { openInfrastructure, type Infrastructure } from './platform/process/infrastructure';
import { INFRASTRUCTURE } from './platform/process/tokens';

/** Runs every projection against the configured stores for as long as the worker lives. */
class ProjectionWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ProjectionWorker');

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.infrastructure.runner.start();
    const adapters = this.infrastructure.describe();
    this.logger.log(`Projecting ${adapters.eventStore} into ${adapters.readStore}`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.infrastructure.close();
  }
}

@Module({})
class ProjectionWorkerModule {
  static register(infrastructure: Infrastructure): DynamicModule {
    return { module: ProjectionWorkerModule, providers: [{ provide: INFRASTRUCTURE, useValue: infrastructure }, ProjectionWorker] };
  }
}

async function main(): Promise<void> {
  const logger = new Logger('Projections');
  const infrastructure = await openInfrastructure(loadConfig(), (message) => logger.warn(message));
  const app = await NestFactory.createApplicationContext(ProjectionWorkerModule.register(infrastructure));
  app.enableShutdownHooks();
}

void main();
