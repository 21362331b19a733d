/**
 * Turncoat, rule by rule and ruling by ruling (binding rules: /work/shared/rules/turncoat.md;
 * the app's own rulings: docs/rulings.md, "Turncoat"). Each test states one rule in its name.
 */
import { describe, expect, it } from 'vitest';
import { type Seat } from '../../engine/index.ts';
import { PLAY_DECK, isSpy, type Card } from './cards.ts';
import { turncoat } from './index.ts';
import { tally } from './mission.ts';
import {
  accuse,
  act,
  allCards,
  allViewers,
  choose,
  commitAll,
  expectRejected,
  fixedGame,
  playMission,
  restOf,
  seats,
  sortedCards,
  view,
  withDeck,
} from './test-helpers.ts';
import type { Identity, TurncoatState } from './types.ts';

// ---------------------------------------------------------------------------------------------
// Four players: seats 0-2 loyal, seat 3 the turncoat (who holds three spies). Seat 0 leads first.
// The deck's top: the look draws SJ (spy), H4, SQ (spy), C4; DA is the extra card; then the
// refills C7, C8, D6, D7 (seat 0 first); then the second look, S6 and S7.

const HANDS4: Card[][] = [
  ['H9', 'H8', 'C2', 'C3', 'D5'],
  ['H7', 'H6', 'D2', 'D3', 'S5'],
  ['S2', 'S3', 'S4', 'C5', 'C6'],
  ['CJ', 'DQ', 'HK', 'C9', 'D9'],
];
const DECK4: Card[] = ['SJ', 'H4', 'SQ', 'C4', 'DA', 'C7', 'C8', 'D6', 'D7', 'S6', 'S7'];
const LOYAL4: Identity[] = ['loyal', 'loyal', 'loyal', 'turncoat'];
const TURNCOAT = 3;

const four = (identities: Identity[] = LOYAL4, seed: number | string = 1, firstLeader: Seat = 0): TurncoatState =>
  fixedGame({ identities, hands: HANDS4, deck: DECK4, fullDeck: true, firstLeader, seed, options: { koreanIdentityDeck: !identities.includes('turncoat') } });

/** Seat 0 kept H4 (C4 went face down): everybody commits now. */
const committing = (seed: number | string = 1): TurncoatState => choose(four(LOYAL4, seed), 'H4');

// ---------------------------------------------------------------------------------------------
// Two players, five missions that all succeed if both follow suit (seat 0 leads missions 1, 3, 5).

const HANDS2: Card[][] = [
  ['C9', 'D9', 'H9', 'S9', 'C8'],
  ['D8', 'H8', 'S8', 'C7', 'D7'],
];
// Per mission: the look (2), the extra card, then the refills (the leader first).
const DECK2: Card[] = [
  'CA', 'DA', 'H2', 'C6', 'C5',
  'HA', 'SA', 'S2', 'H5', 'H6',
  'D2', 'C2', 'H3', 'D6', 'D5',
  'S3', 'C3', 'D3', 'S7', 'S6',
  'C4', 'D4', 'H4',
];
/** The mission to keep and both seats' cards, mission by mission: every one a success. */
const PLAN2: [Card, Card, Card][] = [
  ['CA', 'C9', 'C7'],
  ['HA', 'H9', 'H8'],
  ['D2', 'D9', 'D8'],
  ['S3', 'S9', 'S8'],
  ['C4', 'C8', 'C5'],
];
/** The same deck with a spy as every extra card: every mission fails. */
const SPY_EXTRAS: Record<string, Card> = { H2: 'HJ', S2: 'SJ', H3: 'DJ', D3: 'CJ', H4: 'HQ' };
const DECK2_FAIL = DECK2.map((c) => SPY_EXTRAS[c] ?? c);

const two = (identities: Identity[] = ['loyal', 'turncoat'], deck: Card[] = DECK2): TurncoatState =>
  fixedGame({ identities, hands: HANDS2, deck, fullDeck: true });

function playPlan(state: TurncoatState, missions = PLAN2.length): TurncoatState {
  let s = state;
  for (const [mission, a, b] of PLAN2.slice(0, missions)) s = playMission(s, mission, [a, b]);
  return s;
}

/** True if every viewer other than `except` sees exactly the same thing in both states. */
function expectSameViews(a: TurncoatState, b: TurncoatState, except: Seat[]): void {
  for (const viewer of allViewers(a.players)) {
    if (typeof viewer === 'number' && except.includes(viewer)) continue;
    expect(view(a, viewer), `view of ${String(viewer)}`).toEqual(view(b, viewer));
  }
}

