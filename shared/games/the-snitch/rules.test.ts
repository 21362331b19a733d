/**
 * The Snitch, rule by rule and ruling by ruling (binding rules: /work/shared/rules/the-snitch.md;
 * the app's rulings: docs/rulings.md, "The Snitch"). Each test states one rule in its name.
 *
 * The standard table (test-helpers.ts): four players, seat 0 starts with the soap, seat 3 has
 * the guard; plans: 0 the Lockpick, 1 the Barber, 2 the Gardener, 3 the Ghost, each needing 2.
 */
import { describe, expect, it } from 'vitest';
import { type Seat } from '../../engine/index.ts';
import { SNITCH, itemOf, type Card } from './cards.ts';
import { askNewPlan } from './plans.ts';
import { act, allCards, drawTurn, expectRejected, game, give, passTo, SORTED_CARDS, table4, view, withState, type FixedGameSpec } from './test-helpers.ts';
import type { SnitchState } from './types.ts';

/** Moves cards from the decks into a seat's stash (a shortcut to items that caught plans would give). */
function stashed(state: SnitchState, seat: Seat, cards: Card[]): SnitchState {
  return withState(state, (s) => {
    for (const card of cards) {
      for (const pile of [s.interrogation, s.accomplice]) {
        const at = pile.indexOf(card);
        if (at >= 0) pile.splice(at, 1);
      }
      s.stashes[seat]!.push(card);
    }
  });
}

const sorted = (cards: readonly Card[]): Card[] => [...cards].sort();

/** No view of this state mentions the card. */
function nobodySees(state: SnitchState, card: Card): void {
  for (const viewer of ['board', 0, 1, 2, 3] as const) expect(JSON.stringify(view(state, viewer)), `viewer ${viewer}`).not.toContain(`"${card}"`);
}

// Interrogation deck tops without special cards, so that draws give plain accomplices.
const PLAIN_TOP: Card[] = ['cook-2', 'barber-2', 'janitor-1', 'postman-1', 'gardener-2', 'tailor-2'];

/** Seat 0 gives `first` to seat 1, seat 1 draws, seat 2 gives `second` to seat 1: the Barber resolves on turn 3. */
function completeBarber(spec: Partial<FixedGameSpec>, first: Card = 'doc-1', second: Card = 'librarian-1'): SnitchState {
  let s = table4(spec);
  s = give(s, 0, first, 1);
  s = drawTurn(s);
  return give(s, 2, second, 1);
}

