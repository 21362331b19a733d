import { describe, expect, it } from 'vitest';
import { duration, slowestLines } from './slowest.ts';

describe('the slowest tests printed at the end of a run', () => {
  it('lists the slowest first, at most the count asked for, times aligned', () => {
    const tests = [
      { title: 'a › quick', ms: 120 },
      { title: 'b › slow', ms: 75_400 },
      { title: 'c › middling', ms: 9_060 },
    ];
    expect(slowestLines('Slowest:', tests, 2)).toEqual(['Slowest:', '  1 min 15 s  b › slow', '       9.1 s  c › middling']);
  });

  it('prints nothing when no test ran', () => {
    expect(slowestLines('Slowest:', [])).toEqual([]);
  });

  it('writes seconds under a minute with a tenth, minutes and seconds above', () => {
    expect([duration(400), duration(59_940), duration(60_000), duration(125_000)]).toEqual(['0.4 s', '59.9 s', '1 min 00 s', '2 min 05 s']);
  });
});
