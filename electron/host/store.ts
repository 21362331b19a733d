/**
 * The host's disk: the room, and one journal per game. Everything here is synchronous on
 * purpose: the host journals an accepted action and only then broadcasts it (docs/architecture.md,
 * principle 5), and a synchronous append that has synced before it returns makes that ordering
 * and the crash semantics obvious. One append costs one small write and one fdatasync.
 *
 * Layout of the data folder:
 *
 *     room.json              the room, replaced atomically (room.json.tmp, fsync, rename, fsync folder)
 *     room.json.corrupt-<n>  a room.json that could not be parsed or is not a valid room, set aside (see loadRoom)
 *     games/<gameId>.jsonl   one journal per game, JSON lines
 *     games/<gameId>.jsonl.corrupt  complete but unreadable last lines set aside (see openJournal)
 *     hideout.lock           the running host's identity (data-dir-lock.ts)
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
 * - The room file is checked when it is read (loadRoom's `check`; the room's is room-record.ts:
 *   every field's type and range, and the migrations from older versions). One that is not JSON,
 *   or not a valid room, is set aside as room.json.corrupt-<n> (first free n) and loadRoom throws
 *   DATA_CORRUPT naming that file: the caller learns the saved room is gone (and says so),
 *   nothing is deleted or overwritten, and the next loadRoom returns null, so the host still
 *   starts; the games' journals are separate files and are not touched. (saveRoom is atomic, so
 *   this only happens when something outside the host damaged the file.) A room file of a
 *   version NEWER than this host knows is not damaged, only not ours to read: loadRoom throws
 *   DATA_TOO_NEW and leaves it exactly as it is, and the host does not start over it (starting a
 *   fresh room would overwrite it: the newer Hideout's table, lost to an older one).
 * - Reads never write, except openJournal's repair: listGames and exportJournal read a journal
 *   as openJournal would but leave a torn tail on disk. listGames skips journals that cannot be
 *   read (a person can still openJournal one to see the error) rather than hiding every game.
 * - Any failure to write (disk full, permissions, a vanished folder) is a StoreError
 *   DATA_DIR_UNWRITABLE with the OS error as `cause`: to the host it is the same situation as an
 *   unwritable folder at start-up. A failed append is rolled back as far as possible and closes
 *   its writer; `resumeJournal` then reopens the game from what is really on disk. A file that
 *   exists but cannot be read throws the OS error as it is (nothing better to say about it).
 * - A StoreError's `message` is for the host's log and terminal: it names the file and gives the
 *   OS's words. Its `publicMessage` is what may be shown on any screen, phones included: no path
 *   (it would show the user's name and folders), no OS text, no file content (a room file holds
 *   seat tokens, and JSON.parse quotes what it choked on).
 * - Misuse is a plain Error (TypeError/RangeError), not a StoreError: a bad game id, a header or
 *   entry that cannot be journaled, a second writer on the same game, appending to a finished
 *   game. Game ids are limited to /^[A-Za-z0-9_-]{1,64}$/ (and not a Windows device name such
 *   as CON), so an id can never leave the games folder; generate them, do not take them from a
 *   phone. On case-insensitive disks "Ab" and "ab" are the same file: createJournal refuses the
 *   second.
 * - markFinished is idempotent (a restart may finish the same game again) and closes that game's
 *   open writer, so no action can follow the end-of-game line.
 * - Files are created readable by their owner only (0o600), folders 0o700: journals hold every
 *   secret of a game and the room holds the host's and every seat's token.
 *
 * Nothing in the data folder can make the host write elsewhere (issue 25): whoever can put a
 * link there could otherwise have the host overwrite any file it may write with the room's
 * tokens (a link planted as room.json.tmp), or serve a file it may read as a game's journal.
 * - The data folder and games/ must be real folders (not symbolic links) owned by the user
 *   running the host; anything else is DATA_DIR_UNSAFE, and the host does not start. A folder
 *   that group or others may write to is made 0700 when it is ours (one log line says so), and
 *   refused when that fails: in a folder others can write to, every check below could be raced.
 *   Only the data folder itself and what is inside are checked: the folders above it are
 *   trusted, as every program trusts the folders above its own (a data folder inside a folder
 *   others can write to without the sticky bit could be swapped whole; /tmp has the bit).
 * - Every existing file is opened with O_NOFOLLOW (a link as the last part of the path fails,
 *   ELOOP) and O_NONBLOCK (a FIFO planted under a file's name would block an open forever; with
 *   it the open returns and the check refuses it), then fstat'd: it must be a plain file of this
 *   user, and a file written in place (a journal, a .corrupt file) must have no second name (a
 *   hard link would carry the writes elsewhere). The check is on the open descriptor, so the
 *   file cannot be swapped between check and use. A refusal is DATA_DIR_UNSAFE naming the file.
 * - Every file the host creates (room.json.tmp, <gameId>.jsonl.tmp, the write probe, the lock)
 *   is created with O_CREAT|O_EXCL|O_NOFOLLOW: never an existing file, never through a link. A
 *   leftover temporary file of that name (a crash, or anything planted there) is unlinked first;
 *   unlinking a link removes the link, never what it points to. A rename replaces a link at the
 *   destination, it does not write through it.
 * - Windows has no O_NOFOLLOW and no owner or mode bits that mean the same: there the store
 *   refuses links by lstat before opening (creating a link there takes a privilege ordinary
 *   programs lack), and checks neither owner nor mode; the user's AppData folder is private by
 *   its ACL.
 *
 * Past games, and keeping listing cheap (issue 25, "cheap things stay cheap"):
 * - listGames reads one page. Journals the room made are named <date>-<room code>-<game
 *   number>-<seed> (room.ts), so the order, newest first, comes from the names: by the date,
 *   then within one room by the game number. Only when several rooms started games on the same
 *   date, or for a file named otherwise, are headers read to merge them by `startedAt`; a header
 *   never changes, so each is read once per store. Then only the games on the page are read,
 *   and a finished journal's summary is kept (checked against the file's size, mtime and inode):
 *   a page of 50 out of 3,000 journals reads about 50 files the first time and almost none
 *   after. `filesRead` counts them, for tests.
 * - pruneJournals (the host calls it as it opens the room) DELETES finished journals past the
 *   newest `keepGames` (default 500; `--keep-games`), and finished journals of games that never
 *   got a move past the newest 10 (a host restarted in a loop makes one per start). Deleted, not
 *   archived: an archive would grow as the folder did, and the export (host controls) is how a
 *   game is kept. Never deleted: an unfinished journal, the game the room is on (named by the
 *   caller), a journal with an open writer, one that cannot be read (a person may want to look
 *   at it), and the .corrupt files (they are what was saved of damaged lines).
 *
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
  fchmodSync,
  fdatasyncSync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { JOURNAL_FORMAT, JOURNAL_VERSION, parseJournal, type Journal, type JournalEntry } from '../../shared/engine/journal.ts';

/** What went wrong on disk; `path` is the file or folder concerned. */
export type StoreErrorCode =
  | 'DATA_DIR_UNWRITABLE'
  | 'DATA_DIR_LOCKED'
  /** A link, a file or folder of another user, something that is not a plain file, or a folder others may write to that could not be made private. */
  | 'DATA_DIR_UNSAFE'
  | 'DATA_CORRUPT'
  /** The room file was written by a newer Hideout; it was left as it is. */
  | 'DATA_TOO_NEW'
  | 'NOT_FOUND';

