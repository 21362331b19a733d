import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Resolution, VoteResult } from '../../../../shared/games/the-snitch/types.ts';
import { TIMING } from '../../../../shared/games/the-snitch/reveal.ts';
import type { SnitchView } from '../../../../shared/games/the-snitch/view.ts';
import { RevealQueue, type RevealState } from '../../../lib/board/reveal-queue.ts';
import { cardsOf, revealsBetween, snitchReveals, succeeded, type SnitchBoardReveal } from './reveals.ts';

const resolution = (number: number, success: boolean): Resolution => ({
  number,
  owner: 0,
  plan: { name: 'cook', required: 2 },
  need: 2,
  knuckles: false,
  crowbars: 0,
  extra: true,
  cards: ['doc-1', 'lockpick-1', 'giant-2'],
  daggers: 0,
  repeated: [],
  success,
});
const base = { resolutions: [] as Resolution[], vote: null, escape: null };

describe('what the board reveals between two views', () => {
  it('each new resolution, in order', () => {
    const next = { ...base, resolutions: [resolution(1, true), resolution(2, false)] };
    const reveals = revealsBetween({ ...base, resolutions: [resolution(1, true)] }, next);
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).toMatchObject({ kind: 'plan', resolution: { number: 2 } });
    expect(cardsOf(reveals[0]!)).toBe(3);
    expect(succeeded(reveals[0]!)).toBe(false);
  });

  it('the vote once counted, and again when a tie is broken; nothing while it stands', () => {
    const tie: VoteResult = { tally: [2, 2, 0, 0], tied: [0, 1], weapon: null, decidedBy: null };
    const broken: VoteResult = { ...tie, weapon: 1, decidedBy: 2 };
    const voting = { ...base, vote: { voted: [0], result: null } };
    const tied = { ...base, vote: { voted: [0, 1, 2, 3], result: tie } };
    expect(revealsBetween(voting, tied).map((r) => r.kind)).toEqual(['vote']);
    expect(revealsBetween(tied, { ...tied })).toEqual([]);
    expect(revealsBetween(tied, { ...base, vote: { voted: [0, 1, 2, 3], result: broken } })).toEqual([{ kind: 'vote', result: broken }]);
  });

  it('the escape when it resolves', () => {
    const route = { cards: 6, adds: [], toPlay: [], called: null };
    const result = { cards: ['escape-1', 'doc-1'], daggers: 0, repeated: [], short: false, success: true };
    const reveals = revealsBetween({ ...base, escape: { ...route, result: null } }, { ...base, escape: { ...route, result } });
    expect(reveals).toEqual([{ kind: 'escape', result }]);
    expect(cardsOf(reveals[0]!)).toBe(2);
  });
});

describe('the weapon vote on the board', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the count alone first: whom it hands the weapon to comes only after it', () => {
    const result: VoteResult = { tally: [0, 3, 1, 0], tied: [], weapon: 1, decidedBy: null };
    // The queue reads only the phase and what the reveals come from.
    const voting = { ...base, phase: 'vote', vote: { voted: [0, 1], result: null } } as unknown as SnitchView;
    const counted = { ...voting, phase: 'shoot', vote: { voted: [0, 1, 2, 3], result } } as unknown as SnitchView;
    let state: RevealState<SnitchView, SnitchBoardReveal> | null = null;
    const queue = new RevealQueue(snitchReveals, { cue: () => {}, change: (s) => (state = s) });
    queue.push(voting, 1);
    queue.push(counted, 1);
    expect(state!.reveal?.kind).toBe('vote');
    expect(state!.done).toBe(false);
    // The view from before stays while the count is read: the next phase would tell the result.
    expect(state!.shown).toBe(voting);
    vi.advanceTimersByTime(TIMING.voteCount - 1);
    expect(state!.done).toBe(false);
    vi.advanceTimersByTime(1);
    expect(state!.done).toBe(true);
    vi.advanceTimersByTime(TIMING.voteHold);
    expect(state!).toMatchObject({ reveal: null, shown: counted });
  });
});
