/**
 * openJournal's repair, the only read of a journal that writes: what a crash or damage left at
 * the end of the file is cut off, so that later appends are clean and a finished or repaired
 * journal is plain JSON lines.
 *
 * - A torn last line (no newline) was never acknowledged: the file is truncated back to the last
 *   good line.
 * - A complete last line that cannot be read may be an acknowledged move that something damaged.
 *   Dropping it quietly would lose that move without a word, so its exact bytes are first
 *   copied to games/<gameId>.jsonl.corrupt (appended, fsync'd), and only then is it truncated
 *   away; `problems` says so, which the host logs and shows on the host controls. The game then
 *   goes on from the good lines: refusing to open it would lose the whole game for the sake of
 *   one line that is kept anyway.
 * - The padding a killed host left after the last line is cut off too.
 */
import { closeSync, constants, fsyncSync, ftruncateSync } from 'node:fs';
import { asUnwritable } from './errors.ts';
import { appendDurably, fsyncDir } from './durable.ts';
import { scanJournal, type OpenedJournal } from './journal-read.ts';
import { openOwnFile, type ReadCount } from './safe-files.ts';

/** Keeps a bad last line's bytes in <path>.corrupt, durably; returns that file's path. */
function keepBadTail(path: string, bytes: Buffer, gamesDir: string): string {
  const aside = `${path}.corrupt`;
  try {
    // Kept durably before the journal loses the line: a crash in between only keeps it twice.
    appendDurably(aside, bytes);
    fsyncDir(gamesDir);
  } catch (err) {
    throw asUnwritable(aside, `Could not set aside the unreadable last line of ${path} in ${aside}`, err);
  }
  return aside;
}

/** Cuts the journal back to `length` bytes, fsync'd. */
function cutBack(path: string, length: number): void {
  try {
    const fd = openOwnFile(path, constants.O_RDWR, 'write');
    try {
      ftruncateSync(fd, length);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    throw asUnwritable(path, `Could not repair the end of ${path}`, err);
  }
}

/** Reads the journal at `path` and repairs its end as the top of the file says. */
export function openAndRepair(path: string, gameId: string, gamesDir: string, reads: ReadCount): OpenedJournal {
  const { goodLength, fileLength, badTail, stat: _stat, ...opened } = scanJournal(path, gameId, reads);
  if (badTail !== undefined) {
    const aside = keepBadTail(path, badTail.bytes, gamesDir);
    const actions = opened.entries.length;
    opened.problems = [
      `Line ${badTail.lineNo} of the journal of game "${gameId}" ${badTail.reason}; it was kept in ${aside} and the game goes on from the ${actions} ${actions === 1 ? 'action' : 'actions'} before it.`,
    ];
  }
  // A torn or bad tail, or the padding a killed host left: cut back to the last good line.
  if (opened.torn || badTail !== undefined || fileLength > goodLength) cutBack(path, goodLength);
  return opened;
}
