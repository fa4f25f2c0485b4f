import { randomUUID } from 'node:crypto';
import { KurrentDBClient } from '@kurrent/kurrentdb-client';
import { EsdbEventStore } from './esdb-event-store';
import { AppendOutcomeUnknownError } from './event-store.port';

/**
 * The adapter's answer when KurrentDB acknowledges an append without its position and the event
 * cannot be read back. That cannot be made to happen on a healthy server, so the real client is used
 * with its two calls answered here; no connection is ever opened.
 */
describe('an acknowledged KurrentDB append whose position cannot be told', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is an unknown outcome for the caller (503, retried by the same key), never a plain error', async () => {
    jest.spyOn(KurrentDBClient.prototype, 'appendToStream').mockResolvedValue({ success: true, nextExpectedRevision: 0n, position: undefined });
    const readBack = jest.spyOn(KurrentDBClient.prototype, 'readStream').mockImplementation(async function* nothing() {} as never);
    const store = new EsdbEventStore('kurrentdb://127.0.0.1:1?tls=false');
    try {
      const appended = store.append(
        'order-1',
        [
          {
            type: 'OrderPlaced',
            data: {},
            metadata: { eventId: randomUUID(), actor: null, correlationId: 'c', causationId: null, timestamp: new Date().toISOString(), schemaVersion: 1 },
          },
        ],
        'no_stream',
      );
      await expect(appended).rejects.toBeInstanceOf(AppendOutcomeUnknownError);
      expect(readBack).toHaveBeenCalledWith('order-1', expect.objectContaining({ fromRevision: 0n, maxCount: 1 }));
    } finally {
      await store.close();
    }
  });
});
