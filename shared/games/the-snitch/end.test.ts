/**
 * The Snitch, the end: the weapon vote, the shot, the escape, and every way a game ends, with and
 * without a snitch (binding rules, "The weapon and the escape" and "Interrogation deck, riot,
 * snitch"; time running out is in rules.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { type Seat } from '../../engine/index.ts';
import { type Card } from './cards.ts';
import { SORTED_CARDS, act, allCards, arrange, expectRejected, game, view, weaponIn, withState } from './test-helpers.ts';
import type { SnitchState } from './types.ts';

const voteAll = (state: SnitchState, votes: Seat[]): SnitchState => votes.reduce((s, seat, voter) => act(s, voter, { type: 'vote', seat }), state);

/** The weapon holder calls each seat in turn; each adds its card (or 'top' for the top accomplice card). */
function escape(state: SnitchState, adds: [Seat, Card | 'top'][]): SnitchState {
  let s = state;
  for (const [seat, card] of adds) {
    s = act(s, s.weapon!, { type: 'call', seat });
    s = act(s, seat, card === 'top' ? { type: 'add-top' } : { type: 'add', card });
  }
  return s;
}

// Hands for the escape: seat 2 is the snitch when it holds the snitch card.
const CLEAN: Card[][] = [
  ['escape-1', 'lockpick-2', 'cook-1'],
  ['mechanic-1', 'janitor-2'],
  ['professor-1', 'forger-2'],
  ['bookie-2', 'magician-2'],
];
const WITH_SNITCH: Card[][] = CLEAN.map((h, s) => (s === 2 ? [...h, 'snitch'] : h));
// Six different names, one dagger (cook-1): a successful escape.
const GOOD: [Seat, Card][] = [[0, 'escape-1'], [1, 'mechanic-1'], [2, 'professor-1'], [3, 'bookie-2'], [0, 'lockpick-2'], [0, 'cook-1']];
// Two daggers (janitor-2, forger-2): a failed escape.
const BAD: [Seat, Card][] = [[0, 'escape-1'], [1, 'janitor-2'], [2, 'forger-2'], [3, 'bookie-2'], [0, 'lockpick-2'], [3, 'magician-2']];

/** The weapon to seat 0 by a unanimous vote, then seat 0 shoots `shot`. */
function armed(hands: Card[][], shot: Seat | null): SnitchState {
  const s = voteAll(arrange(weaponIn(), hands), [0, 0, 0, 0]);
  return act(s, 0, { type: 'shoot', target: shot });
}

const without = (adds: [Seat, Card][], seat: Seat): [Seat, Card][] => adds.filter(([s]) => s !== seat);

