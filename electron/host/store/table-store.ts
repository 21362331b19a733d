/**
 * TableStore, the host's persistence: one object over one data folder, which keeps the games'
 * open writers (one per game) and what the listing remembers, and hands each call to the part
 * that does it (store.ts lists them).
 *
 * markFinished is idempotent (a restart may finish the same game again) and closes that game's
 * open writer, so no action can follow the end-of-game line.
 */
import { unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Journal } from '../../../shared/engine/journal.ts';
import { errnoCode, StoreError, unwritable } from './errors.ts';
import { fsyncDir } from './durable.ts';
import { openDataDir, openGamesDir, proveWritable, warn } from './folders.ts';
import { checkGameId, headerRecord, journalPath, toEngineJournal, toHeader, type JournalHeader } from './journal-format.ts';
import { scanJournal, type OpenedJournal, type ScannedJournal } from './journal-read.ts';
import { openAndRepair } from './journal-repair.ts';
import { appendFinishLine, createJournalFile, openJournalWriter, type JournalWriter } from './journal-writer.ts';
import { PastGames, type GamePage, type GameSummary } from './past-games.ts';
import { DEFAULT_KEEP_GAMES, pruneJournals, type PruneResult } from './prune.ts';
import { loadRoom, saveRoom, type RoomCheck } from './room-file.ts';
import { nameTaken, type ReadCount } from './safe-files.ts';

const GAMES_DIR = 'games';

export interface TableStoreOptions {
  /** Finished games whose journals pruneJournals keeps, newest first (default DEFAULT_KEEP_GAMES). */
  keepGames?: number;
  /** Where the store says what it changed by itself (a data folder made private); console.warn by default. */
  log?: (line: string) => void;
}

/**
 * The host's persistence: the room (`loadRoom`/`saveRoom`) and the games' journals, in one data
 * folder. Synchronous by design; store.ts gives the format and names the parts that keep the crash rules.
 */
export class TableStore {
  /** The data folder, as an absolute path. */
  readonly dataDir: string;
  readonly #gamesDir: string;
  readonly #writers = new Map<string, JournalWriter>();
  readonly #keepGames: number;
  readonly #reads: ReadCount = { files: 0 };
  readonly #games: PastGames;

