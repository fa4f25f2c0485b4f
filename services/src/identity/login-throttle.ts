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
/** Attempts at one account from any addresses before the account waits (guessing from many addresses). */
export const MAX_FAILURES_PER_ACCOUNT = 10;

/**
 * Repeated login failures make the caller wait. Counted per account *and* client address, a
 * ceiling per address (guessing across accounts), and a ceiling per account from any address
 * (guessing one account from many addresses, as behind a proxy that forwards each caller's own).
 * The account's ceiling is counted only for attempts the other two let through to the password
 * check, so one address's refused guesses do not use it up. Every account is counted the same,
 * whether it exists or not, so a refusal tells nothing of who has one. An attempt is counted *before*
 * its password is checked, in one atomic statement of the store, so concurrent guesses cannot all
 * pass a check none of them has counted yet; a sign-in that succeeds clears the account's counts.
 * Kept in the store, so a restart does not reset them. The price of the account's ceiling: someone
 * guessing from many addresses makes its owner wait too, for at most one window.
 */
@Injectable()
export class LoginThrottle {
  private readonly perPair: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;

  constructor(@Inject(INFRASTRUCTURE) infrastructure: Pick<Infrastructure, 'rateLimits'>) {
    this.perPair = infrastructure.rateLimits({
      keyPrefix: 'login-account',
      points: MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      durationSeconds: LOGIN_WINDOW_SECONDS,
    });
    this.perAddress = infrastructure.rateLimits({ keyPrefix: 'login-address', points: MAX_FAILURES_PER_ADDRESS, durationSeconds: LOGIN_WINDOW_SECONDS });
    this.perAccount = infrastructure.rateLimits({ keyPrefix: 'login-any-address', points: MAX_FAILURES_PER_ACCOUNT, durationSeconds: LOGIN_WINDOW_SECONDS });
  }

  /** Counts an attempt; refuses it with 429 and Retry-After when a count it meets was already full. */
  async attempt(email: string, address: string): Promise<void> {
    await counted([this.perPair.consume(pairKey(email, address)), this.perAddress.consume(addressKey(address))]);
    await counted([this.perAccount.consume(accountKey(email))]);
  }

  /** A successful sign-in clears that account's counts and is not counted against the address. */
  async succeeded(email: string, address: string): Promise<void> {
    await Promise.all([
      this.perPair.delete(pairKey(email, address)),
      this.perAccount.delete(accountKey(email)),
      this.perAddress.reward(addressKey(address), 1),
    ]);
  }
}

/** Waits for the counts; a full one is a 429 with the longest wait, a store that failed its own error. */
async function counted(consumed: Promise<RateLimiterRes>[]): Promise<void> {
  const refusals = (await Promise.allSettled(consumed)).flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  const storeError = refusals.find((reason) => !(reason instanceof RateLimiterRes));
  if (storeError) throw storeError;
  if (refusals.length > 0)
    throw tooManyRequests('error.tooManyAttempts', Math.ceil(Math.max(...refusals.map((reason) => (reason as RateLimiterRes).msBeforeNext)) / 1000));
}

// Hashed: the store does not keep who tried to sign in from where.
const pairKey = (email: string, address: string) => sha256(`${email}\u0000${address}`);
const addressKey = (address: string) => sha256(address);
const accountKey = (email: string) => sha256(email);
