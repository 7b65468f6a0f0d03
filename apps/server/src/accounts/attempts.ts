import { createHash } from 'node:crypto';
import { MemoryLimits } from '../access/memory-limits.ts';
import type { SharedLimits } from '../access/shared-limits.ts';
import { limits } from '../limits.ts';

/**
 * Per-account attempts (the routes keep failed passwords under the address and mails asked for
 * under `mail <address>`, so neither uses up the other): past `max` in a window the account must
 * wait for the window to pass, from whatever address, on whatever process of a cluster (the
 * counts are `SharedLimits`). Keyed by a digest of the normalised email, whether or not an
 * account has it, so the limit says nothing about which addresses exist, and neither memory nor
 * Redis holds the address. A lockout is never pushed out by other accounts' attempts: only the end
 * of its window lifts it.
 */
export class AccountAttempts {
  constructor(
    private readonly counts: SharedLimits = new MemoryLimits(),
    private readonly max: number = limits.perAccount.attempts,
    private readonly windowMs: number = limits.perAccount.windowMs,
  ) {}

  /** Whether the account has attempts left (without spending one). */
  async hasAttemptsLeft(email: string, now: number): Promise<boolean> {
    return (await this.counts.counted(keyOf(email), this.windowMs, now)) < this.max;
  }

  /** Spends one attempt; false if none was left. */
  spend(email: string, now: number): Promise<boolean> {
    return this.counts.count(keyOf(email), this.max, this.windowMs, now);
  }

  /** A successful sign-in forgets the failures before it. */
  forget(email: string): Promise<void> {
    return this.counts.forget(keyOf(email));
  }
}

function keyOf(email: string): string {
  return `account:${createHash('sha256').update(email).digest('base64url')}`;
}
