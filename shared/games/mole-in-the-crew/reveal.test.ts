import { describe, expect, it } from 'vitest';
import { applyAction, createMatch } from '../../engine/index.ts';
import { revealMs } from '../../engine/reveal.ts';
import { moleInTheCrew } from './index.ts';
import { moleReveal } from './reveal.ts';
import type { LockRecord, MoleState, ProposalRecord } from './types.ts';
import type { MoleView } from './view.ts';

const lock = (n: number, cards: number, by: LockRecord['by'] = 'cards'): LockRecord =>
  ({ lock: n, status: 'open', by, team: [], cards: Array(cards).fill('clean'), sabotages: 0, needed: 1 }) as unknown as LockRecord;
const proposal = (n: number): ProposalRecord => ({ lock: n }) as unknown as ProposalRecord;
const views = (history: ProposalRecord[], locks: LockRecord[]) => ({ history, locks });

describe('how long the board reveals Mole in the Crew’s results', () => {
  // Votes turn over for 0.9 s before their result, which is held 3.2 s; cards lead by 0.7 s, 0.8 s
  // each, a 0.8 s beat before the last, the verdict held 3 s; a Patrol's blown lock held 3.5 s.
  it('takes the board’s own time for votes, a lock’s cards and a Patrol', () => {
    const empty = views([], []);
    expect(revealMs(moleReveal, empty, views([proposal(0)], []))).toBe(900 + 3200);
    expect(revealMs(moleReveal, empty, views([], [lock(0, 2)]))).toBe(700 + 800 + 800 + 800 + 3000);
    expect(revealMs(moleReveal, empty, views([], [lock(0, 3)]))).toBe(700 + 800 + 800 + 800 + 800 + 3000);
    expect(revealMs(moleReveal, empty, views([], [lock(0, 0, 'patrol')]))).toBe(3500);
    // The last vote and the lock it decided, in one move: both play, one after the other, the
    // votes held half as long since the cards wait (the board's hurry).
    expect(revealMs(moleReveal, views([proposal(0)], []), views([proposal(0), proposal(1)], [lock(1, 3)]))).toBe(900 + 1600 + 6900);
  });

  it('turns the Getaway’s marks over one by one, each like a lock’s card, then holds the result', () => {
    const end = { winner: 'crew', way: 'getaway-found', roles: [], alibis: [], marks: [1, 0, 1, 1, 2, 1], getaway: { accused: 1, protected: 0, tally: [], tied: [1] } };
    const before = { ...views([], []), reveal: null };
    const after = { ...views([], []), reveal: end as unknown as MoleView['reveal'] };
    expect(revealMs(moleReveal, before, after)).toBe(700 + 5 * 800 + 800 + 800 + 3000);
    // Once the end is on the board it is not revealed again.
    expect(revealMs(moleReveal, after, after)).toBe(0);
    // An end without a Getaway (three locks, or the Patrol) has no marks to turn over.
    expect(revealMs(moleReveal, before, { ...after, reveal: { ...end, marks: null, getaway: null } as unknown as MoleView['reveal'] })).toBe(0);
  });

  it('finds a reveal in a real game exactly where the votes, a lock’s cards or the Getaway’s marks came in', () => {
    const created = createMatch(moleInTheCrew, { players: 5, seed: 'reveal-ms' });
    if (!created.ok) throw new Error(created.error.message);
    let state: MoleState = created.value;
    let before: MoleView = moleInTheCrew.view(state, 'board');
    let revealed = 0;
    for (let guard = 0; moleInTheCrew.outcome(state) === null && guard < 2000; guard++) {
      const seat = moleInTheCrew.pending(state)[0]!;
      const next = applyAction(moleInTheCrew, state, seat, moleInTheCrew.legalActions(state, seat)[0]!);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
      const after = moleInTheCrew.view(state, 'board');
      const ms = revealMs(moleReveal, before, after);
      const marks = after.reveal?.marks != null && before.reveal?.marks == null ? 1 : 0;
      const results = after.history.length - before.history.length + after.locks.length - before.locks.length + marks;
      expect(ms > 0).toBe(results > 0);
      if (ms > 0) revealed++;
      before = after;
    }
    expect(revealed).toBeGreaterThan(2);
  });
});
