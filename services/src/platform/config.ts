import { resolve } from 'node:path';

/** Every setting the server reads, from the environment, with its default. The README's table lists them. */
export interface AppConfig {
  port: number;
  dataDir: string;
  eventStoreUrl: string | null;
  mongoUrl: string | null;
  /** Run the projection runner inside this process (the embedded default) or leave it to the worker. */
  runProjections: boolean;
  seedDemoData: boolean;
  /** Longest a query waits for projections to pass the position a client asked for. */
  readYourWritesTimeoutMs: number;
  webDist: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: resolve(env.DATA_DIR ?? './data'),
    eventStoreUrl: env.EVENTSTORE_URL || null,
    mongoUrl: env.MONGO_URL || null,
    runProjections: env.RUN_PROJECTIONS !== 'false',
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    readYourWritesTimeoutMs: Number(env.READ_YOUR_WRITES_TIMEOUT_MS ?? 5000),
    webDist: resolve(env.WEB_DIST ?? resolve(__dirname, '../../../web/dist')),
  };
}
