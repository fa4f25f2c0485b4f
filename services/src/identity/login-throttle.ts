import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { tooManyRequests } from '@cargo/contracts';
import type { ReadStore } from '@cargo/projections';
import { READ_STORE } from '../platform/process/tokens';
import { sha256 } from './secrets';

export const LOGIN_FAILURES = 'login-failures';
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures of one account from one address before that pair waits. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failures from one address, whatever the account, before the address waits (guessing across accounts). */
export const MAX_FAILURES_PER_ADDRESS = 50;

interface FailureDoc {
  id: string;
  times: number[];
  /** The latest failure: documents whose latest failure left the window are pruned by it. */
  last: number;
}

/** How many expired counts one failure prunes: enough to keep the collection to the recent window. */
const PRUNE_BATCH = 20;

/**
 * Repeated login failures make the caller wait. Counted per account *and* client address, so
 * someone guessing at an account cannot lock its owner out from elsewhere, plus a ceiling per
 * address. Kept in the store (documents outside any projection), so a restart does not reset them.
 */
@Injectable()
export class LoginThrottle implements OnModuleInit {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  onModuleInit(): Promise<void> {
    return this.store.declare([{ collection: LOGIN_FAILURES, indexes: [['last']] }]);
  }

  /** Refuses with 429 and Retry-After when either count is full. */
  async check(email: string, address: string, now = Date.now()): Promise<void> {
    const waits = await Promise.all([this.waitFor(pairKey(email, address), MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, now), this.waitFor(addressKey(address), MAX_FAILURES_PER_ADDRESS, now)]);
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests('error.tooManyAttempts', Math.ceil(wait / 1000));
  }

  /** Counts a failure, and prunes a few counts whose window has passed, so the collection does not grow with history. */
  async recordFailure(email: string, address: string, now = Date.now()): Promise<void> {
    const keys = [pairKey(email, address), addressKey(address)];
    const docs = await this.store.getMany(LOGIN_FAILURES, keys);
    const limits = [MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, MAX_FAILURES_PER_ADDRESS];
    const expired = await this.store.find<FailureDoc>(LOGIN_FAILURES, { last: { $lte: now - LOGIN_WINDOW_MS } }, { sort: { last: 1 }, limit: PRUNE_BATCH });
    await this.store.commit(
      [
        ...expired.filter((doc) => !keys.includes(doc.id)).map((doc) => ({ collection: LOGIN_FAILURES, id: doc.id, doc: null })),
        ...keys.map((id, index) => ({ collection: LOGIN_FAILURES, id, doc: { id, times: [...recent(docs.get(id) as FailureDoc | undefined, now), now].slice(-limits[index]), last: now } })),
      ],
      [],
    );
  }

  /** A successful sign-in clears that account's count from that address. */
  async recordSuccess(email: string, address: string): Promise<void> {
    const id = pairKey(email, address);
    if (await this.store.get(LOGIN_FAILURES, id)) await this.store.commit([{ collection: LOGIN_FAILURES, id, doc: null }], []);
  }

  /** Milliseconds until the oldest counted failure leaves the window, when the count is full. */
  private async waitFor(key: string, limit: number, now: number): Promise<number> {
    const times = recent((await this.store.get<FailureDoc>(LOGIN_FAILURES, key)) ?? undefined, now);
    return times.length >= limit ? times[times.length - limit] + LOGIN_WINDOW_MS - now : 0;
  }
}

const recent = (doc: FailureDoc | undefined, now: number) => (doc?.times ?? []).filter((time) => time > now - LOGIN_WINDOW_MS);
// Hashed: the store does not keep who tried to sign in from where.
const pairKey = (email: string, address: string) => `account:${sha256(`${email}\u0000${address}`)}`;
const addressKey = (address: string) => `address:${sha256(address)}`;
