import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '@cargo/contracts';
import type { Infrastructure } from '../platform/process/infrastructure';
import { INFRASTRUCTURE } from '../platform/process/tokens';
import { sha256 } from './secrets';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Attempts at one account from one address before that pair waits (a sign-in that succeeds clears them). */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Failed attempts from one address, whatever the account, before the address waits (guessing across accounts). */
export const MAX_FAILURES_PER_ADDRESS = 50;

/**
 * Repeated login failures make the caller wait. Counted per account *and* client address, so
 * someone guessing at an account cannot lock its owner out from elsewhere, plus a ceiling per
 * address. An attempt is counted *before* its password is checked, in one atomic statement of the
 * store, so concurrent guesses cannot all pass a check none of them has counted yet; a sign-in
 * that succeeds takes its attempt back. Kept in the store, so a restart does not reset the counts.
 */
@Injectable()
export class LoginThrottle {
  private readonly perPair: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(@Inject(INFRASTRUCTURE) infrastructure: Pick<Infrastructure, 'rateLimits'>) {
    this.perPair = infrastructure.rateLimits({ keyPrefix: 'login-account', points: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, durationSeconds: LOGIN_WINDOW_SECONDS });
    this.perAddress = infrastructure.rateLimits({ keyPrefix: 'login-address', points: MAX_FAILURES_PER_ADDRESS, durationSeconds: LOGIN_WINDOW_SECONDS });
  }

  /** Counts an attempt; refuses it with 429 and Retry-After when either count was already full. */
  async attempt(email: string, address: string): Promise<void> {
    const counted = await Promise.allSettled([this.perPair.consume(pairKey(email, address)), this.perAddress.consume(addressKey(address))]);
    const refusals = counted.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    const storeError = refusals.find((reason) => !(reason instanceof RateLimiterRes));
    if (storeError) throw storeError;
    if (refusals.length > 0) throw tooManyRequests('error.tooManyAttempts', Math.ceil(Math.max(...refusals.map((reason) => (reason as RateLimiterRes).msBeforeNext)) / 1000));
  }

  /** A successful sign-in clears that account's count from that address and is not counted against the address. */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([this.perPair.delete(pairKey(email, address)), this.perAddress.reward(addressKey(address), 1)]);
  }
}

// Hashed: the store does not keep who tried to sign in from where.
const pairKey = (email: string, address: string) => sha256(`${email}\u0000${address}`);
const addressKey = (address: string) => sha256(address);
