/**
 * A lobby's options, as the host keeps them. Two things are kept apart:
 *
 * - the request: the options the host controls (or the VIP) asked for, kept whole while seats
 *   come and go, so a variant for 7 to 10 players survives a player leaving a table of 7 and
 *   coming back;
 * - the options for the table as it is now: the request run through the game's own
 *   `parseOptions` for the current number of seats, each requested option that does not fit
 *   that count set aside with the game's reason. That is what every screen is shown and what a
 *   start deals with, so the lobby never shows a variant the deal would refuse.
 *
 * Only the game's parser judges options: nothing here knows what a variant means.
 */
import { isEngineError, type EngineError } from './errors.ts';
import type { AnyGame } from './game.ts';

/** A requested option the table cannot have at its current size, and the game's reason. */
export interface SetAsideOption {
  key: string;
  value: unknown;
  /** The game's stable reason (e.g. `vault-players`), when it gives one. */
  reason?: string;
  message: string;
}

export interface TableOptions {
  /** The game's parsed options for this many seats, defaults filled in: what a start deals. */
  options: Record<string, unknown>;
  /** Requested options left out at this count, in the order of the game's option specs. */
  setAside: SetAsideOption[];
}

type Request = Readonly<Record<string, unknown>>;

/** The request's keys in the order of the game's option specs (unknown keys last), so results are stable. */
function orderedKeys(game: AnyGame, request: Request): string[] {
  const order = new Map(game.optionSpecs.map((s, i) => [s.key, i] as const));
  const rank = (k: string) => order.get(k) ?? Number.MAX_SAFE_INTEGER;
  return Object.keys(request).sort((a, b) => rank(a) - rank(b));
}

/**
 * Whether some table size of this game would take the whole request; otherwise the game's own
 * refusal at `players` (or at its nearest size), which says what is wrong with it.
 */
export function checkOptionRequest(game: AnyGame, request: Request, players: number): EngineError | null {
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
    if (!isEngineError(game.parseOptions(request, n))) return null;
  }
  const at = Math.min(game.maxPlayers, Math.max(game.minPlayers, players));
  return game.parseOptions(request, at) as EngineError;
}

/**
 * A change to the request: the options in `change` take their new values and the others keep
 * theirs, except those that could no longer be played with the new ones at any size (the newer
 * choice wins). A change no table size would take is refused whole, with the game's reason.
 */
export function changeOptionRequest(game: AnyGame, request: Request, change: Request, players: number): Record<string, unknown> | EngineError {
  const refused = checkOptionRequest(game, change, players);
  if (refused !== null) return refused;
  const next: Record<string, unknown> = { ...change };
  for (const key of orderedKeys(game, request)) {
    if (Object.hasOwn(next, key)) continue;
    if (checkOptionRequest(game, { ...next, [key]: request[key] }, players) === null) next[key] = request[key];
  }
  return next;
}

/**
 * The request as a table of `players` seats plays it: each requested option, in spec order, is
 * kept if the game's parser takes it together with those kept before it, and set aside with the
 * parser's reason otherwise. Never throws: a request saved by an older host is judged the same way.
 */
export function optionsForTable(game: AnyGame, request: Request, players: number): TableOptions {
  const kept: Record<string, unknown> = {};
  const setAside: SetAsideOption[] = [];
  for (const key of orderedKeys(game, request)) {
    const value = request[key];
    const parsed = game.parseOptions({ ...kept, [key]: value }, players);
    if (isEngineError(parsed)) setAside.push({ key, value, ...(parsed.reason !== undefined ? { reason: parsed.reason } : {}), message: parsed.message });
    else kept[key] = value;
  }
  const parsed = game.parseOptions(kept, players);
  // Every game takes its defaults at any size; should one not, the table shows no options rather than fail.
  const options = isEngineError(parsed) ? {} : (parsed as Record<string, unknown>);
  return { options: { ...options }, setAside };
}
