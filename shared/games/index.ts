import { randomBot, registryOf, type AnyGame, type Bot, type DecisionCue, type GameCalculator } from '../engine/index.ts';
import type { SecrecyRules } from '../engine/testing/secrecy.ts';
import type { RevealRules } from '../engine/reveal.ts';
import { moleInTheCrew } from './mole-in-the-crew/index.ts';
import { moleHeuristicBot } from './mole-in-the-crew/bots.ts';
import { moleCalculator, type MoleFigures } from './mole-in-the-crew/calculator.ts';
import { moleDecision } from './mole-in-the-crew/decision.ts';
import { moleSecrecy } from './mole-in-the-crew/secrecy.ts';
import { moleReveal } from './mole-in-the-crew/reveal.ts';
import { turncoat } from './turncoat/index.ts';
import { turncoatHeuristicBot } from './turncoat/bots.ts';
import { turncoatCalculator, type TurncoatFigures } from './turncoat/calculator.ts';
import { turncoatDecision } from './turncoat/decision.ts';
import { turncoatSecrecy } from './turncoat/secrecy.ts';
import { turncoatReveal } from './turncoat/reveal.ts';
import { theSnitch, type SnitchView } from './the-snitch/index.ts';
import { snitchHeuristicBot } from './the-snitch/bots.ts';
import { snitchCalculator, type SnitchFigures } from './the-snitch/calculator.ts';
import { snitchDecision } from './the-snitch/decision.ts';
import { snitchSecrecy } from './the-snitch/secrecy.ts';
import { snitchReveal } from './the-snitch/reveal.ts';
import type { GameMoments } from '../engine/moments.ts';
import { moleMoments } from './mole-in-the-crew/moments.ts';
import { turncoatMoments } from './turncoat/moments.ts';
import { snitchMoments } from './the-snitch/moments.ts';

/**
 * The shared side's registry: every game Hideout has, by id. The host, the tools, the calculator
 * and the proof suites ask it; nothing else outside a game's own folder names a game
 * (scripts/game-ids.test.ts checks). Adding a game is its folder and one entry here.
 */

/** A game as the host and the tools know it: its rules, its bots, and what the tools need of it. */
export interface RegisteredGame {
  game: AnyGame;
  /** Bots by id; every game has at least `random` and `heuristic`. */
  bots: Readonly<Record<string, Bot<any, any>>>;
  /** The board and phone have screens for it: only then does a lobby offer it. */
  screens: boolean;
  /** What the role calculator shows of the deal (shared/games/calculator.ts). */
  calculator: GameCalculator<Figures>;
  /** How a seat's own view says it must decide: for whatever plays as a phone (tests, proofs, benchmarks). */
  decision: DecisionCue;
  /** What the rules let each viewer see, for the secrecy-at-the-wire suite (electron/host/proof/wire-check.ts). */
  secrecy: SecrecyRules;
  /**
   * Which changes of the board's view are reveals and how long the board plays each
   * (shared/engine/reveal.ts): the host holds the phones, its bots and its clock until the TV
   * has shown a result. A game without reveals may leave it out.
   */
  reveal?: RevealRules<any, any>;
  /** The board's other staged moments: discussion countdowns, a picker's draft (shared/engine/moments.ts). */
  moments?: GameMoments;
  /**
   * The most UTF-8 bytes any seat's view of a state may be longer than the board's view of that
   * state, read from the board's view alone (so from public facts only). The host pads every
   * view frame of a state to the board's frame plus this (electron/host/wire-size.ts): on the air
   * a phone's frame is as long as every other's, whatever its role or hand. Every seat's view must
   * fit, with room to spare: electron/host/wire-size.test.ts checks it over random games.
   */
  seatViewBytes?: (board: any) => number;
}

/**
 * Every game's calculator piece by id, apart from GAMES: the rules page's calculator takes only
 * these, and a bundler then leaves the games' rules and bots out of its chunk (the phone budget).
 */
export const CALCULATORS: Readonly<Record<string, GameCalculator<Figures>>> = /*#__PURE__*/ calculatorsOf([moleCalculator, turncoatCalculator, snitchCalculator]);

