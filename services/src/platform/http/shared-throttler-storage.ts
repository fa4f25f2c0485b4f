import type { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimits } from '../process/rate-limits';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The public-route throttle's counts kept where every API process sees them (the embedded file, or
 * MongoDB beside the read models), not in one process's memory: with two API processes behind a
 * proxy, a client gets the limit once, not once per process. Each count is one atomic statement.
 */
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly limits: RateLimits) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const id = `${throttlerName}:${ttl}:${limit}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.limits({ keyPrefix: `throttle-${throttlerName}-${ttl}`, points: limit, durationSeconds: Math.max(1, Math.ceil(ttl / 1000)) });
      this.limiters.set(id, limiter);
    }
    try {
      const counted = await limiter.consume(key);
      return { totalHits: counted.consumedPoints, timeToExpire: Math.ceil(counted.msBeforeNext / 1000), isBlocked: false, timeToBlockExpire: 0 };
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      const seconds = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
      return { totalHits: refused.consumedPoints, timeToExpire: seconds, isBlocked: true, timeToBlockExpire: seconds };
    }
  }
}
