import { Injectable } from '@nestjs/common';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Repeated login failures lock the email (and the client address) for a while, whatever the
 * password. Kept in memory: a restart forgets, which only ever favours the user.
 */
@Injectable()
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  isBlocked(email: string, address: string): boolean {
    return this.recent(`email:${email}`) >= MAX_FAILURES_PER_EMAIL || this.recent(`ip:${address}`) >= MAX_FAILURES_PER_ADDRESS;
  }

  recordFailure(email: string, address: string): void {
    for (const key of [`email:${email}`, `ip:${address}`]) this.failures.set(key, [...this.window(key), Date.now()]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`email:${email}`);
  }

  private recent(key: string): number {
    const times = this.window(key);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times.length;
  }

  private window(key: string): number[] {
    const since = Date.now() - WINDOW_MS;
    return (this.failures.get(key) ?? []).filter((time) => time > since);
  }
}
