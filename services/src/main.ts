import { Logger } from '@nestjs/common';
import { createApp, listenEverywhere } from './app';
import { DEMO_LOGINS, seedDemoData } from './demo/seed';
import { ensureRootUser } from './identity/bootstrap';
import { NotificationsStart } from './notifications/start-notifications';
import { checkDeployedApi, ConfigError, loadConfig } from './platform/process/config';
import { DataFolderInUseError, holdDataFolder } from './platform/process/database';

async function main(): Promise<void> {
  const config = loadConfig();
  checkDeployedApi(config);
  const logger = new Logger('Cargo');
  // The embedded store serves one API process: a second on the same folder is refused, not let in.
  const releaseDataFolder = config.eventStoreUrl ? () => undefined : holdDataFolder(config.dataDir);
  const running = await createApp(config);
  if (config.rootEmail && config.rootPassword && (await ensureRootUser(running.app, config.rootEmail, config.rootPassword))) {
    logger.log(`Root user ${config.rootEmail} created from ROOT_EMAIL`);
  }
  const seeded = config.seedDemoData ? await seedDemoData(running.app) : false;
  if (config.seedDemoData) await running.app.get(NotificationsStart).start();
  await listenEverywhere(running.app, config.port);
  const adapters = running.infrastructure.describe();
  logger.log(`Event store: ${adapters.eventStore}; read store: ${adapters.readStore}${seeded ? '; demo data seeded' : ''}`);
  if (config.production && !config.smtpUrl) logger.warn(`No SMTP_URL: emails are written to ${config.dataDir}/outbox, not sent (EMAIL_TO_FILES)`);
  // The last lines of the start: where to go, and with demo data who to sign in as.
  logger.log(`Open http://localhost:${config.port}/ (API docs: http://localhost:${config.port}/api/docs)`);
  if (config.seedDemoData) for (const login of DEMO_LOGINS) logger.log(`Demo login (${login.role}): ${login.email} / ${login.password}`);
  const shutdown = () =>
    void running.close().then(() => {
      releaseDataFolder();
      process.exit(0);
    });
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // A configuration that cannot be used stops the start with its reason, not a stack trace.
  console.error(error instanceof ConfigError || error instanceof DataFolderInUseError ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
