import { describe, expect, it } from 'vitest';
import { createRng, rngFrom, rngStateFromSeed } from './rng.ts';

describe('seeded rng', () => {
  it('gives the same stream for the same seed and different streams for nearby seeds', () => {
    const a = createRng(1);
    const b = createRng(1);
    const c = createRng(2);
    const sa = Array.from({ length: 8 }, () => a.nextUint32());
    expect(Array.from({ length: 8 }, () => b.nextUint32())).toEqual(sa);
    expect(Array.from({ length: 8 }, () => c.nextUint32())).not.toEqual(sa);
  });

  it('tells the number 1 and the string "1" apart', () => {
    expect(rngStateFromSeed(1)).not.toEqual(rngStateFromSeed('1'));
  });

  it('advances the state array in place, so a state copied into JSON resumes the same stream', () => {
    const state = rngStateFromSeed('resume');
    const rng = rngFrom(state);
    rng.nextUint32();
    const saved = JSON.parse(JSON.stringify(state)) as typeof state;
    const next = rng.nextUint32();
    expect(rngFrom(saved).nextUint32()).toBe(next);
  });

  it('draws integers in range with roughly even frequencies', () => {
    const rng = createRng('even');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]! += 1;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });

  it('shuffles into every order of three over many draws, keeping the elements', () => {
    const rng = createRng('perm');
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const out = rng.shuffle(['a', 'b', 'c']);
      expect([...out].sort()).toEqual(['a', 'b', 'c']);
      seen.add(out.join(''));
    }
    expect(seen.size).toBe(6);
  });

  it('refuses impossible bounds and empty picks', () => {
    const rng = createRng(0);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(1.5)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
    const f = rng.float();
    expect(f).toBeGreaterThanOrEqual(0);
    expect(f).toBeLessThan(1);
  });
});
