import { describe, expect, it } from 'vitest';
import { flipTimes, revealMs, revealStepMs, type RevealRules } from './reveal.ts';

describe('how long a reveal plays', () => {
  it('flips at a steady pace after a lead, with one more beat before the last card', () => {
    const pacing = { cardsLead: 100, cardEach: 10, lastBeat: 50 };
    expect(flipTimes(4, pacing)).toEqual({ flips: [100, 110, 120, 180], result: 190 });
    expect(flipTimes(1, pacing)).toEqual({ flips: [100], result: 110 });
  });

  it('lasts until the end of its verdict’s hold: after the cards, after a beat, or at once', () => {
    const pacing = { cardsLead: 100, cardEach: 10, lastBeat: 50 };
    expect(revealStepMs({ cards: 4, hold: 1000 }, pacing)).toBe(1190);
    expect(revealStepMs({ beat: 300, hold: 1000 }, pacing)).toBe(1300);
    expect(revealStepMs({ hold: 1000 }, pacing)).toBe(1000);
    expect(revealStepMs({ hold: 1000 }, { ...pacing, hurry: 0.25 }, true)).toBe(250);
    expect(revealStepMs({ hold: 1000, hurry: false }, pacing, true)).toBe(1000);
    // Without its own last beat a game has the default one (800).
    expect(revealStepMs({ cards: 2, hold: 0 }, { cardsLead: 100, cardEach: 10 })).toBe(100 + 10 + 800 + 10);
  });

  it('adds up every reveal between two views, and is 0 when there is none', () => {
    const rules: RevealRules<number[], number> = {
      pacing: { cardsLead: 100, cardEach: 10, lastBeat: 0 },
      between: (prev, next) => next.slice(prev.length),
      timing: (cards) => ({ cards, hold: 1000 }),
    };
    // The first hold is halved (the default hurry): the board hurries when more reveals wait.
    expect(revealMs(rules, [1], [1, 2, 3])).toBe(120 + 500 + 1130);
    expect(revealMs(rules, [1, 2], [1, 2])).toBe(0);
  });
});