  /**
   * Creates the data folder if needed, checks it (folders.ts: DATA_DIR_UNSAFE) and proves it
   * can be written (a probe file is written, fsync'd and removed). Throws StoreError
   * DATA_DIR_UNWRITABLE naming the folder otherwise.
   */
  constructor(dataDir: string, options: TableStoreOptions = {}) {
    const keepGames = options.keepGames ?? DEFAULT_KEEP_GAMES;
    if (!Number.isSafeInteger(keepGames) || keepGames < 0) throw new RangeError(`keepGames must be a whole number, 0 or more, not ${keepGames}`);
    this.#keepGames = keepGames;
    const log = options.log ?? warn;
    this.dataDir = resolve(dataDir);
    this.#gamesDir = join(this.dataDir, GAMES_DIR);
    this.#games = new PastGames(this.#gamesDir, this.#reads);
    openDataDir(this.dataDir, log);
    openGamesDir(this.dataDir, this.#gamesDir, log);
    proveWritable(this.dataDir);
  }

  /** Files this store has opened to read (room, headers, journals); for tests that bound what a call costs. */
  get filesRead(): number {
    return this.#reads.files;
  }

  /**
   * The room saved by saveRoom, or null if none was saved. With `check` (room-record.ts gives the
   * room's), the content is checked and migrated: a room file that is not JSON, or that `check`
   * finds invalid, is set aside as room.json.corrupt-<n> and StoreError DATA_CORRUPT is thrown
   * with `path` naming that file; the next call returns null. One of a version newer than
   * `check` knows throws DATA_TOO_NEW and is left exactly as it is. A room.json that is a link,
   * another user's, or not a plain file throws DATA_DIR_UNSAFE and is left as it is too. A
   * leftover room.json.tmp (a crash inside saveRoom) is ignored.
   */
  loadRoom<T>(check?: RoomCheck<T>): T | null {
    return loadRoom(this.dataDir, this.#reads, check);
  }

  /**
   * Saves the room atomically: room.json is at every instant either the previous room or this
   * one, whole. `room` must be JSON-serialisable.
   */
  saveRoom<T>(room: T): void {
    saveRoom(this.dataDir, room);
  }

  /**
   * Creates games/<gameId>.jsonl holding only the header, atomically and durably, and opens it
   * for appending. Throws if the game already has a journal or a writer.
   */
  createJournal(header: JournalHeader): JournalWriter {
    checkGameId(header.gameId);
    const record = headerRecord(header);
    const checked = toHeader(record, header.gameId);
    if (typeof checked === 'string') throw new TypeError(`bad journal header for game "${header.gameId}": ${checked}`);
    this.#refuseSecondWriter(header.gameId);
    const path = this.#journalPath(header.gameId);
    if (nameTaken(path)) throw new Error(`game "${header.gameId}" already has a journal (${path})`);
    const size = createJournalFile(path, this.#gamesDir, header.gameId, record);
    this.#games.created(header.gameId, Date.parse(checked.startedAt));
    return this.#openWriter(header.gameId, path, size);
  }

  /**
   * Reads a game's journal. A torn last line (no newline) is dropped (`torn`) and the file
   * truncated back to the last good line. A complete last line that cannot be read is first
   * appended, byte for byte, to games/<gameId>.jsonl.corrupt, then cut off the same way, and
   * `problems` says so: log it and show it to the person running the table. Throws StoreError
   * NOT_FOUND if there is no journal, DATA_CORRUPT if a line other than the last is bad (the file
   * is then left as it is), DATA_DIR_UNSAFE if it is a link or not this user's plain file.
   */
  openJournal(gameId: string): OpenedJournal {
    checkGameId(gameId);
    return openAndRepair(this.#journalPath(gameId), gameId, this.#gamesDir, this.#reads);
  }

  /**
   * Opens an unfinished game's journal for appending, after openJournal has repaired it; read
   * the actions to replay with openJournal first. Throws on a finished game.
   */
  resumeJournal(gameId: string): JournalWriter {
    checkGameId(gameId);
    this.#refuseSecondWriter(gameId);
    const opened = this.openJournal(gameId);
    if (opened.finished) throw new Error(`game "${gameId}" is finished: its journal takes no more actions`);
    // openJournal has cut the file back to its last good line: that is where appends go.
    return this.#openWriter(gameId, this.#journalPath(gameId));
  }

  /**
   * Ends a game's journal with {"finished":true,"outcome":...,"at":...}, fsync'd. Closes the
   * game's open writer first. Does nothing if the game is already finished.
   */
  markFinished(gameId: string, outcome: unknown): void {
    checkGameId(gameId);
    this.#writers.get(gameId)?.close();
    const opened = this.openJournal(gameId);
    if (opened.finished) return;
    appendFinishLine(this.#journalPath(gameId), gameId, outcome);
  }

  /**
   * Every game with a readable journal, newest first (past-games.ts says in what order).
   * Journals that cannot be read are left out; openJournal on one says why. Changes nothing on
   * disk. Reads every journal: the host controls use listGamesPage.
   */
  listGames(): GameSummary[] {
    return this.listGamesPage().games;
  }

  /**
   * One page of listGames: at most `limit` games (all by default), starting after the game
   * `before` (from the previous page's `next`). Reads only the files the page needs
   * (past-games.ts says which). Throws RangeError on a bad limit or id, StoreError NOT_FOUND if
   * `before` names no readable journal (it was deleted since: start from the top again).
   */
  listGamesPage(options: { limit?: number; before?: string } = {}): GamePage {
    return this.#games.page(options);
  }

  /**
   * Deletes finished journals past the newest `keepGames`, and finished journals without a single
   * move past the newest KEEP_EMPTY_GAMES (prune.ts says why deleted, and what is never
   * deleted). `keep`: games not to touch whatever their age (the room's current game). Reads the
   * first and last lines of every journal. Problems (a journal that could not be deleted) are
   * returned, not thrown: this is housekeeping, and the host starts anyway.
   */
  pruneJournals(options: { keep?: readonly (string | null)[] } = {}): PruneResult {
    const keep = new Set(options.keep ?? []);
    return pruneJournals({
      gamesDir: this.#gamesDir,
      games: this.#games,
      reads: this.#reads,
      keepGames: this.#keepGames,
      spared: (gameId) => keep.has(gameId) || this.#writers.has(gameId),
    });
  }

  /**
   * The ids of the journals that have no end-of-game line, sorted: games that were under way
   * when the host stopped. The room compares them with the game room.json names, so a game the
   * room file does not show is not forgotten. Cheap: only the end of each file is read.
   * Journals that cannot be read at all are included (they are not known to be finished);
   * openJournal says what is wrong with them.
   */
  unfinishedGames(): string[] {
    return this.#games.unfinished();
  }

  /**
   * Removes the journal of a game that never got an action, durably: the rollback of a start
   * whose room.json could not be saved. Closes the game's writer. Does nothing if there is no
   * such journal. Refuses (plain Error) a journal that holds actions or an end line: those are
   * a game that happened, and are never deleted here.
   */
  discardJournal(gameId: string): void {
    checkGameId(gameId);
    this.#writers.get(gameId)?.close();
    const path = this.#journalPath(gameId);
    let scanned: ScannedJournal;
    try {
      scanned = scanJournal(path, gameId, this.#reads);
    } catch (err) {
      if (err instanceof StoreError && err.code === 'NOT_FOUND') return;
      throw err;
    }
    if (scanned.entries.length > 0 || scanned.finished || scanned.badTail !== undefined) {
      throw new Error(`game "${gameId}" has journaled actions: its journal is not discarded`);
    }
    this.#games.forget(gameId);
    try {
      unlinkSync(path);
      fsyncDir(this.#gamesDir);
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return;
      throw unwritable(path, `Could not remove the journal of game "${gameId}" (${path})`, err);
    }
  }

  /**
   * The game as a standard engine Journal (docs/journal.md) that replayJournal accepts. Entries
   * keep their `id` and `at`, which the engine ignores. A torn or unreadable last line is left
   * out (not repaired: openJournal does that).
   */
  exportJournal(gameId: string): Journal {
    checkGameId(gameId);
    const { header, entries } = scanJournal(this.#journalPath(gameId), gameId, this.#reads);
    return toEngineJournal(header, entries);
  }

  #journalPath(gameId: string): string {
    return journalPath(this.#gamesDir, gameId);
  }

  #refuseSecondWriter(gameId: string): void {
    // Two writers on one file would interleave their lines and defeat the rollback of a failed append.
    if (this.#writers.has(gameId)) throw new Error(`game "${gameId}" already has an open journal writer`);
  }

  /** `size`: where the content ends and the first append goes (any padding follows it); the file's end if not given. */
  #openWriter(gameId: string, path: string, size?: number): JournalWriter {
    const writer = openJournalWriter(gameId, path, () => this.#writers.delete(gameId), size);
    this.#writers.set(gameId, writer);
    return writer;
  }
}
