/**
 * A journal file's names and lines (the format is at the top of store.ts): which game ids may
 * name a file, the header and entry records and their checks, the end-of-game line, and the
 * standard engine Journal (docs/journal.md) that a file turns into.
 *
 * Game ids are limited to /^[A-Za-z0-9_-]{1,64}$/ (and not a Windows device name such as CON),
 * so an id can never leave the games folder; generate them, do not take them from a phone. On
 * case-insensitive disks "Ab" and "ab" are the same file: createJournal refuses the second.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JOURNAL_FORMAT, JOURNAL_VERSION, parseJournal, type Journal, type JournalEntry } from '../../../shared/engine/journal.ts';
import { errnoCode, isRecord } from './errors.ts';

/** The first line of a journal file: the engine's Journal envelope without its actions. */
export interface JournalHeader extends Omit<Journal, 'actions'> {
  /** Names the file (games/<gameId>.jsonl); see `isValidGameId`. */
  gameId: string;
  /** When the game started, as an ISO 8601 string; listGames sorts by it. */
  startedAt: string;
}

/** One accepted action as the host journals it. */
export interface StoredEntry extends JournalEntry {
  /** The client's action id, so that a retried action is recognised after a restart too. */
  id?: string;
  /** When the host accepted it, in ms since the epoch; for people reading the file only. */
  at?: number;
}

const JOURNAL_EXT = '.jsonl';
/**
 * NUL bytes kept written after a journal's last line (see the top of store.ts). A 10-player
 * game of Mole in the Crew journals about 10 KB, so one stretch usually lasts the whole game.
 */
export const JOURNAL_PAD_BYTES = 64 * 1024;
export const ZEROS = Buffer.alloc(JOURNAL_PAD_BYTES);
const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;
// Windows refuses these as file names whatever the extension.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** Whether `id` can name a game's journal file. */
export function isValidGameId(id: unknown): id is string {
  return typeof id === 'string' && GAME_ID.test(id) && !WINDOWS_DEVICE.test(id);
}

export function checkGameId(id: unknown): asserts id is string {
  if (!isValidGameId(id)) {
    throw new RangeError(`${JSON.stringify(id)} is not a valid game id: use 1 to 64 letters, digits, "_" or "-"`);
  }
}

export function journalPath(gamesDir: string, gameId: string): string {
  return join(gamesDir, `${gameId}${JOURNAL_EXT}`);
}

/** The game ids that have a journal file in `gamesDir`. */
export function journalIds(gamesDir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(gamesDir);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return [];
    throw err;
  }
  return names
    .filter((name) => name.endsWith(JOURNAL_EXT))
    .map((name) => name.slice(0, -JOURNAL_EXT.length))
    .filter((id) => isValidGameId(id));
}

export function headerRecord(h: JournalHeader): Record<string, unknown> {
  // A fixed key order makes the files easy to read side by side.
  const record: Record<string, unknown> = {
    format: h.format,
    version: h.version,
    gameId: h.gameId,
    startedAt: h.startedAt,
    game: h.game,
    players: h.players,
    options: h.options ?? {},
    seed: h.seed,
  };
  if (h.deal !== undefined) record.deal = h.deal;
  if (h.first !== undefined) record.first = h.first;
  if (h.names !== undefined) record.names = h.names;
  return record;
}

/** The header, or why it is not one. */
export function toHeader(raw: unknown, gameId: string): JournalHeader | string {
  if (!isRecord(raw)) return 'the header is not a JSON object';
  const envelope = parseJournal({ ...raw, actions: [] });
  if ('code' in envelope) return envelope.message;
  if (raw.gameId !== gameId) return `"gameId" must be ${JSON.stringify(gameId)}, got ${JSON.stringify(raw.gameId)}`;
  if (typeof raw.startedAt !== 'string' || Number.isNaN(Date.parse(raw.startedAt))) {
    return '"startedAt" must be an ISO date string';
  }
  const header: JournalHeader = {
    format: envelope.format,
    version: envelope.version,
    game: envelope.game,
    players: envelope.players,
    options: envelope.options,
    seed: envelope.seed,
    gameId,
    startedAt: raw.startedAt,
  };
  if (envelope.deal !== undefined) header.deal = envelope.deal;
  if (envelope.first !== undefined) header.first = envelope.first;
  if (envelope.names !== undefined) header.names = envelope.names;
  return header;
}

const isActor = (v: unknown): boolean => v === 'clock' || (Number.isInteger(v) && (v as number) >= 0);

/** The entry, or why it is not one. */
export function toEntry(raw: unknown): StoredEntry | string {
  if (!isRecord(raw)) return 'not a JSON object';
  if (!isActor(raw.actor)) return '"actor" must be a seat number or "clock"';
  if (!('action' in raw)) return 'no "action"';
  if (raw.id !== undefined && typeof raw.id !== 'string') return '"id" must be a string';
  if (raw.at !== undefined && !Number.isFinite(raw.at)) return '"at" must be a number';
  const entry: StoredEntry = { actor: raw.actor as StoredEntry['actor'], action: raw.action };
  if (raw.id !== undefined) entry.id = raw.id;
  if (raw.at !== undefined) entry.at = raw.at as number;
  return entry;
}

export const isFinishLine = (raw: unknown): raw is { finished: true; outcome?: unknown } =>
  isRecord(raw) && raw.finished === true && !('actor' in raw);

/** The bytes of one journal line for `entry`; throws before anything is written if it cannot be one. */
export function entryLine(entry: StoredEntry): Buffer {
  if (!isActor(entry.actor)) throw new TypeError(`cannot journal actor ${JSON.stringify(entry.actor)}: a seat number or "clock"`);
  const kind = typeof entry.action;
  if (kind === 'undefined' || kind === 'function' || kind === 'symbol') throw new TypeError('cannot journal an action that is not JSON');
  if (entry.id !== undefined && typeof entry.id !== 'string') throw new TypeError('an action id must be a string');
  if (entry.at !== undefined && !Number.isFinite(entry.at)) throw new TypeError('"at" must be a finite number');
  // Only the known fields: whatever else the caller's object carries stays out of the record.
  const record: StoredEntry = { actor: entry.actor, action: entry.action };
  if (entry.id !== undefined) record.id = entry.id;
  if (entry.at !== undefined) record.at = entry.at;
  return Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
}

/** The bytes of the end-of-game line; `at` in ms since the epoch. */
export function finishLine(outcome: unknown, at: number): Buffer {
  return Buffer.from(`${JSON.stringify({ finished: true, outcome: outcome ?? null, at })}\n`, 'utf8');
}

/** Where the content of `bytes` ends: before the trailing NULs (the writer's padding). */
export function contentEnd(bytes: Buffer): number {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return end;
}

/** A journal file's header and entries as a standard engine Journal that replayJournal accepts. */
export function toEngineJournal(header: JournalHeader, entries: StoredEntry[]): Journal {
  const journal: Journal = {
    format: JOURNAL_FORMAT,
    version: JOURNAL_VERSION,
    game: header.game,
    players: header.players,
    options: header.options,
    seed: header.seed,
    actions: entries,
  };
  if (header.deal !== undefined) journal.deal = header.deal;
  if (header.first !== undefined) journal.first = header.first;
  if (header.names !== undefined) journal.names = header.names;
  return journal;
}