const accounted = (state: TurncoatState): void => expect(sortedCards(allCards(state))).toEqual(sortedCards(PLAY_DECK));

// ---------------------------------------------------------------------------------------------

describe('a mission, step 1: the leader looks at two cards', () => {
  it('the first leader looks at the top two cards at once; only the leader sees them', () => {
    const state = fixedGame({ identities: LOYAL4, hands: HANDS4, deck: ['H4', 'C4'], fullDeck: true });
    expect(state.phase).toBe('mission-choice');
    expect(view(state, 0).you!.looked).toEqual(['H4', 'C4']);
    expect(view(state, 0).you!.prompt!.decision).toEqual({ kind: 'choose-mission', cards: ['H4', 'C4'] });
    for (const s of [1, 2, 3]) {
      expect(view(state, s).you!.looked).toBeNull();
      expect(view(state, s).you!.prompt!.decision).toBeNull();
    }
    const board = view(state, 'board');
    expect(board.waitingFor).toEqual([0]);
    expect(board.current).toEqual({ number: 1, card: null, lookSpies: [], committed: 0 });
    expect(JSON.stringify(board)).not.toContain('H4');
  });

  it('a spy drawn in the look is discarded face up at once and replaced, until the leader holds two non-spies', () => {
    const state = four();
    expect(state.looked).toEqual(['H4', 'C4']);
    for (const viewer of allViewers(4)) expect(view(state, viewer).current!.lookSpies).toEqual(['SJ', 'SQ']);
    const board = view(state, 'board');
    expect(board.discardCount).toBe(2);
    expect(board.deckCount).toBe(48 - 20 - 4);
    expect(state.discard).toEqual(['SJ', 'SQ']);
  });

  it('several spies in a row are all discarded face up', () => {
    const state = fixedGame({ identities: LOYAL4, hands: HANDS4, deck: ['SJ', 'SQ', 'SK', 'DJ', 'H4', 'DK', 'C4'], fullDeck: true });
    expect(state.lookSpies).toEqual(['SJ', 'SQ', 'SK', 'DJ', 'DK']);
    expect(state.looked).toEqual(['H4', 'C4']);
    expect(view(state, 'board').discardCount).toBe(5);
  });

  it('the leader passes to the left: seat 3 leads, then seat 0', () => {
    const state = four(LOYAL4, 1, 3);
    expect(state.leader).toBe(3);
    expect(playMission(state, 'H4').leader).toBe(0);
  });
});

describe('a mission, step 2: the leader chooses the mission and discards the other card face down', () => {
  it('the chosen card is the mission, public to all; the other goes face down to the discard pile', () => {
    const state = committing();
    for (const viewer of allViewers(4)) {
      const v = view(state, viewer);
      expect(v.phase).toBe('commit');
      expect(v.current!.card).toBe('H4');
      expect(v.discardCount).toBe(3);
    }
    expect(state.discard).toEqual(['SJ', 'SQ', 'C4']);
  });

  it('only the leader knows the face-down card, and remembers it for the whole game', () => {
    let state = committing();
    expect(view(state, 0).you!.faceDown).toEqual([{ mission: 1, card: 'C4' }]);
    for (const s of [1, 2, 3]) expect(view(state, s).you!.faceDown).toEqual([]);
    expect(JSON.stringify(view(state, 'board'))).not.toContain('C4');
    state = commitAll(state, ['H9', 'H7', 'S2', 'C9']);
    state = choose(state, 'S6');
    expect(view(state, 0).you!.faceDown).toEqual([{ mission: 1, card: 'C4' }]);
    expect(view(state, 1).you!.faceDown).toEqual([{ mission: 2, card: 'S7' }]);
  });

  it('which card the leader looked at and put face down changes nobody else\'s view', () => {
    // The same game, except that C4 and S8 swap places in the deck: the leader looks at S8 instead.
    const deck = [...DECK4, ...restOf(HANDS4.flat(), DECK4)];
    const swapped = deck.map((c) => (c === 'C4' ? 'S8' : c === 'S8' ? 'C4' : c));
    const a = fixedGame({ identities: LOYAL4, hands: HANDS4, deck });
    const b = fixedGame({ identities: LOYAL4, hands: HANDS4, deck: swapped });
    expect(b.looked).toEqual(['H4', 'S8']);
    expectSameViews(a, b, [0]);
    expectSameViews(choose(a, 'H4'), choose(b, 'H4'), [0]);
  });

  it('only the leader chooses (NOT_YOUR_TURN, not-leader), even naming a card he holds', () => {
    const state = four();
    for (const s of [1, 2, 3]) {
      expectRejected(state, s, { type: 'choose-mission', card: 'H4' }, 'NOT_YOUR_TURN', 'not-leader');
      expectRejected(state, s, { type: 'choose-mission', card: 'S9' }, 'NOT_YOUR_TURN', 'not-leader');
    }
  });

  it('the mission is one of the two cards looked at (not-looked)', () => {
    const state = four();
    expectRejected(state, 0, { type: 'choose-mission', card: 'SJ' }, 'ILLEGAL_ACTION', 'not-looked');
    expectRejected(state, 0, { type: 'choose-mission', card: 'H9' }, 'ILLEGAL_ACTION', 'not-looked');
    expect(choose(state, 'C4').missionCard).toBe('C4');
    expect(choose(state, 'C4').faceDown).toBe('H4');
  });

  it('nobody commits before the mission is chosen, and the mission is chosen once (wrong-phase)', () => {
    expectRejected(four(), 1, { type: 'commit', card: 'H7' }, 'NOT_YOUR_TURN', 'wrong-phase');
    expectRejected(committing(), 0, { type: 'choose-mission', card: 'H4' }, 'NOT_YOUR_TURN', 'wrong-phase');
  });
});

