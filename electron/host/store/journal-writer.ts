/**
 * Writing a journal: creating the file with its header, appending accepted actions, and the
 * end-of-game line. The host journals an accepted action and only then broadcasts it
 * (docs/architecture.md, principle 5): append returns only once the line is durable.
 *
 * - A line counts only once its newline is on disk. The newline is written in the same write as
 *   the line and append returns only after fdatasync, so an acknowledged action always has its
 *   newline (journal-read.ts drops a last line without one as never acknowledged).
 * - Lines are written over the NUL padding kept after the last line (the top of store.ts says
 *   why), so an append changes neither the file's size nor its blocks; closing the writer cuts
 *   the padding off.
 * - A failed append is rolled back as far as possible and closes its writer; `resumeJournal`
 *   then reopens the game from what is really on disk.
 * - The end-of-game line is appended and fsync'd by markFinished, which closes the game's writer
 *   first, so no action can follow it.
 */
import { closeSync, constants, fdatasyncSync, fstatSync, fsyncSync, ftruncateSync } from 'node:fs';
import { asUnwritable, unwritable } from './errors.ts';
import { replaceDurably, writeAll } from './durable.ts';
import { entryLine, finishLine, ZEROS, type StoredEntry } from './journal-format.ts';
import { openOwnFile } from './safe-files.ts';

/** A game's journal, open for appending. Only one per game at a time. */
export interface JournalWriter {
  readonly gameId: string;
  /** Writes one line and returns only once it is fsync'd: after that the action may be broadcast. */
  append(entry: StoredEntry): void;
  /** Closes the file; idempotent. Appending after close throws. */
  close(): void;
}

class FileJournalWriter implements JournalWriter {
  readonly gameId: string;
  readonly #path: string;
  #fd: number | null;
  /** Where the next line goes: the end of the last acknowledged line (and where a failed append rolls back to). */
  #size: number;
  /** The file's length: `#size` plus the padding still ahead of it. */
  #allocated: number;
  readonly #onClose: () => void;

  /** `fd` is open for writing without O_APPEND (lines go over the padding, at `size`). */
  constructor(gameId: string, path: string, fd: number, size: number, onClose: () => void) {
    this.gameId = gameId;
    this.#path = path;
    this.#fd = fd;
    this.#size = size;
    this.#allocated = fstatSync(fd).size;
    this.#onClose = onClose;
  }

  append(entry: StoredEntry): void {
    const fd = this.#fd;
    if (fd === null) throw new Error(`the journal of game "${this.gameId}" is closed`);
    const line = entryLine(entry);
    try {
      if (this.#size + line.length <= this.#allocated) {
        // Over the padding: the file's size and blocks stay as they are, so only data is flushed.
        writeAll(fd, line, this.#size);
      } else {
        // Out of padding: the line and a fresh stretch in one write; this sync commits the new size once.
        writeAll(fd, Buffer.concat([line, ZEROS]), this.#size);
        this.#allocated = this.#size + line.length + ZEROS.length;
      }
      fdatasyncSync(fd);
    } catch (err) {
      // Leave no half line behind if the disk lets us; openJournal would drop one anyway. The
      // writer closes either way: after a failed sync the file's state is only known by reading it.
      try {
        ftruncateSync(fd, this.#size);
        fsyncSync(fd);
      } catch {
        // Reported below; resumeJournal repairs what is left.
      }
      this.close();
      throw unwritable(this.#path, `Could not save an action of game "${this.gameId}" to ${this.#path}`, err);
    }
    this.#size += line.length;
  }

  close(): void {
    const fd = this.#fd;
    if (fd === null) return;
    this.#fd = null;
    this.#onClose();
    try {
      // A closed journal is plain JSON lines. Not synced: padding that a crash brings back is
      // skipped by every reader and cut off by the next openJournal.
      if (this.#allocated > this.#size) ftruncateSync(fd, this.#size);
    } catch {
      // The same: the padding stays, and readers skip it.
    }
    closeSync(fd);
  }
}

/**
 * Opens a journal for appending. `size`: where the content ends and the first append goes (any
 * padding follows it); the file's end if not given. `onClose` runs once, when the writer closes.
 */
export function openJournalWriter(gameId: string, path: string, onClose: () => void, size?: number): JournalWriter {
  let fd: number;
  try {
    // Not O_APPEND: lines are written at a position, over the padding.
    fd = openOwnFile(path, constants.O_WRONLY, 'write');
  } catch (err) {
    throw asUnwritable(path, `Could not open the journal of game "${gameId}" for writing`, err);
  }
  return new FileJournalWriter(gameId, path, fd, size ?? fstatSync(fd).size, onClose);
}

/**
 * Creates the journal at `path` holding only the header `record`, atomically and durably (a
 * journal file always has its header). Returns the header line's length: where the first
 * append goes.
 */
export function createJournalFile(path: string, gamesDir: string, gameId: string, record: Record<string, unknown>): number {
  const headerLine = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
  try {
    // With its first stretch of padding, so that the first actions need no new blocks either.
    replaceDurably(path, Buffer.concat([headerLine, ZEROS]), gamesDir);
  } catch (err) {
    throw unwritable(path, `Could not create the journal of game "${gameId}" at ${path}`, err);
  }
  return headerLine.length;
}

/** Appends the end-of-game line to a journal whose writer is closed, fsync'd; a failure leaves no part of it behind if the disk lets us. */
export function appendFinishLine(path: string, gameId: string, outcome: unknown): void {
  const line = finishLine(outcome, Date.now());
  let fd: number | null = null;
  let size = 0;
  try {
    fd = openOwnFile(path, constants.O_WRONLY | constants.O_APPEND, 'write');
    size = fstatSync(fd).size;
    writeAll(fd, line);
    fsyncSync(fd);
  } catch (err) {
    if (fd !== null) {
      try {
        ftruncateSync(fd, size);
      } catch {
        // A torn end line is dropped by the next openJournal.
      }
    }
    throw asUnwritable(path, `Could not mark game "${gameId}" finished in ${path}`, err);
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
