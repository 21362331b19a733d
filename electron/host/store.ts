/**
 * The host's disk: the room, and one journal per game. Everything here is synchronous on
 * purpose: the host journals an accepted action and only then broadcasts it (DESIGN.md,
 * Principle 5), and a synchronous append that has synced before it returns makes that ordering
 * and the crash semantics obvious. One append costs one small write and one fdatasync.
 *
 * Layout of the data folder:
 *
 *     room.json              the room, replaced atomically (room.json.tmp, fsync, rename, fsync folder)
 *     room.json.corrupt-<n>  a room.json that could not be parsed, set aside (see loadRoom)
 *     games/<gameId>.jsonl   one journal per game, JSON lines
 *     games/<gameId>.jsonl.corrupt  complete but unreadable last lines set aside (see openJournal)
 *     hideout.lock           the running host's pid (data-dir-lock.ts)
 *
 * A journal file, one JSON value per line, each line ending in "\n":
 *
 *     line 1     the header: the engine's Journal envelope without `actions`, plus `gameId` and
 *                `startedAt` ({"format":"hideout-journal","version":1,"gameId":...,"game":...})
 *     then       one accepted action per line: {"actor":..,"action":..,"id"?:..,"at"?:..}
 *     at most    {"finished":true,"outcome":..,"at":..} once the game has ended; nothing follows it
 *     once
 *     then       possibly NUL bytes (0x00): padding, not content (see below)
 *
 * `exportJournal` turns such a file into a standard engine Journal (docs/journal.md).
 *
 * Decisions, and why:
 * - While a game is being played its journal file is longer than its lines: the writer keeps
 *   JOURNAL_PAD_BYTES of NUL bytes, really written (not a sparse hole or fallocate's unwritten
 *   extent), after the last line, and writes each new line over the start of that padding. The
 *   file's size and block map then do not change with an append, so the fdatasync that makes
 *   the line durable has only data to flush, not the inode's new size and extents (on ext4 that
 *   roughly halves its cost; docs/performance.md). A reader treats NUL bytes where a line
 *   would start as padding and skips them, and trailing NULs after a line without its newline
 *   as the rest of the padding, so a torn line is still a torn line. Closing the writer cuts the
 *   padding off, and openJournal does so too, so a finished or repaired journal is plain JSON
 *   lines; a host killed mid-game leaves its padding, which the next openJournal removes. JSON
 *   text never contains a raw NUL, so padding cannot be mistaken for part of a line.
 * - A line counts only once its newline is on disk. The newline is written in the same write as
 *   the line and append returns only after fdatasync, so an acknowledged action always has its
 *   newline; a last line without one is the remains of an append a crash interrupted, which was
 *   never acknowledged nor broadcast. `openJournal` drops it, reports `torn`, and truncates the
 *   file back to the last good line so later appends are clean.
 * - A last line that HAS its newline but is not JSON or not an entry is not a crash leftover: it
 *   may be an acknowledged move that something damaged. Dropping it quietly would lose that move
 *   without a word, so openJournal copies its exact bytes to games/<gameId>.jsonl.corrupt
 *   (appended, fsync'd) before truncating it away, and says so in `problems`, which the host
 *   logs and shows on the host controls. The game then goes on from the good lines: refusing to
 *   open it would lose the whole game for the sake of one line that is kept anyway.
 * - A bad line anywhere else cannot be told apart from deliberate damage and cannot be cut off
 *   without losing the good lines after it: that is DATA_CORRUPT, and the file is left untouched
 *   for a person to look at.
 * - A journal is created atomically (header written to `<gameId>.jsonl.tmp`, fsync'd, renamed),
 *   so a journal file always has its header: a missing or bad header is DATA_CORRUPT too.
 * - An unparseable room.json is set aside as room.json.corrupt-<n> (first free n) and loadRoom
 *   throws DATA_CORRUPT naming that file. The caller learns the saved room is gone (and can say
 *   so), nothing is deleted, and the next loadRoom returns null, so the host still starts: the
 *   games' journals are separate files and stay listed by listGames. (saveRoom is atomic, so this
 *   only happens when something outside the host damaged the file.)
 * - Reads never write, except openJournal's repair: listGames and exportJournal read a journal
 *   as openJournal would but leave a torn tail on disk. listGames skips journals that cannot be
 *   read (a person can still openJournal one to see the error) rather than hiding every game.
 * - Any failure to write (disk full, permissions, a vanished folder) is a StoreError
 *   DATA_DIR_UNWRITABLE with the OS error as `cause`: to the host it is the same situation as an
 *   unwritable folder at start-up. A failed append is rolled back as far as possible and closes
 *   its writer; `resumeJournal` then reopens the game from what is really on disk. A file that
 *   exists but cannot be read throws the OS error as it is (nothing better to say about it).
 * - Misuse is a plain Error (TypeError/RangeError), not a StoreError: a bad game id, a header or
 *   entry that cannot be journaled, a second writer on the same game, appending to a finished
 *   game. Game ids are limited to /^[A-Za-z0-9_-]{1,64}$/ (and not a Windows device name such
 *   as CON), so an id can never leave the games folder; generate them, do not take them from a
 *   phone. On case-insensitive disks "Ab" and "ab" are the same file: createJournal refuses the
 *   second.
 * - markFinished is idempotent (a restart may finish the same game again) and closes that game's
 *   open writer, so no action can follow the end-of-game line.
 * - Files are created readable by their owner only (0o600): journals hold every secret of a game
 *   and the room may hold seat tokens.
 * - One host per data folder: TableStore itself does not lock (tests and tools open a second
 *   store to read a running host's files); the host takes a DataDirLock (data-dir-lock.ts) first.
 * - The folder is created one level at a time, not with mkdirSync's `recursive`: Node's recursive
 *   mkdir reports a read-only file system (EROFS) as ENOENT, which would tell the person the
 *   wrong thing (and in /proc it never returns).
 * - Durability is what fsync gives: everything acknowledged survives the process being killed
 *   (tested with SIGKILL) and, on disks that honour fsync, a power cut. The folder itself is
 *   fsync'd after every rename; Windows cannot open a folder for that, so there (only) that
 *   step is skipped.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  existsSync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { JOURNAL_FORMAT, JOURNAL_VERSION, parseJournal, type Journal, type JournalEntry } from '../../shared/engine/journal.ts';

/** What went wrong on disk; `path` is the file or folder concerned. */
export type StoreErrorCode = 'DATA_DIR_UNWRITABLE' | 'DATA_DIR_LOCKED' | 'DATA_CORRUPT' | 'NOT_FOUND';

