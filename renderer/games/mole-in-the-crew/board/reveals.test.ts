import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyAction, createMatch } from '../../../../shared/engine/index.ts';
import { moleInTheCrew } from '../../../../shared/games/mole-in-the-crew/index.ts';
import type { MoleState } from '../../../../shared/games/mole-in-the-crew/types.ts';
import { TIMING } from '../../../../shared/games/mole-in-the-crew/reveal.ts';
import type { MoleView } from '../../../../shared/games/mole-in-the-crew/view.ts';
import { RevealQueue, type RevealState } from '../../../lib/board/reveal-queue.ts';
import { moleReveals, rejectionsShown, revealsBetween, voteTurnMs, type MoleBoardReveal } from './reveals.ts';

/** Plays each pending seat's first legal action until `until` holds. */
function playUntil(state: MoleState, until: (s: MoleState) => boolean): MoleState {
  let s = state;
  for (let guard = 0; !until(s); guard++) {
    if (guard > 2000) throw new Error('the game did not get there');
    const seat = moleInTheCrew.pending(s)[0]!;
    const next = applyAction(moleInTheCrew, s, seat, moleInTheCrew.legalActions(s, seat)[0]!);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

describe('the board\u2019s reveals of Mole in the Crew', () => {
  it('plays each lock\u2019s votes before its cards, in the order they happened, and settles a lock with its verdict', () => {
    const created = createMatch(moleInTheCrew, { players: 5, seed: 'reveals' });
    if (!created.ok) throw new Error(created.error.message);
    const start = moleInTheCrew.view(created.value, 'board');
    const later = moleInTheCrew.view(playUntil(created.value, (s) => moleInTheCrew.view(s, 'board').locks.length >= 2), 'board');
    const reveals = revealsBetween(start, later);
    expect(reveals.flatMap((r) => (r.kind === 'cards' || r.kind === 'patrol' ? [r.record.lock] : []))).toEqual(later.locks.map((l) => l.lock));
    expect(reveals.filter((r) => r.kind === 'votes')).toHaveLength(later.history.length);
    // Every proposal of a lock comes before that lock's result.
    let lastLock = -1;
    for (const r of reveals) {
      if (r.kind === 'votes') expect(r.record.lock).toBeGreaterThan(lastLock);
      else if (r.kind !== 'getaway') lastLock = r.record.lock;
    }
    for (const r of reveals) {
      const step = moleReveals.step(r, later);
      if (r.kind === 'votes') expect(step.settle).toBeUndefined();
      else if (r.kind !== 'getaway') expect(step.settle).toBe(r.record.lock + 1);
    }
    expect(revealsBetween(later, later)).toEqual([]);
  });
});

describe('the Getaway on the board', () => {
  it('turns every mark over one by one as the game’s last reveal, then the end', () => {
    for (let i = 0; i < 40; i++) {
      const created = createMatch(moleInTheCrew, { players: 6, seed: `getaway-${i}` });
      if (!created.ok) throw new Error(created.error.message);
      const atGetaway = playUntil(created.value, (s) => s.phase === 'getaway' || s.phase === 'over');
      if (atGetaway.phase !== 'getaway') continue;
      const before = moleInTheCrew.view(atGetaway, 'board');
      const end = moleInTheCrew.view(playUntil(atGetaway, (s) => s.phase === 'over'), 'board');
      const reveals = revealsBetween(before, end);
      const last = reveals[reveals.length - 1];
      expect(last?.kind).toBe('getaway');
      if (last?.kind !== 'getaway') return;
      expect(last.marks).toEqual(end.reveal!.marks);
      expect(moleReveals.step(last, end).cards).toBe(6);
      // Shown once: the end screen's views bring it no more.
      expect(revealsBetween(end, end)).toEqual([]);
      return;
    }
    throw new Error('no game reached the Getaway');
  });
});

describe('a vote on the board: its result after its votes', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A 5-player board view at its first proposal, and the view after that proposal was rejected 2 to 3. */
  function rejectedVote(): { before: MoleView; after: MoleView } {
    const created = createMatch(moleInTheCrew, { players: 5, seed: 'vote-order' });
    if (!created.ok) throw new Error(created.error.message);
    const before = moleInTheCrew.view(created.value, 'board');
    const record = { lock: 0, attempt: 1, boss: before.boss, team: [0, 1], votes: [true, false, true, false, false], approved: false };
    return { before, after: { ...before, history: [record], rejections: 1, boss: (before.boss + 1) % 5 } };
  }

  it('turns the votes over, and only after they are up shows the result and counts the rejection', () => {
    const { before, after } = rejectedVote();
    let state: RevealState<MoleView, MoleBoardReveal> | null = null;
    const queue = new RevealQueue(moleReveals, { cue: () => {}, change: (s) => (state = s) });
    queue.push(before, 1);
    queue.push(after, 1);
    const now = () => state!;
    // The votes are on the TV, face down turning up: no result yet, and the pips still say none.
    expect(now().reveal?.kind).toBe('votes');
    expect(now().done).toBe(false);
    expect(rejectionsShown(now().shown!, now().reveal, now().done)).toBe(0);
    vi.advanceTimersByTime(voteTurnMs());
    // Every vote has finished turning over; the result is still to come.
    expect(now().done).toBe(false);
    vi.advanceTimersByTime(TIMING.votesTurn - voteTurnMs());
    expect(now().done).toBe(true);
    expect(rejectionsShown(now().shown!, now().reveal, now().done)).toBe(1);
    vi.advanceTimersByTime(TIMING.votesHold);
    expect(now().reveal).toBeNull();
    expect(rejectionsShown(now().shown!, now().reveal, now().done)).toBe(1);
  });

  it('has the votes up before the result at any reveal pace the host may set', () => {
    for (const pace of [10, 40, 100]) expect(voteTurnMs(pace)).toBeLessThan((TIMING.votesTurn * pace) / 100);
  });

  it('counts an approved proposal\u2019s earlier rejections, never its own', () => {
    const { after } = rejectedVote();
    const approved = { ...after.history[0]!, attempt: 3, approved: true, votes: [true, true, true, false, false] };
    const reveal: MoleBoardReveal = { kind: 'votes', record: approved };
    expect(rejectionsShown(after, reveal, false)).toBe(2);
    expect(rejectionsShown(after, reveal, true)).toBe(2);
  });
});
