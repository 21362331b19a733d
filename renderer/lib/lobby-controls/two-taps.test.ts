import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TwoTaps } from './two-taps.svelte.ts';

describe('a control that asks for a second tap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('acts on the second tap of the same button only, within four seconds', () => {
    const taps = new TwoTaps();
    const done: string[] = [];
    taps.twice('end', () => done.push('end'));
    expect([taps.armed, done]).toEqual(['end', []]);
    // Another button takes the arming over: the first one's next tap arms it again.
    taps.twice('kick-2', () => done.push('kick-2'));
    taps.twice('end', () => done.push('end'));
    expect([taps.armed, done]).toEqual(['end', []]);
    taps.twice('end', () => done.push('end'));
    expect([taps.armed, done]).toEqual([null, ['end']]);

    taps.twice('restart', () => done.push('restart'));
    vi.advanceTimersByTime(4000);
    expect(taps.armed).toBeNull();
    taps.twice('restart', () => done.push('restart'));
    expect(done).toEqual(['end']);
  });

  it('is taken back by Escape, and only by Escape', () => {
    const taps = new TwoTaps();
    taps.twice('kick-1', () => {});
    taps.escape({ key: 'Enter' } as KeyboardEvent);
    expect(taps.armed).toBe('kick-1');
    taps.escape({ key: 'Escape' } as KeyboardEvent);
    expect(taps.armed).toBeNull();
    // The disarming timer it had set is gone with it.
    taps.twice('kick-1', () => {});
    vi.advanceTimersByTime(3999);
    expect(taps.armed).toBe('kick-1');
  });
});