describe('a turn: the soap holder plays a card, draws, or uses an item; then the soap passes left', () => {
  it('only the soap holder is due; its choices are its accomplice cards under a neighbour\'s plan, or a draw', () => {
    const s = table4();
    expect(game.pending(s)).toEqual([0]);
    const legal = game.legalActions(s, 0);
    expect(legal).toContainEqual({ type: 'draw' });
    expect(legal.filter((a) => a.type === 'play')).toHaveLength(5 * 2);
    expect(new Set(legal.flatMap((a) => (a.type === 'play' ? [a.target] : [])))).toEqual(new Set([1, 3]));
    expect(view(s, 0).you!.prompt).toEqual({ kind: 'turn', cards: ['doc-1', 'cook-1', 'painter-1', 'boxer-1', 'giant-1'], targets: [1, 3], items: [] });
    for (const seat of [1, 2, 3]) expect(game.legalActions(s, seat)).toEqual([]);
    expectRejected(s, 1, { type: 'draw' }, 'NOT_YOUR_TURN', 'not-your-turn');
  });

  it('the soap passes to the left after every turn: 0, 1, 2, 3, 0', () => {
    let s = table4();
    const soaps: Seat[] = [];
    for (let i = 0; i < 5; i++) {
      soaps.push(s.soap);
      s = drawTurn(s);
    }
    expect(soaps).toEqual([0, 1, 2, 3, 0]);
    expect(view(s, 'board').turn).toBe(6);
  });

  it('playing: a hand card face down under a neighbour\'s plan; the board counts it, nobody sees which', () => {
    const s = give(table4(), 0, 'doc-1', 1);
    const board = view(s, 'board');
    expect(board.plans[1]).toMatchObject({ name: 'barber', required: 2, need: 2, under: 1 });
    expect(board.handSizes).toEqual([4, 5, 5, 5]);
    expect(board.soap).toBe(1);
    expect(s.plans[1]!.under).toEqual(['doc-1']);
    nobodySees(s, 'doc-1');
  });

  it('nobody is reminded of what they played, the player included (ruling)', () => {
    const s = give(table4(), 0, 'doc-1', 1);
    expect(JSON.stringify(view(s, 0))).not.toContain('doc-1');
    expect(view(s, 0).log.at(-3)).toEqual({ kind: 'play', seat: 0, target: 1 });
  });

  it('before the riot, only under the left or right neighbour\'s plan (not-a-neighbour), never one\'s own (own-plan)', () => {
    expectRejected(table4(), 0, { type: 'play', card: 'doc-1', target: 2 }, 'ILLEGAL_ACTION', 'not-a-neighbour');
    expectRejected(table4(), 0, { type: 'play', card: 'doc-1', target: 0 }, 'ILLEGAL_ACTION', 'own-plan');
    expectRejected(table4(), 0, { type: 'play', card: 'doc-1', target: 7 }, 'ILLEGAL_ACTION', 'no-such-seat');
    expectRejected(table4(), 0, { type: 'play', card: 'mechanic-1', target: 1 }, 'ILLEGAL_ACTION', 'not-in-hand');
  });

  it('drawing: the top interrogation card goes to the hand; the board sees a draw, never the card', () => {
    const s = drawTurn(table4({ interrogation: ['escape-2'] }));
    expect(view(s, 0).you!.hand).toContain('escape-2');
    expect(view(s, 'board')).toMatchObject({ interrogationCount: 17, handSizes: [6, 5, 5, 5] });
    expect(view(s, 'board').log.at(-2)).toEqual({ kind: 'draw', seat: 0, deck: 'interrogation', why: 'turn' });
    nobodySees(withState(s, (x) => x.hands[0]!.splice(x.hands[0]!.indexOf('escape-2'), 1)), 'escape-2');
  });

  it('escape plans stay in hand until the escape, the snitch card for good: neither can be played', () => {
    let s = table4({ interrogation: ['escape-1', 'snitch'] });
    s = drawTurn(drawTurn(s));
    s = passTo(s, 0);
    expect(game.legalActions(s, 0).some((a) => a.type === 'play' && a.card === 'escape-1')).toBe(false);
    expectRejected(s, 0, { type: 'play', card: 'escape-1', target: 1 }, 'ILLEGAL_ACTION', 'escape-plan-kept');
    s = drawTurn(s);
    expectRejected(s, 1, { type: 'play', card: SNITCH, target: 2 }, 'ILLEGAL_ACTION', 'snitch-kept');
    expect(view(s, 1).you!.prompt).toMatchObject({ kind: 'turn', cards: ['mechanic-1', 'janitor-2', 'electrician-1', 'chaplain-1', 'digger-1'] });
  });

  it('drawing the snitch makes the drawer the snitch, in secret', () => {
    const s = drawTurn(drawTurn(table4({ interrogation: ['cook-2', 'snitch'] })));
    expect(view(s, 1).you!.snitch).toBe(true);
    expect(view(s, 0).you!.snitch).toBe(false);
    // Nothing on the board or on other phones tells who drew it.
    const other = drawTurn(drawTurn(table4({ interrogation: ['snitch', 'cook-2'] })));
    for (const viewer of ['board', 2, 3] as const) expect(view(other, viewer)).toEqual(view(s, viewer));
  });

  it('a player with no card to play still has a turn: draw, or use an item (ruling)', () => {
    const s = withState(table4(), (x) => {
      x.accomplice.push(...x.hands[0]!);
      x.hands[0] = [];
    });
    expect(game.legalActions(s, 0)).toEqual([{ type: 'draw' }]);
    expect(view(s, 0).you!.prompt).toMatchObject({ kind: 'turn', cards: [] });
  });
});

