import { isEngineError, ownEntry, playGame, type Bot, type EngineError, type PlayedGame } from '../shared/engine/index.ts';
import { GAMES, type RegisteredGame } from '../shared/games/index.ts';

/** What `npm run sim` was asked to do, checked and with defaults filled. */
export interface SimArgs {
  game: string;
  players: number;
  games: number;
  /** As typed: game i is played with seed `${seed}:${i}`. */
  seed: string;
  bots: string;
  /** Flag options to turn on, in the order given, without repeats. */
  variants: string[];
}

/** Counts of one simulation run; everything but `seconds` and `gamesPerSecond` follows from the args. */
export interface SimResult {
  game: string;
  players: number;
  /** The options as the game parsed them, defaults included. */
  options: unknown;
  bots: string;
  seed: string;
  games: number;
  /** Games won per side (`winner` of the outcome), sides in alphabetical order. */
  wins: Record<string, number>;
  /** Games won per side and way, e.g. `{"moles": {"locks": 3, "patrol": 1}}`. */
  ways: Record<string, Record<string, number>>;
  avgActions: number;
  minActions: number;
  maxActions: number;
  /** Always 0: the first failing game stops the run with a `SimGameError` instead. */
  errors: number;
  seconds: number;
  gamesPerSecond: number;
}

/** Bad command line or options the game refuses; the CLI exits 2. */
export class SimArgsError extends Error {
  /** Whether the usage text helps (a malformed command line) or only adds noise (a refused option). */
  readonly showUsage: boolean;
  /** The game's own error, when the game refused the options. */
  readonly engineError?: EngineError;

  constructor(message: string, showUsage = true, engineError?: EngineError) {
    super(message);
    this.name = 'SimArgsError';
    this.showUsage = showUsage;
    if (engineError !== undefined) this.engineError = engineError;
  }
}

/** A game failed during the run (a bot chose a rejected action, a game never ended); the CLI exits 1. */
export class SimGameError extends Error {
  readonly index: number;
  readonly seed: string;

  constructor(index: number, seed: string, cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`game ${index} (seed "${seed}") failed: ${detail}`, { cause });
    this.name = 'SimGameError';
    this.index = index;
    this.seed = seed;
  }
}

export const SIM_USAGE = `usage: npm run sim -- --game <id> [--players N] [--games N] [--seed S] [--bots <id>] [--variant a[,b...]]
  --game      game id (${Object.keys(GAMES).join(', ')})
  --players   seats at the table (default: the game's minimum)
  --games     games to play (default 1000)
  --seed      base seed; game i uses "<seed>:<i>" (default 1)
  --bots      bot id for every seat (default random; every game has random and heuristic)
  --variant   flag options to turn on, comma-separated or repeated (e.g. --variant vault,quick)`;

const VALUE_FLAGS = ['game', 'players', 'games', 'seed', 'bots', 'variant'] as const;
type ValueFlag = (typeof VALUE_FLAGS)[number];

function isValueFlag(name: string): name is ValueFlag {
  return (VALUE_FLAGS as readonly string[]).includes(name);
}

function parseCount(flag: string, text: string, min: number): number {
  // Number('') is 0 and Number('1e3') is 1000: only plain digits are accepted, to avoid surprises.
  if (!/^\d+$/.test(text)) throw new SimArgsError(`--${flag} must be a whole number, got "${text}"`);
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < min) throw new SimArgsError(`--${flag} must be at least ${min}, got ${text}`);
  return value;
}

/**
 * Reads the sim command line (`process.argv.slice(2)`): `--flag value` or `--flag=value`. Checks
 * what can be checked without playing: the game, bot and variant names, the player count.
 * Throws a `SimArgsError` with a one-line message.
 */
