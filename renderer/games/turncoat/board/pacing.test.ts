import { describe, expect, it } from 'vitest';
import { createMatch, applyAction } from '../../../../shared/engine/index.ts';
import { turncoat, type TurncoatState } from '../../../../shared/games/turncoat/index.ts';
import type { PublicMission } from '../../../../shared/games/turncoat/view.ts';
import { flipTimes } from '../../../lib/board/reveal-queue.ts';
import { revealsBetween, runningTotal, settledTrack } from './pacing.ts';

const mission = (card: PublicMission['card'], cards: PublicMission['cards'], success: boolean, number = 1): PublicMission => ({
  number,
  leader: 0,
  card,
  lookSpies: [],
  cards,
  total: 0,
  spies: 0,
  success,
});

/** Plays the first pending seat's first legal non-accusation until `until` holds. */
function playUntil(state: TurncoatState, until: (s: TurncoatState) => boolean): TurncoatState {
  let s = state;
  while (!until(s)) {
    const seat = turncoat.pending(s)[0]!;
    const action = turncoat.legalActions(s, seat).find((a) => a.type !== 'accuse')!;
    const next = applyAction(turncoat, s, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

describe('the board\u2019s pacing of a Turncoat reveal', () => {
  it('adds the mission suit, subtracts the rest, counts spies as 0, card by card', () => {
    const m = mission('H5', ['H4', 'S3', 'DK', 'H9'], false);
    expect([0, 1, 2, 3, 4].map((k) => runningTotal(m, k))).toEqual([0, 4, 1, 1, 10]);
  });

  it('flips at a steady pace with one more beat before the last card', () => {
    const timing = { cardsLead: 100, cardEach: 10, lastBeat: 50 };
    expect(flipTimes(4, timing)).toEqual({ flips: [100, 110, 120, 180], result: 190 });
    expect(flipTimes(1, timing)).toEqual({ flips: [100], result: 110 });
  });

  it('counts on the track only the missions already revealed', () => {
    const created = createMatch(turncoat, { players: 3, seed: 'pacing' });
    if (!created.ok) throw new Error(created.error.message);
    const later = playUntil(created.value, (s) => s.missions.length >= 3);
    const view = turncoat.view(later, 'board');
    const all = settledTrack(view, 3);
    expect(all.successes + all.failures).toBe(3);
    expect(all).toEqual({ successes: later.successes, failures: later.failures });
    expect(settledTrack(view, 0)).toEqual({ successes: 0, failures: 0 });
  });

  it('finds the reveals between two views: each new mission in order, then an accusation', () => {
    const created = createMatch(turncoat, { players: 3, seed: 'reveals', deal: { identities: ['loyal', 'loyal', 'turncoat'] } });
    if (!created.ok) throw new Error(created.error.message);
    const start = created.value;
    const two = playUntil(start, (s) => s.missions.length >= 2);
    const accused = applyAction(turncoat, two, 0, { type: 'accuse', target: 2, confirm: true });
    if (!accused.ok) throw new Error(accused.error.message);
    const [a, b, c] = [start, two, accused.value].map((s) => turncoat.view(s, 'board'));
    expect(revealsBetween(a!, a!)).toEqual([]);
        expect(revealsBetween(a!, b!).map((r) => (r.kind === 'mission' ? r.mission.number : r.kind))).toEqual([1, 2]);
    expect(revealsBetween(a!, c!).map((r) => (r.kind === 'mission' ? r.mission.number : r.kind))).toEqual([1, 2, 'accusation']);
    expect(revealsBetween(b!, c!)).toEqual([{ kind: 'accusation', accusation: { by: 0, target: 2 } }]);
  });
});
