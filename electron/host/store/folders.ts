/**
 * The data folder and its games/ folder: made if missing, checked before anything is read or
 * written in them, and proved writable.
 *
 * - The data folder and games/ must be real folders (not symbolic links) owned by the user
 *   running the host; anything else is DATA_DIR_UNSAFE, and the host does not start. A folder
 *   that group or others may write to is made 0700 when it is ours (one log line says so), and
 *   refused when that fails: in a folder others can write to, every check of safe-files.ts could
 *   be raced. Only the data folder itself and what is inside are checked: the folders above it
 *   are trusted, as every program trusts the folders above its own (a data folder inside a
 *   folder others can write to without the sticky bit could be swapped whole; /tmp has the bit).
 *   On Windows only the link and the folder are checked (safe-files.ts says why).
 * - The folder is created one level at a time, not with mkdirSync's `recursive`: Node's recursive
 *   mkdir reports a read-only file system (EROFS) as ENOENT, which would tell the person the
 *   wrong thing (and in /proc it never returns).
 * - One host per data folder: TableStore itself does not lock (tests and tools open a second
 *   store to read a running host's files); the host takes a DataDirLock (data-dir-lock.ts) first.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fchmodSync, fstatSync, lstatSync, mkdirSync, openSync, statSync, unlinkSync, type Stats } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { dataDirUnwritable, errnoCode, osMessage, StoreError, unsafe } from './errors.ts';
import { removeQuietly, writeFsyncClose } from './durable.ts';
import { createExclusive, currentUid, DIR_MODE, IS_WINDOWS, isLinkRefusal, O_DIRECTORY, O_NOFOLLOW } from './safe-files.ts';

const octal = (mode: number): string => `0${(mode & 0o777).toString(8)}`;

export const warn = (line: string): void => console.warn(`hideout: ${line}`);

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
      // Anyone who may write here may plant links and swap files between the checks of safe-files.ts.
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

/** Makes the games folder in an opened data folder if needed, and checks it as the data folder is. */
export function openGamesDir(dataDir: string, gamesDir: string, log: (line: string) => void): void {
  try {
    try {
      mkdirSync(gamesDir, { mode: DIR_MODE });
    } catch (err) {
      // There already (or a link there: checkOwnDir refuses it).
      if (errnoCode(err) !== 'EEXIST') throw err;
    }
    checkOwnDir(gamesDir, 'games folder', log);
  } catch (err) {
    if (err instanceof StoreError) throw err;
    throw dataDirUnwritable(dataDir, err);
  }
}

/** Proves the data folder can be written: a probe file is written, fsync'd and removed; DATA_DIR_UNWRITABLE if not. */
export function proveWritable(dataDir: string): void {
  const probe = join(dataDir, `.write-test-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    writeFsyncClose(createExclusive(probe), Buffer.from('hideout\n'));
    unlinkSync(probe);
  } catch (err) {
    removeQuietly(probe);
    throw dataDirUnwritable(dataDir, err);
  }
}