describe('a mission, step 3: everybody commits one card face down, all at once', () => {
  it('every player commits, the leader included: the table waits for all four', () => {
    const state = committing();
    expect(view(state, 'board').waitingFor).toEqual([0, 1, 2, 3]);
    for (const s of seats(4)) expect(view(state, s).you!.prompt!.decision).toEqual({ kind: 'commit', cards: HANDS4[s] });
  });

  it('commitments are hidden: the board shows who has committed and how many, never what', () => {
    let state = act(committing(), 2, { type: 'commit', card: 'S2' });
    const board = view(state, 'board');
    expect(board.waitingFor).toEqual([0, 1, 3]);
    expect(board.current!.committed).toBe(1);
    expect(board.handSizes).toEqual([5, 5, 4, 5]);
    expect(view(state, 2).you!.committed).toBe('S2');
    expect(view(state, 2).you!.done).toBe(true);
    expect(view(state, 2).you!.prompt!.decision).toBeNull();
    for (const s of [0, 1, 3]) expect(view(state, s).you!.committed).toBeNull();
    state = act(state, 0, { type: 'commit', card: 'H9' });
    expect(view(state, 'board').current!.committed).toBe(2);
  });

  it('no view but the committer\'s depends on which card was committed', () => {
    const state = committing();
    for (const s of seats(4)) {
      const [x, y] = HANDS4[s]!;
      expectSameViews(act(state, s, { type: 'commit', card: x! }), act(state, s, { type: 'commit', card: y! }), [s]);
    }
    const partly = act(act(state, 0, { type: 'commit', card: 'H9' }), 3, { type: 'commit', card: 'CJ' });
    expectSameViews(act(partly, 1, { type: 'commit', card: 'H7' }), act(partly, 1, { type: 'commit', card: 'S5' }), [1]);
  });

  it('the order in which the commitments arrive does not matter', () => {
    const cards: Card[] = ['H9', 'H7', 'S2', 'C9'];
    const inOrder = commitAll(committing(), cards, [0, 1, 2, 3]);
    for (const order of [[3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2]]) expect(commitAll(committing(), cards, order)).toEqual(inOrder);
  });

  it('a card that is not in your hand is refused (not-in-hand), also one in another hand', () => {
    const state = committing();
    expectRejected(state, 0, { type: 'commit', card: 'H7' }, 'ILLEGAL_ACTION', 'not-in-hand');
    expectRejected(state, 0, { type: 'commit', card: 'S9' }, 'ILLEGAL_ACTION', 'not-in-hand');
  });

  it('committing twice is refused (ALREADY_ACTED); the first card stands', () => {
    const state = act(committing(), 1, { type: 'commit', card: 'H7' });
    expectRejected(state, 1, { type: 'commit', card: 'H6' }, 'ALREADY_ACTED', 'already-committed');
    expect(state.commits[1]).toBe('H7');
  });

  it('spies may be committed', () => {
    expect(act(committing(), TURNCOAT, { type: 'commit', card: 'CJ' }).commits[TURNCOAT]).toBe('CJ');
    expect(act(committing(), 0, { type: 'commit', card: 'C2' }).commits[0]).toBe('C2');
  });
});

