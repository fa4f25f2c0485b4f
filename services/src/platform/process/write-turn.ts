/**
 * Turns at the embedded database's one write lock, between the threads of this process that write
 * (the log writer, the projection thread). SQLite's own lock stays the guard; this only saves its
 * busy handler's sleeps (1, 2, 5, 10 ... 100 ms), which held a commit waiting 50-80 ms after the
 * other thread had already finished. A waiter here wakes the moment the turn is given back.
 */
export class WriteTurn {
  private readonly cell: Int32Array;

  constructor(
    readonly shared: SharedArrayBuffer = new SharedArrayBuffer(4),
    private readonly giveUpMs = 5000,
  ) {
    this.cell = new Int32Array(shared, 0, 1);
  }

  /** Runs `work` in this thread's turn. Never call it on the request thread: it blocks while it waits. */
  hold<T>(work: () => T): T {
    while (Atomics.compareExchange(this.cell, 0, FREE, TAKEN) !== FREE) {
      // A thread that died in its turn never gives it back: after a while go on, and let SQLite's lock decide.
      if (Atomics.wait(this.cell, 0, TAKEN, this.giveUpMs) === 'timed-out') break;
    }
    try {
      return work();
    } finally {
      Atomics.store(this.cell, 0, FREE);
      Atomics.notify(this.cell, 0, 1);
    }
  }
}

const FREE = 0;
const TAKEN = 1;
