import type { BaseState, GameDefinition, Outcome, Seat } from './game.ts';
import { newJournal, type Journal } from './journal.ts';
import { applyAction, createMatch } from './match.ts';
import { createRng, type Rng, type Seed } from './rng.ts';

/**
 * What a bot is shown when asked to act: its own seat's view (never the raw state: a bot knows
 * exactly what a person in that seat would), the actions the rules allow it now, and a
 * generator of its own, outside the game state.
 */
export interface BotTurn<A, V> {
  seat: Seat;
  readonly view: V;
  legal: readonly A[];
  rng: Rng;
}

/** A bot picks one of the legal actions. It must not return anything else. */
export interface Bot<A = unknown, V = unknown> {
  readonly id: string;
  choose(turn: BotTurn<A, V>): A;
}

/** Picks uniformly among the legal actions: the fuzzing and load-testing player. */
export const randomBot: Bot = /*#__PURE__*/ randomBotOf();

/** The random bot typed for one game's actions and views (a game's entry lists it, shared/engine/define.ts). */
export function randomBotOf<A, V>(): Bot<A, V> {
  return { id: 'random', choose: ({ legal, rng }) => rng.pick(legal) };
}

export interface PlayOptions {
  players: number;
  options?: unknown;
  seed: Seed;
  deal?: unknown;
  /** One bot per seat. */
  bots: readonly Bot<any, any>[];
  /** Seeds the bots' generator (defaults to a value derived from `seed`). */
  botSeed?: Seed;
  /** A safety net against a game that never ends; exceeding it throws. */
  maxActions?: number;
  /** Called after every applied action (for invariant checks in tests). */
  onStep?: (state: BaseState, index: number) => void;
}

export interface PlayedGame {
  state: BaseState;
  outcome: Outcome;
  journal: Journal;
}

/**
 * Plays one whole game with bots. Among several seats that are due (a vote), the next to act
 * is drawn at random, so simultaneous choices arrive in every order over many games. When no
 * seat is due but the game asked for a timer, the timer's input is delivered at once.
 */
export function playGame<S extends BaseState, A, O, D, V>(
  game: GameDefinition<S, A, O, D, V>,
  opts: PlayOptions,
): PlayedGame {
  const created = createMatch(game, opts);
  if (!created.ok) throw new Error(`cannot set up ${game.id}: ${created.error.code} ${created.error.message}`);
  let state = created.value;
  const journal = newJournal({
    game: game.id,
    players: opts.players,
    options: opts.options ?? {},
    seed: opts.seed,
    ...(opts.deal !== undefined ? { deal: opts.deal } : {}),
  });
  // The seed's type is part of it (1 and "1" are different games), for the bots as for the deal.
  const rng = createRng(opts.botSeed ?? `bots:${typeof opts.seed}:${String(opts.seed)}`);
  const maxActions = opts.maxActions ?? 100_000;
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome !== null) return { state, outcome, journal };
    if (journal.actions.length >= maxActions) {
      throw new Error(`${game.id} did not end within ${maxActions} actions (seed ${String(opts.seed)})`);
    }
    const due = game.pending(state);
    let actor: Seat | 'clock';
    let action: A;
    if (due.length > 0) {
      const seat = rng.pick(due);
      const bot = opts.bots[seat];
      if (bot === undefined) throw new Error(`no bot for seat ${seat}`);
      const legal = game.legalActions(state, seat);
      if (legal.length === 0) throw new Error(`${game.id}: seat ${seat} is due but has no legal action`);
      const current = state;
      let view: V | undefined;
      action = bot.choose({
        seat,
        legal,
        rng,
        get view() {
          view ??= game.view(current, seat);
          return view;
        },
      });
      actor = seat;
    } else {
      const timer = game.timer?.(state) ?? null;
      if (timer === null) throw new Error(`${game.id}: nobody is due, no timer, and the game is not over`);
      actor = 'clock';
      action = timer.action;
    }
    const next = applyAction(game, state, actor, action);
    if (!next.ok) {
      throw new Error(
        `${game.id}: ${actor === 'clock' ? 'the clock' : `bot at seat ${actor}`} chose a rejected action ` +
          `${JSON.stringify(action)}: ${next.error.code} ${next.error.message}`,
      );
    }
    state = next.value;
    journal.actions.push({ actor, action });
    opts.onStep?.(state, journal.actions.length - 1);
  }
}


/**
 * How a seat's own view says it is asked something: what a phone reads to know it must decide,
 * and what tests and proof suites that play as phones read too (they know nothing else).
 */
export interface DecisionCue<V = any> {
  /** Whether this view asks its seat for a decision now (false for a board view or none). */
  due(view: V | null | undefined): boolean;
  /**
   * Names the decision a due view asks for, the same for every view of that one decision (the
   * others' moves keep sending views while it waits): a phone answers each decision once.
   */
  key(view: V): string;
}
