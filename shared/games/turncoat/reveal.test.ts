import { describe, expect, it } from 'vitest';
import { revealMs } from '../../engine/reveal.ts';
import { turncoatReveal } from './reveal.ts';
import type { PublicMission } from './view.ts';

const mission = (cards: number): PublicMission => ({ number: 1, leader: 0, card: 'H5', lookSpies: [], cards: Array(cards).fill('H4'), total: 0, spies: 0, success: false }) as PublicMission;

describe('how long the board reveals Turncoat’s results', () => {
  // The board's numbers before they moved here: cards led by 0.9 s, 0.85 s each, a 0.8 s beat
  // before the last, the result held 3 s; an accusation 1.8 s alone, then its verdict for 3.5 s.
  it('takes the board’s own time for a mission and an accusation', () => {
    const none = { missions: [], accusation: null };
    expect(revealMs(turncoatReveal, none, { missions: [mission(4)], accusation: null })).toBe(900 + 850 * 3 + 800 + 850 + 3000);
    expect(revealMs(turncoatReveal, none, { missions: [mission(2)], accusation: null })).toBe(900 + 850 + 800 + 850 + 3000);
    expect(revealMs(turncoatReveal, none, { missions: [], accusation: { by: 0, target: 1 } })).toBe(1800 + 3500);
    expect(revealMs(turncoatReveal, { missions: [mission(3)], accusation: null }, { missions: [mission(3)], accusation: null })).toBe(0);
  });
});
