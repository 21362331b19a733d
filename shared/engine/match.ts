import { cloneJson } from './clone.ts';
import { ErrorCode, RuleError, fail, isEngineError, ok, type EngineError, type Result } from './errors.ts';
import type { Actor, BaseState, GameDefinition, Seat, Viewer } from './game.ts';
import { rngFrom, rngStateFromSeed, type Seed } from './rng.ts';

export interface NewMatch {
  players: number;
  /** Raw options, as a lobby or a journal holds them; checked by the game. */
  options?: unknown;
  seed: Seed;
  /** Raw fixed deal, as a hand-written journal holds it; checked by the game. */
  deal?: unknown;
  /**
   * Who starts (the first Boss, leader, soap holder): the host passes it so that a rematch's
   * first player moves on round the table. Without it the game draws one from the seed.
   */
  first?: Seat;
}

function asError(thrown: unknown): EngineError {
  if (thrown instanceof RuleError || isEngineError(thrown)) return thrown;
  // A bug in a game, not a bad input: let it surface rather than pass it off as a rejection.
  throw thrown;
}

/** Sets up a game: checks player count, options and any fixed deal, then deals from the seed. */
export function createMatch<S extends BaseState, A, O, D, V>(
  game: GameDefinition<S, A, O, D, V>,
  spec: NewMatch,
): Result<S> {
  const { players } = spec;
  if (!Number.isInteger(players) || players < game.minPlayers || players > game.maxPlayers) {
    return fail({
      code: ErrorCode.BadPlayerCount,
      message: `${game.id} is for ${game.minPlayers} to ${game.maxPlayers} players, not ${players}`,
      params: { min: game.minPlayers, max: game.maxPlayers, players: String(players) },
    });
  }
  const options = game.parseOptions(spec.options ?? {}, players);
  if (isEngineError(options)) return fail(options);
  let deal: D | undefined;
  if (spec.deal !== undefined) {
    const parsed = game.parseDeal(spec.deal, players, options);
    if (isEngineError(parsed)) return fail(parsed);
    deal = parsed;
  }
  if (spec.first !== undefined && !(Number.isInteger(spec.first) && spec.first >= 0 && spec.first < players)) {
    return fail({ code: ErrorCode.BadDeal, message: `"first" must be a seat of this table of ${players}` });
  }
  const rngState = rngStateFromSeed(spec.seed);
  try {
    const dealt = game.setup({
      players,
      options,
      rng: rngFrom(rngState),
      ...(deal !== undefined ? { deal } : {}),
      ...(spec.first !== undefined ? { first: spec.first } : {}),
    });
    // The generator advanced in place while dealing; the state carries it on from there.
    return ok({ ...dealt, players, rng: rngState } as S);
  } catch (thrown) {
    return fail(asError(thrown));
  }
}

function isValidActor(actor: unknown, players: number): actor is Actor {
  return actor === 'clock' || (Number.isInteger(actor) && (actor as number) >= 0 && (actor as number) < players);
}

/**
 * The one way to move a game on: checks the actor, the game's end, and the action's shape,
 * then lets the game apply it to a copy. The state passed in is never modified.
 */
export function applyAction<S extends BaseState, A, O, D, V>(
  game: GameDefinition<S, A, O, D, V>,
  state: S,
  actor: unknown,
  rawAction: unknown,
): Result<S> {
  if (!isValidActor(actor, state.players)) {
    return fail({ code: ErrorCode.BadActor, message: `no seat ${String(actor)} at this table of ${state.players}` });
  }
  if (game.outcome(state) !== null) {
    return fail({ code: ErrorCode.GameOver, message: 'the game is over' });
  }
  const action = game.parseAction(rawAction);
  if (isEngineError(action)) return fail(action);
  const draft = cloneJson(state);
  try {
    game.apply(draft, actor, action);
  } catch (thrown) {
    return fail(asError(thrown));
  }
  return ok(draft);
}

/** A viewer from outside (a connection, a command line): the board or a seat of this table. */
export function isViewerOf(state: BaseState, viewer: unknown): viewer is Viewer {
  return viewer === 'board' || (Number.isInteger(viewer) && (viewer as number) >= 0 && (viewer as number) < state.players);
}

/** The view for a viewer that came from outside; a seat that is not at the table is refused. */
export function viewAs<S extends BaseState, A, O, D, V>(game: GameDefinition<S, A, O, D, V>, state: S, viewer: unknown): Result<V> {
  if (!isViewerOf(state, viewer)) {
    return fail({ code: ErrorCode.BadActor, message: `no seat ${String(viewer)} at this table of ${state.players}` });
  }
  return ok(game.view(state, viewer));
}
