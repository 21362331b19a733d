import type { TokenStore } from '../net/table-connection.svelte.ts';

/**
 * A player's private notes on the others: a mark and a short line per seat. They live on the
 * phone only (localStorage), never in a message to the host, so nothing of them can reach the TV,
 * another phone or the Wi-Fi. They belong to one game of one table: a phone that sees another game
 * number (the next game started) or another table (another host key or room) forgets them.
 */
export const NOTE_MARKS = ['trust', 'unsure', 'suspect'] as const;
export type NoteMark = (typeof NOTE_MARKS)[number];

export interface Note {
  mark: NoteMark | null;
  text: string;
}

/** A short line: what someone claimed, not an essay (it must fit a row on a small phone). */
export const NOTE_MAX_CHARS = 80;

export const NOTES_KEY = 'hideout.notes';

/** The game the notes belong to: the table (its key's fingerprint and room code) and the game's number there. */
export interface NotesGame {
  table: string;
  game: number;
}

interface Saved extends NotesGame {
  notes: Record<string, Note>;
}

const isMark = (value: unknown): value is NoteMark => typeof value === 'string' && (NOTE_MARKS as readonly string[]).includes(value);

/** One stored note, as far as it can be read: anything else (an old shape, a hand edit) is dropped. */
function readNote(value: unknown): Note | null {
  if (typeof value !== 'object' || value === null) return null;
  const { mark, text } = value as Record<string, unknown>;
  const note = { mark: isMark(mark) ? mark : null, text: typeof text === 'string' ? text.slice(0, NOTE_MAX_CHARS) : '' };
  return note.mark === null && note.text === '' ? null : note;
}

function readSaved(store: TokenStore): Saved | null {
  try {
    const saved = JSON.parse(store.getItem(NOTES_KEY) ?? 'null') as Partial<Saved> | null;
    if (saved === null || typeof saved.table !== 'string' || typeof saved.game !== 'number' || typeof saved.notes !== 'object' || saved.notes === null) return null;
    return saved as Saved;
  } catch {
    return null;
  }
}

/** The notes of this game, by seat; none if the phone kept another game's (those are forgotten). */
export function loadNotes(store: TokenStore, of: NotesGame): Map<number, Note> {
  const saved = readSaved(store);
  const notes = new Map<number, Note>();
  if (saved === null || saved.table !== of.table || saved.game !== of.game) {
    forgetOtherGames(store, of);
    return notes;
  }
  for (const [seat, value] of Object.entries(saved.notes)) {
    const note = readNote(value);
    if (note !== null && /^\d+$/.test(seat)) notes.set(Number(seat), note);
  }
  return notes;
}

/** Keeps this game's notes; empty notes are not stored. A full or refusing storage keeps them for this page only. */
export function saveNotes(store: TokenStore, of: NotesGame, notes: ReadonlyMap<number, Note>): void {
  const kept: Record<string, Note> = {};
  for (const [seat, note] of notes) {
    const clean = readNote(note);
    if (clean !== null) kept[seat] = clean;
  }
  try {
    if (Object.keys(kept).length === 0) store.removeItem(NOTES_KEY);
    else store.setItem(NOTES_KEY, JSON.stringify({ table: of.table, game: of.game, notes: kept } satisfies Saved));
  } catch {
    // Storage full or refused: the sheet still holds what was typed until the page goes.
  }
}

/** Forgets notes kept for any other game or table: called whenever the phone learns which game is on. */
export function forgetOtherGames(store: TokenStore, of: NotesGame): void {
  if (store.getItem(NOTES_KEY) === null) return;
  const saved = readSaved(store);
  if (saved === null || saved.table !== of.table || saved.game !== of.game) store.removeItem(NOTES_KEY);
}
