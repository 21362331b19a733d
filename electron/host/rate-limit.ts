/**
 * A token bucket per connection: a burst of `burst` messages, refilled at `perSecond`. The
 * clock is passed in, so tests need no waiting.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  /** Messages refused since the last one accepted. */
  refusedInARow = 0;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInARow = 0;
      return true;
    }
    this.refusedInARow += 1;
    return false;
  }
}