describe('a mission, step 4 and 5: the extra card, the shuffle, the reveal and the score', () => {
  const resolved = (cards: Card[], seed: number | string = 1) => commitAll(committing(seed), cards);

  it('one card from the top of the deck joins the commitments face down, then all are revealed', () => {
    const state = resolved(['H9', 'H7', 'S2', 'C9']);
    const record = view(state, 'board').missions[0]!;
    expect(record.cards).toHaveLength(5);
    expect(sortedCards(record.cards)).toEqual(sortedCards(['H9', 'H7', 'S2', 'C9', 'DA']));
    expect(record).toMatchObject({ number: 1, leader: 0, card: 'H4', lookSpies: ['SJ', 'SQ'] });
  });

  it('the revealed order is shuffled: over seeds, the cards come up in different orders', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 30; seed++) orders.add(resolved(['H9', 'H7', 'S2', 'C9'], seed).missions[0]!.cards.join());
    expect(orders.size).toBeGreaterThan(10);
  });

  it('the mission\'s suit adds, the other suits subtract (9 + 7 - 2 - 9 - 1 = 4)', () => {
    const record = resolved(['H9', 'H7', 'S2', 'C9']).missions[0]!;
    expect(record.total).toBe(4);
    expect(record.spies).toBe(0);
  });

  it('a total equal to the mission\'s value succeeds (4 for the 4 of hearts)', () => {
    const state = resolved(['H9', 'H7', 'S2', 'C9']);
    expect(state.missions[0]!.success).toBe(true);
    expect(view(state, 'board').successes).toBe(1);
    expect(view(state, 'board').failures).toBe(0);
  });

  it('a total below the mission\'s value fails (9 + 7 - 6 - 9 - 1 = 0)', () => {
    const state = resolved(['H9', 'H7', 'C6', 'C9']);
    expect(state.missions[0]).toMatchObject({ total: 0, spies: 0, success: false });
    expect(view(state, 'board').failures).toBe(1);
  });

  it('spies count 0, and any spy fails the mission whatever the total', () => {
    const state = resolved(['H9', 'H8', 'S2', 'HK'].map((c, s) => (s === 1 ? 'H7' : c)) as Card[]);
    expect(state.missions[0]).toMatchObject({ total: 13, spies: 1, success: false });
    expect(tally('H4', ['H9', 'H8', 'H7', 'HK'])).toEqual({ total: 24, spies: 1, success: false });
    expect(tally('H4', ['H9', 'H8', 'H7', 'H6'])).toEqual({ total: 30, spies: 0, success: true });
  });

  it('the extra card from the deck can be a spy, and then the mission fails', () => {
    const deck: Card[] = ['H4', 'C4', 'SK'];
    let state = choose(fixedGame({ identities: LOYAL4, hands: HANDS4, deck, fullDeck: true }), 'H4');
    state = commitAll(state, ['H9', 'H7', 'S2', 'C9']);
    expect(state.missions[0]).toMatchObject({ spies: 1, success: false });
    expect(sortedCards(state.missions[0]!.cards)).toEqual(sortedCards(['H9', 'H7', 'S2', 'C9', 'SK']));
  });

  it('the reveal is the same for everybody, and nobody is told whose card was which', () => {
    const state = resolved(['H9', 'H7', 'S2', 'C9']);
    const board = view(state, 'board');
    for (const s of seats(4)) expect(view(state, s).missions).toEqual(board.missions);
    expect(Object.keys(board.missions[0]!).sort()).toEqual(['card', 'cards', 'leader', 'lookSpies', 'number', 'spies', 'success', 'total']);
    expect(state.commits).toEqual([null, null, null, null]);
  });
});

