import Database from 'better-sqlite3';
import type { LiveMessage } from '@cargo/contracts';
import { SqliteReadStore } from '../read-store/sqlite-read-store';
import { ProjectionMoves } from './projection-moves';

describe('live updates from a separate projection worker', () => {
  it("tell an API process each commit's own read models, in order, not every read model", async () => {
    const store = new SqliteReadStore(new Database(':memory:'));
    const worker = new ProjectionMoves();
    worker.publishTo(store);
    const api = new ProjectionMoves(store);
    const heard: LiveMessage[] = [];
    worker.emit(4n, ['orders']);
    await worker.flushed();
    const stop = api.subscribe((message) => heard.push(message));
    // What was published before it listened is not news; what comes after is, commit by commit.
    await new Promise((done) => setTimeout(done, 50));
    worker.emit(7n, ['invoices', 'audit_log']);
    worker.emit(9n, ['shipments']);
    await worker.flushed();
    for (let waited = 0; heard.length < 2 && waited < 3000; waited += 50) await new Promise((done) => setTimeout(done, 50));
    stop();
    expect(heard).toEqual([
      { position: '7', collections: ['invoices', 'audit_log'] },
      { position: '9', collections: ['shipments'] },
    ]);
  });
});
