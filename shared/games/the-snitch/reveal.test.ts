import { describe, expect, it } from 'vitest';
import { revealMs } from '../../engine/reveal.ts';
import { snitchReveal } from './reveal.ts';
import type { EscapeResult, Resolution, VoteResult } from './types.ts';

const resolution = (cards: number): Resolution => ({ cards: Array(cards).fill('x'), success: true }) as unknown as Resolution;
const vote = (weapon: number): VoteResult => ({ weapon, tied: [], tally: [1, 2] }) as unknown as VoteResult;
const escape = (cards: number): EscapeResult => ({ cards: Array(cards).fill('x'), success: false }) as unknown as EscapeResult;
type Views = Parameters<typeof snitchReveal.between>[0];
const views = (resolutions: Resolution[], result: VoteResult | null = null, escaped: EscapeResult | null = null): Views =>
  ({ resolutions, vote: { voted: [], result }, escape: escaped === null ? null : { result: escaped } }) as unknown as Views;

describe('how long the board reveals The Snitch’s results', () => {
  // The board's numbers before they moved here: cards led by 0.7 s, 0.75 s each, a 0.8 s beat
  // before the last, the verdict held 2.8 s; the weapon vote's count alone 1.2 s, then with its
  // result 3.5 s.
  it('takes the board’s own time for a plan, the weapon vote and the escape', () => {
    expect(revealMs(snitchReveal, views([]), views([resolution(3)]))).toBe(700 + 750 + 750 + 800 + 750 + 2800);
    expect(revealMs(snitchReveal, views([]), views([], vote(2)))).toBe(1200 + 3500);
    expect(revealMs(snitchReveal, views([], vote(2)), views([], vote(2)))).toBe(0);
    expect(revealMs(snitchReveal, views([], vote(2)), views([], vote(2), escape(2)))).toBe(700 + 750 + 800 + 750 + 2800);
  });
});