/** A failure the host can act on: tell the person, pick another folder, start a fresh room. */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  readonly code: StoreErrorCode;
  /** The file or folder concerned (for a corrupt room.json: where the bad file was set aside). */
  readonly path: string;

  constructor(code: StoreErrorCode, path: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.path = path;
  }
}

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

/** A game's journal, open for appending. Only one per game at a time. */
export interface JournalWriter {
  readonly gameId: string;
  /** Writes one line and returns only once it is fsync'd: after that the action may be broadcast. */
  append(entry: StoredEntry): void;
  /** Closes the file; idempotent. Appending after close throws. */
  close(): void;
}

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

const ROOM_FILE = 'room.json';
const GAMES_DIR = 'games';
const JOURNAL_EXT = '.jsonl';
const FILE_MODE = 0o600;
/**
 * NUL bytes kept written after a journal's last line (see the top of the file). A 10-player
 * game of Mole in the Crew journals about 10 KB, so one stretch usually lasts the whole game.
 */
export const JOURNAL_PAD_BYTES = 64 * 1024;
const ZEROS = Buffer.alloc(JOURNAL_PAD_BYTES);
const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;
// Windows refuses these as file names whatever the extension.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/** Whether `id` can name a game's journal file. */
export function isValidGameId(id: unknown): id is string {
  return typeof id === 'string' && GAME_ID.test(id) && !WINDOWS_DEVICE.test(id);
}

function checkGameId(id: unknown): asserts id is string {
  if (!isValidGameId(id)) {
    throw new RangeError(`${JSON.stringify(id)} is not a valid game id: use 1 to 64 letters, digits, "_" or "-"`);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const osMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));

const errnoCode = (err: unknown): string | undefined =>
  isRecord(err) && typeof err.code === 'string' ? err.code : undefined;

function unwritable(path: string, what: string, err: unknown, advice?: string): StoreError {
  const message = `${what} (${osMessage(err)})${advice === undefined ? '' : `. ${advice}`}`;
  return new StoreError('DATA_DIR_UNWRITABLE', path, message, { cause: err });
}