/** What a screen may say for each code when the thrower gave nothing more precise. */
const PUBLIC_MESSAGES: Record<StoreErrorCode, string> = {
  DATA_DIR_UNWRITABLE: 'The host could not save to its data folder.',
  DATA_DIR_LOCKED: 'Another Hideout host is using this data folder.',
  DATA_DIR_UNSAFE: "The host refused a file in its data folder that is not safe to use (a link, or another user's file); its log says which.",
  DATA_CORRUPT: "A file in the host's data folder is damaged; the host's log says which.",
  DATA_TOO_NEW: 'The saved room was written by a newer version of Hideout.',
  NOT_FOUND: 'That game is not on the host.',
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const osMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));

const errnoCode = (err: unknown): string | undefined =>
  isRecord(err) && typeof err.code === 'string' ? err.code : undefined;

/** A failure the host can act on: tell the person, pick another folder, start a fresh room. */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  readonly code: StoreErrorCode;
  /** The file or folder concerned (for a corrupt room.json: where the bad file was set aside). */
  readonly path: string;
  /**
   * What may be shown on any screen, phones included: one sentence with no path, no OS text and
   * nothing read from a file. `message` (also `detail`) is for the host's log and terminal.
   */
  readonly publicMessage: string;
  /** The OS's error code (EACCES, ENOSPC, ELOOP...) when an OS error caused this; for the log. */
  readonly osCode: string | undefined;

  constructor(code: StoreErrorCode, path: string, message: string, options: { cause?: unknown; publicMessage?: string } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.path = path;
    this.publicMessage = options.publicMessage ?? PUBLIC_MESSAGES[code];
    this.osCode = errnoCode(options.cause);
  }

  /** The whole story for the host's log: the file concerned and the OS's words (the same as `message`). */
  get detail(): string {
    return this.message;
  }
}

/**
 * What a screen may be told about `error`: a StoreError's publicMessage, else `fallback` (an
 * error from elsewhere may carry anything, a path or a token among it).
 */
