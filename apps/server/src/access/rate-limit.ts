/** A token bucket: `burst` requests at once, refilled at `perSecond`. One per connection. */
export class TokenBucket {
  private tokens: number;
  private updated: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.updated = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.updated) / 1000) * this.perSecond);
    this.updated = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether the bucket is full again by `now`: forgetting it then loses nothing. */
  isFull(now: number): boolean {
    return this.tokens + ((now - this.updated) / 1000) * this.perSecond >= this.burst;
  }
}