export function parseSimArgs(argv: readonly string[], games: Readonly<Record<string, RegisteredGame>> = GAMES): SimArgs {
  const values: Partial<Record<Exclude<ValueFlag, 'variant'>, string>> = {};
  const variants: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new SimArgsError(`unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    if (!isValueFlag(name)) throw new SimArgsError(`unknown option "--${name}"`);
    let value: string;
    if (eq !== -1) {
      value = arg.slice(eq + 1);
    } else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new SimArgsError(`--${name} needs a value`);
      value = next;
      i++;
    }
    if (name === 'variant') {
      const names = value.split(',').map((v) => v.trim());
      if (names.some((v) => v === '')) throw new SimArgsError(`--variant has an empty name in "${value}"`);
      for (const v of names) if (!variants.includes(v)) variants.push(v);
    } else {
      if (values[name] !== undefined) throw new SimArgsError(`--${name} given twice`);
      values[name] = value;
    }
  }

  const gameId = values.game;
  if (gameId === undefined) throw new SimArgsError('--game is required');
  const entry = ownEntry(games, gameId);
  if (entry === undefined) throw new SimArgsError(`unknown game "${gameId}"; known: ${Object.keys(games).join(', ')}`);
  const { game } = entry;

  const players = values.players === undefined ? game.minPlayers : parseCount('players', values.players, 1);
  if (players < game.minPlayers || players > game.maxPlayers) {
    throw new SimArgsError(`${game.id} is for ${game.minPlayers} to ${game.maxPlayers} players, not ${players}`);
  }

  const bots = values.bots ?? 'random';
  if (ownEntry(entry.bots, bots) === undefined) {
    throw new SimArgsError(`unknown bot "${bots}" for ${game.id}; known: ${Object.keys(entry.bots).join(', ')}`);
  }

  // Only names are checked here; whether a set of flags suits this table is the game's call (parseOptions).
  const flags = game.optionSpecs.filter((s) => s.kind === 'flag').map((s) => s.key);
  for (const v of variants) {
    if (!flags.includes(v)) {
      const known = flags.length > 0 ? flags.join(', ') : 'none';
      throw new SimArgsError(`${game.id} has no variant "${v}"; variants: ${known}`);
    }
  }

  const seed = values.seed ?? '1';
  if (seed === '') throw new SimArgsError('--seed must not be empty');

  return {
    game: game.id,
    players,
    games: values.games === undefined ? 1000 : parseCount('games', values.games, 1),
    seed,
    bots,
    variants,
  };
}

/** The raw options a variant list stands for: each named flag set to true. */
export function variantOptions(variants: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(variants.map((v) => [v, true]));
}

const sortedRecord = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const round = (value: number, digits: number): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

export interface SimHooks {
  /** A clock for `seconds`; injected so the counts stay a pure function of the args. */
  now?: () => number;
  /** Called after each game (for a progress line); not called at all when absent. */
  onGame?: (played: number, total: number) => void;
}

/**
 * Plays `args.games` games with the same bot in every seat and counts who won and how. Throws
 * `SimArgsError` when the game refuses the options, `SimGameError` at the first game that fails.
 */
export function simulate(args: SimArgs, hooks: SimHooks = {}, games: Readonly<Record<string, RegisteredGame>> = GAMES): SimResult {
  const entry = ownEntry(games, args.game);
  if (entry === undefined) throw new SimArgsError(`unknown game "${args.game}"; known: ${Object.keys(games).join(', ')}`);
  const bot: Bot<any, any> | undefined = ownEntry(entry.bots, args.bots);
  if (bot === undefined) throw new SimArgsError(`unknown bot "${args.bots}" for ${args.game}`);
  const { game } = entry;

  const rawOptions = variantOptions(args.variants);
  const options: unknown = game.parseOptions(rawOptions, args.players);
  if (isEngineError(options)) throw new SimArgsError(options.message, false, options);

  const now = hooks.now ?? (() => performance.now());
  const seats = new Array<Bot<any, any>>(args.players).fill(bot);
  const wins: Record<string, number> = {};
  const ways: Record<string, Record<string, number>> = {};
  let totalActions = 0;
  let minActions = Number.POSITIVE_INFINITY;
  let maxActions = 0;

  const started = now();
  for (let i = 0; i < args.games; i++) {
    const seed = `${args.seed}:${i}`;
    let played: PlayedGame;
    try {
      // The raw options, not the parsed ones, go to the game: that is what a journal records.
      played = playGame(game, { players: args.players, options: rawOptions, seed, bots: seats });
    } catch (thrown) {
      throw new SimGameError(i, seed, thrown);
    }
    const { winner, way } = played.outcome;
    wins[winner] = (wins[winner] ?? 0) + 1;
    const byWay = (ways[winner] ??= {});
    byWay[way] = (byWay[way] ?? 0) + 1;
    const actions = played.journal.actions.length;
    totalActions += actions;
    if (actions < minActions) minActions = actions;
    if (actions > maxActions) maxActions = actions;
    hooks.onGame?.(i + 1, args.games);
  }
  const seconds = (now() - started) / 1000;

  return {
    game: args.game,
    players: args.players,
    options,
    bots: args.bots,
    seed: args.seed,
    games: args.games,
    wins: sortedRecord(wins),
    ways: sortedRecord(Object.fromEntries(Object.entries(ways).map(([side, w]) => [side, sortedRecord(w)]))),
    avgActions: args.games > 0 ? round(totalActions / args.games, 2) : 0,
    minActions: args.games > 0 ? minActions : 0,
    maxActions,
    errors: 0,
    seconds: round(seconds, 3),
    gamesPerSecond: seconds > 0 ? Math.round(args.games / seconds) : 0,
  };
}
