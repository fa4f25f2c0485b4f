import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from './platform/config';
import { openInfrastructure } from './platform/infrastructure';

/** The projection worker: runs every projection against the configured stores until stopped. */
async function main(): Promise<void> {
  const logger = new Logger('ProjectionWorker');
  const infrastructure = await openInfrastructure(loadConfig(), (message) => logger.warn(message));
  await infrastructure.runner.start();
  const adapters = infrastructure.describe();
  logger.log(`Projecting ${adapters.eventStore} into ${adapters.readStore}`);
  const shutdown = () => void infrastructure.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

void main();
