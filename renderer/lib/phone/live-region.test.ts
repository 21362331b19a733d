import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { live } from './live-region.svelte.ts';

describe('the phone live region', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says lines given at the same moment as one, in order (a second change at once could cut the first short)', () => {
    const before = live.count;
    live.say('Team approved 5–0');
    live.say('Your turn: play a card');
    expect(live.count).toBe(before);
    vi.runAllTimers();
    expect(live.line).toBe('Team approved 5–0. Your turn: play a card');
    expect(live.count).toBe(before + 1);
  });

  it('says the same words again when they come again (a new count re-creates the text)', () => {
    live.say('Sent');
    vi.runAllTimers();
    const first = live.count;
    live.say('Sent');
    vi.runAllTimers();
    expect(live.line).toBe('Sent');
    expect(live.count).toBe(first + 1);
  });
});
