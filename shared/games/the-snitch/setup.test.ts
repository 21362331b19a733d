/**
 * The Snitch, setup: the two decks, the deal, the host's choices and the first plans (binding
 * rules, "Setup"), and the options and fixed deals a journal may give.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, type Seat } from '../../engine/index.ts';
import { ESCAPE_PLANS, SNITCH, isAccomplice } from './cards.ts';
import { parseAction, parseDeal, parseOptions } from './options.ts';
import { HANDS4, PLANS4, SORTED_CARDS, act, allCards, buildDeal, dealtGame, expectRejected, fixedGame, game, seats, view } from './test-helpers.ts';
import type { SnitchOptions } from './types.ts';

const SEEDS = Array.from({ length: 40 }, (_, i) => `setup:${i}`);
const defaults: SnitchOptions = { guard: 'random', soap: 'random', refusalWindowMs: 8000, harder: false };

describe('the interrogation deck', () => {
  it('holds 18 cards: 7 accomplice cards at the bottom; above them the snitch, 3 escape plans and 9 accomplices, less 2 removed', () => {
    for (const seed of SEEDS) {
      const s = dealtGame(5, {}, seed);
      expect(s.interrogation).toHaveLength(18);
      expect(s.removed).toHaveLength(2);
      expect(s.interrogation.slice(11).every(isAccomplice)).toBe(true);
      const mixed = [...s.interrogation.slice(0, 11), ...s.removed];
      expect(mixed.filter((c) => !isAccomplice(c)).sort()).toEqual([...ESCAPE_PLANS, SNITCH].sort());
      expect(mixed.filter(isAccomplice)).toHaveLength(9);
    }
  });

  it('the removed cards are random: over many deals the snitch is sometimes removed (then there is no snitch)', () => {
    let removed = 0;
    const positions = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const s = dealtGame(4, {}, `snitch:${i}`);
      if (s.removed.includes(SNITCH)) removed++;
      else positions.add(s.interrogation.indexOf(SNITCH));
    }
    // 2 in 13 on average.
    expect(removed).toBeGreaterThan(10);
    expect(removed).toBeLessThan(60);
    expect(Math.max(...positions)).toBe(10);
    expect(Math.min(...positions)).toBe(0);
  });
});

describe('the deal', () => {
  it('24 accomplice cards are dealt as evenly as possible, from the soap holder to the left; the other 10 are the accomplice deck', () => {
    expect(dealtGame(4).hands.map((h) => h.length)).toEqual([6, 6, 6, 6]);
    expect(dealtGame(6).hands.map((h) => h.length)).toEqual([4, 4, 4, 4, 4, 4]);
    // Five players: the four seats from the soap holder leftwards get 5, the soap holder's right neighbour 4.
    expect(dealtGame(5, { soap: 2 }).hands.map((h) => h.length)).toEqual([5, 4, 5, 5, 5]);
    expect(dealtGame(5, { soap: 0 }).hands.map((h) => h.length)).toEqual([5, 5, 5, 5, 4]);
    for (const players of [4, 5, 6]) {
      const s = dealtGame(players);
      expect(s.hands.flat().every(isAccomplice)).toBe(true);
      expect(s.accomplice).toHaveLength(10);
      expect(s.accomplice.every(isAccomplice)).toBe(true);
    }
  });

  it('every one of the 54 cards is somewhere, exactly once', () => {
    for (const seed of SEEDS) for (const players of [4, 5, 6]) expect(allCards(dealtGame(players, {}, seed)).sort().join()).toBe(SORTED_CARDS);
  });

  it('different seeds deal differently; the same seed deals the same', () => {
    expect(dealtGame(4, {}, 'a')).toEqual(dealtGame(4, {}, 'a'));
    expect(dealtGame(4, {}, 'a').hands).not.toEqual(dealtGame(4, {}, 'b').hands);
  });
});

describe('the host picks the most talkative (guard) and the most innocent (soap) player', () => {
  it('by seat', () => {
    const s = dealtGame(5, { guard: 4, soap: 1 });
    expect(view(s, 'board')).toMatchObject({ guard: 4, soap: 1, handcuffUp: false });
  });

  it('"random" is the default: both drawn from the seed, every seat possible', () => {
    const guards = new Set<Seat>();
    const soaps = new Set<Seat>();
    for (const seed of SEEDS) {
      const s = dealtGame(4, {}, seed);
      guards.add(s.guard!);
      soaps.add(s.soap);
    }
    expect([...guards].sort()).toEqual([0, 1, 2, 3]);
    expect([...soaps].sort()).toEqual([0, 1, 2, 3]);
  });

  it('the soap starts with the handcuff side down', () => {
    expect(dealtGame(4).handcuffUp).toBe(false);
  });
});

describe('the first plans: every player chooses one hand card, all at once', () => {
  const start = () => fixedGame({ hands: HANDS4 });

  it('every seat is pending, each may choose any hand card', () => {
    const s = start();
    expect(s.phase).toBe('first-plans');
    expect(game.pending(s)).toEqual([0, 1, 2, 3]);
    for (const seat of seats(4)) {
      expect(game.legalActions(s, seat)).toEqual(HANDS4[seat]!.map((card) => ({ type: 'choose-plan', card })));
      expect(view(s, seat).you!.prompt).toEqual({ kind: 'first-plan', cards: HANDS4[seat] });
    }
  });

  it('a choice stays secret until all are in: the board shows only who has chosen', () => {
    let s = act(start(), 2, { type: 'choose-plan', card: 'gardener-1' });
    const board = view(s, 'board');
    expect(board.waitingFor).toEqual([0, 1, 3]);
    expect(board.plans).toEqual([null, null, null, null]);
    expect(board.handSizes).toEqual([6, 6, 6, 6]);
    expect(view(s, 2).you).toMatchObject({ firstPlan: 'gardener-1', done: true, prompt: null });
    expect(view(s, 1).you).toMatchObject({ firstPlan: null, done: false });
    // Another choice by seat 2 gives nothing away either: the other views are the same.
    const other = act(start(), 2, { type: 'choose-plan', card: 'forger-1' });
    for (const viewer of ['board', 0, 1, 3] as const) expect(view(other, viewer)).toEqual(view(s, viewer));
    s = act(s, 0, { type: 'choose-plan', card: 'lockpick-1' });
    s = act(s, 3, { type: 'choose-plan', card: 'ghost-2' });
    expect(s.phase).toBe('first-plans');
    s = act(s, 1, { type: 'choose-plan', card: 'barber-1' });
    expect(s.phase).toBe('turn');
    expect(view(s, 'board').plans.map((p) => p!.name)).toEqual(['lockpick', 'barber', 'gardener', 'ghost']);
    expect(view(s, 'board').handSizes).toEqual([5, 5, 5, 5]);
    expect(view(s, 'board').log[0]).toEqual({ kind: 'first-plans', plans: PLANS4.map((c) => ({ name: c.split('-')[0], required: 2 })) });
  });

  it('the choice is final (ALREADY_ACTED), a card must be in your hand (not-in-hand)', () => {
    const s = act(start(), 2, { type: 'choose-plan', card: 'gardener-1' });
    expectRejected(s, 2, { type: 'choose-plan', card: 'postman-2' }, 'ALREADY_ACTED', 'already-chosen');
    expectRejected(s, 0, { type: 'choose-plan', card: 'postman-2' }, 'ILLEGAL_ACTION', 'not-in-hand');
  });

  it('nothing else can be played before all plans are in (wrong-phase)', () => {
    expectRejected(start(), 0, { type: 'draw' }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(start(), 0, { type: 'play', card: 'doc-1', target: 1 }, 'NOT_YOUR_TURN', 'wrong-phase');
  });

  it('the soap holder takes the first turn', () => {
    const s = fixedGame({ hands: HANDS4, firstPlans: PLANS4, options: { soap: 2 } });
    expect(view(s, 'board')).toMatchObject({ phase: 'turn', turn: 1, soap: 2, waitingFor: [2] });
  });
});

describe('options', () => {
  it('defaults: guard and soap random, an 8-second refusal window, Harder off', () => {
    expect(parseOptions({}, 4)).toEqual(defaults);
  });

  it('guard and soap take "random", a seat number, or a seat number as the lobby spells it', () => {
    expect(parseOptions({ guard: 3, soap: '1' }, 4)).toEqual({ ...defaults, guard: 3, soap: 1 });
    expect(parseOptions({ guard: 'random' }, 4)).toEqual(defaults);
    expect(parseOptions({ guard: 4 }, 4)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'no-such-seat' });
    expect(parseOptions({ soap: '5' }, 5)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'no-such-seat' });
    expect(parseOptions({ soap: -1 }, 5)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'not-a-seat' });
    expect(parseOptions({ soap: 'left' }, 5)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'not-a-seat' });
  });

  it('refusalWindowMs: a whole number of milliseconds from 2000 to 30000', () => {
    expect(parseOptions({ refusalWindowMs: 2000 }, 4)).toMatchObject({ refusalWindowMs: 2000 });
    expect(parseOptions({ refusalWindowMs: 30000 }, 4)).toMatchObject({ refusalWindowMs: 30000 });
    expect(parseOptions({ refusalWindowMs: 1999 }, 4)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'out-of-range' });
    expect(parseOptions({ refusalWindowMs: 30001 }, 4)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'out-of-range' });
    expect(parseOptions({ refusalWindowMs: '8000' }, 4)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'not-a-number' });
    expect(parseOptions({ refusalWindowMs: 8000.5 }, 4)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'not-a-number' });
  });

  it('harder is a flag; unknown options and non-objects are refused', () => {
    expect(parseOptions({ harder: true }, 4)).toMatchObject({ harder: true });
    expect(parseOptions({ harder: 'yes' }, 4)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'not-a-flag' });
    expect(parseOptions({ turbo: true }, 4)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'unknown-option' });
    expect(parseOptions([], 4)).toMatchObject({ code: 'BAD_OPTIONS', reason: 'not-an-object' });
  });

  it('the option specs a lobby shows: guard and soap choices, the window in bounds, the Harder flag', () => {
    expect(game.optionSpecs.map((s) => [s.key, s.kind, s.default])).toEqual([
      ['guard', 'choice', 'random'],
      ['soap', 'choice', 'random'],
      ['refusalWindowMs', 'number', 8000],
      ['harder', 'flag', false],
    ]);
    expect(game.optionSpecs[0]!.values).toEqual(['random', '0', '1', '2', '3', '4', '5']);
    expect(game.optionSpecs[2]).toMatchObject({ min: 2000, max: 30000 });
  });

  it('4 to 6 players', () => {
    expect(createMatch(game, { players: 3, seed: 1 })).toMatchObject({ ok: false, error: { code: 'BAD_PLAYER_COUNT' } });
    expect(createMatch(game, { players: 7, seed: 1 })).toMatchObject({ ok: false, error: { code: 'BAD_PLAYER_COUNT' } });
  });
});

describe('fixed deals (scenario journals)', () => {
  const good = () => buildDeal({ hands: HANDS4 }) as unknown as Record<string, unknown>;
  const reason = (raw: unknown, players = 4) => (parseDeal(raw, players, defaults) as { reason?: string }).reason;

  it('a consistent deal of the card set is accepted and dealt exactly', () => {
    const deal = good();
    const created = createMatch(game, { players: 4, seed: 1, deal });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.hands).toEqual(HANDS4);
    expect(created.value.accomplice).toEqual(deal.accomplice);
    expect(created.value.interrogation).toEqual(deal.interrogation);
    expect([...created.value.removed]).toEqual(deal.removed);
  });

  it('first plans may be fixed: with all of them the game starts at the first turn', () => {
    const s = fixedGame({ hands: HANDS4, firstPlans: PLANS4 });
    expect(s.phase).toBe('turn');
    const partly = fixedGame({ hands: HANDS4, firstPlans: [null, 'barber-1', null, 'ghost-2'] });
    expect(game.pending(partly)).toEqual([0, 2]);
  });

  it.each<[string, () => unknown, string]>([
    ['not an object', () => 'deal', 'not-an-object'],
    ['an unknown field', () => ({ ...good(), extra: 1 }), 'unknown-field'],
    ['a hand missing', () => ({ ...good(), hands: HANDS4.slice(0, 3) }), 'hands'],
    ['an escape plan in a hand', () => ({ ...good(), hands: [['escape-1', ...HANDS4[0]!.slice(1)], ...HANDS4.slice(1)] }), 'hands'],
    ['uneven hands', () => ({ ...good(), hands: [[...HANDS4[0]!, ...HANDS4[1]!.slice(0, 1)], HANDS4[1]!.slice(1), HANDS4[2], HANDS4[3]] }), 'hand-size'],
    ['an unknown card', () => ({ ...good(), removed: ['lockpick-9', 'snitch'] }), 'not-a-card'],
    ['a card twice', () => ({ ...good(), removed: ['lockpick-1', 'doc-2'] }), 'duplicate-card'],
    ['a short accomplice deck', () => ({ ...good(), accomplice: (good().accomplice as string[]).slice(1) }), 'accomplice-deck'],
    ['a special card at the bottom of the interrogation deck', () => {
      const d = good();
      const i = [...(d.interrogation as string[])];
      [i[0], i[17]] = [i[17]!, i[0]!];
      return { ...d, interrogation: i };
    }, 'interrogation-bottom'],
    ['a short interrogation deck', () => ({ ...good(), interrogation: (good().interrogation as string[]).slice(1) }), 'interrogation'],
    ['three removed cards', () => ({ ...good(), removed: [...(good().removed as string[]), 'lockpick-2'] }), 'duplicate-card'],
    ['one removed card', () => ({ ...good(), removed: (good().removed as string[]).slice(1) }), 'removed'],
    ['a first plan from another hand', () => ({ ...good(), firstPlans: ['barber-1', null, null, null] }), 'first-plan-not-in-hand'],
    ['first plans for too few seats', () => ({ ...good(), firstPlans: [null] }), 'first-plans'],
  ])('refuses %s (BAD_DEAL)', (_label, make, expected) => {
    expect(reason(make())).toBe(expected);
    expect(createMatch(game, { players: 4, seed: 1, deal: make() })).toMatchObject({ ok: false, error: { code: 'BAD_DEAL' } });
  });
});

describe('actions are checked for shape (BAD_ACTION)', () => {
  it.each([
    ['not an object', 'draw'],
    ['null', null],
    ['an unknown type', { type: 'pass' }],
    ['a play without a target', { type: 'play', card: 'doc-1' }],
    ['a play of an unknown card', { type: 'play', card: 'doc-9', target: 1 }],
    ['a reorder that is not a list', { type: 'reorder', order: 'doc-1' }],
    ['a vote without a seat', { type: 'vote' }],
    ['a shot at a name', { type: 'shoot', target: 'seat 2' }],
    ['an item with a target that is not a seat', { type: 'use-item', card: 'doc-1', target: -1 }],
  ] as const)('%s', (_label, raw) => {
    expect(parseAction(raw)).toMatchObject({ code: 'BAD_ACTION' });
  });

  it('well-formed actions parse to themselves', () => {
    for (const a of [
      { type: 'play', card: 'doc-1', target: 1 },
      { type: 'draw' },
      { type: 'use-item', card: 'doc-1' },
      { type: 'use-item', card: 'doc-1', target: 2 },
      { type: 'reorder', order: ['doc-1', 'doc-2'] },
      { type: 'refuse' },
      { type: 'accept' },
      { type: 'choose-plan', card: 'doc-1' },
      { type: 'vote', seat: 0 },
      { type: 'break-tie', seat: 1 },
      { type: 'shoot', target: null },
      { type: 'shoot', target: 2 },
      { type: 'call', seat: 3 },
      { type: 'add', card: 'escape-1' },
      { type: 'add-top' },
    ]) {
      expect(parseAction(a)).toEqual(a);
    }
  });
});
