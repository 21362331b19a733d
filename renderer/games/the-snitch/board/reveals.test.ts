import { describe, expect, it } from 'vitest';
import type { Resolution, VoteResult } from '../../../../shared/games/the-snitch/types.ts';
import { cardsOf, revealsBetween, succeeded } from './reveals.ts';

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
