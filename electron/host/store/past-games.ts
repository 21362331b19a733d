/**
 * The past games, listed a page at a time, cheaply (issue 25, "cheap things stay cheap").
 *
 * listGames reads one page. The order comes from the journals' names (list-order.ts); a header
 * is read only where the names cannot tell, and since a header never changes, each is read once
 * per store. Then only the games on the page are read, and a finished journal's summary is kept
 * (checked against the file's size, mtime and inode): a page of 50 out of 3,000 journals reads
 * about 50 files the first time and almost none after. `filesRead` counts them, for tests.
 *
 * Reads never write: a torn tail is left on disk (openJournal repairs it). Journals that cannot
 * be read are skipped (a person can still openJournal one to see the error) rather than hiding
 * every game.
 */
import { lstatSync } from 'node:fs';
import { errnoCode, StoreError } from './errors.ts';
import { checkGameId, journalIds, journalPath, type JournalHeader } from './journal-format.ts';
import { endsFinished, readHeader, scanJournal, type ScannedJournal } from './journal-read.ts';
import { cursorAt, listOrder, type ListCursor } from './list-order.ts';
import type { ReadCount } from './safe-files.ts';

/** One line of listGames. */
export interface GameSummary {
  gameId: string;
  game: string;
  players: number;
  startedAt: string;
  /** Journaled actions. */
  actions: number;
  finished: boolean;
}

/** One page of listGames: `next` is the `before` that gives the page after it, null on the last page. */
export interface GamePage {
  games: GameSummary[];
  next: string | null;
}

/** The games folder's journals as a listing, with what is remembered of them between calls. */
export class PastGames {
  readonly #gamesDir: string;
  readonly #reads: ReadCount;
  /** When each journal's game started (its header's `startedAt`), read once: a header never changes. */
  readonly #startTimes = new Map<string, number>();
  /** Finished games' summaries, with the file they were read from: nothing is added to a finished journal. */
  readonly #finished = new Map<string, { size: number; mtimeMs: number; ino: number; summary: GameSummary }>();

  constructor(gamesDir: string, reads: ReadCount) {
    this.#gamesDir = gamesDir;
    this.#reads = reads;
  }

  /** Every journal in listing order, newest first, lazily; `after`: only the games listed after that one. */
  inOrder(after?: ListCursor): Generator<string> {
    return listOrder(journalIds(this.#gamesDir), (id) => this.#startTime(id), after);
  }

  /**
   * At most `limit` games (all by default), starting after the game `before`. Throws RangeError
   * on a bad limit or id, StoreError NOT_FOUND if `before` names no readable journal.
   */
  page(options: { limit?: number; before?: string }): GamePage {
    const limit = options.limit ?? Infinity;
    if (limit !== Infinity && !(Number.isSafeInteger(limit) && limit > 0)) throw new RangeError(`limit must be a whole number above 0, not ${limit}`);
    const after = options.before === undefined ? undefined : this.#cursor(options.before);
    const games: GameSummary[] = [];
    for (const gameId of this.inOrder(after)) {
      // One more game exists: the page is full, and the next one starts after its last game.
      if (games.length === limit) return { games, next: games[games.length - 1]!.gameId };
      const summary = this.#summary(gameId);
      if (summary !== null) games.push(summary);
    }
    return { games, next: null };
  }

  /** The ids of the journals without an end-of-game line (or that cannot be read at all), sorted; reads only their ends. */
  unfinished(): string[] {
    const ids: string[] = [];
    for (const gameId of journalIds(this.#gamesDir)) {
      let finished: boolean;
      try {
        finished = endsFinished(journalPath(this.#gamesDir, gameId), this.#reads);
      } catch (err) {
        if (errnoCode(err) === 'ENOENT') continue;
        if (!(err instanceof StoreError)) throw err;
        finished = false;
      }
      if (!finished) ids.push(gameId);
    }
    return ids.sort();
  }

  /** A journal was just made for this game, which started at `time`: what was remembered of another of that name goes. */
  created(gameId: string, time: number): void {
    this.forget(gameId);
    this.#startTimes.set(gameId, time);
  }

  /** Drops what is remembered of a journal that was removed or replaced. */
  forget(gameId: string): void {
    this.#startTimes.delete(gameId);
    this.#finished.delete(gameId);
  }

  /** When the game started (ms), from its header, read at most once; null if the header cannot be read. */
  #startTime(gameId: string): number | null {
    const known = this.#startTimes.get(gameId);
    if (known !== undefined) return known;
    let header: JournalHeader;
    try {
      header = readHeader(journalPath(this.#gamesDir, gameId), gameId, this.#reads);
    } catch (err) {
      if (err instanceof StoreError) return null;
      throw err;
    }
    const time = Date.parse(header.startedAt);
    this.#startTimes.set(gameId, time);
    return time;
  }

  #cursor(before: string): ListCursor {
    checkGameId(before);
    const time = this.#startTime(before);
    if (time === null) {
      const path = journalPath(this.#gamesDir, before);
      throw new StoreError('NOT_FOUND', path, `no readable journal for game "${before}" (${path}) to list the games after`);
    }
    return cursorAt(before, time);
  }

  /** A finished game's summary as last read, if its file has not changed since. */
  #known(gameId: string, path: string): GameSummary | null {
    const known = this.#finished.get(gameId);
    if (known === undefined) return null;
    try {
      const st = lstatSync(path);
      if (st.isFile() && st.size === known.size && st.mtimeMs === known.mtimeMs && st.ino === known.ino) return known.summary;
    } catch {
      // Gone or unreachable: read again, which says so.
    }
    this.#finished.delete(gameId);
    return null;
  }

  /** A game's line in the listing, or null if its journal cannot be read. */
  #summary(gameId: string): GameSummary | null {
    const path = journalPath(this.#gamesDir, gameId);
    const known = this.#known(gameId, path);
    if (known !== null) return known;
    let scanned: ScannedJournal;
    try {
      scanned = scanJournal(path, gameId, this.#reads);
    } catch (err) {
      if (err instanceof StoreError) return null;
      throw err;
    }
    const { header, stat } = scanned;
    const summary: GameSummary = {
      gameId,
      game: header.game,
      players: header.players,
      startedAt: header.startedAt,
      actions: scanned.entries.length,
      finished: scanned.finished,
    };
    this.#startTimes.set(gameId, Date.parse(header.startedAt));
    if (scanned.finished) this.#finished.set(gameId, { size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino, summary });
    return summary;
  }
}
