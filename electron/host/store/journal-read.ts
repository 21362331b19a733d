/**
 * Reading a journal file back, and deciding what each line is worth. Nothing here writes:
 * openJournal's repair (journal-repair.ts) acts on what scanJournal found; listGames and
 * exportJournal read a journal as openJournal would but leave a torn tail on disk.
 *
 * - A line counts only once its newline is on disk (journal-writer.ts writes the newline with
 *   the line and syncs before it returns), so a last line without one is the remains of an
 *   append a crash interrupted, which was never acknowledged nor broadcast: it is dropped and
 *   reported as `torn`.
 * - A last line that HAS its newline but is not JSON or not an entry is not a crash leftover: it
 *   may be an acknowledged move that something damaged. It is returned as `badTail`, which
 *   openJournal keeps before cutting it off; the game then goes on from the good lines.
 * - A bad line anywhere else cannot be told apart from deliberate damage and cannot be cut off
 *   without losing the good lines after it: that is DATA_CORRUPT, and the file is left untouched
 *   for a person to look at.
 * - A journal is created atomically (header written to `<gameId>.jsonl.tmp`, fsync'd, renamed),
 *   so a journal file always has its header: a missing or bad header is DATA_CORRUPT too.
 * - NUL bytes where a line would start are the writer's padding and skipped; trailing NULs after
 *   a line without its newline are the rest of the padding, so a torn line is still a torn line.
 */
import { closeSync, fstatSync, type Stats } from 'node:fs';
import { corrupt, errnoCode, notFound } from './errors.ts';
import { contentEnd, isFinishLine, toEntry, toHeader, type JournalHeader, type StoredEntry } from './journal-format.ts';
import { openToRead, readAt, readOwnFile, type ReadCount } from './safe-files.ts';

/** A journal as read back from disk. */
export interface OpenedJournal {
  header: JournalHeader;
  entries: StoredEntry[];
  /** A torn last line (an append a crash interrupted) was found and dropped. */
  torn: boolean;
  /** The journal ends with the end-of-game line written by markFinished. */
  finished: boolean;
  /** The outcome given to markFinished, when finished. */
  outcome?: unknown;
  /**
   * What was wrong with the file and what was done about it, one sentence each, for the log and
   * the host controls: a complete last line that could not be read was set aside in
   * games/<gameId>.jsonl.corrupt. Absent when there was nothing to report (a torn tail is not
   * reported here: it is the normal trace of a crash and was never acknowledged).
   */
  problems?: string[];
}

export interface ScannedJournal extends OpenedJournal {
  /** Bytes up to the end of the last good line. */
  goodLength: number;
  /** The file's length, padding included. */
  fileLength: number;
  /** A complete last line that could not be read: its number, why, and its bytes (newline included). */
  badTail?: { lineNo: number; reason: string; bytes: Buffer };
  /** The file as it was read (size, mtime, inode), to tell later whether it changed. */
  stat: Stats;
}

/** What a scan has read so far. */
interface Scan {
  header: JournalHeader | null;
  entries: StoredEntry[];
  finished: boolean;
  outcome: unknown;
}

/**
 * Takes one complete line into the scan; returns why it cannot be taken (the caller decides
 * whether that is a bad tail or DATA_CORRUPT), or throws DATA_CORRUPT where no line could be.
 */
function takeLine(scan: Scan, text: string, path: string, gameId: string, lineNo: number): string | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'is not JSON';
  }
  if (scan.header === null) {
    const h = toHeader(raw, gameId);
    if (typeof h === 'string') throw corrupt(path, `bad header: ${h}`);
    scan.header = h;
  } else if (scan.finished) {
    throw corrupt(path, `line ${lineNo} follows the end-of-game line`);
  } else if (isFinishLine(raw)) {
    scan.finished = true;
    scan.outcome = raw.outcome;
  } else {
    const e = toEntry(raw);
    if (typeof e === 'string') return `is not an action (${e})`;
    scan.entries.push(e);
  }
  return null;
}

