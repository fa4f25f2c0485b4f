import { parentPort, workerData } from 'node:worker_threads';
import { allProjections, buildScratch, verifyProjections } from '@cargo/projections';
import { loadConfig } from '../platform/process/config';
import { openInfrastructure } from '../platform/process/infrastructure';
import type { ReplayThreadData, ReplayThreadMessage } from './replay-elsewhere';
import { coldWhenFull } from '../platform/read-store/cold-documents';

/** A replay thread's body: its own connections to the same stores, the named projections verified (or built for a rebuild), the answer sent back. */
async function run(): Promise<void> {
  const { env, projections, buildTo } = workerData as ReplayThreadData;
  const config = { ...loadConfig(env), runProjections: false, projectionsInThread: false };
  const infrastructure = await openInfrastructure(config);
  try {
    const selected = allProjections.filter((projection) => projections.includes(projection.name));
    if (buildTo !== undefined) {
      const built = await buildScratch(infrastructure.eventStore, infrastructure.readStore, selected, BigInt(buildTo), coldWhenFull);
      parentPort!.postMessage({ type: 'built', built } satisfies ReplayThreadMessage);
    } else {
      const reports = await verifyProjections(infrastructure.eventStore, infrastructure.readStore, selected, coldWhenFull);
      parentPort!.postMessage({ type: 'verified', reports } satisfies ReplayThreadMessage);
    }
  } finally {
    await infrastructure.close();
  }
}

run().catch((error: unknown) =>
  parentPort!.postMessage({ type: 'failed', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) } satisfies ReplayThreadMessage),
);