describe('the weapon comes in after 5 successful plans', () => {
  it('the table is cleared (plans, cards under them and beside them, stashes); hands and decks stay; the guard turns over; everybody votes', () => {
    const s = weaponIn();
    const board = view(s, 'board');
    expect(board).toMatchObject({ phase: 'vote', guard: null, waitingFor: [0, 1, 2, 3], soap: 2, plans: [null, null, null, null], stashSizes: [0, 0, 0, 0] });
    expect(board.done).toHaveLength(5);
    expect(board.log.at(-1)).toEqual({ kind: 'weapon' });
    expect(s.cleared.sort()).toEqual(['gardener-1', 'ghost-2', 'lockpick-1']);
    expect(allCards(s).sort().join()).toBe(SORTED_CARDS);
    // The successful owner drew as usual but does not choose a new plan.
    expect(s.newPlanBy).toBeNull();
  });

  it('votes are simultaneous and secret: the board shows who has voted, never for whom; a vote is final', () => {
    let s = act(weaponIn(), 1, { type: 'vote', seat: 3 });
    expect(view(s, 'board').vote).toEqual({ voted: [1], result: null });
    expect(view(s, 1).you).toMatchObject({ vote: 3, done: true, prompt: null });
    const other = act(weaponIn(), 1, { type: 'vote', seat: 2 });
    for (const viewer of ['board', 0, 2, 3] as const) expect(view(other, viewer)).toEqual(view(s, viewer));
    expectRejected(s, 1, { type: 'vote', seat: 0 }, 'ALREADY_ACTED', 'already-voted');
    expectRejected(s, 0, { type: 'vote', seat: 9 }, 'ILLEGAL_ACTION', 'no-such-seat');
    s = act(s, 0, { type: 'vote', seat: 0 });
    expect(view(s, 0).you!.prompt).toBeNull();
  });

  it('everybody may vote for anybody, themselves included', () => {
    expect(game.legalActions(weaponIn(), 3)).toEqual([0, 1, 2, 3].map((seat) => ({ type: 'vote', seat })));
  });

  it('most votes gets the weapon', () => {
    const s = voteAll(weaponIn(), [3, 3, 1, 3]);
    expect(view(s, 'board')).toMatchObject({ phase: 'shoot', weapon: 3, vote: { voted: [0, 1, 2, 3], result: { tally: [0, 1, 0, 3], tied: [], weapon: 3, decidedBy: null } } });
  });

  it('a tie: the soap holder picks among the tied (an extra decision)', () => {
    let s = voteAll(weaponIn(), [1, 3, 1, 3]);
    expect(view(s, 'board')).toMatchObject({ phase: 'tie-break', waitingFor: [2], vote: { result: { tally: [0, 2, 0, 2], tied: [1, 3], weapon: null } } });
    expect(game.legalActions(s, 2)).toEqual([{ type: 'break-tie', seat: 1 }, { type: 'break-tie', seat: 3 }]);
    expect(view(s, 2).you!.prompt).toEqual({ kind: 'tie-break', tied: [1, 3] });
    expectRejected(s, 2, { type: 'break-tie', seat: 0 }, 'ILLEGAL_ACTION', 'not-tied');
    expectRejected(s, 1, { type: 'break-tie', seat: 1 }, 'NOT_YOUR_TURN');
    s = act(s, 2, { type: 'break-tie', seat: 3 });
    expect(view(s, 'board')).toMatchObject({ phase: 'shoot', weapon: 3, vote: { result: { weapon: 3, decidedBy: 2 } } });
  });

  it('the snitch gets the weapon: the snitch wins at once (weapon-to-snitch), and is revealed', () => {
    const s = voteAll(arrange(weaponIn(), WITH_SNITCH), [2, 2, 2, 0]);
    expect(game.outcome(s)).toEqual({ winner: 'snitch', way: 'weapon-to-snitch', winners: [2] });
    expect(view(s, 'board').reveal).toMatchObject({ snitch: 2, snitchCard: 'hand' });
  });

  it('the snitch can get the weapon by a broken tie too', () => {
    let s = voteAll(arrange(weaponIn(), WITH_SNITCH), [2, 0, 2, 0]);
    s = act(s, 2, { type: 'break-tie', seat: 2 });
    expect(game.outcome(s)).toMatchObject({ winner: 'snitch', way: 'weapon-to-snitch' });
  });
});

describe('the shot', () => {
  it('the weapon holder shoots another player or nobody, never themselves', () => {
    const s = voteAll(arrange(weaponIn(), CLEAN), [0, 0, 0, 0]);
    expect(game.legalActions(s, 0)).toEqual([{ type: 'shoot', target: null }, ...[1, 2, 3].map((target) => ({ type: 'shoot', target }))]);
    expectRejected(s, 0, { type: 'shoot', target: 0 }, 'ILLEGAL_ACTION', 'shoot-self');
    expectRejected(s, 1, { type: 'shoot', target: 2 }, 'NOT_YOUR_TURN');
    const shot = act(s, 0, { type: 'shoot', target: 2 });
    expect(view(shot, 'board')).toMatchObject({ shot: 2, phase: 'call', escape: { cards: 0, toPlay: [0, 1, 3], called: null } });
    expect(view(shot, 'board').log.at(-1)).toEqual({ kind: 'shoot', by: 0, target: 2 });
  });
});

