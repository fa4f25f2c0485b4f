import type { DomainEvent } from '@cargo/contracts';
import { recorded } from '../testing/recorded';
import { change, projectionOfEvery, type Projection } from './projection';
import { ColdMap } from '../testing/cold-map';
import { MemoryReplay, ProjectionsByType } from './replay';

const vendorAdded = (vendorId: number): DomainEvent => ({
  type: 'VendorAdded',
  data: { vendorId, details: { name: `Vendor ${vendorId}`, address1: '', address2: '', email: '', phone: '' } },
});
const vendorDeleted = (vendorId: number): DomainEvent => ({ type: 'VendorDeleted', data: { vendorId } });

/** Counts events per type in one document, and writes one entry per event. */
const counting: Projection = projectionOfEvery({
  name: 'counting',
  collections: ['counts', 'entries'],
  writeOnce: ['entries'],
  changes: (event) => [
    change<{ id: string; seen: number }>('counts', event.type, (doc) => ({ id: event.type, seen: (doc?.seen ?? 0) + 1 })),
    // The same document twice in one event: changed once, the second change sees it as `prior`.
    change<{ id: string; seen: number }>('counts', event.type, (doc) => (doc ? { ...doc, seen: doc.seen + 100 } : doc)),
    change<{ id: string; seen: number }, { id: string; seen: number }>('entries', String(event.position), (_doc, prior) => ({
      id: String(event.position),
      seen: prior?.seen ?? -1,
    })),
  ],
});

const vendorsOnly: Projection = {
  name: 'vendors-only',
  collections: ['names'],
  handles: ['VendorAdded', 'VendorDeleted'],
  changes: (event) => [
    change('names', String((event.data as { vendorId: number }).vendorId), () =>
      event.type === 'VendorDeleted' ? null : { id: (event.data as { vendorId: number }).vendorId },
    ),
  ],
};

/** A collection's rebuilt documents, held and cold, by id. */
const rebuilt = (replay: MemoryReplay, collection: string) => new Map(replay.documents(collection));

describe('a replay in memory from the first event', () => {
  it('asks each projection only about the event types it handles', () => {
    const types = new ProjectionsByType([counting, vendorsOnly]);
    expect(types.of('VendorAdded').map((projection) => projection.name)).toEqual(['counting', 'vendors-only']);
    expect(types.of('OrderPlaced').map((projection) => projection.name)).toEqual(['counting']);
  });

  it('given events, builds documents as the runner does: deletes drop them, an event changes a document once, write-once documents go to the sink', () => {
    const sunk: [string, string, unknown][] = [];
    const replay = new MemoryReplay([counting, vendorsOnly], (collection, id, doc) => sunk.push([collection, id, doc]));
    replay.apply(recorded([vendorAdded(1), vendorAdded(2), vendorDeleted(1)]));
    expect([...rebuilt(replay, 'names').keys()]).toEqual(['2']);
    expect(rebuilt(replay, 'counts').get('VendorAdded')).toEqual({ id: 'VendorAdded', seen: 2 });
    expect(rebuilt(replay, 'entries').size).toBe(0);
    expect(sunk).toEqual([
      ['entries', '1', { id: '1', seen: 1 }],
      ['entries', '2', { id: '2', seen: 2 }],
      ['entries', '3', { id: '3', seen: 1 }],
    ]);
    expect(replay.progress).toEqual({ position: 3n, events: 3 });
  });

  it('holds documents at rest as JSON text, and changes them as objects again when an event comes', () => {
    const replay = new MemoryReplay([counting, vendorsOnly]);
    replay.apply(recorded([vendorAdded(1), vendorAdded(2)]));
    replay.settle();
    expect(rebuilt(replay, 'counts').get('VendorAdded')).toBe('{"id":"VendorAdded","seen":2}');
    replay.apply(recorded([vendorAdded(3)], 3n));
    expect(rebuilt(replay, 'counts').get('VendorAdded')).toEqual({ id: 'VendorAdded', seen: 3 });
    expect(rebuilt(replay, 'names').get('1')).toBe('{"id":1}');
    replay.settle();
    expect([...rebuilt(replay, 'names').values()]).toEqual(['{"id":1}', '{"id":2}', '{"id":3}']);
  });

  it('sets a projection that throws aside with its error, and goes on with the others', () => {
    const failing: Projection = {
      ...vendorsOnly,
      name: 'failing',
      collections: ['failing'],
      changes: () => {
        throw new Error('broken');
      },
    };
    const replay = new MemoryReplay([failing, vendorsOnly]);
    replay.apply(recorded([vendorAdded(1), vendorAdded(2)]));
    expect(replay.parked.map((parked) => [parked.id, parked.failedAt, parked.error])).toEqual([['failing', '1', 'Error: broken']]);
    expect(rebuilt(replay, 'names').size).toBe(2);
  });

  it('refuses two projections writing one collection', () => {
    expect(() => new MemoryReplay([vendorsOnly, { ...vendorsOnly, name: 'twin' }])).toThrow('names is written by both vendors-only and twin');
  });

  it('moves the documents it holds to the cold store when full, takes each back when an event touches it, and gives the same documents', () => {
    const events = recorded([vendorAdded(1), vendorAdded(2), vendorAdded(3), vendorDeleted(2), vendorAdded(4), vendorDeleted(3), vendorAdded(2)]);
    const warm = new MemoryReplay([counting, vendorsOnly]);
    const store = new ColdMap();
    const spilling = new MemoryReplay([counting, vendorsOnly], () => undefined, '', { store, full: () => true, moveAtLeast: 0 });
    for (const event of events) {
      warm.apply([event]);
      warm.settle();
      spilling.apply([event]);
      spilling.settle();
    }
    expect(store.count('names')).toBe(3);
    for (const collection of ['counts', 'names']) expect(rebuilt(spilling, collection)).toEqual(rebuilt(warm, collection));
    expect(rebuilt(spilling, 'names')).toEqual(
      new Map([
        ['1', '{"id":1}'],
        ['4', '{"id":4}'],
        ['2', '{"id":2}'],
      ]),
    );
    const names = spilling.documents('names');
    expect(names.size).toBe(3);
    expect(names.takeHeld('4')).toBeUndefined();
    expect([...names.coldInIdOrder()]).toEqual([
      ['1', '{"id":1}'],
      ['2', '{"id":2}'],
      ['4', '{"id":4}'],
    ]);
    store.close();
  });
});