/** The error for a data folder that cannot be created or written, naming it and the OS's reason. */
export function dataDirUnwritable(dataDir: string, err: unknown): StoreError {
  return unwritable(
    dataDir,
    `Hideout cannot save its games in the folder "${dataDir}"`,
    err,
    'Choose a folder you can write to, or fix its permissions.',
  );
}

type MakeDir = (path: string, mode: number) => void;

/**
 * `mkdir -p` one level at a time, so that the error thrown is the one the OS gave for the level
 * that failed (EROFS, EACCES, ENOTDIR...). `mkdir` is replaceable for tests: root ignores
 * permissions, and a read-only file system cannot be made without privileges.
 */
export function makeDirs(dir: string, mkdir: MakeDir = (path, mode) => mkdirSync(path, { mode })): void {
  const missing: string[] = [];
  for (let at = resolve(dir); ; at = dirname(at)) {
    let isDir: boolean;
    try {
      isDir = statSync(at).isDirectory();
    } catch (err) {
      if (errnoCode(err) !== 'ENOENT') throw err;
      missing.push(at);
      if (dirname(at) === at) break;
      continue;
    }
    if (!isDir) throw Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${at}'`), { code: 'ENOTDIR', path: at });
    break;
  }
  for (const path of missing.reverse()) {
    try {
      mkdir(path, 0o700);
    } catch (err) {
      // Another process made it in between: fine, as long as it is a folder.
      if (errnoCode(err) === 'EEXIST' && statSync(path).isDirectory()) continue;
      throw err;
    }
  }
}

function corrupt(path: string, what: string): StoreError {
  return new StoreError('DATA_CORRUPT', path, `${path}: ${what}`);
}

/** writeSync may write less than asked; a line must go out whole. At `position` if given. */
function writeAll(fd: number, bytes: Buffer, position?: number): void {
  let offset = 0;
  while (offset < bytes.length) {
    offset += writeSync(fd, bytes, offset, bytes.length - offset, position === undefined ? null : position + offset);
  }
}