describe('the escape route: 6 face-down cards', () => {
  it('every player not shot plays one card first, in the order the weapon holder calls them; the shot player never', () => {
    let s = armed(CLEAN, 2);
    expect(game.legalActions(s, 0)).toEqual([0, 1, 3].map((seat) => ({ type: 'call', seat })));
    expectRejected(s, 0, { type: 'call', seat: 2 }, 'ILLEGAL_ACTION', 'not-callable');
    s = act(s, 0, { type: 'call', seat: 3 });
    expect(view(s, 'board')).toMatchObject({ phase: 'add', waitingFor: [3], escape: { called: 3 } });
    expect(game.legalActions(s, 3)).toEqual([{ type: 'add', card: 'bookie-2' }, { type: 'add', card: 'magician-2' }, { type: 'add-top' }]);
    s = act(s, 3, { type: 'add', card: 'bookie-2' });
    // Seat 3 has played: the first round goes on with the others only.
    expectRejected(s, 0, { type: 'call', seat: 3 }, 'ILLEGAL_ACTION', 'not-callable');
    s = escape(s, [[0, 'escape-1'], [1, 'mechanic-1']]);
    // Everyone has played once: now anyone not shot, again and again.
    expect(game.legalActions(s, 0)).toEqual([0, 1, 3].map((seat) => ({ type: 'call', seat })));
    expect(view(s, 0).you!.prompt).toEqual({ kind: 'call', candidates: [0, 1, 3], firstRound: false });
  });

  it('the weapon holder plays a card too', () => {
    const s = armed(CLEAN, null);
    expect(s.escape!.toPlay).toEqual([0, 1, 2, 3]);
  });

  it('the route is face down: the board counts cards and sees who added them and whether from the deck, never which', () => {
    const s = escape(armed(CLEAN, null), [[0, 'escape-1'], [1, 'top']]);
    expect(view(s, 'board').escape).toMatchObject({ cards: 2, adds: [{ seat: 0, top: false }, { seat: 1, top: true }] });
    for (const viewer of ['board', 0, 1, 2, 3] as const) expect(JSON.stringify(view(s, viewer))).not.toContain('escape-1');
  });

  it('instead of a hand card, the top accomplice card, unseen; not from an empty deck (deck-empty)', () => {
    let s = arrange(weaponIn(), CLEAN, ['chaplain-2']);
    s = act(voteAll(s, [0, 0, 0, 0]), 0, { type: 'shoot', target: null });
    s = escape(s, [[1, 'top']]);
    expect(s.escape!.route).toEqual(['chaplain-2']);
    const empty = withState(act(s, 0, { type: 'call', seat: 0 }), (x) => x.hands[2]!.push(...x.accomplice.splice(0)));
    expectRejected(empty, 0, { type: 'add-top' }, 'ILLEGAL_ACTION', 'deck-empty');
  });

  it('the snitch card can never be added; escape plans can', () => {
    let s = act(voteAll(arrange(weaponIn(), WITH_SNITCH), [0, 0, 0, 0]), 0, { type: 'shoot', target: null });
    s = act(s, 0, { type: 'call', seat: 2 });
    expect(game.legalActions(s, 2).some((a) => a.type === 'add' && a.card === 'snitch')).toBe(false);
    expectRejected(s, 2, { type: 'add', card: 'snitch' }, 'ILLEGAL_ACTION', 'snitch-kept');
    expectRejected(s, 2, { type: 'add', card: 'escape-1' }, 'ILLEGAL_ACTION', 'not-in-hand');
  });

  it('with 6 cards it resolves like a plan, without an extra card: shuffled, names all different, at most one dagger', () => {
    const s = escape(armed(CLEAN, null), GOOD);
    const result = view(s, 'board').escape!.result!;
    expect(result).toMatchObject({ daggers: 1, repeated: [], short: false, success: true });
    expect([...result.cards].sort()).toEqual(GOOD.map(([, c]) => c).sort());
    expect(s.accomplice).toEqual(arrange(weaponIn(), CLEAN).accomplice);
  });

  it('a player with nothing left to add is never called (ruling); if nobody can add, the escape fails short', () => {
    let s = arrange(weaponIn(), [['escape-1'], ['mechanic-1'], [], ['bookie-2']]);
    s = withState(s, (x) => x.cleared.push(...x.accomplice.splice(0)));
    s = act(voteAll(s, [0, 0, 0, 0]), 0, { type: 'shoot', target: null });
    expect(game.legalActions(s, 0)).toEqual([0, 1, 3].map((seat) => ({ type: 'call', seat })));
    s = escape(s, [[0, 'escape-1'], [1, 'mechanic-1'], [3, 'bookie-2']]);
    expect(view(s, 'board').escape!.result).toMatchObject({ short: true, success: false });
    expect(game.outcome(s)).toMatchObject({ way: 'escape-failed' });
  });
});