/** Any game's calculator figures; each says which game it is of in `game`. */
export type Figures = MoleFigures | TurncoatFigures | SnitchFigures;
/** The id of a game registered here, as a type (the i18n catalogs are keyed by these ids). */
export type GameId = Figures['game'];

const bots = (heuristic: Bot<any, any>) => registryOf([['random', randomBot], ['heuristic', heuristic]]);

// The tables are built by functions called with nothing that could have side effects, each call
// marked pure: a bundle that uses only CALCULATORS (the rules page) drops GAMES and with it the
// games' rules, bots and secrecy code. (A pure call's arguments are still kept if they might
// have side effects, hence the entries inside a function.)
function gamesOf(entries: () => RegisteredGame[]): Readonly<Record<string, RegisteredGame>> {
  return registryOf(entries().map((entry) => [entry.game.id, entry] as const));
}
function hostedOf(games: Readonly<Record<string, RegisteredGame>>): Readonly<Record<string, RegisteredGame>> {
  return registryOf(Object.entries(games).filter(([, entry]) => entry.screens));
}
function rulesOf(games: Readonly<Record<string, RegisteredGame>>): Readonly<Record<string, AnyGame>> {
  return registryOf(Object.entries(games).map(([id, entry]) => [id, entry.game] as const));
}
function calculatorsOf(calculators: GameCalculator<Figures>[]): Readonly<Record<string, GameCalculator<Figures>>> {
  return registryOf(calculators.map((calculator) => [calculator.game, calculator] as const));
}

/** Every game whose rules Hideout has, by id: simulation, replay and benchmarks take them all. */
// Registries have no prototype (registryOf): an id from a message such as "toString" or
// "constructor" finds nothing even where a lookup forgets ownEntry.
export const GAMES: Readonly<Record<string, RegisteredGame>> = /*#__PURE__*/ gamesOf(() => [
  // A seat's own part is bounded by the rules (a role, at most five alibis, a prompt): about 200 bytes.
  { game: moleInTheCrew, bots: bots(moleHeuristicBot), screens: true, calculator: moleCalculator, decision: moleDecision, secrecy: moleSecrecy, reveal: moleReveal, moments: moleMoments, seatViewBytes: () => 384 },
  // Five cards in hand, at most five face-down discards (nine missions), a prompt: about 400 bytes.
  { game: turncoat, bots: bots(turncoatHeuristicBot), screens: true, calculator: turncoatCalculator, decision: turncoatDecision, secrecy: turncoatSecrecy, reveal: turncoatReveal, moments: turncoatMoments, seatViewBytes: () => 640 },
  { game: theSnitch, bots: bots(snitchHeuristicBot), screens: true, calculator: snitchCalculator, decision: snitchDecision, secrecy: snitchSecrecy, reveal: snitchReveal, moments: snitchMoments, seatViewBytes: snitchSeatViewBytes },
]);

/**
 * A hand and a stash have no fixed size in The Snitch, but their sizes are public (`handSizes`,
 * `stashSizes`), and so are the Binoculars looks (the record's `look` events, the look in
 * progress): a card costs at most 32 bytes in a seat's view (in the hand and in the prompt), a
 * stashed item 160 (in the stash and the prompt's items), a look 24 and each card looked at 16,
 * over about 200 bytes of the rest.
 */
function snitchSeatViewBytes(board: SnitchView): number {
  let most = 0;
  for (let seat = 0; seat < board.players; seat++) {
    let bytes = 32 * board.handSizes[seat]! + 160 * board.stashSizes[seat]!;
    for (const e of board.log) if (e.kind === 'look' && e.seat === seat) bytes += 24 + 16 * e.cards;
    if (board.looking?.seat === seat) bytes += 16 * board.looking.cards;
    most = Math.max(most, bytes);
  }
  return 320 + most;
}

/** The games a table can be set up for: those with screens. */
export const HOSTED_GAMES: Readonly<Record<string, RegisteredGame>> = /*#__PURE__*/ hostedOf(GAMES);

export const gameRegistry: Readonly<Record<string, AnyGame>> = /*#__PURE__*/ rulesOf(GAMES);

