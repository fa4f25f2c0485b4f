import { Worker } from 'node:worker_threads';
import { WriteTurn } from './write-turn';

/** Another thread that takes the turn, holds it for `ms`, marks cell 1 and gives it back (or never does). */
function holder(shared: SharedArrayBuffer, ms: number, giveBack: boolean): Promise<void> {
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     const cells = new Int32Array(workerData.shared);
     Atomics.store(cells, 0, 1);
     parentPort.postMessage('taken');
     Atomics.wait(cells, 2, 0, workerData.ms);
     Atomics.store(cells, 1, 1);
     if (workerData.giveBack) { Atomics.store(cells, 0, 0); Atomics.notify(cells, 0, 1); }`,
    { eval: true, workerData: { shared, ms, giveBack } },
  );
  return new Promise((resolve) => worker.once('message', () => resolve()));
}

describe('turns at the write lock between threads', () => {
  it('runs the work at once when the turn is free, and gives the turn back even when the work throws', () => {
    const turn = new WriteTurn();
    expect(turn.hold(() => 42)).toBe(42);
    expect(() =>
      turn.hold(() => {
        throw new Error('failed');
      }),
    ).toThrow('failed');
    expect(turn.hold(() => 'again')).toBe('again');
  });

  it('waits while another thread holds the turn and runs the moment it is given back', async () => {
    const shared = new SharedArrayBuffer(12);
    const cells = new Int32Array(shared);
    await holder(shared, 150, true);
    const releasedWhenRun = new WriteTurn(shared).hold(() => Atomics.load(cells, 1));
    expect(releasedWhenRun).toBe(1);
  });

  it("goes on after a while when the thread holding the turn died in it (SQLite's own lock still decides)", async () => {
    const shared = new SharedArrayBuffer(12);
    const cells = new Int32Array(shared);
    await holder(shared, 50, false);
    expect(new WriteTurn(shared, 300).hold(() => Atomics.load(cells, 1))).toBe(1);
    expect(Atomics.load(cells, 0)).toBe(0);
  });
});
