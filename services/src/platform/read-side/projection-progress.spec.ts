import { allProjections } from '@cargo/projections';
import { StoredCheckpointProgress } from './projection-progress';

/** Checkpoints a worker moves, read through a store that counts its reads. */
function storedCheckpoints(start: bigint) {
  const state = { position: start, reads: 0, failing: null as Error | null };
  const store = {
    checkpoints: async () => {
      state.reads += 1;
      if (state.failing) throw state.failing;
      return new Map(allProjections.map((projection) => [projection.name, state.position]));
    },
    getMany: async () => new Map(),
  };
  return { state, progress: new StoredCheckpointProgress(store as never) };
}

describe('read-your-writes with a separate projection worker', () => {
  it('answers at once for a position every read model has passed', async () => {
    const { progress } = storedCheckpoints(10n);
    await expect(progress.waitFor(10n, 1000)).resolves.toBe(true);
  });

  it('reads the checkpoints once a poll for all the requests waiting, not once a request', async () => {
    const { state, progress } = storedCheckpoints(10n);
    const waiting = Array.from({ length: 50 }, () => progress.waitFor(12n, 2000));
    await new Promise((resolve) => setTimeout(resolve, 60));
    state.position = 12n;
    await expect(Promise.all(waiting)).resolves.toEqual(Array.from({ length: 50 }, () => true));
    // About one read per 10 ms poll while they waited; one a request each poll would be hundreds.
    expect(state.reads).toBeLessThan(30);
  });

  it('answers false to a request whose wait runs out, and keeps the others waiting', async () => {
    const { state, progress } = storedCheckpoints(10n);
    const short = progress.waitFor(20n, 30);
    const long = progress.waitFor(20n, 2000);
    await expect(short).resolves.toBe(false);
    state.position = 20n;
    await expect(long).resolves.toBe(true);
  });

  it('fails the waiting requests when the checkpoints cannot be read, then polls again for new ones', async () => {
    const { state, progress } = storedCheckpoints(10n);
    state.failing = new Error('read store down');
    await expect(progress.waitFor(20n, 1000)).rejects.toThrow('read store down');
    state.failing = null;
    await expect(progress.waitFor(10n, 1000)).resolves.toBe(true);
  });
});
