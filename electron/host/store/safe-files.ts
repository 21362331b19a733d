/**
 * Opening the data folder's files so that nothing planted there can make the host write
 * elsewhere (issue 25): whoever can put a link there could otherwise have the host overwrite any
 * file it may write with the room's tokens (a link planted as room.json.tmp), or serve a file it
 * may read as a game's journal.
 *
 * - Every existing file is opened with O_NOFOLLOW (a link as the last part of the path fails,
 *   ELOOP) and O_NONBLOCK (a FIFO planted under a file's name would block an open forever; with
 *   it the open returns and the check refuses it), then fstat'd: it must be a plain file of this
 *   user, and a file written in place (a journal, a .corrupt file) must have no second name (a
 *   hard link would carry the writes elsewhere). The check is on the open descriptor, so the
 *   file cannot be swapped between check and use. A refusal is DATA_DIR_UNSAFE naming the file.
 * - Every file the host creates (room.json.tmp, <gameId>.jsonl.tmp, the write probe, the lock)
 *   is created with O_CREAT|O_EXCL|O_NOFOLLOW: never an existing file, never through a link. A
 *   leftover temporary file of that name (a crash, or anything planted there) is unlinked first
 *   (durable.ts); unlinking a link removes the link, never what it points to. A rename replaces
 *   a link at the destination, it does not write through it.
 * - Files are created readable by their owner only (0o600), folders 0o700: journals hold every
 *   secret of a game and the room holds the host's and every seat's token.
 * - Windows has no O_NOFOLLOW and no owner or mode bits that mean the same: there the store
 *   refuses links by lstat before opening (creating a link there takes a privilege ordinary
 *   programs lack), and checks neither owner nor mode; the user's AppData folder is private by
 *   its ACL.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats } from 'node:fs';
import { errnoCode, unsafe } from './errors.ts';

export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

export const IS_WINDOWS = process.platform === 'win32';
/** Makes an open fail on a link as the path's last part; 0 on Windows, which has none (see the top of the file). */
export const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
/** Makes an open of a FIFO return at once instead of waiting for a writer; regular files ignore it. */
const O_NONBLOCK = IS_WINDOWS ? 0 : (constants.O_NONBLOCK ?? 0);
export const O_DIRECTORY = constants.O_DIRECTORY ?? 0;

// ELOOP on Linux and macOS, EMLINK on FreeBSD, EFTYPE on NetBSD: what O_NOFOLLOW says of a link.
export const isLinkRefusal = (err: unknown): boolean => ['ELOOP', 'EMLINK', 'EFTYPE'].includes(errnoCode(err) ?? '');

export const currentUid = (): number | undefined => (typeof process.getuid === 'function' ? process.getuid() : undefined);

/** How many files a store has opened to read them; for tests that bound what a listing costs. */
export interface ReadCount {
  files: number;
}

/** Windows has no O_NOFOLLOW: there a link is refused by lstat just before the open. */
function refuseLinkByLstat(path: string): void {
  if (O_NOFOLLOW !== 0) return;
  if (lstatSync(path).isSymbolicLink()) throw unsafe(path, 'is a symbolic link');
}

function checkOwnFile(st: Stats, path: string, access: 'read' | 'write'): void {
  if (!st.isFile()) throw unsafe(path, 'is not a plain file');
  const uid = currentUid();
  if (uid !== undefined && st.uid !== uid) throw unsafe(path, `belongs to another user (uid ${st.uid}; this host runs as uid ${uid})`);
  // Written in place, a file with a second name (a hard link planted elsewhere) is written there too.
  if (access === 'write' && st.nlink > 1) throw unsafe(path, `has ${st.nlink - 1} other name(s) (a hard link)`);
}

/** Opens `path` without following a link and checks what was opened; `mode` only where `flags` may create it. */
function openChecked(path: string, flags: number, access: 'read' | 'write', mode?: number): number {
  refuseLinkByLstat(path);
  let fd: number;
  try {
    fd = openSync(path, flags | O_NOFOLLOW | O_NONBLOCK, mode);
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

/**
 * Opens an existing file of the data folder without following a link, and checks on the open
 * descriptor that it is a plain file of this user, with no second name when it is written in
 * place. Throws DATA_DIR_UNSAFE if not; the OS error as it is otherwise (ENOENT: callers check).
 */
export function openOwnFile(path: string, flags: number, access: 'read' | 'write'): number {
  return openChecked(path, flags, access);
}

/** Opens (creating it if missing) a file that is only ever appended to, as openOwnFile checks it. */
export function openOwnFileForAppend(path: string): number {
  return openChecked(path, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT, 'write', FILE_MODE);
}

/** Opens an existing file to read it (see openOwnFile), counting it in `reads`. */
export function openToRead(path: string, reads: ReadCount | null): number {
  const fd = openOwnFile(path, constants.O_RDONLY, 'read');
  if (reads !== null) reads.files++;
  return fd;
}

/** Reads a whole file of the data folder (see openOwnFile), with its stat; `max`: larger is refused (RangeError). */
export function readOwnFile(path: string, reads: ReadCount | null, max = Infinity): { bytes: Buffer; stat: Stats } {
  const fd = openToRead(path, reads);
  try {
    const stat = fstatSync(fd);
    if (stat.size > max) throw new RangeError(`is larger than ${max} bytes`);
    return { bytes: readAt(fd, 0, stat.size), stat };
  } finally {
    closeSync(fd);
  }
}

/** Up to `length` bytes from `position` (fewer at the end of the file). */
export function readAt(fd: number, position: number, length: number): Buffer {
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
export function nameTaken(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch (err) {
    if (errnoCode(err) === 'ENOENT') return false;
    throw err;
  }
}

/** Creates `path` (O_EXCL: never an existing file; O_NOFOLLOW: never through a link), 0o600. */
export function createExclusive(path: string): number {
  return openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | O_NOFOLLOW, FILE_MODE);
}
