/**
 * Helpers for the rule-by-rule tests of The Snitch: fixed deals built from the few cards a test
 * cares about, actions that must succeed or be refused (leaving the state untouched), and the
 * common sequences. Everything goes through the engine's public API and the game's `view`; tests
 * read the raw state only where a rule is about hidden state (deck order, cards under a plan).
 */
import { cloneJson, createMatch, createRng, type Seat, type Seed } from '../../engine/index.ts';
import { ACCOMPLICE_IDS, ALL_CARDS, ESCAPE_PLANS, SNITCH, isAccomplice, type Card } from './cards.ts';
import { theSnitch } from './index.ts';
import { DEALT, INTERROGATION_BOTTOM, INTERROGATION_MIXED, INTERROGATION_SIZE } from './table.ts';
import type { SnitchAction, SnitchDeal, SnitchOptions, SnitchState } from './types.ts';
import { gameTester } from '../../engine/testing/game-tester.ts';

export const game = theSnitch;

export interface DealSpec {
  hands: Card[][];
  /** The top of the interrogation deck; the special cards not listed here nor removed follow it. */
  interrogation?: Card[];
  /** The top of the accomplice deck. */
  accomplice?: Card[];
  /** Defaults to the last two unused accomplice cards. */
  removed?: Card[];
  firstPlans?: (Card | null)[];
}

/** A complete, valid deal from the cards a test names; every other card in card-set order. */
export function buildDeal(spec: DealSpec): SnitchDeal {
  const used = new Set<Card>([...spec.hands.flat(), ...(spec.interrogation ?? []), ...(spec.accomplice ?? []), ...(spec.removed ?? [])]);
  const spare = ACCOMPLICE_IDS.filter((c) => !used.has(c));
  const removed = spec.removed ?? spare.splice(-2, 2);
  const specials = [...ESCAPE_PLANS, SNITCH].filter((c) => !used.has(c) && !removed.includes(c));
  const interrogation = [...(spec.interrogation ?? []), ...specials];
  while (interrogation.length < INTERROGATION_SIZE) interrogation.push(spare.shift()!);
  const deckSize = ACCOMPLICE_IDS.length - DEALT - INTERROGATION_BOTTOM - INTERROGATION_MIXED;
  const accomplice = [...(spec.accomplice ?? [])];
  while (accomplice.length < deckSize) accomplice.push(spare.shift()!);
  if (spare.length !== 0) throw new Error(`buildDeal: ${spare.length} cards left over (hands must hold 24 cards)`);
  const deal: SnitchDeal = { hands: spec.hands.map((h) => [...h]), accomplice, interrogation, removed };
  if (spec.firstPlans !== undefined) deal.firstPlans = spec.firstPlans;
  return deal;
}

export interface FixedGameSpec extends DealSpec {
  options?: Partial<SnitchOptions>;
  seed?: Seed;
}

/** A game dealt exactly as `spec` says. Unless told otherwise seat 0 starts with the soap and seat 3 has the guard. */
export function fixedGame(spec: FixedGameSpec): SnitchState {
  const options = { soap: 0, guard: 3, ...spec.options };
  const created = createMatch(game, { players: spec.hands.length, options, seed: spec.seed ?? 1, deal: buildDeal(spec) });
  if (!created.ok) throw new Error(`fixed deal refused: ${created.error.code} ${created.error.reason ?? ''} ${created.error.message}`);
  return created.value;
}

const tester = gameTester(game);
export const { dealtGame, expectRejected, view, seats } = tester;
/** Applies an action that must be accepted, and returns the new state. */
export const act = (state: SnitchState, actor: Seat | 'clock', action: SnitchAction): SnitchState => tester.act(state, actor, action);

/** Runs `actions` in order, each by its seat. */
export function run(state: SnitchState, steps: readonly [Seat | 'clock', SnitchAction][]): SnitchState {
  let s = state;
  for (const [actor, action] of steps) s = act(s, actor, action);
  return s;
}

/** Plays a card; if a refusal window opens, the owner accepts it. */
export function give(state: SnitchState, seat: Seat, card: Card, target: Seat): SnitchState {
  let s = act(state, seat, { type: 'play', card, target });
  if (s.phase === 'refusal') s = act(s, target, { type: 'accept' });
  return s;
}

/** The soap holder draws from the interrogation deck. */
export const drawTurn = (state: SnitchState): SnitchState => act(state, state.soap, { type: 'draw' });

/** Soap holders draw until `seat` holds the soap (each draw ends a turn). */
export function passTo(state: SnitchState, seat: Seat): SnitchState {
  let s = state;
  while (s.soap !== seat) s = drawTurn(s);
  return s;
}

