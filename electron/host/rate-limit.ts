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

  /** Whether a message now would be accepted, taking nothing (for a cost known only once the message is judged). */
  allows(now: number): boolean {
    this.refill(now);
    return this.tokens >= 1;
  }

  take(now: number): boolean {
    this.refill(now);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInARow = 0;
      return true;
    }
    this.refusedInARow += 1;
    return false;
  }

  private refill(now: number): void {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
  }
}
