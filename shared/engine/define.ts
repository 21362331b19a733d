import { randomBotOf, type Bot } from './bot.ts';
import type { FiguresBase, GameCalculator } from './calculator.ts';
import type { BaseState, GameDefinition, Seat } from './game.ts';
import { registryOf } from './lookup.ts';
import { applyAction } from './match.ts';
import type { GameMoments } from './moments.ts';
import type { RevealRules } from './reveal.ts';
import type { TipRules } from './tips.ts';

/**
 * A game as the host and the tools know it: its rules and what goes with them, each part typed
 * against the game's own state `S`, action `A`, options `O`, deal `D`, view `V`, calculator
 * figures `F` and reveal `R`. A game's folder exports one (shared/games/<id>/index.ts, built with
 * `defineGame`); the registry (shared/games/index.ts) lists them. What only tests, proofs and
 * benchmarks use is not here but in the game's testing module (`GameTesting`).
 */
export interface GameEntry<S extends BaseState = BaseState, A = unknown, O = unknown, D = unknown, V = unknown, F extends FiguresBase = FiguresBase, R = unknown> {
  game: GameDefinition<S, A, O, D, V>;
  /** Bots by id; every game has `random` and `heuristic`. */
  bots: Readonly<Record<string, Bot<A, V>>>;
  /** The board and phone have screens for it: only then does a lobby offer it. */
  screens: boolean;
  /** What the role calculator shows of the deal (shared/games/calculator.ts). */
  calculator: GameCalculator<F>;
  /** The phase a state is in, as the game's views name it too (a draft or a countdown is for some phases). */
  phaseOf(state: S): string;
  /**
   * Which changes of the board's view are reveals and how long the board plays each
   * (shared/engine/reveal.ts): the host holds the phones, its bots and its clock until the TV
   * has shown a result. A game without reveals leaves it out.
   */
  reveal?: RevealRules<V, R>;
  /** The board's other staged moments: discussion countdowns, a picker's draft (shared/engine/moments.ts). */
  moments?: GameMoments;
  /**
   * The most UTF-8 bytes any seat's view of a state may be longer than the board's view of that
   * state, read from the board's view alone (so from public facts only). The host pads every
   * view frame of a state to the board's frame plus this (electron/host/wire-size.ts): on the air
   * a phone's frame is as long as every other's, whatever its role or hand. Every seat's view must
   * fit, with room to spare: electron/host/wire-size.test.ts checks it over random games.
   */
  seatViewBytes?(board: V): number;
  /** How long a seat may take over a decision, and what plays for it when its time runs out (`TurnRules`). */
  turns?: TurnRules<S, A>;
  /** The steps the TV and the phones teach the first time each happens in a game (`TipRules`, "teach as we play"). */
  tips?: TipRules<NoInfer<V>>;
  /** Its "How to play" script: a journal (docs/journal.md) the TV plays with the game's rules (shared/engine/demo.ts). */
  demo?: unknown;
}

/**
 * A game's turn timers (off unless the host sets them: RoomInfo.turnTimer). When a seat's time
 * runs out, its stand-in plays that one decision for it: one fixed rule per decision, the same
 * whatever the seat's role or hand (docs/rulings.md), so that neither the timer nor the move it
 * makes says anything of the seat. The host plays the stand-in's move only if the rules allow it,
 * else the seat's first legal move, in the rules' own order (`standTurn`).
 */
export interface TurnRules<S extends BaseState = BaseState, A = unknown> {
  /** Seconds a seat has, at the normal pace, for the decision it faces in `state`; 0: no timer (the game's own clock closes it). */
  seconds(state: S, seat: Seat): number;
  /** The stand-in's move for `seat` in `state`; null: the seat's first legal move, in the rules' order. */
  standIn(state: S, seat: Seat): A | null;
}

/** What a game's folder gives `defineGame`: its entry, with its one heuristic bot in place of the bot table. */
export interface GameParts<S extends BaseState, A, O, D, V, F extends FiguresBase, R> extends Omit<GameEntry<S, A, O, D, V, F, R>, 'bots'> {
  heuristic: Bot<A, V>;
}

/** A game's entry from its parts, every part checked against the game's own types. */
export function defineGame<S extends BaseState, A, O, D, V, F extends FiguresBase, R>(parts: GameParts<S, A, O, D, V, F, R>): GameEntry<S, A, O, D, V, F, R> {
  const { heuristic, ...entry } = parts;
  return { ...entry, bots: registryOf<Bot<A, V>>([['random', randomBotOf<A, V>()], ['heuristic', heuristic]]) };
}

/**
 * Whether `seat` is the one seat the game waits for in a phase its moments call a public pick
 * (`moments.draft`): only then may its taps be shown on the board as a draft.
 */
export function isPicking(entry: GameEntry, state: BaseState, seat: number): boolean {
  const pending = entry.game.pending(state);
  return (entry.moments?.draft ?? []).includes(entry.phaseOf(state)) && pending.length === 1 && pending[0] === seat;
}

/**
 * What plays for a seat whose time ran out: the game's stand-in move if the rules take it, else
 * the seat's first legal move; null when the seat has nothing to decide.
 */
export function standTurn<S extends BaseState, A, O, D, V>(game: GameDefinition<S, A, O, D, V>, turns: TurnRules<S, A>, state: S, seat: Seat): A | null {
  const legal = game.legalActions(state, seat);
  const wanted = turns.standIn(state, seat);
  if (wanted !== null && applyAction(game, state, seat, wanted).ok) return wanted;
  return legal[0] ?? null;
}
