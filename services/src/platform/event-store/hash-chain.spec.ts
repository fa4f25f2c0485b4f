import { GENESIS, LINK_FIELD, linkHash, storedForm, StreamChains, type LinkedEvent } from './hash-chain';

/** Events as the EventStoreDB adapter writes them: each stream's links in its events' metadata. */
function streamOf(streamId: string, quantities: number[], firstRevision = 0n, previous = GENESIS): LinkedEvent[] {
  return quantities.map((quantity, index) => {
    const event = {
      streamId,
      revision: firstRevision + BigInt(index),
      type: 'StockAdded',
      data: { productId: 1, quantity },
      metadata: { actor: 'admin', timestamp: '2026-11-21T00:00:00.000Z' } as Record<string, unknown>,
    };
    previous = linkHash(previous, storedForm(event));
    return { ...event, metadata: { ...event.metadata, [LINK_FIELD]: previous } };
  });
}

/** As read back: JSON parsed, as the client hands it over. */
const readBack = (event: LinkedEvent): LinkedEvent =>
  JSON.parse(
    JSON.stringify(event, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value)),
    (_key, value: unknown) => (typeof value === 'string' && /^\d+n$/.test(value) ? BigInt(value.slice(0, -1)) : value),
  );

function firstBroken(events: LinkedEvent[]): number | null {
  const chains = new StreamChains();
  const index = events.findIndex((event) => !chains.check(readBack(event)));
  return index === -1 ? null : index;
}

describe('hash chains kept per stream (EventStoreDB)', () => {
  const a = streamOf('product-1', [1, 2, 3]);
  const b = streamOf('product-2', [4, 5]);
  const interleaved = [a[0], b[0], a[1], b[1], a[2]];

  it('accepts every stream linked in order, interleaved in the log, after a JSON round trip', () => {
    expect(firstBroken(interleaved)).toBeNull();
    const chains = new StreamChains();
    interleaved.forEach((event) => chains.check(event));
    expect(chains.checked).toBe(5);
  });

  it('finds an edited event, a forged link, a removed event and a missing link at their place', () => {
    const edited = interleaved.map((event, index) => (index === 2 ? { ...event, data: { productId: 1, quantity: 20 } } : event));
    expect(firstBroken(edited)).toBe(2);
    const forged = interleaved.map((event, index) => (index === 3 ? { ...event, metadata: { ...event.metadata, [LINK_FIELD]: GENESIS } } : event));
    expect(firstBroken(forged)).toBe(3);
    expect(firstBroken([a[0], b[0], a[2]])).toBe(2);
    const { [LINK_FIELD]: _link, ...unlinked } = a[1].metadata;
    expect(firstBroken([a[0], { ...a[1], metadata: unlinked }, a[2]])).toBe(1);
  });

  it('starts a stream whose early events predate links at its first linked event', () => {
    const early = { streamId: 'product-3', revision: 0n, type: 'StockAdded', data: { quantity: 1 }, metadata: {} };
    expect(firstBroken([early, ...streamOf('product-3', [2, 3], 1n)])).toBeNull();
  });

  it('lets a key stream start at its first event still kept, and again from the genesis after its expired ones; never a business stream', () => {
    const key = streamOf('command-abc', [1, 2, 3, 4]);
    // The first two expired and were scavenged: the chain starts at the third.
    expect(firstBroken([b[0], key[2], key[3]])).toBeNull();
    // Read empty once expired, the stream is claimed again at its revision: that append links to the genesis hash.
    expect(firstBroken([...key, ...streamOf('command-abc', [5, 6], 4n)])).toBeNull();
    expect(firstBroken([key[2], key[3], ...streamOf('command-abc', [5], 4n)])).toBeNull();
    // A key stream is still checked: an edit, a forged link or a gap is broken.
    expect(firstBroken([key[2], { ...key[3], data: { productId: 1, quantity: 40 } }])).toBe(1);
    expect(firstBroken([key[0], { ...key[1], metadata: { ...key[1].metadata, [LINK_FIELD]: 'f'.repeat(64) } }])).toBe(1);
    expect(firstBroken([key[0], key[2]])).toBe(1);
    // The same on a product's stream is tampering.
    expect(firstBroken([a[1], a[2]])).toBe(0);
    expect(firstBroken([...a, ...streamOf('product-1', [9], 3n)])).toBe(3);
  });
});
