import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttled } from './host-news.ts';

describe('throttled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then folds the calls of the next 5 s into one run at their end', () => {
    let runs = 0;
    const call = throttled(() => runs++, 5000);
    call();
    expect(runs).toBe(1);
    vi.advanceTimersByTime(1000);
    call();
    call();
    expect(runs).toBe(1);
    vi.advanceTimersByTime(3999);
    expect(runs).toBe(1);
    vi.advanceTimersByTime(1);
    expect(runs).toBe(2);
    vi.advanceTimersByTime(20_000);
    expect(runs).toBe(2);
    call();
    expect(runs).toBe(3);
  });

  it('drops a deferred run when stopped', () => {
    let runs = 0;
    const call = throttled(() => runs++, 5000);
    call();
    call();
    call.stop();
    vi.advanceTimersByTime(10_000);
    expect(runs).toBe(1);
  });
});
