import { limits } from '../limits.ts';

/**
 * Per-account attempts, in one process (the routes keep failed passwords under the address and
 * mails asked for under `mail <address>`, so neither uses up the other): past `max` in a window
 * the account must wait for the window to pass, from whatever address. Keyed by the normalised
 * email, whether or not an account has it, so the limit says nothing about which addresses exist.
 * Memory is bounded: past `maxTracked`, the oldest entry is forgotten first.
 */
export class AccountAttempts {
  private readonly entries = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly max: number = limits.perAccount.attempts,
    private readonly windowMs: number = limits.perAccount.windowMs,
    private readonly maxTracked = 50_000,
  ) {}

  private current(email: string, now: number) {
    const entry = this.entries.get(email);
    if (!entry || now - entry.since >= this.windowMs) return undefined;
    return entry;
  }

  /** Whether the account has attempts left (without counting one). */
  allowed(email: string, now: number): boolean {
    return (this.current(email, now)?.count ?? 0) < this.max;
  }

  /** Counts one attempt; false if none was left. */
  take(email: string, now: number): boolean {
    if (!this.allowed(email, now)) return false;
    const entry = this.current(email, now);
    if (entry) entry.count += 1;
    else {
      this.entries.delete(email);
      if (this.entries.size >= this.maxTracked) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(email, { count: 1, since: now });
    }
    return true;
  }

  /** A successful sign-in forgets the failures before it. */
  clear(email: string): void {
    this.entries.delete(email);
  }
}
