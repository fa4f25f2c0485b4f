import { parentPort, workerData } from 'node:worker_threads';
import { openDatabaseFile } from '../process/database';
import { WriteTurn } from '../process/write-turn';
import { LogWriter } from './log-writer';
import type { WriterReply, WriterRequest, WriterThreadData } from './log-writers';

/**
 * The log writer's thread: its own connection to the same file, and every write of events and
 * snapshots. While it waits for the disk to sync one group, the request thread gathers the next.
 */
const { file, synchronous, writeTurn } = workerData as WriterThreadData;
const turns = writeTurn ? new WriteTurn(writeTurn) : { hold: <T>(work: () => T) => work() };
const db = openDatabaseFile(file, synchronous);
const writer = new LogWriter(db);
const port = parentPort!;

port.on('message', (request: WriterRequest) => {
  let reply: WriterReply;
  try {
    if (request.type === 'commit') reply = { id: request.id, outcomes: turns.hold(() => writer.commit(request.group)) };
    else {
      turns.hold(() => writer.keepSnapshot(request.snapshot));
      reply = { id: request.id, outcomes: [] };
    }
  } catch (error) {
    reply = { id: request.id, error: { message: error instanceof Error ? error.message : String(error), code: (error as { code?: unknown }).code } };
  }
  port.postMessage(reply);
});
