import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@cargo/contracts';
import { metadataFor } from '../write-model/aggregate-repository';
import { ConcurrencyError, type EventStore, type EventToAppend } from './event-store.port';

const event = (type: string, data: unknown = {}): EventToAppend => ({
  type,
  data,
  metadata: metadataFor({ actor: 'tester', correlationId: 'contract', causationId: null }),
});

/**
 * The behaviour every event store adapter must have. Streams get unique names so the suite also
 * runs against a shared, non-empty EventStoreDB.
 */
export function eventStoreContract(open: () => Promise<EventStore>): void {
  let store: EventStore;
  const stream = () => `contract-${randomUUID()}`;

  beforeEach(async () => {
    store = await open();
  });
  afterEach(async () => {
    await store.close();
  });

  it('appends to a new stream and reads it back in order with data and metadata', async () => {
    const id = stream();
    const first = await store.append(id, [event('Opened', { n: 1 }), event('Changed', { n: 2 })], 'no_stream');
    expect(first.nextRevision).toBe(1n);
    const read = await store.readStream(id);
    expect(read.map((e) => [e.type, e.data, e.revision])).toEqual([
      ['Opened', { n: 1 }, 0n],
      ['Changed', { n: 2 }, 1n],
    ]);
    expect(read[1].position).toBe(first.position);
    expect(read[0].position).toBeLessThan(read[1].position);
    expect(read[0].metadata).toMatchObject({ actor: 'tester', correlationId: 'contract', schemaVersion: 1 });
  });

  it('reads a stream from a given revision', async () => {
    const id = stream();
    await store.append(id, [event('One'), event('Two'), event('Three')], 'no_stream');
    expect((await store.readStream(id, 1n)).map((e) => e.type)).toEqual(['Two', 'Three']);
    expect(await store.readStream(id, 3n)).toEqual([]);
  });

  it('answers an empty list for a stream that does not exist', async () => {
    expect(await store.readStream(stream())).toEqual([]);
    expect(await store.readStreamBackwards(stream(), 10)).toEqual([]);
  });

  it('reads a stream back from its end, a page at a time (what a resumed workflow run looks along)', async () => {
    const id = stream();
    await store.append(id, [event('One'), event('Two'), event('Three'), event('Four')], 'no_stream');
    const first = await store.readStreamBackwards(id, 3);
    expect(first.map((e) => [e.type, e.revision])).toEqual([
      ['Four', 3n],
      ['Three', 2n],
      ['Two', 1n],
    ]);
    expect((await store.readStreamBackwards(id, 3, first[2].revision)).map((e) => e.type)).toEqual(['One']);
    expect(await store.readStreamBackwards(id, 3, 0n)).toEqual([]);
  });

  it('refuses an append whose expected revision is stale, and writes nothing', async () => {
    const id = stream();
    await store.append(id, [event('Opened')], 'no_stream');
    await store.append(id, [event('Changed')], 0n);
    await expect(store.append(id, [event('Lost')], 0n)).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append(id, [event('Lost')], 'no_stream')).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.append(stream(), [event('Lost')], 3n)).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(id)).map((e) => e.type)).toEqual(['Opened', 'Changed']);
  });

  it('lets exactly one of two racing appends with the same expected revision win', async () => {
    const id = stream();
    await store.append(id, [event('Opened')], 'no_stream');
    const results = await Promise.allSettled([store.append(id, [event('A')], 0n), store.append(id, [event('B')], 0n)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await store.readStream(id)).toHaveLength(2);
  });

  it("gives every 'any' append its own revision, however many race (id allocation)", async () => {
    const id = stream();
    const results = await Promise.all(Array.from({ length: 25 }, () => store.append(id, [event('IdAllocated')], 'any')));
    expect(new Set(results.map((result) => result.nextRevision)).size).toBe(25);
  });

  it('reads all events after a position, in order, in batches, with the head as the last position', async () => {
    const before = await store.headPosition();
    const a = stream();
    const b = stream();
    await store.append(a, [event('One')], 'no_stream');
    await store.append(b, [event('Two')], 'no_stream');
    await store.append(a, [event('Three')], 0n);
    const mine = (events: RecordedEvent[]) => events.filter((e) => e.streamId === a || e.streamId === b);
    const all = mine(await store.readAll(before, 1000));
    expect(all.map((e) => e.type)).toEqual(['One', 'Two', 'Three']);
    expect(await store.headPosition()).toBe(all[2].position);
    const firstOnly = await store.readAll(before, 1);
    expect(firstOnly).toHaveLength(1);
    expect(mine(await store.readAll(all[0].position, 1000)).map((e) => e.type)).toEqual(['Two', 'Three']);
  });

  it('delivers a catch-up subscription from a checkpoint, then live events, in order, until stopped', async () => {
    const id = stream();
    await store.append(id, [event('Before')], 'no_stream');
    const checkpoint = (await store.readStream(id))[0].position;
    await store.append(id, [event('Caught')], 0n);
    const seen: string[] = [];
    let notify: () => void = () => undefined;
    const gotBoth = new Promise<void>((resolve) => (notify = resolve));
    const subscription = store.subscribe(
      checkpoint,
      async (events) => {
        for (const e of events) if (e.streamId === id) seen.push(e.type);
        if (seen.length === 2) notify();
      },
      (error) => {
        throw error;
      },
    );
    await store.append(id, [event('Live')], 1n);
    await gotBoth;
    await subscription.stop();
    expect(seen).toEqual(['Caught', 'Live']);
  });

  it('restarts a stopped subscription from the last position it handed over: nothing again, nothing missed', async () => {
    const id = stream();
    const listen = (after: bigint, until: number) => {
      const seen: { type: string; position: bigint }[] = [];
      let notify: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (notify = resolve));
      const subscription = store.subscribe(
        after,
        async (events) => {
          for (const e of events) if (e.streamId === id) seen.push({ type: e.type, position: e.position });
          if (seen.length >= until) notify();
        },
        (error) => {
          throw error;
        },
      );
      return { seen, arrived, subscription };
    };
    const start = await store.headPosition();
    const first = listen(start, 2);
    await store.append(id, [event('One'), event('Two')], 'no_stream');
    await first.arrived;
    await first.subscription.stop();
    // Appended while nobody listens, then heard by the restarted subscription with what follows.
    await store.append(id, [event('Three')], 1n);
    const second = listen(first.seen.at(-1)!.position, 2);
    await store.append(id, [event('Four')], 2n);
    await second.arrived;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await second.subscription.stop();
    expect([first.seen.map((e) => e.type), second.seen.map((e) => e.type)]).toEqual([
      ['One', 'Two'],
      ['Three', 'Four'],
    ]);
  });

  it('hands a catch-up to the handler in batches, not one call per event', async () => {
    const id = stream();
    const checkpoint = await store.headPosition();
    for (let part = 0; part < 4; part += 1)
      await store.append(
        id,
        Array.from({ length: 50 }, () => event('Counted')),
        part === 0 ? 'no_stream' : BigInt(part * 50 - 1),
      );
    let calls = 0;
    let seen = 0;
    let notify: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (notify = resolve));
    const subscription = store.subscribe(
      checkpoint,
      async (events) => {
        calls += 1;
        seen += events.filter((e) => e.streamId === id).length;
        if (seen === 200) notify();
      },
      (error) => {
        throw error;
      },
    );
    await all;
    await subscription.stop();
    expect(seen).toBe(200);
    // One transaction per handler call downstream: 200 calls would be one per event.
    expect(calls).toBeLessThanOrEqual(20);
  });

  it('answers each append with the position its last event is read back at (never 0, which read-your-writes would not wait for)', async () => {
    const id = stream();
    const first = await store.append(id, [event('One')], 'no_stream');
    const second = await store.append(id, [event('Two'), event('Three')], 0n);
    const read = await store.readStream(id);
    expect(first.position).toBe(read[0].position);
    expect(second.position).toBe(read[2].position);
    expect(first.position > 0n && second.position > first.position).toBe(true);
  });

  it('keeps snapshots out of the log: no read of it, subscription or head position sees one', async () => {
    const id = stream();
    await store.append(id, [event('Counted')], 'no_stream');
    const head = await store.headPosition();
    await store.writeSnapshot(id, { version: 'v1', revision: 0n, state: { count: 1 } });
    expect(await store.headPosition()).toBe(head);
    const after = await store.readAll(head, 1000);
    expect(after.filter((e) => e.type === 'SnapshotTaken' || e.streamId.includes(id))).toEqual([]);
  });

  it('never lets an older snapshot replace a newer one', async () => {
    const id = stream();
    await store.writeSnapshot(id, { version: 'v1', revision: 999n, state: { count: 1000 } });
    await store.writeSnapshot(id, { version: 'v1', revision: 499n, state: { count: 500 } });
    expect(await store.readSnapshot(id)).toEqual({ version: 'v1', revision: 999n, state: { count: 1000 } });
  });

  it('keeps the highest revision when 20 writers race to keep a snapshot of one stream', async () => {
    const id = `race-${randomUUID()}`;
    const revisions = Array.from({ length: 20 }, (_, n) => BigInt(n * 7 + 1)).sort(() => Math.random() - 0.5);
    await Promise.all(revisions.map((revision) => store.writeSnapshot(id, { version: 'v1', revision, state: { count: Number(revision) } })));
    expect(await store.readSnapshot(id)).toEqual({ version: 'v1', revision: 134n, state: { count: 134 } });
  });

  it('keeps the newest snapshot of a stream beside its events', async () => {
    const id = stream();
    expect(await store.readSnapshot(id)).toBeNull();
    await store.writeSnapshot(id, { version: 'v1', revision: 499n, state: { count: 500, nested: { list: [1, 2] } } });
    await store.writeSnapshot(id, { version: 'v1', revision: 999n, state: { count: 1000, nested: { list: [3] } } });
    expect(await store.readSnapshot(id)).toEqual({ version: 'v1', revision: 999n, state: { count: 1000, nested: { list: [3] } } });
    expect(await store.readStream(id)).toEqual([]);
  });
}