describe('every end of an escape, with and without a snitch', () => {
  it('succeeds, the snitch not shot: everybody but the snitch wins (escape)', () => {
    const s = escape(armed(WITH_SNITCH, null), GOOD);
    expect(game.outcome(s)).toEqual({ winner: 'inmates', way: 'escape', winners: [0, 1, 3] });
  });

  it('succeeds, the snitch shot: everybody else wins (escape-snitch-shot)', () => {
    const adds = [...without(GOOD, 2), [1, 'janitor-2'] as [Seat, Card]].filter(([, c]) => c !== 'cook-1');
    const s = escape(armed(WITH_SNITCH, 2), [...adds, [3, 'magician-2']]);
    expect(game.outcome(s)).toEqual({ winner: 'inmates', way: 'escape-snitch-shot', winners: [0, 1, 3] });
  });

  it('succeeds, the wrong player shot: everybody but the snitch and the shot player wins (escape)', () => {
    const adds: [Seat, Card][] = [[0, 'escape-1'], [2, 'professor-1'], [3, 'bookie-2'], [0, 'lockpick-2'], [0, 'cook-1'], [3, 'magician-2']];
    const s = escape(armed(WITH_SNITCH, 1), adds);
    expect(game.outcome(s)).toEqual({ winner: 'inmates', way: 'escape', winners: [0, 3] });
  });

  it('succeeds with no snitch and nobody shot: everybody wins (everyone)', () => {
    const s = escape(armed(CLEAN, null), GOOD);
    expect(game.outcome(s)).toEqual({ winner: 'everyone', way: 'escape', winners: [0, 1, 2, 3] });
    expect(view(s, 'board').reveal).toMatchObject({ snitch: null, snitchCard: 'interrogation' });
  });

  it('succeeds with no snitch but someone shot: everybody but the shot player wins', () => {
    const adds: [Seat, Card][] = [[0, 'escape-1'], [2, 'professor-1'], [3, 'bookie-2'], [0, 'lockpick-2'], [0, 'cook-1'], [3, 'magician-2']];
    const s = escape(armed(CLEAN, 1), adds);
    expect(game.outcome(s)).toEqual({ winner: 'inmates', way: 'escape', winners: [0, 2, 3] });
  });

  it('fails: the snitch wins (escape-failed)', () => {
    const s = escape(armed(WITH_SNITCH, null), BAD);
    expect(game.outcome(s)).toEqual({ winner: 'snitch', way: 'escape-failed', winners: [2] });
  });

  it('fails with the snitch shot: the snitch wins anyway', () => {
    const adds: [Seat, Card][] = [[0, 'escape-1'], [1, 'janitor-2'], [3, 'bookie-2'], [0, 'cook-1'], [0, 'lockpick-2'], [3, 'magician-2']];
    const s = escape(armed(WITH_SNITCH, 2), adds);
    expect(game.outcome(s)).toEqual({ winner: 'snitch', way: 'escape-failed', winners: [2] });
  });

  it('fails with no snitch: everybody loses (nobody)', () => {
    const s = escape(armed(CLEAN, null), BAD);
    expect(game.outcome(s)).toEqual({ winner: 'nobody', way: 'escape-failed', winners: [] });
  });

  it('a repeated name fails the escape like two daggers', () => {
    const adds: [Seat, Card][] = [[0, 'lockpick-2'], [1, 'mechanic-1'], [2, 'professor-1'], [3, 'bookie-2'], [0, 'escape-1'], [3, 'magician-2']];
    let s = arrange(weaponIn(), [['escape-1', 'lockpick-2'], ['mechanic-1'], ['professor-1'], ['bookie-2', 'magician-2', 'mechanic-2']]);
    s = act(voteAll(s, [0, 0, 0, 0]), 0, { type: 'shoot', target: null });
    s = escape(s, [...adds.slice(0, 5), [3, 'mechanic-2']]);
    expect(view(s, 'board').escape!.result).toMatchObject({ repeated: ['mechanic'], success: false });
    expect(game.outcome(s)).toMatchObject({ winner: 'nobody', way: 'escape-failed' });
  });
});

describe('the end reveals everything', () => {
  it('the snitch, every hand, the removed cards, the votes and the whole history with its hidden cards', () => {
    const s = escape(armed(WITH_SNITCH, null), GOOD);
    const reveal = view(s, 'board').reveal!;
    expect(reveal).toMatchObject({ winner: 'inmates', way: 'escape', snitch: 2, snitchCard: 'hand', votes: [0, 0, 0, 0] });
    expect(reveal.hands).toEqual(s.hands);
    expect(reveal.removed).toEqual([...s.removed]);
    expect(reveal.history).toHaveLength(view(s, 'board').log.length);
    expect(reveal.history).toContainEqual({ kind: 'play', seat: 0, target: 1, hidden: { card: 'doc-1' } });
    expect(reveal.history).toContainEqual({ kind: 'add', seat: 0, top: false, hidden: { card: 'cook-1' } });
    // Every phone gets the same reveal.
    for (const seat of [0, 1, 2, 3]) expect(view(s, seat).reveal).toEqual(reveal);
    expect(game.pending(s)).toEqual([]);
    expect(game.timer!(s)).toBeNull();
  });
});