describe('refusing a card: a window for the plan\'s owner', () => {
  it('a card under an upright plan whose owner is not guarded opens a window: only the owner is due, to refuse or accept', () => {
    const s = act(table4(), 0, { type: 'play', card: 'doc-1', target: 1 });
    expect(s.phase).toBe('refusal');
    expect(game.pending(s)).toEqual([1]);
    expect(game.legalActions(s, 1)).toEqual([{ type: 'refuse' }, { type: 'accept' }]);
    for (const seat of [0, 2, 3]) expect(game.legalActions(s, seat)).toEqual([]);
    expect(view(s, 'board').refusal).toEqual({ owner: 1, from: 0, window: 1, windowMs: 8000 });
    expect(view(s, 1).you!.prompt).toEqual({ kind: 'refuse', from: 0, window: 1, windowMs: 8000 });
    expect(view(s, 'board').plans[1]!.under).toBe(0);
  });

  it('while the window is open everything else waits (ruling): no other seat acts, the player does not play again', () => {
    const s = act(table4(), 0, { type: 'play', card: 'doc-1', target: 1 });
    expectRejected(s, 0, { type: 'draw' }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(s, 1, { type: 'draw' }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(s, 2, { type: 'refuse' }, 'NOT_YOUR_TURN', 'not-your-turn');
    expectRejected(s, 0, { type: 'accept' }, 'NOT_YOUR_TURN', 'not-your-turn');
  });

  it('the card stays hidden during the window, from its owner too', () => {
    nobodySees(act(table4(), 0, { type: 'play', card: 'doc-1', target: 1 }), 'doc-1');
  });

  it('accepting: the card goes under the plan, and the turn ends', () => {
    let s = act(table4(), 0, { type: 'play', card: 'doc-1', target: 1 });
    s = act(s, 1, { type: 'accept' });
    expect(s.plans[1]!.under).toEqual(['doc-1']);
    expect(view(s, 'board')).toMatchObject({ phase: 'turn', soap: 1, refusal: null });
    expect(view(s, 'board').log.at(-2)).toEqual({ kind: 'accept', owner: 1, from: 0, by: 'owner' });
  });

  it('refusing: the card goes under the accomplice deck unseen, the plan turns sideways; the turn ends', () => {
    let s = act(table4(), 0, { type: 'play', card: 'doc-1', target: 1 });
    s = act(s, 1, { type: 'refuse' });
    expect(s.accomplice.at(-1)).toBe('doc-1');
    expect(view(s, 'board').plans[1]).toMatchObject({ under: 0, sideways: true });
    expect(view(s, 'board')).toMatchObject({ soap: 1, accompliceCount: 11 });
    expect(view(s, 'board').log.at(-2)).toEqual({ kind: 'refuse', owner: 1, from: 0 });
    nobodySees(s, 'doc-1');
  });

  it('a sideways plan cannot refuse again: the next card goes straight under it', () => {
    let s = act(table4(), 0, { type: 'play', card: 'doc-1', target: 1 });
    s = act(s, 1, { type: 'refuse' });
    s = drawTurn(s);
    s = act(s, 2, { type: 'play', card: 'librarian-1', target: 1 });
    expect(s.phase).toBe('turn');
    expect(s.soap).toBe(3);
    expect(s.plans[1]!.under).toEqual(['librarian-1']);
  });

  it('a guarded owner cannot refuse: the card goes straight under the plan', () => {
    const s = act(table4(), 0, { type: 'play', card: 'doc-1', target: 3 });
    expect(s.phase).toBe('turn');
    expect(s.plans[3]!.under).toEqual(['doc-1']);
    expect(s.windows).toBe(0);
  });

  it('a new plan is upright: after a sideways plan resolves, its owner may refuse again', () => {
    let s = table4();
    s = act(s, 0, { type: 'play', card: 'doc-1', target: 1 });
    s = act(s, 1, { type: 'refuse' });
    s = drawTurn(s);
    s = act(s, 2, { type: 'play', card: 'librarian-1', target: 1 });
    s = drawTurn(s);
    s = act(s, 0, { type: 'play', card: 'painter-1', target: 1 });
    // The Barber had two cards: resolved (success), and seat 1 chooses a new plan.
    expect(s.phase).toBe('new-plan');
    s = act(s, 1, { type: 'choose-plan', card: 'mechanic-1' });
    expect(view(s, 'board').plans[1]).toMatchObject({ name: 'mechanic', sideways: false, under: 0 });
    s = drawTurn(s);
    s = act(s, 2, { type: 'play', card: 'tailor-1', target: 1 });
    expect(s.phase).toBe('refusal');
  });
});

describe('the refusal window and the host\'s clock', () => {
  it('while a window is open the game asks the clock for an accept after refusalWindowMs; at no other time', () => {
    expect(game.timer!(table4())).toBeNull();
    const s = act(table4({ options: { refusalWindowMs: 5000 } }), 0, { type: 'play', card: 'doc-1', target: 1 });
    expect(game.timer!(s)).toEqual({ key: 'refusal-1', afterMs: 5000, action: { type: 'accept' } });
    expect(game.timer!(act(s, 1, { type: 'accept' }))).toBeNull();
  });

  it('silence accepts: the clock\'s accept puts the card under the plan', () => {
    let s = act(table4(), 0, { type: 'play', card: 'doc-1', target: 1 });
    s = act(s, 'clock', game.timer!(s)!.action);
    expect(s.plans[1]!.under).toEqual(['doc-1']);
    expect(view(s, 'board').log.at(-2)).toEqual({ kind: 'accept', owner: 1, from: 0, by: 'clock' });
  });

  it('the clock may only accept (BAD_ACTOR, clock-accepts-only), and only while a window is open (wrong-phase)', () => {
    const s = act(table4(), 0, { type: 'play', card: 'doc-1', target: 1 });
    expectRejected(s, 'clock', { type: 'refuse' }, 'BAD_ACTOR', 'clock-accepts-only');
    expectRejected(table4(), 'clock', { type: 'draw' }, 'BAD_ACTOR', 'clock-accepts-only');
    expectRejected(table4(), 'clock', { type: 'accept' }, 'NOT_YOUR_TURN', 'wrong-phase');
    // The owner answered first: a late clock finds no window.
    expectRejected(act(s, 1, { type: 'refuse' }), 'clock', { type: 'accept' }, 'NOT_YOUR_TURN', 'wrong-phase');
  });

  it('every window has its own key, also for the same player and owner', () => {
    let s = table4();
    s = act(s, 0, { type: 'play', card: 'doc-1', target: 1 });
    const first = game.timer!(s)!.key;
    s = act(s, 'clock', { type: 'accept' });
    s = passTo(s, 0);
    s = act(s, 0, { type: 'play', card: 'painter-1', target: 1 });
    const second = game.timer!(s)!.key;
    expect([first, second]).toEqual(['refusal-1', 'refusal-2']);
  });
});

describe('completing a plan', () => {
  const deck = ['painter-2', 'tattooist-2', 'mechanic-2', 'boxer-2'];

  it('it resolves as soon as its required count lies under it: those cards and the top accomplice card, revealed', () => {
    const s = completeBarber({ accomplice: deck, interrogation: PLAIN_TOP });
    const r = view(s, 'board').resolutions[0]!;
    expect(r).toMatchObject({ number: 1, owner: 1, plan: { name: 'barber', required: 2 }, need: 2, extra: true, knuckles: false, crowbars: 0, daggers: 0, repeated: [], success: true });
    expect(sorted(r.cards)).toEqual(sorted(['doc-1', 'librarian-1', 'painter-2']));
  });

  it('the reveal is shuffled: over seeds, the cards come up in different orders', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 20; seed++) orders.add(completeBarber({ accomplice: deck, interrogation: PLAIN_TOP, seed }).resolutions[0]!.cards.join());
    expect(orders.size).toBeGreaterThan(3);
  });

  it('success: revealed cards under the accomplice deck, the plan beside the weapon; the owner, left, then right draw one accomplice card', () => {
    const s = completeBarber({ accomplice: deck, interrogation: PLAIN_TOP });
    expect(view(s, 'board').done).toEqual([{ name: 'barber', required: 2 }]);
    expect(s.hands[1]!.at(-1)).toBe('tattooist-2');
    expect(s.hands[2]!.at(-1)).toBe('mechanic-2');
    expect(s.hands[0]!.at(-1)).toBe('boxer-2');
    expect(sorted(s.accomplice.slice(-3))).toEqual(sorted(['doc-1', 'librarian-1', 'painter-2']));
    expect(s.interrogation).toHaveLength(17);
  });

  it('success: then the owner chooses a new plan from hand, and the turn ends after it', () => {
    let s = completeBarber({ accomplice: deck, interrogation: PLAIN_TOP });
    expect(view(s, 'board')).toMatchObject({ phase: 'new-plan', waitingFor: [1], soap: 2 });
    expect(view(s, 1).you!.prompt).toEqual({ kind: 'new-plan', cards: ['mechanic-1', 'janitor-2', 'electrician-1', 'chaplain-1', 'digger-1', 'cook-2', 'tattooist-2'] });
    expectRejected(s, 2, { type: 'draw' }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(s, 1, { type: 'choose-plan', card: 'cook-1' }, 'ILLEGAL_ACTION', 'not-in-hand');
    s = act(s, 1, { type: 'choose-plan', card: 'digger-1' });
    expect(view(s, 'board').plans[1]).toMatchObject({ name: 'digger', required: 4, under: 0, sideways: false });
    expect(view(s, 'board')).toMatchObject({ phase: 'turn', soap: 3 });
  });

  it('success with one dagger: the owner draws one interrogation card per dagger shown', () => {
    const s = completeBarber({ accomplice: deck, interrogation: PLAIN_TOP }, 'cook-1');
    expect(s.resolutions[0]).toMatchObject({ daggers: 1, success: true });
    // Seat 1 drew cook-2 on its turn, then barber-2 for the dagger.
    expect(s.hands[1]).toContain('barber-2');
    expect(s.interrogation).toHaveLength(16);
  });

  it('caught: a repeated name', () => {
    const s = completeBarber({ accomplice: ['doc-2', ...deck], interrogation: PLAIN_TOP });
    expect(s.resolutions[0]).toMatchObject({ repeated: ['doc'], daggers: 0, success: false });
  });

  it('caught: two daggers', () => {
    const s = completeBarber({ accomplice: ['hacker-2', ...deck], interrogation: PLAIN_TOP }, 'cook-1');
    expect(s.resolutions[0]).toMatchObject({ repeated: [], daggers: 2, success: false });
  });

  it('caught: the plan card goes face down to the owner\'s stash (an item); the new plan is the top accomplice card', () => {
    const s = completeBarber({ accomplice: ['doc-2', ...deck], interrogation: PLAIN_TOP });
    expect(view(s, 1).you!.stash).toEqual([{ card: 'barber-1', item: 'brass-knuckles' }]);
    expect(view(s, 'board').stashSizes).toEqual([0, 1, 0, 0]);
    expect(view(s, 'board').plans[1]).toMatchObject({ name: 'painter', under: 0 });
    expect(view(s, 1).you!.plan).toBe('painter-2');
    expect(sorted(s.accomplice.slice(-3))).toEqual(sorted(['doc-1', 'librarian-1', 'doc-2']));
  });

  it('caught: the owner, left and right draw one interrogation card each, then the owner one more per dagger', () => {
    const s = completeBarber({ accomplice: ['hacker-2', ...deck], interrogation: PLAIN_TOP }, 'cook-1');
    // Seat 1 drew cook-2 on its turn; then 1, 2, 0 draw barber-2, janitor-1, postman-1; then seat 1 two more.
    expect(s.hands[1]!.slice(-3)).toEqual(['barber-2', 'gardener-2', 'tailor-2']);
    expect(s.hands[2]!.at(-1)).toBe('janitor-1');
    expect(s.hands[0]!.at(-1)).toBe('postman-1');
    const draws = view(s, 'board').log.filter((e) => e.kind === 'draw').map((e) => [e.seat, e.why]);
    expect(draws).toEqual([[1, 'turn'], [1, 'caught'], [2, 'caught'], [0, 'caught'], [1, 'dagger'], [1, 'dagger']]);
  });

  it('caught: the guard moves in front of the owner and the handcuff side goes down', () => {
    const s = completeBarber({ accomplice: ['doc-2', ...deck], interrogation: PLAIN_TOP });
    expect(view(s, 'board')).toMatchObject({ guard: 1, handcuffUp: false, soap: 3 });
    expect(view(s, 'board').log).toContainEqual({ kind: 'guard', to: 1, why: 'caught' });
  });

  it('Harder: a revealed card named like the plan fails it (without Harder it passes)', () => {
    const spec = { accomplice: ['barber-2', ...deck], interrogation: PLAIN_TOP.filter((c) => c !== 'barber-2') };
    expect(completeBarber(spec).resolutions[0]).toMatchObject({ success: true, repeated: [] });
    expect(completeBarber({ ...spec, options: { harder: true } }).resolutions[0]).toMatchObject({ success: false, repeated: ['barber'] });
  });

  it('the plan card\'s own dagger never counts', () => {
    // Seat 0's plan is the Cook (cook-1, a dagger); one more dagger under it still passes.
    let s = table4({ firstPlans: ['cook-1', 'barber-1', 'gardener-1', 'ghost-2'], accomplice: ['painter-2'], interrogation: PLAIN_TOP });
    s = drawTurn(s);
    s = give(s, 1, 'janitor-2', 0);
    s = drawTurn(s);
    s = give(s, 3, 'bookie-2', 0);
    expect(s.resolutions[0]).toMatchObject({ owner: 0, daggers: 1, success: true });
  });

  it('an empty accomplice deck adds no extra card, and skips the draws it cannot give (ruling)', () => {
    let s = table4({ interrogation: PLAIN_TOP });
    s = withState(s, (x) => {
      x.hands[2]!.push(...x.accomplice);
      x.accomplice = [];
    });
    s = give(s, 0, 'doc-1', 1);
    s = drawTurn(s);
    s = give(s, 2, 'librarian-1', 1);
    expect(s.resolutions[0]).toMatchObject({ extra: false, success: true });
    expect(s.resolutions[0]!.cards).toHaveLength(2);
    // The two revealed cards refilled the deck: the owner and the left neighbour draw them, the right one gets nothing.
    expect(view(s, 'board').log.filter((e) => e.kind === 'no-draw')).toEqual([{ kind: 'no-draw', seat: 0, why: 'reward' }]);
  });

  it('a new plan with no accomplice card in hand is the top accomplice card (ruling; in play the owner always has just drawn one)', () => {
    const s = withState(table4(), (x) => {
      x.accomplice.push(...x.hands[1]!);
      x.hands[1] = ['escape-1'];
      x.plans[1] = null;
    });
    const top = s.accomplice[0]!;
    askNewPlan(s, 1);
    expect(s.plans[1]!.card).toBe(top);
    expect(s.phase).toBe('turn');
  });
});

describe('the guard and the soap', () => {
  it('a guarded player ending a turn with the handcuff down turns it up; next time it goes down and the guard passes right', () => {
    let s = table4();
    s = passTo(s, 3);
    expect(view(s, 'board')).toMatchObject({ guard: 3, handcuffUp: false });
    s = drawTurn(s);
    expect(view(s, 'board')).toMatchObject({ guard: 3, handcuffUp: true, soap: 0 });
    s = passTo(s, 3);
    expect(view(s, 'board')).toMatchObject({ guard: 3, handcuffUp: true });
    s = drawTurn(s);
    expect(view(s, 'board')).toMatchObject({ guard: 2, handcuffUp: false });
    expect(view(s, 'board').log).toContainEqual({ kind: 'guard', to: 2, why: 'passed' });
    // Seat 2 is guarded for its next two turns.
    s = passTo(s, 2);
    s = drawTurn(s);
    expect(view(s, 'board')).toMatchObject({ guard: 2, handcuffUp: true });
  });

  it('turns by unguarded players leave the handcuff as it is', () => {
    let s = table4();
    s = drawTurn(drawTurn(s));
    expect(view(s, 'board')).toMatchObject({ guard: 3, handcuffUp: false });
  });

  it('the guarded player may use no item but Bribe money (guarded)', () => {
    let s = stashed(table4(), 3, ['lockpick-2', 'cook-2']);
    s = passTo(s, 3);
    const items = game.legalActions(s, 3).filter((a) => a.type === 'use-item');
    expect(items).toEqual([{ type: 'use-item', card: 'cook-2' }]);
    expectRejected(s, 3, { type: 'use-item', card: 'lockpick-2', target: 0 }, 'ILLEGAL_ACTION', 'guarded');
    const prompt = view(s, 3).you!.prompt;
    expect(prompt).toMatchObject({ kind: 'turn' });
    if (prompt?.kind === 'turn') expect(prompt.items.map((i) => [i.item, i.usable, i.reason])).toEqual([['brass-knuckles', false, 'guarded'], ['bribe-money', true, null]]);
  });

  it('Bribe money: the guard leaves the game; nobody is guarded until a plan fails', () => {
    let s = stashed(table4({ accomplice: ['doc-2'] }), 3, ['cook-2']);
    s = passTo(s, 3);
    s = act(s, 3, { type: 'use-item', card: 'cook-2' });
    expect(view(s, 'board')).toMatchObject({ guard: null, handcuffUp: false, soap: 0 });
    expect(view(s, 'board').log).toContainEqual({ kind: 'guard', to: null, why: 'bribed' });
    expect(s.accomplice.at(-1)).toBe('cook-2');
    // Seat 3 may refuse now; a second bribe has nobody to bribe.
    s = act(s, 0, { type: 'play', card: 'doc-1', target: 3 });
    expect(s.phase).toBe('refusal');
    s = act(s, 3, { type: 'accept' });
    // A caught plan brings the guard back, in front of its owner.
    s = stashed(s, 2, ['janitor-1']);
    s = drawTurn(s);
    expectRejected(s, 2, { type: 'use-item', card: 'janitor-1' }, 'ILLEGAL_ACTION', 'no-guard');
    s = give(s, 2, 'postman-2', 3);
    expect(s.resolutions[0]).toMatchObject({ owner: 3, success: false, repeated: ['doc'] });
    expect(view(s, 'board')).toMatchObject({ guard: 3, handcuffUp: false });
  });
});

describe('items, used from the stash', () => {
  it('Binoculars: look at the top 3 accomplice cards, only you, and put them back in any order', () => {
    let s = stashed(table4({ accomplice: ['tattooist-1', 'tattooist-2', 'mechanic-2', 'boxer-2'] }), 0, ['painter-2']);
    s = act(s, 0, { type: 'use-item', card: 'painter-2' });
    expect(s.phase).toBe('binoculars');
    expect(view(s, 0).you!.prompt).toEqual({ kind: 'binoculars', cards: ['tattooist-1', 'tattooist-2', 'mechanic-2'] });
    expect(view(s, 'board').looking).toEqual({ seat: 0, cards: 3 });
    for (const viewer of ['board', 1, 2, 3] as const) expect(JSON.stringify(view(s, viewer))).not.toContain('tattooist');
    expect(game.legalActions(s, 0)).toHaveLength(6);
    expectRejected(s, 0, { type: 'reorder', order: ['tattooist-1', 'tattooist-2'] }, 'ILLEGAL_ACTION', 'not-a-permutation');
    expectRejected(s, 0, { type: 'reorder', order: ['tattooist-1', 'tattooist-2', 'boxer-2'] }, 'ILLEGAL_ACTION', 'not-a-permutation');
    s = act(s, 0, { type: 'reorder', order: ['mechanic-2', 'tattooist-1', 'tattooist-2'] });
    expect(s.accomplice.slice(0, 4)).toEqual(['mechanic-2', 'tattooist-1', 'tattooist-2', 'boxer-2']);
    expect(s.accomplice.at(-1)).toBe('painter-2');
    expect(view(s, 0).you!.looks).toEqual([{ turn: 1, cards: ['mechanic-2', 'tattooist-1', 'tattooist-2'] }]);
    expect(view(s, 1).you!.looks).toEqual([]);
    expect(view(s, 'board')).toMatchObject({ soap: 1, looking: null });
    expect(view(s, 'board').log.slice(-3, -1)).toEqual([
      { kind: 'item', seat: 0, item: 'binoculars', target: null },
      { kind: 'look', seat: 0, cards: 3 },
    ]);
  });

  it('Binoculars with fewer than 3 accomplice cards look at what there is; with none, the turn just ends', () => {
    let s = stashed(table4(), 0, ['painter-2', 'chaplain-2']);
    s = withState(s, (x) => x.hands[2]!.push(...x.accomplice.splice(2)));
    s = act(s, 0, { type: 'use-item', card: 'painter-2' });
    expect(view(s, 0).you!.prompt).toMatchObject({ kind: 'binoculars', cards: s.accomplice.slice(0, 2) });
    s = act(s, 0, { type: 'reorder', order: [s.accomplice[1]!, s.accomplice[0]!] });
    s = withState(s, (x) => x.hands[2]!.push(...x.accomplice.splice(0)));
    s = passTo(s, 0);
    s = act(s, 0, { type: 'use-item', card: 'chaplain-2' });
    expect(view(s, 'board')).toMatchObject({ phase: 'turn', soap: 1 });
    expect(s.accomplice).toEqual(['chaplain-2']);
  });

  it('Key: you, then your left, then your right neighbour each draw one accomplice card', () => {
    let s = stashed(table4({ accomplice: ['tattooist-1', 'tattooist-2', 'mechanic-2'] }), 0, ['electrician-2']);
    s = act(s, 0, { type: 'use-item', card: 'electrician-2' });
    expect([s.hands[0]!.at(-1), s.hands[1]!.at(-1), s.hands[3]!.at(-1)]).toEqual(['tattooist-1', 'tattooist-2', 'mechanic-2']);
    expect(s.accomplice.at(-1)).toBe('electrician-2');
    expect(view(s, 'board').log.filter((e) => e.kind === 'draw').map((e) => [e.seat, e.why])).toEqual([[0, 'key'], [1, 'key'], [3, 'key']]);
  });

  it('Key with an empty accomplice deck: every draw is skipped (ruling)', () => {
    let s = stashed(table4(), 0, ['electrician-2']);
    s = withState(s, (x) => x.hands[2]!.push(...x.accomplice.splice(0)));
    s = act(s, 0, { type: 'use-item', card: 'electrician-2' });
    expect(view(s, 'board').log.filter((e) => e.kind === 'no-draw').map((e) => e.seat)).toEqual([0, 1, 3]);
    expect(s.accomplice).toEqual(['electrician-2']);
  });

  it('Brass knuckles: beside any plan (your own too); it resolves without the extra card', () => {
    let s = stashed(table4({ accomplice: ['painter-2'] }), 0, ['lockpick-2', 'gardener-2']);
    expect(game.legalActions(s, 0).filter((a) => a.type === 'use-item' && a.card === 'lockpick-2').map((a) => (a as { target: Seat }).target)).toEqual([0, 1, 2, 3]);
    s = act(s, 0, { type: 'use-item', card: 'lockpick-2', target: 1 });
    expect(view(s, 'board').plans[1]).toMatchObject({ knuckles: true, under: 0 });
    s = drawTurn(s);
    s = give(s, 2, 'librarian-1', 1);
    s = drawTurn(s);
    expectRejected(s, 0, { type: 'use-item', card: 'gardener-2', target: 1 }, 'ILLEGAL_ACTION', 'already-knuckled');
    s = give(s, 0, 'doc-1', 1);
    expect(s.resolutions[0]).toMatchObject({ knuckles: true, extra: false, success: true });
    expect(sorted(s.resolutions[0]!.cards)).toEqual(['doc-1', 'librarian-1']);
    // The extra card stayed on the deck; the knuckles went under it after the revealed cards.
    expect(s.hands[1]!.at(-1)).toBe('painter-2');
    expect(s.accomplice.at(-1)).toBe('lockpick-2');
  });

  it('Crowbar: the plan needs one card fewer, and resolves at once if that completes it', () => {
    let s = stashed(table4({ accomplice: ['painter-2'], interrogation: PLAIN_TOP }), 0, ['barber-2']);
    s = give(s, 0, 'doc-1', 1);
    s = passTo(s, 0);
    s = act(s, 0, { type: 'use-item', card: 'barber-2', target: 1 });
    expect(s.resolutions[0]).toMatchObject({ owner: 1, need: 1, crowbars: 1, extra: true, success: true });
    expect(sorted(s.resolutions[0]!.cards)).toEqual(['doc-1', 'painter-2']);
  });

  it('a card may go under a plan with a Crowbar beside it (ruling), and completes it one card early', () => {
    let s = stashed(table4({ interrogation: PLAIN_TOP }), 0, ['barber-2']);
    s = act(s, 0, { type: 'use-item', card: 'barber-2', target: 1 });
    expect(view(s, 'board').plans[1]).toMatchObject({ required: 2, need: 1, crowbars: 1, under: 0 });
    s = drawTurn(s);
    s = give(s, 2, 'librarian-1', 1);
    expect(s.resolutions[0]).toMatchObject({ need: 1, crowbars: 1 });
  });

  it('no Crowbar brings a plan below one card (crowbar-floor, ruling)', () => {
    let s = stashed(table4({ interrogation: PLAIN_TOP }), 0, ['barber-2', 'postman-1']);
    s = act(s, 0, { type: 'use-item', card: 'barber-2', target: 1 });
    s = passTo(s, 0);
    expect(game.legalActions(s, 0).some((a) => a.type === 'use-item' && a.target === 1)).toBe(false);
    expectRejected(s, 0, { type: 'use-item', card: 'postman-1', target: 1 }, 'ILLEGAL_ACTION', 'crowbar-floor');
  });

  it('an item must be in your stash; plan items need a plan, the others take none', () => {
    const s = stashed(table4(), 0, ['barber-2', 'electrician-2']);
    expectRejected(s, 0, { type: 'use-item', card: 'postman-1' }, 'ILLEGAL_ACTION', 'not-in-stash');
    expectRejected(s, 0, { type: 'use-item', card: 'barber-2' }, 'ILLEGAL_ACTION', 'needs-target');
    expectRejected(s, 0, { type: 'use-item', card: 'electrician-2', target: 1 }, 'ILLEGAL_ACTION', 'no-target');
  });

  it('the board sees which item was used and on which plan, never the card', () => {
    let s = stashed(table4({ interrogation: PLAIN_TOP }), 0, ['barber-2']);
    s = act(s, 0, { type: 'use-item', card: 'barber-2', target: 1 });
    expect(view(s, 'board').log).toContainEqual({ kind: 'item', seat: 0, item: 'crowbar', target: 1 });
    for (const viewer of ['board', 1, 2, 3] as const) expect(JSON.stringify(view(s, viewer))).not.toContain('barber-2');
    expect(itemOf('barber-2')).toBe('crowbar');
  });
});

describe('the riot', () => {
  it('at 7 or fewer interrogation cards the riot starts: cards may go under any other player\'s plan', () => {
    let s = table4();
    for (let i = 0; i < 10; i++) s = drawTurn(s);
    expect(view(s, 'board')).toMatchObject({ interrogationCount: 8, riot: false });
    expect(view(s, s.soap).you!.prompt).toMatchObject({ targets: [1, 3] });
    s = drawTurn(s);
    expect(view(s, 'board')).toMatchObject({ interrogationCount: 7, riot: true, soap: 3 });
    expect(view(s, 'board').log.filter((e) => e.kind === 'riot')).toHaveLength(1);
    expect(view(s, 3).you!.prompt).toMatchObject({ targets: [0, 1, 2] });
    s = act(s, 3, { type: 'play', card: 'bookie-2', target: 1 });
    expect(s.phase).toBe('refusal');
    expect(game.pending(s)).toEqual([1]);
  });
});

describe('time runs out', () => {
  it('drawing the last interrogation card: time is up, everybody loses and the snitch wins', () => {
    let s = table4({ interrogation: ['cook-2', 'barber-2', 'snitch'] });
    for (let i = 0; i < 17; i++) s = drawTurn(s);
    expect(game.outcome(s)).toBeNull();
    expect(view(s, 2).you!.snitch).toBe(true);
    s = drawTurn(s);
    expect(game.outcome(s)).toEqual({ winner: 'snitch', way: 'time-up', winners: [2] });
    expect(view(s, 'board').log.at(-1)).toEqual({ kind: 'time-up', seat: 1 });
    expect(game.pending(s)).toEqual([]);
    expectRejected(s, 2, { type: 'draw' }, 'GAME_OVER');
  });

  it('time up with no snitch (the snitch card was removed): nobody wins', () => {
    let s = table4({ removed: ['snitch', 'smuggler-1'] });
    for (let i = 0; i < 18; i++) s = drawTurn(s);
    expect(game.outcome(s)).toEqual({ winner: 'nobody', way: 'time-up', winners: [] });
    expect(view(s, 'board').reveal).toMatchObject({ snitch: null, snitchCard: 'removed', removed: ['snitch', 'smuggler-1'] });
  });

  it('the last card drawn during a caught plan\'s draws ends the game at once: the others do not draw', () => {
    let s = table4({ accomplice: ['doc-2'], interrogation: PLAIN_TOP, removed: ['snitch', 'smuggler-1'] });
    s = give(s, 0, 'doc-1', 1);
    s = drawTurn(s);
    // Leave 2 interrogation cards: the owner and the left neighbour draw them, the right one does not.
    s = withState(s, (x) => x.hands[3]!.push(...x.interrogation.splice(0, x.interrogation.length - 2)));
    s = give(s, 2, 'librarian-1', 1);
    expect(game.outcome(s)).toMatchObject({ winner: 'nobody', way: 'time-up' });
    expect(view(s, 'board').log.filter((e) => e.kind === 'draw' && e.why === 'caught').map((e) => (e as { seat: Seat }).seat)).toEqual([1, 2]);
  });
});

describe('cards are never lost', () => {
  it('all 54 cards are in hands, decks, plans, stashes, beside the weapon, removed or pending', () => {
    let s = stashed(table4({ accomplice: ['doc-2'], interrogation: PLAIN_TOP }), 0, ['barber-2']);
    expect(allCards(s).sort().join()).toBe(SORTED_CARDS);
    s = act(s, 0, { type: 'play', card: 'doc-1', target: 1 });
    expect(allCards(s).sort().join()).toBe(SORTED_CARDS);
    s = act(s, 1, { type: 'accept' });
    s = drawTurn(s);
    s = give(s, 2, 'librarian-1', 1);
    expect(allCards(s).sort().join()).toBe(SORTED_CARDS);
  });
});
