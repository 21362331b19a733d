/**
 * The store's errors: what went wrong on disk, said twice, once for the host's log and once for
 * any screen.
 *
 * - Any failure to write (disk full, permissions, a vanished folder) is a StoreError
 *   DATA_DIR_UNWRITABLE with the OS error as `cause`: to the host it is the same situation as an
 *   unwritable folder at start-up. A file that exists but cannot be read throws the OS error as
 *   it is (nothing better to say about it).
 * - A StoreError's `message` is for the host's log and terminal: it names the file and gives the
 *   OS's words. Its `publicMessage` is what may be shown on any screen, phones included: no path
 *   (it would show the user's name and folders), no OS text, no file content (a room file holds
 *   seat tokens, and JSON.parse quotes what it choked on).
 * - Misuse is a plain Error (TypeError/RangeError), not a StoreError: a bad game id, a header or
 *   entry that cannot be journaled, a second writer on the same game, appending to a finished
 *   game.
 */

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

/** A JSON object (or an OS error's fields): not null, not an array. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const osMessage = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export const errnoCode = (err: unknown): string | undefined =>
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

export function unwritable(path: string, what: string, err: unknown, advice?: string): StoreError {
  const message = `${what} (${osMessage(err)})${advice === undefined ? '' : `. ${advice}`}`;
  return new StoreError('DATA_DIR_UNWRITABLE', path, message, { cause: err });
}

/** `err` as it is if the store already said what it means, else as DATA_DIR_UNWRITABLE saying `what`. */
export function asUnwritable(path: string, what: string, err: unknown): StoreError {
  return err instanceof StoreError ? err : unwritable(path, what, err);
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

/** The error for something in the data folder the host will not use (safe-files.ts says why). */
export function unsafe(path: string, reason: string, cause?: unknown): StoreError {
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

export function corrupt(path: string, what: string): StoreError {
  return new StoreError('DATA_CORRUPT', path, `${path}: ${what}`);
}

export function notFound(path: string, gameId: string): StoreError {
  return new StoreError('NOT_FOUND', path, `no journal for game "${gameId}" (${path})`);
}