export function publicMessageOf(error: unknown, fallback = 'The host could not save to its disk.'): string {
  return error instanceof StoreError ? error.publicMessage : fallback;
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


/** One page of listGames: `next` is the `before` that gives the page after it, null on the last page. */
export interface GamePage {
  games: GameSummary[];
  next: string | null;
}

/** What pruneJournals did: the games whose journals were deleted, and what could not be done (for the log). */
export interface PruneResult {
  removed: string[];
  problems: string[];
}

/**
 * A check of the room file's content, given to loadRoom (room-record.ts makes the room's): the
 * room, or why not. `newer` when the file is of a version this host does not know yet.
 */
export type RoomCheck<T> = (value: unknown) => { ok: true; value: T } | { ok: false; reason: string; newer?: { version: number; known: number } };

export interface TableStoreOptions {
  /** Finished games whose journals pruneJournals keeps, newest first (default DEFAULT_KEEP_GAMES). */
  keepGames?: number;
  /** Where the store says what it changed by itself (a data folder made private); console.warn by default. */
  log?: (line: string) => void;
}

/** Finished games kept on disk unless the host says otherwise (`--keep-games`). */
export const DEFAULT_KEEP_GAMES = 500;
/** Finished games that never got a move, kept (newest first) besides: a restart loop makes one per start. */
export const KEEP_EMPTY_GAMES = 10;

const ROOM_FILE = 'room.json';
const GAMES_DIR = 'games';
const JOURNAL_EXT = '.jsonl';
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;
/** A room is a few KB; a room file larger than this is not one (and is not read into memory whole). */
const MAX_ROOM_BYTES = 4 * 1024 * 1024;
/**
 * NUL bytes kept written after a journal's last line (see the top of the file). A 10-player
 * game of Mole in the Crew journals about 10 KB, so one stretch usually lasts the whole game.
 */
export const JOURNAL_PAD_BYTES = 64 * 1024;
const ZEROS = Buffer.alloc(JOURNAL_PAD_BYTES);
const GAME_ID = /^[A-Za-z0-9_-]{1,64}$/;
// Windows refuses these as file names whatever the extension.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
/** The names room.ts gives journals: <date>-<room code>-<game number>-<seed>; listGames orders by them. */
const ROOM_MADE_ID = /^(\d{4}-\d{2}-\d{2})-([A-Za-z0-9]+)-(\d{1,15})-/;

const IS_WINDOWS = process.platform === 'win32';
/** Makes an open fail on a link as the path's last part; 0 on Windows, which has none (see the top of the file). */
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
/** Makes an open of a FIFO return at once instead of waiting for a writer; regular files ignore it. */
const O_NONBLOCK = IS_WINDOWS ? 0 : (constants.O_NONBLOCK ?? 0);
const O_DIRECTORY = constants.O_DIRECTORY ?? 0;

/** Whether `id` can name a game's journal file. */
export function isValidGameId(id: unknown): id is string {
  return typeof id === 'string' && GAME_ID.test(id) && !WINDOWS_DEVICE.test(id);
}

function checkGameId(id: unknown): asserts id is string {
  if (!isValidGameId(id)) {
    throw new RangeError(`${JSON.stringify(id)} is not a valid game id: use 1 to 64 letters, digits, "_" or "-"`);
  }
}

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

/** The error for something in the data folder the host will not use (see the top of the file). */
function unsafe(path: string, reason: string, cause?: unknown): StoreError {
  return new StoreError(
    'DATA_DIR_UNSAFE',
    path,
    `${path} ${reason}. Hideout follows no links and uses no other user's files in its data folder, so that nothing there can make it write elsewhere: remove it, or choose another data folder (--data-dir).`,
    { cause },
  );
}

/** The error for a room file of a version this host does not know; the file is left as it is. */
export function roomFileTooNew(path: string, version: number, known: number): StoreError {
  return new StoreError(
    'DATA_TOO_NEW',
    path,
    `The saved room ${path} was written by a newer Hideout (room file version ${version}; this one reads up to version ${known}). It was left exactly as it is: start that newer Hideout, or start this one with another data folder (--data-dir).`,
    { publicMessage: 'The saved room was written by a newer version of Hideout; this host left it as it is. Use the newer Hideout, or another data folder.' },
  );
}

// ELOOP on Linux and macOS, EMLINK on FreeBSD, EFTYPE on NetBSD: what O_NOFOLLOW says of a link.
const isLinkRefusal = (err: unknown): boolean => ['ELOOP', 'EMLINK', 'EFTYPE'].includes(errnoCode(err) ?? '');

const currentUid = (): number | undefined => (typeof process.getuid === 'function' ? process.getuid() : undefined);

const octal = (mode: number): string => `0${(mode & 0o777).toString(8)}`;

type MakeDir = (path: string, mode: number) => void;

/**
 * `mkdir -p` one level at a time, so that the error thrown is the one the OS gave for the level
 * that failed (EROFS, EACCES, ENOTDIR...). `mkdir` is replaceable for tests: root ignores
 * permissions, and a read-only file system cannot be made without privileges. Levels it makes
 * are 0o700.
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
      mkdir(path, DIR_MODE);
    } catch (err) {
      // Another process made it in between: fine, as long as it is a folder.
      if (errnoCode(err) === 'EEXIST' && statSync(path).isDirectory()) continue;
      throw err;
    }
  }
}

/**
 * Checks a folder of the data folder, which must exist: a real folder (not a link), this user's,
 * and not writable by group or others; one that is, is made 0700 and `log` says so. Throws
 * DATA_DIR_UNSAFE otherwise; an OS error (EACCES...) as it is. On Windows only the link and the
 * folder are checked (see the top of the file).
 */
function checkOwnDir(dir: string, what: string, log: (line: string) => void): void {
  const seen = lstatSync(dir);
  if (seen.isSymbolicLink()) throw unsafe(dir, `(${what}) is a symbolic link; give the folder's real path instead`);
  if (!seen.isDirectory()) throw unsafe(dir, `(${what}) is not a folder`);
  if (IS_WINDOWS) return;
  const uid = currentUid();
  // Said before anything else: another user's folder may not even open for us (EACCES would hide why).
  if (uid !== undefined && seen.uid !== uid) throw unsafe(dir, `(${what}) belongs to another user (uid ${seen.uid}; this host runs as uid ${uid})`);
  let fd: number;
  try {
    // On the descriptor from here on: the folder checked is the folder changed.
    fd = openSync(dir, constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  } catch (err) {
    // Swapped for a link (or a file) since the lstat.
    if (isLinkRefusal(err) || errnoCode(err) === 'ENOTDIR') throw unsafe(dir, `(${what}) is a symbolic link`, err);
    throw err;
  }
  try {
    const st = fstatSync(fd);
    if (uid !== undefined && st.uid !== uid) {
      throw unsafe(dir, `(${what}) belongs to another user (uid ${st.uid}; this host runs as uid ${uid})`);
    }
    if ((st.mode & 0o022) !== 0) {
      // Anyone who may write here may plant links and swap files between the checks below.
      try {
        fchmodSync(fd, DIR_MODE);
      } catch (err) {
        throw new StoreError(
          'DATA_DIR_UNSAFE',
          dir,
          `${dir} (${what}) can be changed by other users (mode ${octal(st.mode)}) and Hideout could not make it private (${osMessage(err)}): make it 0700 (chmod 700), or choose another data folder (--data-dir).`,
          { cause: err },
        );
      }
      log(`the ${what} ${dir} could be changed by other users (mode ${octal(st.mode)}); it is now private to you (0700)`);
    }
  } finally {
    closeSync(fd);
  }
}

const warn = (line: string): void => console.warn(`hideout: ${line}`);

/**
 * Makes the data folder if needed and checks it as the top of this file says: throws
 * DATA_DIR_UNSAFE (a link, another user's, others may write and it cannot be made private) or
 * DATA_DIR_UNWRITABLE (cannot be made). The store and the lock (which the host takes first) both
 * call it.
 */
export function openDataDir(dataDir: string, log: (line: string) => void = warn): void {
  const dir = resolve(dataDir);
  // Before mkdir: a dangling link would otherwise read as "exists" then "missing".
  let existing: Stats | null = null;
  try {
    existing = lstatSync(dir);
  } catch (err) {
    if (errnoCode(err) !== 'ENOENT' && errnoCode(err) !== 'ENOTDIR') throw dataDirUnwritable(dir, err);
  }
  if (existing?.isSymbolicLink()) throw unsafe(dir, '(the data folder) is a symbolic link; give the folder\'s real path instead');
  try {
    makeDirs(dir);
  } catch (err) {
    throw dataDirUnwritable(dir, err);
  }
  try {
    checkOwnDir(dir, 'data folder', log);
  } catch (err) {
    if (err instanceof StoreError) throw err;
    throw dataDirUnwritable(dir, err);
  }
}

/** How many files a store has opened to read them; for tests that bound what a listing costs. */
interface ReadCount {
  files: number;
}

/** Windows has no O_NOFOLLOW: there a link is refused by lstat just before the open. */
function refuseLinkByLstat(path: string): void {
  if (O_NOFOLLOW !== 0) return;
  if (lstatSync(path).isSymbolicLink()) throw unsafe(path, 'is a symbolic link');
}

/**
 * Opens an existing file of the data folder without following a link, and checks on the open
 * descriptor that it is a plain file of this user, with no second name when it is written in
 * place. Throws DATA_DIR_UNSAFE if not; the OS error as it is otherwise (ENOENT: callers check).
 */
function openOwnFile(path: string, flags: number, access: 'read' | 'write'): number {
  refuseLinkByLstat(path);
  let fd: number;
  try {
    fd = openSync(path, flags | O_NOFOLLOW | O_NONBLOCK);
  } catch (err) {
    if (isLinkRefusal(err)) throw unsafe(path, 'is a symbolic link', err);
    throw err;
  }
  try {
    checkOwnFile(fstatSync(fd), path, access);
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  return fd;
}

function checkOwnFile(st: Stats, path: string, access: 'read' | 'write'): void {
  if (!st.isFile()) throw unsafe(path, 'is not a plain file');
  const uid = currentUid();
  if (uid !== undefined && st.uid !== uid) throw unsafe(path, `belongs to another user (uid ${st.uid}; this host runs as uid ${uid})`);
  // Written in place, a file with a second name (a hard link planted elsewhere) is written there too.
  if (access === 'write' && st.nlink > 1) throw unsafe(path, `has ${st.nlink - 1} other name(s) (a hard link)`);
}

/** Opens (creating it if missing) a file that is only ever appended to, as openOwnFile checks it. */
function openOwnFileForAppend(path: string): number {
  refuseLinkByLstat(path);
  let fd: number;
  try {
    fd = openSync(path, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | O_NOFOLLOW | O_NONBLOCK, FILE_MODE);
  } catch (err) {
    if (isLinkRefusal(err)) throw unsafe(path, 'is a symbolic link', err);
    throw err;
  }
  try {
    checkOwnFile(fstatSync(fd), path, 'write');
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  return fd;
}

/** Reads a whole file of the data folder (see openOwnFile), with its stat; `max`: larger is refused (RangeError). */
function readOwnFile(path: string, reads: ReadCount | null, max = Infinity): { bytes: Buffer; stat: Stats } {
  const fd = openOwnFile(path, constants.O_RDONLY, 'read');
  if (reads !== null) reads.files++;
  try {
    const stat = fstatSync(fd);
    if (stat.size > max) throw new RangeError(`is larger than ${max} bytes`);
    return { bytes: readAt(fd, 0, stat.size), stat };
  } finally {
    closeSync(fd);
  }
}

/** Up to `length` bytes from `position` (fewer at the end of the file). */
function readAt(fd: number, position: number, length: number): Buffer {
  const buf = Buffer.alloc(length);
  let got = 0;
  while (got < length) {
    const n = readSync(fd, buf, got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return got === length ? buf : buf.subarray(0, got);
}

/** Whether anything (a link included, dangling or not) has this name. */
function nameTaken(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return false;
    throw err;
  }
}

/** Creates `path` (O_EXCL: never an existing file; O_NOFOLLOW: never through a link), 0o600. */
function createExclusive(path: string): number {
  return openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | O_NOFOLLOW, FILE_MODE);
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

/**
 * Writes `bytes` to a temporary file made here and fsyncs it before closing. Whatever already has
 * that name (a crash's leftover, or a link planted there) is unlinked first, which never touches
 * what a link points to; O_EXCL then guarantees the file written is the one just made.
 */
function writeTempDurably(path: string, bytes: Buffer): void {
  let fd: number;
  try {
    fd = createExclusive(path);
  } catch (err) {
    if (errnoCode(err) !== 'EEXIST') throw err;
    unlinkSync(path);
    fd = createExclusive(path);
  }
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
    fd = openSync(dir, constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  } catch (err) {
    if (IS_WINDOWS) return;
    throw err;
  }
  try {
    fsyncSync(fd);
  } catch (err) {
    if (!IS_WINDOWS) throw err;
  } finally {
    closeSync(fd);
  }
}

function removeQuietly(path: string): void {
  try {
    // rm removes a link itself, not what it points to.
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
  /** The file as it was read (size, mtime, inode), to tell later whether it changed. */
  stat: Stats;
}

/** Reads and checks a journal file without changing it. */
function scanJournal(path: string, gameId: string, reads: ReadCount | null): ScannedJournal {
  let bytes: Buffer;
  let stat: Stats;
  try {
    ({ bytes, stat } = readOwnFile(path, reads));
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
    let end = buf.length;
    while (end > 0 && buf[end - 1] === 0) end--;
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
function endsFinished(path: string, reads: ReadCount | null): boolean {
  const fd = openOwnFile(path, constants.O_RDONLY, 'read');
  if (reads !== null) reads.files++;
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
function readHeader(path: string, gameId: string, reads: ReadCount | null): JournalHeader {
  let fd: number;
  try {
    fd = openOwnFile(path, constants.O_RDONLY, 'read');
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') throw new StoreError('NOT_FOUND', path, `no journal for game "${gameId}" (${path})`);
    throw err;
  }
  if (reads !== null) reads.files++;
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
function journalShape(path: string, gameId: string, reads: ReadCount | null): { finished: boolean; empty: boolean } {
  const fd = openOwnFile(path, constants.O_RDONLY, 'read');
  if (reads !== null) reads.files++;
  try {
    const size = fstatSync(fd).size;
    const { end } = headerAt(fd, size, path, gameId);
    const finish = finishLineStart(fd, size);
    return { finished: finish !== null, empty: finish === end };
  } finally {
    closeSync(fd);
  }
}

/** The UTC date of a time, as room.ts writes it at the start of a journal's name. */
const dayOf = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Where a listing resumes: after this game, in listing order. */
interface ListCursor {
  id: string;
  day: string;
  time: number;
}

/** Whether `a` is listed before `b`: started later, or at the same instant with the greater id. */
const listedBefore = (a: { time: number; id: string }, b: { time: number; id: string }): boolean =>
  a.time > b.time || (a.time === b.time && a.id > b.id);

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
  readonly #keepGames: number;
  readonly #reads: ReadCount = { files: 0 };
  /** When each journal's game started (its header's `startedAt`), read once: a header never changes. */
  readonly #startTimes = new Map<string, number>();
  /** Finished games' summaries, with the file they were read from: nothing is added to a finished journal. */
  readonly #finished = new Map<string, { size: number; mtimeMs: number; ino: number; summary: GameSummary }>();

  /**
   * Creates the data folder if needed, checks it (see the top of the file: DATA_DIR_UNSAFE) and
   * proves it can be written (a probe file is written, fsync'd and removed). Throws StoreError
   * DATA_DIR_UNWRITABLE naming the folder otherwise.
   */
  constructor(dataDir: string, options: TableStoreOptions = {}) {
    const keepGames = options.keepGames ?? DEFAULT_KEEP_GAMES;
    if (!Number.isSafeInteger(keepGames) || keepGames < 0) throw new RangeError(`keepGames must be a whole number, 0 or more, not ${keepGames}`);
    this.#keepGames = keepGames;
    const log = options.log ?? warn;
    this.dataDir = resolve(dataDir);
    this.#gamesDir = join(this.dataDir, GAMES_DIR);
    openDataDir(this.dataDir, log);
    try {
      try {
        mkdirSync(this.#gamesDir, { mode: DIR_MODE });
      } catch (err) {
        // There already (or a link there: checkOwnDir refuses it).
        if (errnoCode(err) !== 'EEXIST') throw err;
      }
      checkOwnDir(this.#gamesDir, 'games folder', log);
    } catch (err) {
      if (err instanceof StoreError) throw err;
      throw dataDirUnwritable(this.dataDir, err);
    }
    const probe = join(this.dataDir, `.write-test-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      const fd = createExclusive(probe);
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
    const path = join(this.dataDir, ROOM_FILE);
    let bytes: Buffer;
    try {
      bytes = readOwnFile(path, this.#reads, MAX_ROOM_BYTES).bytes;
    } catch (err) {
      if (errnoCode(err) === 'ENOENT') return null;
      if (err instanceof RangeError) this.#roomDamaged(path, `is larger than ${MAX_ROOM_BYTES} bytes`, 'is far too large to be a room');
      throw err;
    }
    let value: unknown;
    try {
      value = JSON.parse(bytes.toString('utf8'));
    } catch (err) {
      // The parser's words quote the file, which holds tokens: in the log only.
      this.#roomDamaged(path, `is not valid JSON (${osMessage(err)})`, 'is not valid JSON', err);
    }
    if (check === undefined) return value as T;
    const checked = check(value);
    if (checked.ok) return checked.value;
    if (checked.newer !== undefined) throw roomFileTooNew(path, checked.newer.version, checked.newer.known);
    this.#roomDamaged(path, `is not a valid room (${checked.reason})`, `is not a valid room (${checked.reason})`);
  }

  /** Sets a damaged room file aside and throws DATA_CORRUPT saying where it went. */
  #roomDamaged(path: string, what: string, publicWhat: string, cause?: unknown): never {
    let aside: string;
    try {
      aside = this.#setAside(path);
    } catch (moveErr) {
      throw new StoreError('DATA_CORRUPT', path, `The saved room ${path} ${what} and could not be moved aside (${osMessage(moveErr)})`, {
        cause: moveErr,
        publicMessage: `The saved room ${publicWhat} and could not be moved aside; the host's log says why`,
      });
    }
    throw new StoreError('DATA_CORRUPT', aside, `The saved room ${path} ${what}; it was kept as ${aside} and the host starts without it`, {
      cause,
      publicMessage: `The saved room ${publicWhat}; it was kept in the data folder as ${basename(aside)} and the host starts without it`,
    });
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
      writeTempDurably(tmp, Buffer.from(`${text}\n`, 'utf8'));
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
    if (nameTaken(path)) throw new Error(`game "${header.gameId}" already has a journal (${path})`);
    const tmp = `${path}.tmp`;
    const headerLine = Buffer.from(`${JSON.stringify(record)}\n`, 'utf8');
    try {
      // With its first stretch of padding, so that the first actions need no new blocks either.
      writeTempDurably(tmp, Buffer.concat([headerLine, ZEROS]));
      renameSync(tmp, path);
      fsyncDir(this.#gamesDir);
    } catch (err) {
      removeQuietly(tmp);
      throw unwritable(path, `Could not create the journal of game "${header.gameId}" at ${path}`, err);
    }
    this.#forget(header.gameId);
    this.#startTimes.set(header.gameId, Date.parse(checked.startedAt));
    return this.#openWriter(header.gameId, path, headerLine.length);
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
    const path = this.#journalPath(gameId);
    const { goodLength, fileLength, badTail, stat: _stat, ...opened } = scanJournal(path, gameId, this.#reads);
    if (badTail !== undefined) {
      const aside = `${path}.corrupt`;
      try {
        // Kept durably before the journal loses the line: a crash in between only keeps it twice.
        const fd = openOwnFileForAppend(aside);
        try {
          writeAll(fd, badTail.bytes);
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
        fsyncDir(this.#gamesDir);
      } catch (err) {
        if (err instanceof StoreError) throw err;
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
        const fd = openOwnFile(path, constants.O_RDWR, 'write');
        try {
          ftruncateSync(fd, goodLength);
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
      } catch (err) {
        if (err instanceof StoreError) throw err;
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
    const path = this.#journalPath(gameId);
    const line = Buffer.from(`${JSON.stringify({ finished: true, outcome: outcome ?? null, at: Date.now() })}\n`, 'utf8');
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
      if (err instanceof StoreError) throw err;
      throw unwritable(path, `Could not mark game "${gameId}" finished in ${path}`, err);
    } finally {
      if (fd !== null) closeSync(fd);
    }
  }

  /**
   * Every game with a readable journal, newest first (see the top of the file for the order).
   * Journals that cannot be read are left out; openJournal on one says why. Changes nothing on
   * disk. Reads every journal: the host controls use listGamesPage.
   */
  listGames(): GameSummary[] {
    return this.listGamesPage().games;
  }

  /**
   * One page of listGames: at most `limit` games (all by default), starting after the game
   * `before` (from the previous page's `next`). Reads only the files the page needs (the top of
   * the file says which). Throws RangeError on a bad limit or id, StoreError NOT_FOUND if
   * `before` names no readable journal (it was deleted since: start from the top again).
   */
  listGamesPage(options: { limit?: number; before?: string } = {}): GamePage {
    const limit = options.limit ?? Infinity;
    if (limit !== Infinity && !(Number.isSafeInteger(limit) && limit > 0)) throw new RangeError(`limit must be a whole number above 0, not ${limit}`);
    const after = options.before === undefined ? undefined : this.#cursor(options.before);
    const games: GameSummary[] = [];
    for (const gameId of this.#inListOrder(this.#journalIds(), after)) {
      // One more game exists: the page is full, and the next one starts after its last game.
      if (games.length === limit) return { games, next: games[games.length - 1]!.gameId };
      const summary = this.#summary(gameId);
      if (summary !== null) games.push(summary);
    }
    return { games, next: null };
  }

  /**
   * Deletes finished journals past the newest `keepGames`, and finished journals without a single
   * move past the newest KEEP_EMPTY_GAMES (the top of the file says why deleted, and what is never
   * deleted). `keep`: games not to touch whatever their age (the room's current game). Reads the
   * first and last lines of every journal. Problems (a journal that could not be deleted) are
   * returned, not thrown: this is housekeeping, and the host starts anyway.
   */
  pruneJournals(options: { keep?: readonly (string | null)[] } = {}): PruneResult {
    const keep = new Set(options.keep ?? []);
    const removed: string[] = [];
    const problems: string[] = [];
    const keepEmpty = Math.min(KEEP_EMPTY_GAMES, this.#keepGames);
    let played = 0;
    let empty = 0;
    for (const gameId of this.#inListOrder(this.#journalIds())) {
      if (keep.has(gameId) || this.#writers.has(gameId)) continue;
      const path = this.#journalPath(gameId);
      let shape: { finished: boolean; empty: boolean };
      try {
        shape = journalShape(path, gameId, this.#reads);
      } catch {
        // Unreadable, a link, not ours: left for a person to look at (openJournal says why).
        continue;
      }
      if (!shape.finished) continue;
      if (shape.empty ? ++empty <= keepEmpty : ++played <= this.#keepGames) continue;
      try {
        // The name only: a link there would be removed, never what it points to (and journalShape refused links).
        unlinkSync(path);
        removed.push(gameId);
      } catch (err) {
        if (errnoCode(err) !== 'ENOENT') problems.push(`the journal of game ${gameId} could not be deleted (${osMessage(err)})`);
      }
      this.#forget(gameId);
    }
    if (removed.length > 0) {
      try {
        fsyncDir(this.#gamesDir);
      } catch (err) {
        problems.push(`the games folder could not be synced after deleting old journals (${osMessage(err)})`);
      }
    }
    return { removed, problems };
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
        finished = endsFinished(this.#journalPath(gameId), this.#reads);
      } catch (err) {
        if (errnoCode(err) === 'ENOENT') continue;
        if (!(err instanceof StoreError)) throw err;
        finished = false;
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
      scanned = scanJournal(path, gameId, this.#reads);
    } catch (err) {
      if (err instanceof StoreError && err.code === 'NOT_FOUND') return;
      throw err;
    }
    if (scanned.entries.length > 0 || scanned.finished || scanned.badTail !== undefined) {
      throw new Error(`game "${gameId}" has journaled actions: its journal is not discarded`);
    }
    this.#forget(gameId);
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

  /** When the game started (ms), from its header, read at most once; null if the header cannot be read. */
  #startTime(gameId: string): number | null {
    const known = this.#startTimes.get(gameId);
    if (known !== undefined) return known;
    let header: JournalHeader;
    try {
      header = readHeader(this.#journalPath(gameId), gameId, this.#reads);
    } catch (err) {
      if (err instanceof StoreError) return null;
      throw err;
    }
    const time = Date.parse(header.startedAt);
    this.#startTimes.set(gameId, time);
    return time;
  }

  /** Drops what is remembered of a journal that was removed or replaced. */
  #forget(gameId: string): void {
    this.#startTimes.delete(gameId);
    this.#finished.delete(gameId);
  }

  #cursor(before: string): ListCursor {
    checkGameId(before);
    const time = this.#startTime(before);
    if (time === null) {
      const path = this.#journalPath(before);
      throw new StoreError('NOT_FOUND', path, `no readable journal for game "${before}" (${path}) to list the games after`);
    }
    return { id: before, time, day: ROOM_MADE_ID.exec(before)?.[1] ?? dayOf(time) };
  }

  /**
   * The journals in listing order, newest first, lazily: a caller that stops after a page has
   * read only what that page needed (the top of the file explains the order). `after`: only the
   * games listed after that one.
   */
  *#inListOrder(ids: readonly string[], after?: ListCursor): Generator<string> {
    interface Item {
      id: string;
      n: number;
    }
    // By date, then by source: one room's games (ordered by their number), or one odd-named file.
    const days = new Map<string, Map<string, Item[]>>();
    const add = (day: string, source: string, item: Item) => {
      let sources = days.get(day);
      if (sources === undefined) days.set(day, (sources = new Map()));
      let items = sources.get(source);
      if (items === undefined) sources.set(source, (items = []));
      items.push(item);
    };
    for (const id of ids) {
      const named = ROOM_MADE_ID.exec(id);
      if (named !== null) {
        add(named[1]!, `room ${named[2]!}`, { id, n: Number(named[3]) });
        continue;
      }
      // Not named by a room: its date comes from its header.
      const time = this.#startTime(id);
      if (time !== null) add(dayOf(time), `file ${id}`, { id, n: 0 });
    }
    const newestFirst = (a: Item, b: Item) => b.n - a.n || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    for (const day of [...days.keys()].sort().reverse()) {
      if (after !== undefined && day > after.day) continue;
      const sources = [...days.get(day)!.values()].map((items) => items.sort(newestFirst));
      const cursorDay = after !== undefined && day === after.day;
      // Only listed after the cursor (headers read only on the cursor's date).
      const isAfter = (id: string): boolean => {
        if (!cursorDay) return true;
        const time = this.#startTime(id);
        return time !== null && listedBefore(after, { time, id });
      };
      if (sources.length === 1) {
        // One room that day (the usual case): its numbers are the order, no header needed.
        let items = sources[0]!;
        if (cursorDay) {
          const at = items.findIndex((item) => item.id === after.id);
          items = at >= 0 ? items.slice(at + 1) : items.filter((item) => isAfter(item.id));
        }
        for (const item of items) yield item.id;
        continue;
      }
      // Several: merge them by start time, reading each head's header once (then remembered).
      const heads = sources.map(() => 0);
      for (;;) {
        let best = -1;
        let bestKey: { time: number; id: string } | null = null;
        for (let s = 0; s < sources.length; s++) {
          const items = sources[s]!;
          let key: { time: number; id: string } | null = null;
          while (heads[s]! < items.length) {
            const id = items[heads[s]!]!.id;
            const time = this.#startTime(id);
            // Unreadable (left out of the listing), or not after the cursor: skip it.
            if (time === null || !isAfter(id)) {
              heads[s]!++;
              continue;
            }
            key = { time, id };
            break;
          }
          if (key !== null && (bestKey === null || listedBefore(key, bestKey))) {
            best = s;
            bestKey = key;
          }
        }
        if (best < 0) break;
        yield sources[best]![heads[best]!]!.id;
        heads[best]!++;
      }
    }
  }

  /** A game's line in the listing, or null if its journal cannot be read. */
  #summary(gameId: string): GameSummary | null {
    const path = this.#journalPath(gameId);
    const known = this.#finished.get(gameId);
    if (known !== undefined) {
      try {
        const st = lstatSync(path);
        if (st.isFile() && st.size === known.size && st.mtimeMs === known.mtimeMs && st.ino === known.ino) return known.summary;
      } catch {
        // Gone or unreachable: read again below, which says so.
      }
      this.#finished.delete(gameId);
    }
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

  #refuseSecondWriter(gameId: string): void {
    // Two writers on one file would interleave their lines and defeat the rollback of a failed append.
    if (this.#writers.has(gameId)) throw new Error(`game "${gameId}" already has an open journal writer`);
  }

  /** `size`: where the content ends and the first append goes (any padding follows it); the file's end if not given. */
  #openWriter(gameId: string, path: string, size?: number): JournalWriter {
    let fd: number;
    try {
      // Not O_APPEND: lines are written at a position, over the padding.
      fd = openOwnFile(path, constants.O_WRONLY, 'write');
    } catch (err) {
      if (err instanceof StoreError) throw err;
      throw unwritable(path, `Could not open the journal of game "${gameId}" for writing`, err);
    }
    const writer = new FileJournalWriter(gameId, path, fd, size ?? fstatSync(fd).size, () => this.#writers.delete(gameId));
    this.#writers.set(gameId, writer);
    return writer;
  }

  /** Renames a damaged file to <path>.corrupt-<n>, n the first free number (a link counts as taken), durably. */
  #setAside(path: string): string {
    let n = 1;
    while (nameTaken(`${path}.corrupt-${n}`)) n++;
    const aside = `${path}.corrupt-${n}`;
    renameSync(path, aside);
    fsyncDir(this.dataDir);
    return aside;
  }
}
