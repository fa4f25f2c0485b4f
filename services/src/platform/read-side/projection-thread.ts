import { parentPort, workerData } from 'node:worker_threads';
import { allProjections, ProjectionRunner } from '@cargo/projections';
import { loadConfig } from '../process/config';
import { openInfrastructure } from '../process/infrastructure';
import { SqliteEventStore } from '../event-store/sqlite-event-store';
import type { HostMessage, ProjectionThreadData, ThreadMessage } from './projection-host';

/** The projection thread's body: its own connections, the runner, and messages to and from the API thread. */
async function run(): Promise<void> {
  const port = parentPort!;
  const send = (message: ThreadMessage) => port.postMessage(message);
  const data = workerData as ProjectionThreadData;
  const config = { ...loadConfig(data.env), projectionsInThread: false };
  const infrastructure = await openInfrastructure(config, (message) => send({ type: 'error', message }), {
    gatherMs: config.projectionGatherMs,
    writeTurn: data.writeTurn,
  });
  const runner = new ProjectionRunner(infrastructure.eventStore, infrastructure.readStore, allProjections, {
    log: (message) => send({ type: 'error', message }),
    recordParked: true,
    onProgress: (position, collections) => send({ type: 'progress', position: position.toString(), collections: [...collections] }),
  });
  port.on('message', (message: HostMessage) => {
    if (message.type === 'appended' && infrastructure.eventStore instanceof SqliteEventStore) infrastructure.eventStore.nudge();
    if (message.type === 'stop') {
      void runner
        .stop()
        .then(() => infrastructure.close())
        .then(() => {
          send({ type: 'stopped' });
          process.exit(0);
        });
    }
  });
  await runner.start();
  send({ type: 'progress', position: runner.position.toString(), collections: [] });
}

void run().catch((error: unknown) =>
  parentPort?.postMessage({ type: 'error', message: `projection thread stopped: ${String(error)}` } satisfies ThreadMessage),
);
