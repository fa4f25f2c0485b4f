import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../process/database';
import { embeddedRateLimits } from '../process/rate-limits';
import { SharedThrottlerStorage } from './shared-throttler-storage';

describe("the public-route throttle's counts", () => {
  it('are shared by every process on the store: two connections (two API processes) give a client the limit once, not once each', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cargo-throttle-'));
    const [first, second] = [openDatabase(dataDir), openDatabase(dataDir)];
    try {
      const processes = [new SharedThrottlerStorage(embeddedRateLimits(first)), new SharedThrottlerStorage(embeddedRateLimits(second))];
      const records = [];
      for (let hit = 0; hit < 6; hit += 1) records.push(await processes[hit % 2].increment('login:203.0.113.7', 60_000, 4, 60_000, 'default'));
      expect(records.map((record) => [record.totalHits, record.isBlocked])).toEqual([
        [1, false],
        [2, false],
        [3, false],
        [4, false],
        [5, true],
        [6, true],
      ]);
      expect(records[5].timeToBlockExpire).toBeGreaterThan(0);
      expect(records[5].timeToBlockExpire).toBeLessThanOrEqual(60);
      // Another client, or another route's key, counts on its own.
      expect(await processes[0].increment('login:203.0.113.8', 60_000, 4, 60_000, 'default')).toMatchObject({ totalHits: 1, isBlocked: false });
    } finally {
      first.close();
      second.close();
    }
  });
});