/** Key streams (`key-streams.ts`): read only while kept; after that empty, with their revision kept. */
export function keyStreamContract(open: (keyStreamKeepMs: number) => Promise<EventStore>): void {
  it('reads a key stream only while its events are kept; then it reads empty, keeps its revision, and takes an append at it with its chain whole', async () => {
    const store = await open(1000);
    try {
      const key = `command-contract-${randomUUID()}`;
      const other = `contract-${randomUUID()}`;
      await store.append(key, [event('CommandStarted'), event('CommandCompleted')], 'no_stream');
      await store.append(other, [event('Opened')], 'no_stream');
      expect(await store.readStream(key)).toHaveLength(2);
      // EventStoreDB counts `$maxAge` in whole seconds.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await store.readStream(key)).toEqual([]);
      expect(await store.readStream(other)).toHaveLength(1);
      const refused: unknown = await store.append(key, [event('CommandStarted')], 'no_stream').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ConcurrencyError);
      expect((refused as ConcurrencyError).actual).toBe(1n);
      await store.append(key, [event('CommandStarted')], 1n);
      expect((await store.readStream(key)).map((e) => [e.type, e.revision])).toEqual([['CommandStarted', 2n]]);
      // A second claim at the same old head (a retry of the same key) finds the first's event, not a free revision.
      const second: unknown = await store.append(key, [event('CommandStarted')], 1n).catch((error: unknown) => error);
      expect(second).toBeInstanceOf(ConcurrencyError);
      expect((second as ConcurrencyError).actual).toBe(2n);
      expect((await store.readStream(key)).map((e) => [e.type, e.revision])).toEqual([['CommandStarted', 2n]]);
      if (store.verifyChain) expect((await store.verifyChain()).firstBroken).toBeNull();
    } finally {
      await store.close();
    }
  });
}
