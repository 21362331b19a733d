import { ErrorCode, type EngineError } from './errors.ts';
import type { Actor, AnyGame, BaseState } from './game.ts';
import { ownEntry } from './lookup.ts';
import { applyAction, createMatch, type NewMatch } from './match.ts';
import type { Seed } from './rng.ts';

export const JOURNAL_FORMAT = 'hideout-journal';
export const JOURNAL_VERSION = 1;

/** One accepted action, in the order the host accepted it. */
export interface JournalEntry {
  actor: Actor;
  action: unknown;
}

/**
 * Everything needed to rebuild a game exactly: the game, the table, the options, the seed (or a
 * hand-fixed deal, with the seed still driving every later draw) and the accepted actions.
 * Documented in docs/journal.md.
 */
export interface Journal {
  format: typeof JOURNAL_FORMAT;
  version: typeof JOURNAL_VERSION;
  game: string;
  players: number;
  options: unknown;
  seed: Seed;
  deal?: unknown;
  /** The seat that started, when the host chose it (see NewMatch.first). */
  first?: number;
  /** Seat names, for people reading the journal; the rules never look at them. */
  names?: string[];
  actions: JournalEntry[];
}

export type GameRegistry = Readonly<Record<string, AnyGame>>;

function bad(message: string): EngineError {
  return { code: ErrorCode.BadJournal, message };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks the envelope of a journal read from disk or from a person's hand. */
export function parseJournal(raw: unknown): Journal | EngineError {
  if (!isRecord(raw)) return bad('a journal is a JSON object');
  if (raw.format !== JOURNAL_FORMAT) return bad(`"format" must be "${JOURNAL_FORMAT}"`);
  if (raw.version !== JOURNAL_VERSION) return bad(`"version" must be ${JOURNAL_VERSION}, got ${String(raw.version)}`);
  if (typeof raw.game !== 'string') return bad('"game" must be a game id');
  if (!Number.isInteger(raw.players)) return bad('"players" must be an integer');
  if (typeof raw.seed !== 'number' && typeof raw.seed !== 'string') return bad('"seed" must be a number or a string');
  if (!Array.isArray(raw.actions)) return bad('"actions" must be an array');
  if (raw.first !== undefined && !Number.isInteger(raw.first)) return bad('"first" must be a seat number');
  if (raw.names !== undefined && !(Array.isArray(raw.names) && raw.names.every((n) => typeof n === 'string'))) {
    return bad('"names" must be an array of strings');
  }
  const actions: JournalEntry[] = [];
  for (let i = 0; i < raw.actions.length; i++) {
    const entry: unknown = raw.actions[i];
    if (!isRecord(entry) || !('actor' in entry) || !('action' in entry)) {
      return bad(`actions[${i}] must be {"actor": seat or "clock", "action": {...}}`);
    }
    actions.push({ actor: entry.actor as Actor, action: entry.action });
  }
  const journal: Journal = {
    format: JOURNAL_FORMAT,
    version: JOURNAL_VERSION,
    game: raw.game,
    players: raw.players as number,
    options: raw.options ?? {},
    seed: raw.seed,
    actions,
  };
  if (raw.deal !== undefined) journal.deal = raw.deal;
  if (raw.first !== undefined) journal.first = raw.first as number;
  if (raw.names !== undefined) journal.names = raw.names as string[];
  return journal;
}

export interface ReplayResult {
  /** The state after the last action that applied (the dealt state if none did). */
  state: BaseState | null;
  /** How many actions applied. */
  applied: number;
  /** Why the replay stopped early: the setup failed (index -1) or action `index` was rejected. */
  failure?: { index: number; error: EngineError };
}

/** What sets up a journal's game again: the table, the options, the seed, the deal, who started. */
export function matchOf(journal: Omit<Journal, 'actions' | 'format' | 'version' | 'game'>): NewMatch {
  return {
    players: journal.players,
    options: journal.options,
    seed: journal.seed,
    ...(journal.deal !== undefined ? { deal: journal.deal } : {}),
    ...(journal.first !== undefined ? { first: journal.first } : {}),
  };
}

/** Rebuilds a game from its journal; stops at the first action the rules reject. */
export function replayJournal(registry: GameRegistry, raw: unknown): ReplayResult {
  const journal = parseJournal(raw);
  if ('code' in journal) return { state: null, applied: 0, failure: { index: -1, error: journal } };
  const game = ownEntry(registry, journal.game);
  if (game === undefined) {
    return {
      state: null,
      applied: 0,
      failure: { index: -1, error: { code: ErrorCode.UnknownGame, message: `no game "${journal.game}"` } },
    };
  }
  const created = createMatch(game, matchOf(journal));
  if (!created.ok) return { state: null, applied: 0, failure: { index: -1, error: created.error } };
  let state: BaseState = created.value;
  for (let i = 0; i < journal.actions.length; i++) {
    const entry = journal.actions[i] as JournalEntry;
    const next = applyAction(game, state, entry.actor, entry.action);
    if (!next.ok) return { state, applied: i, failure: { index: i, error: next.error } };
    state = next.value;
  }
  return { state, applied: journal.actions.length };
}

/** A journal for a new game, to which accepted actions are appended. */
export function newJournal(spec: Omit<Journal, 'format' | 'version' | 'actions'>): Journal {
  return { format: JOURNAL_FORMAT, version: JOURNAL_VERSION, ...spec, actions: [] };
}
