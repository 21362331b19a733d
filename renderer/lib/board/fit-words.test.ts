import { describe, expect, it } from 'vitest';
import { FIT_FLOOR, fittedSize } from './fit-words.ts';

describe('fittedSize: the size at which the longest word fits its box', () => {
  it('leaves text that fits as it is', () => {
    expect(fittedSize(32, 200, 200)).toBeNull();
    expect(fittedSize(32, 200, 120)).toBeNull();
    // Sub-pixel layout differences are not an overflow.
    expect(fittedSize(32, 200, 200.4)).toBeNull();
  });

  it('scales a word that is too wide down in proportion, never leaving it wider than the box', () => {
    const size = fittedSize(32, 200, 250)!;
    expect(size).toBeLessThan(32);
    expect((250 * size) / 32).toBeLessThanOrEqual(200);
    expect(size).toBeCloseTo(25.6, 1);
  });

  it('stops at the floor, however long the word', () => {
    expect(fittedSize(30, 100, 1000)).toBe(30 * FIT_FLOOR);
    expect(fittedSize(30, 100, 1000, 0.8)).toBe(24);
  });

  it('does nothing for a box not laid out yet', () => {
    expect(fittedSize(32, 0, 250)).toBeNull();
    expect(fittedSize(0, 200, 250)).toBeNull();
    expect(fittedSize(Number.NaN, 200, 250)).toBeNull();
  });
});