/** Every card of the state, wherever it is; must always be the 54 cards. */
export function allCards(s: SnitchState): Card[] {
  const out: Card[] = [...s.hands.flat(), ...s.accomplice, ...s.interrogation, ...s.removed, ...s.stashes.flat(), ...s.done, ...s.cleared];
  for (const p of s.plans) if (p != null) out.push(p.card, ...p.under, ...p.attached);
  if (s.offer !== null) out.push(s.offer.card);
  if (s.looking !== null) out.push(s.looking.item);
  if (s.escape !== null) out.push(...s.escape.route);
  return out;
}

export const SORTED_CARDS = [...ALL_CARDS].sort().join();

/** Rewrites a raw state (a test-only shortcut to a situation the rules could reach more slowly). */
export function withState(state: SnitchState, change: (s: SnitchState) => void): SnitchState {
  const s = cloneJson(state);
  change(s);
  return s;
}

export { isAccomplice };

// ---------------------------------------------------------------------------------------------
// The standard four-player table of the rule tests. Seat 0 starts with the soap, seat 3 has the
// guard. Plans: seat 0 the Lockpick, 1 the Barber, 2 the Gardener, 3 the Ghost (all need 2).

export const HANDS4: Card[][] = [
  ['lockpick-1', 'doc-1', 'cook-1', 'painter-1', 'boxer-1', 'giant-1'],
  ['barber-1', 'mechanic-1', 'janitor-2', 'electrician-1', 'chaplain-1', 'digger-1'],
  ['gardener-1', 'postman-2', 'librarian-1', 'tailor-1', 'professor-1', 'forger-1'],
  ['ghost-2', 'bookie-2', 'magician-2', 'hacker-1', 'smuggler-2', 'old-timer-1'],
];
export const PLANS4: Card[] = ['lockpick-1', 'barber-1', 'gardener-1', 'ghost-2'];

/** The standard table, first plans already revealed, seat 0 to play. */
export function table4(spec: Partial<FixedGameSpec> = {}): SnitchState {
  return fixedGame({ hands: HANDS4, firstPlans: PLANS4, ...spec });
}

/**
 * A random deal (from `seed`) with the snitch on top of the interrogation deck: whoever draws
 * first becomes the snitch. For measuring the bots in games that surely have a snitch.
 */
export function snitchFirstDeal(players: number, seed: Seed): SnitchDeal {
  const rng = createRng(`snitch-first:${String(seed)}`);
  const cards = rng.shuffle([...ACCOMPLICE_IDS]);
  const mixed = rng.shuffle([...ESCAPE_PLANS, ...cards.slice(INTERROGATION_BOTTOM, INTERROGATION_BOTTOM + INTERROGATION_MIXED)]);
  const removed = mixed.splice(0, 2);
  const rest = cards.slice(INTERROGATION_BOTTOM + INTERROGATION_MIXED);
  const hands: Card[][] = Array.from({ length: players }, () => []);
  for (let i = 0; i < DEALT; i++) hands[i % players]!.push(rest[i]!);
  return { hands, accomplice: rest.slice(DEALT), interrogation: [SNITCH, ...mixed, ...cards.slice(0, INTERROGATION_BOTTOM)], removed };
}

// ---------------------------------------------------------------------------------------------
// The end of the standard table.

const PLAIN_TOP: Card[] = ['cook-2', 'barber-2', 'janitor-1', 'postman-1'];

/**
 * Four plans are already beside the weapon (a shortcut); seat 0 and seat 2 then complete seat 1's
 * Barber, the fifth: the weapon is in. Seat 2 held the soap on that turn and keeps it.
 */
export function weaponIn(): SnitchState {
  let s = table4({ accomplice: ['painter-2'], interrogation: PLAIN_TOP });
  s = withState(s, (x) => x.done.push(...x.accomplice.splice(-4)));
  s = give(s, 0, 'doc-1', 1);
  s = drawTurn(s);
  return give(s, 2, 'librarian-1', 1);
}

/**
 * Deals the hands for the end (a test-only rearrangement that keeps all 54 cards): the named
 * cards go to the hands, every other card of the hands, decks and cleared pile fills the
 * interrogation deck and the cleared pile back to their sizes, the rest is the accomplice deck.
 */
export function arrange(state: SnitchState, hands: Card[][], deckTop: Card[] = []): SnitchState {
  return withState(state, (s) => {
    const pool = [...s.hands.flat(), ...s.accomplice, ...s.interrogation, ...s.cleared];
    const wanted = [...hands.flat(), ...deckTop];
    for (const c of wanted) if (!pool.includes(c)) throw new Error(`arrange: ${c} is not available`);
    const rest = pool.filter((c) => !wanted.includes(c));
    const specials = rest.filter((c) => !isAccomplice(c));
    const plain = rest.filter(isAccomplice);
    s.hands = hands.map((h) => [...h]);
    s.interrogation = [...specials, ...plain.splice(0, s.interrogation.length - specials.length)];
    s.cleared = plain.splice(0, s.cleared.length);
    s.accomplice = [...deckTop, ...plain];
  });
}

