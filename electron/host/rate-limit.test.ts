import { describe, expect, it } from 'vitest';
import { TokenBucket } from './rate-limit.ts';

describe('TokenBucket', () => {
  it('allows a burst, then refuses until time refills it', () => {
    const bucket = new TokenBucket(3, 2, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
    expect(bucket.refusedInARow).toBe(1);
    expect(bucket.take(400)).toBe(false);
    expect(bucket.take(500)).toBe(true);
    expect(bucket.refusedInARow).toBe(0);
  });

  it('never stores more than the burst, however long it waits', () => {
    const bucket = new TokenBucket(2, 10, 0);
    const results = [bucket.take(60_000), bucket.take(60_000), bucket.take(60_000)];
    expect(results).toEqual([true, true, false]);
  });
});