/** Writes `bytes` to a fresh file and fsyncs it before closing. */
function writeFileDurably(path: string, bytes: Buffer): void {
  const fd = openSync(path, 'w', FILE_MODE);
  try {
    writeAll(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes a rename in `dir` durable. Windows cannot open a folder, so there this is skipped. */
function fsyncDir(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch (err) {
    if (process.platform === 'win32') return;
    throw err;
  }
  try {
    fsyncSync(fd);
  } catch (err) {
    if (process.platform !== 'win32') throw err;
  } finally {
    closeSync(fd);
  }
}

function removeQuietly(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch {
    // Only tidying after a failure that is already being reported.
  }
}

function headerRecord(h: JournalHeader): Record<string, unknown> {
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
function toHeader(raw: unknown, gameId: string): JournalHeader | string {
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
function toEntry(raw: unknown): StoredEntry | string {
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

const isFinishLine = (raw: unknown): raw is { finished: true; outcome?: unknown } =>
  isRecord(raw) && raw.finished === true && !('actor' in raw);

/** The bytes of one journal line for `entry`; throws before anything is written if it cannot be one. */
function entryLine(entry: StoredEntry): Buffer {
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

interface ScannedJournal extends OpenedJournal {
  /** Bytes up to the end of the last good line. */
  goodLength: number;
  /** The file's length, padding included. */
  fileLength: number;
  /** A complete last line that could not be read: its number, why, and its bytes (newline included). */
  badTail?: { lineNo: number; reason: string; bytes: Buffer };
}

/** Reads and checks a journal file without changing it. */
function scanJournal(path: string, gameId: string): ScannedJournal {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') throw new StoreError('NOT_FOUND', path, `no journal for game "${gameId}" (${path})`);
    throw err;
  }
  let header: JournalHeader | null = null;
  const entries: StoredEntry[] = [];
  let finished = false;
  let outcome: unknown;
  let torn = false;
  let badTail: ScannedJournal['badTail'];
  let goodLength = 0;
  let lineNo = 0;
  let pos = 0;
  // Trailing NULs are the writer's padding: the content ends at the last other byte.
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
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
      if (header === null) throw corrupt(path, `line ${lineNo} is incomplete`);
      torn = true;
      break;
    }
    let next = newline + 1;
    while (next < end && bytes[next] === 0) next++;
    const isLast = next === end;
    let raw: unknown;
    let problem: string | null = null;
    try {
      raw = JSON.parse(bytes.toString('utf8', pos, newline));
    } catch {
      problem = 'is not JSON';
    }
    let entry: StoredEntry | null = null;
    let endLine = false;
    if (problem === null) {
      if (header === null) {
        const h = toHeader(raw, gameId);
        if (typeof h === 'string') throw corrupt(path, `bad header: ${h}`);
        header = h;
      } else if (finished) {
        throw corrupt(path, `line ${lineNo} follows the end-of-game line`);
      } else if (isFinishLine(raw)) {
        endLine = true;
      } else {
        const e = toEntry(raw);
        if (typeof e === 'string') problem = `is not an action (${e})`;
        else entry = e;
      }
    }
    if (problem !== null) {
      // A complete last line after the header is set aside by openJournal (see the top of the file);
      // anywhere else nothing can be done without losing good lines.
      if (!isLast || header === null) throw corrupt(path, `line ${lineNo} ${problem}`);
      badTail = { lineNo, reason: problem, bytes: Buffer.from(bytes.subarray(pos, newline + 1)) };
      break;
    }
    if (entry !== null) entries.push(entry);
    if (endLine) {
      finished = true;
      outcome = (raw as { outcome?: unknown }).outcome;
    }
    pos = newline + 1;
    goodLength = pos;
  }
  if (header === null) throw corrupt(path, 'the file is empty');
  const scanned: ScannedJournal = { header, entries, torn, finished, goodLength, fileLength: bytes.length };
  if (finished) scanned.outcome = outcome;
  if (badTail !== undefined) scanned.badTail = badTail;
  return scanned;
}

/** Whether a journal ends with its end-of-game line, reading only the end of the file. */
function endsFinished(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    // The last complete line is all that matters; read backwards in growing chunks until its start is in view.
    for (let chunk = 4096; ; chunk *= 4) {
      const start = Math.max(0, size - chunk);
      const buf = Buffer.alloc(size - start);
      let got = 0;
      while (got < buf.length) {
        const n = readSync(fd, buf, got, buf.length - got, start + got);
        if (n === 0) break;
        got += n;
      }
      // Skip the writer's padding (trailing NULs) first.
      let end = got;
      while (end > 0 && buf[end - 1] === 0) end--;
      if (end === 0) {
        if (start === 0) return false;
        continue;
      }
      const lastNewline = buf.lastIndexOf(0x0a, end - 1);
      if (lastNewline === -1) {
        if (start === 0) return false;
        continue;
      }
      const prevNewline = buf.lastIndexOf(0x0a, lastNewline - 1);
      // The line may start before this chunk (and line 1, the header, is never the end line).
      if (prevNewline === -1 && start > 0) continue;
      if (prevNewline === -1) return false;
      try {
        return isFinishLine(JSON.parse(buf.toString('utf8', prevNewline + 1, lastNewline)));
      } catch {
        return false;
      }
    }
  } finally {
    closeSync(fd);
  }
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
 * The host's persistence: the room (`loadRoom`/`saveRoom`) and the games' journals, in one data
 * folder. Synchronous by design; see the top of this file for the format and the crash rules.
 */
export class TableStore {
  /** The data folder, as an absolute path. */
  readonly dataDir: string;
  readonly #gamesDir: string;
  readonly #writers = new Map<string, FileJournalWriter>();

  /**
   * Creates the data folder if needed and proves it can be written (a probe file is written,
   * fsync'd and removed). Throws StoreError DATA_DIR_UNWRITABLE naming the folder otherwise.
   */
  constructor(dataDir: string) {
    this.dataDir = resolve(dataDir);
    this.#gamesDir = join(this.dataDir, GAMES_DIR);
    const probe = join(this.dataDir, `.write-test-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      makeDirs(this.#gamesDir);
      const fd = openSync(probe, 'wx', FILE_MODE);
      try {
        writeAll(fd, Buffer.from('hideout\n'));
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      unlinkSync(probe);
    } catch (err) {
      removeQuietly(probe);
      throw dataDirUnwritable(this.dataDir, err);
    }
  }

  /**
   * The room saved by saveRoom, or null if none was saved. The content is not checked: the
   * caller validates it. An unparseable room.json is set aside as room.json.corrupt-<n> and
   * StoreError DATA_CORRUPT is thrown with `path` naming that file; the next call returns null.
   * A leftover room.json.tmp (a crash inside saveRoom) is ignored.
   */
  loadRoom<T>(): T | null {
    const path = join(this.dataDir, ROOM_FILE);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return null;
      throw err;
    }
    try {
      return JSON.parse(text) as T;
    } catch (err) {
      const reason = osMessage(err);
      let aside: string;
      try {
        aside = this.#setAside(path);
      } catch (moveErr) {
        throw new StoreError(
          'DATA_CORRUPT',
          path,
          `The saved room ${path} is not valid JSON (${reason}) and could not be moved aside (${osMessage(moveErr)})`,
          { cause: moveErr },
        );
      }
      throw new StoreError(
        'DATA_CORRUPT',
        aside,
        `The saved room ${path} is not valid JSON (${reason}); it was kept as ${aside} and the host starts without it`,
        { cause: err },
      );
    }
  }

  /**
   * Saves the room atomically: room.json is at every instant either the previous room or this
   * one, whole. `room` must be JSON-serialisable.
   */
  saveRoom<T>(room: T): void {
    const text = JSON.stringify(room, null, 2) as string | undefined;
    if (text === undefined) throw new TypeError('the room must be a JSON value');
    const path = join(this.dataDir, ROOM_FILE);
    const tmp = `${path}.tmp`;
    try {
      writeFileDurably(tmp, Buffer.from(`${text}\n`, 'utf8'));
      renameSync(tmp, path);
      fsyncDir(this.dataDir);
    } catch (err) {
      removeQuietly(tmp);
      throw unwritable(path, `Could not save the room to ${path}`, err);
    }
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
    if (existsSync(path)) throw new Error(`game "${header.gameId}" already has a journal (${path})`);
    const tmp = `${path}.tmp`;
    const headerLine = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
    try {
      // With its first stretch of padding, so that the first actions need no new blocks either.
      writeFileDurably(tmp, Buffer.concat([headerLine, ZEROS]));
      renameSync(tmp, path);
      fsyncDir(this.#gamesDir);
    } catch (err) {
      removeQuietly(tmp);
      throw unwritable(path, `Could not create the journal of game "${header.gameId}" at ${path}`, err);
    }
    return this.#openWriter(header.gameId, path, headerLine.length);
  }

  /**
   * Reads a game's journal. A torn last line (no newline) is dropped (`torn`) and the file
   * truncated back to the last good line. A complete last line that cannot be read is first
   * appended, byte for byte, to games/<gameId>.jsonl.corrupt, then cut off the same way, and
   * `problems` says so: log it and show it to the person running the table. Throws StoreError
   * NOT_FOUND if there is no journal, DATA_CORRUPT if a line other than the last is bad (the file
   * is then left as it is).
   */
  openJournal(gameId: string): OpenedJournal {
    checkGameId(gameId);
    const path = this.#journalPath(gameId);
    const { goodLength, fileLength, badTail, ...opened } = scanJournal(path, gameId);
    if (badTail !== undefined) {
      const aside = `${path}.corrupt`;
      try {
        // Kept durably before the journal loses the line: a crash in between only keeps it twice.
        const fd = openSync(aside, 'a', FILE_MODE);
        try {
          writeAll(fd, badTail.bytes);
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
        fsyncDir(this.#gamesDir);
      } catch (err) {
        throw unwritable(aside, `Could not set aside the unreadable last line of ${path} in ${aside}`, err);
      }
      const actions = opened.entries.length;
      opened.problems = [
        `Line ${badTail.lineNo} of the journal of game "${gameId}" ${badTail.reason}; it was kept in ${aside} and the game goes on from the ${actions} ${actions === 1 ? 'action' : 'actions'} before it.`,
      ];
    }
    // A torn or bad tail, or the padding a killed host left: cut back to the last good line.
    if (opened.torn || badTail !== undefined || fileLength > goodLength) {
      try {
        const fd = openSync(path, 'r+');
        try {
          ftruncateSync(fd, goodLength);
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
      } catch (err) {
        throw unwritable(path, `Could not repair the end of ${path}`, err);
      }
    }
    return opened;
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
    const path = this.#journalPath(gameId);
    // openJournal has cut the file back to its last good line: that is where appends go.
    return this.#openWriter(gameId, path, statSync(path).size);
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
    const path = this.#journalPath(gameId);
    const line = Buffer.from(`${JSON.stringify({ finished: true, outcome: outcome ?? null, at: Date.now() })}\n`, 'utf8');
    let fd: number | null = null;
    let size = 0;
    try {
      fd = openSync(path, constants.O_WRONLY | constants.O_APPEND);
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
      throw unwritable(path, `Could not mark game "${gameId}" finished in ${path}`, err);
    } finally {
      if (fd !== null) closeSync(fd);
    }
  }

  /**
   * Every game with a readable journal, newest first (by startedAt). Journals that cannot be
   * read are left out; openJournal on one says why. Changes nothing on disk.
   */
  listGames(): GameSummary[] {
    const games: GameSummary[] = [];
    for (const gameId of this.#journalIds()) {
      let scanned: ScannedJournal;
      try {
        scanned = scanJournal(this.#journalPath(gameId), gameId);
      } catch (err) {
        if (err instanceof StoreError) continue;
        throw err;
      }
      const { header } = scanned;
      games.push({
        gameId,
        game: header.game,
        players: header.players,
        startedAt: header.startedAt,
        actions: scanned.entries.length,
        finished: scanned.finished,
      });
    }
    return games.sort(
      (a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt) || (a.gameId < b.gameId ? 1 : a.gameId > b.gameId ? -1 : 0),
    );
  }

  /**
   * The ids of the journals that have no end-of-game line, sorted: games that were under way
   * when the host stopped. The room compares them with the game room.json names, so a game the
   * room file does not show is not forgotten. Cheap: only the end of each file is read.
   * Journals that cannot be read at all are included (they are not known to be finished);
   * openJournal says what is wrong with them.
   */
  unfinishedGames(): string[] {
    const ids: string[] = [];
    for (const gameId of this.#journalIds()) {
      let finished: boolean;
      try {
        finished = endsFinished(this.#journalPath(gameId));
      } catch (err) {
        if (errnoCode(err) === 'ENOENT') continue;
        throw err;
      }
      if (!finished) ids.push(gameId);
    }
    return ids.sort();
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
      scanned = scanJournal(path, gameId);
    } catch (err) {
      if (err instanceof StoreError && err.code === 'NOT_FOUND') return;
      throw err;
    }
    if (scanned.entries.length > 0 || scanned.finished || scanned.badTail !== undefined) {
      throw new Error(`game "${gameId}" has journaled actions: its journal is not discarded`);
    }
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
    const { header, entries } = scanJournal(this.#journalPath(gameId), gameId);
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

  /** The game ids that have a journal file. */
  #journalIds(): string[] {
    let names: string[];
    try {
      names = readdirSync(this.#gamesDir);
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return [];
      throw err;
    }
    return names
      .filter((name) => name.endsWith(JOURNAL_EXT))
      .map((name) => name.slice(0, -JOURNAL_EXT.length))
      .filter((id) => isValidGameId(id));
  }

  #journalPath(gameId: string): string {
    return join(this.#gamesDir, `${gameId}${JOURNAL_EXT}`);
  }

  #refuseSecondWriter(gameId: string): void {
    // Two writers on one file would interleave their lines and defeat the rollback of a failed append.
    if (this.#writers.has(gameId)) throw new Error(`game "${gameId}" already has an open journal writer`);
  }

  /** `size`: where the content ends and the first append goes (any padding follows it). */
  #openWriter(gameId: string, path: string, size: number): JournalWriter {
    let fd: number;
    try {
      // Not O_APPEND: lines are written at a position, over the padding.
      fd = openSync(path, constants.O_WRONLY);
    } catch (err) {
      throw unwritable(path, `Could not open the journal of game "${gameId}" for writing`, err);
    }
    const writer = new FileJournalWriter(gameId, path, fd, size, () => this.#writers.delete(gameId));
    this.#writers.set(gameId, writer);
    return writer;
  }

  /** Renames a damaged file to <path>.corrupt-<n>, n the first free number, durably. */
  #setAside(path: string): string {
    let n = 1;
    while (existsSync(`${path}.corrupt-${n}`)) n++;
    const aside = `${path}.corrupt-${n}`;
    renameSync(path, aside);
    fsyncDir(this.dataDir);
    return aside;
  }
}