describe('after the reveal: the discard pile, the refill and the next mission', () => {
  const after = (): TurncoatState => commitAll(committing(), ['H9', 'H7', 'S2', 'C9']);

  it('the mission card and every revealed card go to the discard pile, after the look\'s spies and the face-down card', () => {
    const state = after();
    const record = state.missions[0]!;
    expect(state.discard).toEqual(['SJ', 'SQ', 'C4', 'H4', ...record.cards]);
    expect(view(state, 'board').discardCount).toBe(9);
  });

  it('every player draws one card, back to 5: the leader first, then to the left', () => {
    const state = after();
    expect(state.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(state.hands.map((h) => h.at(-1))).toEqual(['C7', 'C8', 'D6', 'D7']);
    expect(view(state, 1).you!.hand).toEqual(['H6', 'D2', 'D3', 'S5', 'C8']);
  });

  it('the next leader, to the left, looks at once', () => {
    const state = after();
    expect(state.phase).toBe('mission-choice');
    expect(state.leader).toBe(1);
    expect(view(state, 1).you!.looked).toEqual(['S6', 'S7']);
    expect(view(state, 'board').current).toEqual({ number: 2, card: null, lookSpies: [], committed: 0 });
    expect(view(state, 'board').deckCount).toBe(48 - 20 - 4 - 1 - 4 - 2);
    accounted(state);
  });
});

describe('when the deck runs out, the discard pile is shuffled into a new deck', () => {
  it('at the refill: the discard pile, this mission\'s cards included, becomes the deck', () => {
    // Only DA (the extra card) and C7 (seat 0's draw) are left in the deck.
    const before = withDeck(committing(), ['DA', 'C7']);
    const pile = [...before.discard];
    const state = commitAll(before, ['H9', 'H7', 'S2', 'C9']);
    expect(state.reshuffles).toBe(1);
    expect(view(state, 'board').reshuffles).toBe(1);
    expect(state.hands[0]!.at(-1)).toBe('C7');
    // Everything drawn after the reshuffle came from the old pile plus this mission's cards.
    const reshuffled: Card[] = [...pile, 'H4', ...state.missions[0]!.cards];
    const drawnSince = [state.hands[1]!.at(-1)!, state.hands[2]!.at(-1)!, state.hands[3]!.at(-1)!, ...state.looked!, ...state.lookSpies];
    expect(sortedCards([...state.deck, ...drawnSince])).toEqual(sortedCards(reshuffled));
    expect(state.discard).toEqual(state.lookSpies);
    accounted(state);
  });

  it('at the extra card: the pile with this mission\'s face-down card and spies becomes the deck', () => {
    const before = withDeck(committing(), []);
    const pile = [...before.discard];
    expect(pile).toContain('C4');
    const state = commitAll(before, ['H9', 'H7', 'S2', 'C9']);
    expect(state.reshuffles).toBe(1);
    const record = state.missions[0]!;
    const extra = record.cards.filter((c) => !['H9', 'H7', 'S2', 'C9'].includes(c));
    expect(extra).toHaveLength(1);
    expect(pile).toContain(extra[0]);
    accounted(state);
  });

  it('during the look: a spy that empties the deck is discarded, the pile (that spy included) is shuffled, the look goes on', () => {
    // After the extra card and the four refills, only the spy SK is left for the next look.
    const before = withDeck(committing(), ['DA', 'C7', 'C8', 'D6', 'D7', 'SK']);
    const state = commitAll(before, ['H9', 'H7', 'S2', 'C9']);
    expect(state.phase).toBe('mission-choice');
    expect(state.reshuffles).toBe(1);
    expect(state.lookSpies[0]).toBe('SK');
    expect(state.lookSpies.every(isSpy)).toBe(true);
    expect(state.looked).toHaveLength(2);
    expect(state.looked!.some(isSpy)).toBe(false);
    expect(view(state, 'board').current!.lookSpies).toEqual(state.lookSpies);
    accounted(state);
  });

  it('in a real game too: four players, a deck stacked with spies runs out in the fourth look', () => {
    // Hands hold no spies; the deck's top: two missions of 7 cards (spies as extra cards), a
    // third of 7 (spies to the hands), then the last 7 cards are all spies.
    const hands: Card[][] = [
      ['C2', 'C3', 'C4', 'C5', 'C6'],
      ['D2', 'D3', 'D4', 'D5', 'D6'],
      ['H2', 'H3', 'H4', 'H5', 'H6'],
      ['S2', 'S3', 'S4', 'S5', 'S6'],
    ];
    const spies = PLAY_DECK.filter(isSpy);
    const numbers = restOf(hands.flat(), spies);
    expect(numbers).toHaveLength(16);
    const deck: Card[] = [
      ...numbers.slice(0, 2), spies[0]!, ...numbers.slice(2, 6),
      ...numbers.slice(6, 8), spies[1]!, ...numbers.slice(8, 12),
      ...numbers.slice(12, 14), numbers[14]!, numbers[15]!, ...spies.slice(2, 5),
      ...spies.slice(5),
    ];
    expect(deck).toHaveLength(28);
    let state = fixedGame({ identities: LOYAL4, hands, deck });
    for (let m = 0; m < 3; m++) state = playMission(state);
    expect(state.reshuffles).toBe(1);
    expect(state.lookSpies.slice(0, 7)).toEqual(spies.slice(5));
    expect(state.looked).toHaveLength(2);
    expect(view(state, 'board').deckCount + view(state, 'board').discardCount).toBe(48 - 20 - 2);
    accounted(state);
  });
});

describe('accusing', () => {
  it('a loyal player who names the turncoat: the loyal players win (accusation-right)', () => {
    const state = act(four(), 1, accuse(TURNCOAT));
    expect(turncoat.outcome(state)).toEqual({ winner: 'loyal', way: 'accusation-right', winners: [0, 1, 2] });
    const board = view(state, 'board');
    expect(board.phase).toBe('over');
    expect(board.accusation).toEqual({ by: 1, target: TURNCOAT });
  });

  it('a loyal player who names a loyal player: the turncoat wins (accusation-wrong)', () => {
    const state = act(four(), 0, accuse(2));
    expect(turncoat.outcome(state)).toEqual({ winner: 'turncoat', way: 'accusation-wrong', winners: [TURNCOAT] });
  });

  it('no turncoat in the game: any accusation and everybody loses (accusation-no-turncoat)', () => {
    const state = act(four(['loyal', 'loyal', 'loyal', 'loyal']), 3, accuse(0));
    expect(turncoat.outcome(state)).toEqual({ winner: 'nobody', way: 'accusation-no-turncoat', winners: [] });
    const three = fixedGame({ identities: ['loyal', 'loyal', 'loyal'] });
    expect(turncoat.outcome(act(three, 2, accuse(1)))).toEqual({ winner: 'nobody', way: 'accusation-no-turncoat', winners: [] });
  });

  it('at any moment: while the leader chooses, by a player who is not the leader', () => {
    expect(act(four(), 2, accuse(TURNCOAT)).phase).toBe('over');
    expect(act(four(), 0, accuse(TURNCOAT)).phase).toBe('over');
  });

  it('at any moment: while the others commit, by a player who has committed and by one who has not', () => {
    const partly = act(act(committing(), 0, { type: 'commit', card: 'H9' }), TURNCOAT, { type: 'commit', card: 'CJ' });
    expect(turncoat.outcome(act(partly, 0, accuse(TURNCOAT)))!.way).toBe('accusation-right');
    expect(turncoat.outcome(act(partly, 1, accuse(TURNCOAT)))!.way).toBe('accusation-right');
  });

  it('during the commitments the game ends at once: the mission is not resolved and the hidden cards are never shown', () => {
    const base = act(committing(), 1, { type: 'commit', card: 'H7' });
    const a = act(act(base, 0, { type: 'commit', card: 'H9' }), 2, accuse(TURNCOAT));
    const b = act(act(base, 0, { type: 'commit', card: 'C2' }), 2, accuse(TURNCOAT));
    expect(a.missions).toEqual([]);
    const board = view(a, 'board');
    expect(board.current).toEqual({ number: 1, card: 'H4', lookSpies: ['SJ', 'SQ'], committed: 2 });
    expect(board.waitingFor).toEqual([]);
    // Whatever seat 0 had committed, nobody else can tell, not even in the end reveal.
    expectSameViews(a, b, [0]);
    expect(view(a, 0).you!.committed).toBe('H9');
  });

  it('the turncoat cannot accuse: ILLEGAL_ACTION (turncoat-cannot-accuse), in any phase and whatever the target', () => {
    for (const state of [four(), committing(), act(committing(), TURNCOAT, { type: 'commit', card: 'CJ' })]) {
      for (const target of [0, 1, 2, 3, 9]) expectRejected(state, TURNCOAT, accuse(target), 'ILLEGAL_ACTION', 'turncoat-cannot-accuse');
    }
  });

  it('every phone shows the same Accuse control; on the turncoat\'s it says why it cannot', () => {
    const state = committing();
    for (const s of seats(4)) {
      const control = view(state, s).you!.prompt!.accuse;
      expect(control.targets).toEqual(seats(4).filter((t) => t !== s));
      if (s === TURNCOAT) expect(control).toMatchObject({ canAccuse: false, reason: 'turncoat-cannot-accuse' });
      else expect(control).toMatchObject({ canAccuse: true, reason: null });
    }
    expect(view(state, 'board').you).toBeNull();
  });

  it('an accusation must be confirmed: without "confirm": true it is refused (BAD_ACTION, not-confirmed)', () => {
    const state = four();
    for (const confirm of [undefined, false, 'true', 1, 'yes']) {
      const action = confirm === undefined ? { type: 'accuse', target: 3 } : { type: 'accuse', target: 3, confirm };
      expectRejected(state, 0, action, 'BAD_ACTION', 'not-confirmed');
    }
  });

  it('accuse another player: yourself (accuse-self) or a seat not at the table (no-such-seat) is refused', () => {
    expectRejected(four(), 0, accuse(0), 'ILLEGAL_ACTION', 'accuse-self');
    expectRejected(four(), 0, accuse(4), 'ILLEGAL_ACTION', 'no-such-seat');
    expectRejected(four(), 0, { type: 'accuse', target: -1, confirm: true }, 'BAD_ACTION');
    expectRejected(four(), 0, { type: 'accuse', target: 1.5, confirm: true }, 'BAD_ACTION');
    expectRejected(four(), 0, { type: 'accuse', target: '3', confirm: true }, 'BAD_ACTION');
  });

  it('after an accusation nothing more can be played (GAME_OVER)', () => {
    const state = act(four(), 0, accuse(TURNCOAT));
    expectRejected(state, 1, accuse(TURNCOAT), 'GAME_OVER');
    expectRejected(state, 0, { type: 'choose-mission', card: 'H4' }, 'GAME_OVER');
  });
});

describe('what each seat may do (legalActions and pending)', () => {
  const accusations = (seat: Seat) => seats(4).filter((t) => t !== seat).map((t) => accuse(t));

  it('while the leader chooses: the leader\'s two choices, and every loyal seat\'s accusations; the turncoat has nothing to do', () => {
    const state = four();
    expect(turncoat.pending(state)).toEqual([0]);
    expect(turncoat.legalActions(state, 0)).toEqual([
      { type: 'choose-mission', card: 'H4' },
      { type: 'choose-mission', card: 'C4' },
      ...accusations(0),
    ]);
    expect(turncoat.legalActions(state, 1)).toEqual(accusations(1));
    expect(turncoat.legalActions(state, TURNCOAT)).toEqual([]);
    const turncoatLeads = four(LOYAL4, 1, TURNCOAT);
    expect(turncoat.legalActions(turncoatLeads, TURNCOAT)).toEqual([
      { type: 'choose-mission', card: 'H4' },
      { type: 'choose-mission', card: 'C4' },
    ]);
  });

  it('while committing: each uncommitted seat\'s hand; accusations stay open to the loyal seats, committed or not', () => {
    const state = act(committing(), 1, { type: 'commit', card: 'H7' });
    expect(turncoat.pending(state)).toEqual([0, 2, 3]);
    expect(turncoat.legalActions(state, 0)).toEqual([...HANDS4[0]!.map((card) => ({ type: 'commit', card })), ...accusations(0)]);
    expect(turncoat.legalActions(state, 1)).toEqual(accusations(1));
    expect(turncoat.legalActions(state, TURNCOAT)).toEqual(HANDS4[TURNCOAT]!.map((card) => ({ type: 'commit', card })));
  });

  it('every legal action is accepted', () => {
    for (const state of [four(), committing(), act(committing(), 1, { type: 'commit', card: 'H7' })]) {
      for (const seat of seats(4)) for (const action of turncoat.legalActions(state, seat)) act(state, seat, action);
    }
  });

  it('when the game is over: nobody is due and nothing is legal', () => {
    const state = act(four(), 0, accuse(TURNCOAT));
    expect(turncoat.pending(state)).toEqual([]);
    for (const seat of seats(4)) expect(turncoat.legalActions(state, seat)).toEqual([]);
    for (const seat of seats(4)) expect(view(state, seat).you!.prompt).toBeNull();
  });
});

describe('malformed and misplaced actions are refused with a code, and change nothing', () => {
  const malformed: [string, unknown][] = [
    ['not an object', 'commit'],
    ['null', null],
    ['an unknown type', { type: 'pass' }],
    ['a commit without a card', { type: 'commit' }],
    ['a commit of a 10', { type: 'commit', card: 'H10' }],
    ['a commit of a lower-case card', { type: 'commit', card: 'h9' }],
    ['a mission by index', { type: 'choose-mission', card: 0 }],
    ['an accusation without a target', { type: 'accuse', confirm: true }],
  ];
  for (const [label, action] of malformed) {
    it(`${label}: BAD_ACTION`, () => {
      expectRejected(committing(), 0, action, 'BAD_ACTION');
    });
  }

  it('the clock has nothing to deliver (BAD_ACTOR, no-clock); a seat off the table is BAD_ACTOR', () => {
    expectRejected(committing(), 'clock', { type: 'commit', card: 'H9' }, 'BAD_ACTOR', 'no-clock');
    expectRejected(committing(), 4, { type: 'commit', card: 'H9' }, 'BAD_ACTOR');
    expectRejected(committing(), -1, accuse(3), 'BAD_ACTOR');
  });
});

describe('the end', () => {
  it('5 successful missions: the loyal players win (successes); no card is drawn after the last mission', () => {
    const state = playPlan(two(), 4);
    expect(view(state, 'board').successes).toBe(4);
    const last = playMission(state, 'C4', ['C8', 'C5']);
    expect(last.missions.every((m) => m.success)).toBe(true);
    expect(turncoat.outcome(last)).toEqual({ winner: 'loyal', way: 'successes', winners: [0] });
    expect(last.hands.map((h) => h.length)).toEqual([4, 4]);
    expect(view(last, 'board').current).toBeNull();
  });

  it('5 successful missions with no turncoat: everybody wins (everyone)', () => {
    const state = playPlan(two(['loyal', 'loyal']));
    expect(turncoat.outcome(state)).toEqual({ winner: 'everyone', way: 'successes', winners: [0, 1] });
  });

  it('5 failed missions: the turncoat wins (failures)', () => {
    const state = playPlan(two(['loyal', 'turncoat'], DECK2_FAIL));
    expect(state.missions.map((m) => m.success)).toEqual([false, false, false, false, false]);
    expect(turncoat.outcome(state)).toEqual({ winner: 'turncoat', way: 'failures', winners: [1] });
  });

  it('5 failed missions with no turncoat: everybody loses (nobody)', () => {
    const state = playPlan(two(['loyal', 'loyal'], DECK2_FAIL));
    expect(turncoat.outcome(state)).toEqual({ winner: 'nobody', way: 'failures', winners: [] });
  });

  it('failures and successes are counted apart: the game goes on until one of them reaches 5', () => {
    // Missions 1 and 3 get a spy as their extra card.
    const deck = DECK2.map((c, i) => (i === 2 || i === 12 ? SPY_EXTRAS[c]! : c));
    const state = playPlan(two(['loyal', 'turncoat'], deck));
    expect(state.missions.map((m) => m.success)).toEqual([false, true, false, true, true]);
    expect(state.phase).toBe('mission-choice');
    expect(view(state, 'board')).toMatchObject({ successes: 3, failures: 2 });
    expect(turncoat.outcome(state)).toBeNull();
  });

  it('the end reveals every identity, the removed identity cards and every face-down card; hands stay hidden', () => {
    const state = playPlan(two(['loyal', 'turncoat']));
    const reveal = view(state, 'board').reveal!;
    expect(reveal).toEqual({
      winner: 'loyal',
      way: 'successes',
      identities: ['loyal', 'turncoat'],
      removed: ['10'],
      turncoat: 1,
      faceDown: [
        { mission: 1, leader: 0, card: 'DA' },
        { mission: 2, leader: 1, card: 'SA' },
        { mission: 3, leader: 0, card: 'C2' },
        { mission: 4, leader: 1, card: 'C3' },
        { mission: 5, leader: 0, card: 'D4' },
      ],
    });
    for (const viewer of allViewers(2)) expect(view(state, viewer).reveal).toEqual(reveal);
    expect(JSON.stringify(view(state, 'board'))).not.toContain(state.hands[0]![0]);
  });

  it('an accusation in the middle of a mission also reveals that mission\'s face-down card', () => {
    const state = act(committing(), 1, accuse(TURNCOAT));
    expect(view(state, 'board').reveal!.faceDown).toEqual([{ mission: 1, leader: 0, card: 'C4' }]);
    expect(view(state, 'board').reveal!.removed).toEqual([]);
    const beforeChoice = act(four(), 1, accuse(TURNCOAT));
    expect(view(beforeChoice, 'board').reveal!.faceDown).toEqual([]);
    expect(JSON.stringify(view(beforeChoice, 'board'))).not.toContain('C4');
  });
});

describe('two players', () => {
  it('a mission reveals three cards: the two commitments and the extra card', () => {
    const state = playPlan(two(), 1);
    expect(state.missions[0]!.cards).toHaveLength(3);
    expect(sortedCards(state.missions[0]!.cards)).toEqual(sortedCards(['C9', 'C7', 'H2']));
  });

  it('only the loyal player can accuse, and only the other player', () => {
    const state = two();
    expect(turncoat.legalActions(state, 1)).toEqual([]);
    expect(view(state, 0).you!.prompt!.accuse).toEqual({ canAccuse: true, targets: [1], reason: null });
    expect(view(state, 1).you!.prompt!.accuse).toEqual({ canAccuse: false, targets: [0], reason: 'turncoat-cannot-accuse' });
    expect(turncoat.outcome(act(state, 0, accuse(1)))!.winner).toBe('loyal');
  });

  it('with no turncoat, either player may accuse, and either accusation loses for both', () => {
    const state = two(['loyal', 'loyal']);
    for (const [by, target] of [[0, 1], [1, 0]] as const) {
      expect(turncoat.outcome(act(state, by, accuse(target)))).toEqual({ winner: 'nobody', way: 'accusation-no-turncoat', winners: [] });
    }
  });

  it('the leader alternates between the two seats', () => {
    const state = playPlan(two(), 4);
    expect(state.missions.map((m) => m.leader)).toEqual([0, 1, 0, 1]);
    expect(state.leader).toBe(0);
  });
});
