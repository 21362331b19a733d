/**
 * Helpers for the rule-by-rule tests of Turncoat: fixed deals (identities, hands, the deck in
 * full), applying actions that must succeed, rejections that must leave the state untouched,
 * and the common sequences (choosing the mission, everybody committing, a whole mission).
 *
 * Everything goes through the public engine API (createMatch / applyAction) and the game's
 * `view`; tests read the raw state only where a rule is about hidden state (the deck's order,
 * the piles, a hidden commitment).
 */
import { cloneJson, createMatch, type Seat, type Seed } from '../../engine/index.ts';
import { gameTester } from '../../engine/testing/game-tester.ts';
import { PLAY_DECK, type Card } from './cards.ts';
import { turncoat } from './index.ts';
import type { Identity, TurncoatOptions, TurncoatState } from './types.ts';

export const game = turncoat;

export interface FixedGameSpec {
  identities: Identity[];
  hands?: Card[][];
  /** The top of the deck, top card first. With `fullDeck`, the rest follows in deck order. */
  deck?: Card[];
  /** Lists every remaining card after `deck` (in PLAY_DECK order), so that no draw depends on the seed. */
  fullDeck?: boolean;
  firstLeader?: Seat;
  options?: Partial<TurncoatOptions>;
  /** Drives every later draw (the shuffles of the reveal and of the discard pile). */
  seed?: Seed;
}

/** The cards of the play deck in none of these lists, in PLAY_DECK order. */
export function restOf(...used: (readonly Card[])[]): Card[] {
  const taken = new Set(used.flat());
  return PLAY_DECK.filter((c) => !taken.has(c));
}

/** A game dealt exactly as `spec` says (createMatch with a fixed deal). The first leader defaults to seat 0. */
export function fixedGame(spec: FixedGameSpec): TurncoatState {
  let deck = spec.deck;
  if (spec.fullDeck) {
    if (spec.hands === undefined) throw new Error('fullDeck needs the hands');
    deck = [...(spec.deck ?? []), ...restOf(spec.hands.flat(), spec.deck ?? [])];
  }
  const deal: Record<string, unknown> = { identities: spec.identities, firstLeader: spec.firstLeader ?? 0 };
  if (spec.hands !== undefined) deal.hands = spec.hands;
  if (deck !== undefined) deal.deck = deck;
  const created = createMatch(game, { players: spec.identities.length, options: spec.options ?? {}, seed: spec.seed ?? 1, deal });
  if (!created.ok) throw new Error(`fixed deal refused: ${created.error.code} ${created.error.reason ?? ''} ${created.error.message}`);
  return created.value;
}

const tester = gameTester(game);
export const { dealtGame, act, expectRejected, view, seats, allViewers } = tester;

export const accuse = (target: Seat): { type: 'accuse'; target: Seat; confirm: true } => ({ type: 'accuse', target, confirm: true });

/** The leader keeps `card` as the mission (by default the first card looked at). */
export function choose(state: TurncoatState, card?: Card): TurncoatState {
  if (state.phase !== 'mission-choice') throw new Error(`no mission to choose (phase ${state.phase})`);
  return act(state, state.leader, { type: 'choose-mission', card: card ?? state.looked![0]! });
}

/** Every seat commits: `cards[seat]`, or by default the first card of its hand; in seat order or in `order`. */
export function commitAll(state: TurncoatState, cards: readonly (Card | undefined)[] = [], order?: readonly Seat[]): TurncoatState {
  if (state.phase !== 'commit') throw new Error(`nobody commits now (phase ${state.phase})`);
  let s = state;
  for (const seat of order ?? seats(state.players)) {
    const card = cards[seat] ?? s.hands[seat]![0]!;
    s = act(s, seat, { type: 'commit', card });
  }
  return s;
}

/** A whole mission: the leader keeps `mission`, then everybody commits `cards`. */
export const playMission = (state: TurncoatState, mission?: Card, cards: readonly (Card | undefined)[] = []): TurncoatState =>
  commitAll(choose(state, mission), cards);

/** Every play card the state holds, wherever it is. */
export function allCards(state: TurncoatState): Card[] {
  return [
    ...state.deck,
    ...state.discard,
    ...state.hands.flat(),
    ...state.commits.filter((c): c is Card => c !== null),
    ...(state.looked ?? []),
    ...(state.missionCard === null ? [] : [state.missionCard]),
  ];
}

export const sortedCards = (cards: readonly Card[]): Card[] => [...cards].sort();

/**
 * Rearranges the hidden piles of a raw state (a test-only shortcut to a late-game situation):
 * the deck becomes exactly `deck`, every other card of the deck and the discard pile goes to
 * the discard pile. The 48 cards stay accounted for.
 */
export function withDeck(state: TurncoatState, deck: readonly Card[]): TurncoatState {
  const s = cloneJson(state);
  const pool = [...s.deck, ...s.discard];
  for (const c of deck) if (!pool.includes(c)) throw new Error(`${c} is not in the deck or the discard pile`);
  s.deck = [...deck];
  s.discard = pool.filter((c) => !deck.includes(c));
  return s;
}