/** Reads and checks a journal file without changing it. */
export function scanJournal(path: string, gameId: string, reads: ReadCount | null): ScannedJournal {
  let bytes: Buffer;
  let stat: Stats;
  try {
    ({ bytes, stat } = readOwnFile(path, reads));
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') throw notFound(path, gameId);
    throw err;
  }
  const scan: Scan = { header: null, entries: [], finished: false, outcome: undefined };
  let torn = false;
  let badTail: ScannedJournal['badTail'];
  let goodLength = 0;
  let lineNo = 0;
  let pos = 0;
  // Trailing NULs are the writer's padding: the content ends at the last other byte.
  const end = contentEnd(bytes);
  while (pos < end) {
    // NULs where a line would start are padding too (something appended after a killed host's
    // padding, or what a crash left of the padding before a torn line).
    if (bytes[pos] === 0) {
      while (bytes[pos] === 0) pos++;
      continue;
    }
    lineNo++;
    let newline = bytes.indexOf(0x0a, pos);
    if (newline >= end) newline = -1;
    if (newline === -1) {
      // Only the header can be line 1, and createJournal writes it atomically: a crash never tears it.
      if (scan.header === null) throw corrupt(path, `line ${lineNo} is incomplete`);
      torn = true;
      break;
    }
    let next = newline + 1;
    while (next < end && bytes[next] === 0) next++;
    const isLast = next === end;
    const problem = takeLine(scan, bytes.toString('utf8', pos, newline), path, gameId, lineNo);
    if (problem !== null) {
      // A complete last line after the header is set aside by openJournal (journal-repair.ts);
      // anywhere else nothing can be done without losing good lines.
      if (!isLast || scan.header === null) throw corrupt(path, `line ${lineNo} ${problem}`);
      badTail = { lineNo, reason: problem, bytes: Buffer.from(bytes.subarray(pos, newline + 1)) };
      break;
    }
    pos = newline + 1;
    goodLength = pos;
  }
  const { header, entries, finished, outcome } = scan;
  if (header === null) throw corrupt(path, 'the file is empty');
  const scanned: ScannedJournal = { header, entries, torn, finished, goodLength, fileLength: bytes.length, stat };
  if (finished) scanned.outcome = outcome;
  if (badTail !== undefined) scanned.badTail = badTail;
  return scanned;
}

/**
 * Where the end-of-game line starts if it is the journal's last complete line, else null, reading
 * only the end of the file (in growing chunks until the line's start is in view).
 */
function finishLineStart(fd: number, size: number): number | null {
  for (let chunk = 4096; ; chunk *= 4) {
    const start = Math.max(0, size - chunk);
    const buf = readAt(fd, start, size - start);
    // Skip the writer's padding (trailing NULs) first.
    const end = contentEnd(buf);
    if (end === 0) {
      if (start === 0) return null;
      continue;
    }
    const lastNewline = buf.lastIndexOf(0x0a, end - 1);
    if (lastNewline === -1) {
      if (start === 0) return null;
      continue;
    }
    const prevNewline = buf.lastIndexOf(0x0a, lastNewline - 1);
    // The line may start before this chunk (and line 1, the header, is never the end line).
    if (prevNewline === -1 && start > 0) continue;
    if (prevNewline === -1) return null;
    try {
      return isFinishLine(JSON.parse(buf.toString('utf8', prevNewline + 1, lastNewline))) ? start + prevNewline + 1 : null;
    } catch {
      return null;
    }
  }
}

/** Whether a journal ends with its end-of-game line, reading only the end of the file. */
export function endsFinished(path: string, reads: ReadCount | null): boolean {
  const fd = openToRead(path, reads);
  try {
    return finishLineStart(fd, fstatSync(fd).size) !== null;
  } finally {
    closeSync(fd);
  }
}

/** The header line of an open journal and where it ends, reading only the start of the file. */
function headerAt(fd: number, size: number, path: string, gameId: string): { header: JournalHeader; end: number } {
  for (let chunk = 4096; ; chunk *= 4) {
    const buf = readAt(fd, 0, Math.min(chunk, size));
    const newline = buf.indexOf(0x0a);
    if (newline === -1) {
      if (buf.length < size) continue;
      throw corrupt(path, size === 0 ? 'the file is empty' : 'line 1 is incomplete');
    }
    let raw: unknown;
    try {
      raw = JSON.parse(buf.toString('utf8', 0, newline));
    } catch {
      throw corrupt(path, 'line 1 is not JSON');
    }
    const header = toHeader(raw, gameId);
    if (typeof header === 'string') throw corrupt(path, `bad header: ${header}`);
    return { header, end: newline + 1 };
  }
}

/** A journal's header, reading only its first line. Throws as scanJournal does. */
export function readHeader(path: string, gameId: string, reads: ReadCount | null): JournalHeader {
  let fd: number;
  try {
    fd = openToRead(path, reads);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') throw notFound(path, gameId);
    throw err;
  }
  try {
    return headerAt(fd, fstatSync(fd).size, path, gameId).header;
  } finally {
    closeSync(fd);
  }
}

/**
 * What pruneJournals needs of a journal, from its first and last lines only: whether it is
 * finished, and whether the end-of-game line follows the header directly (no move was made).
 */
export function journalShape(path: string, gameId: string, reads: ReadCount | null): { finished: boolean; empty: boolean } {
  const fd = openToRead(path, reads);
  try {
    const size = fstatSync(fd).size;
    const { end } = headerAt(fd, size, path, gameId);
    const finish = finishLineStart(fd, size);
    return { finished: finish !== null, empty: finish === end };
  } finally {
    closeSync(fd);
  }
}
