/**
 * Writes that survive a crash. Durability is what fsync gives: everything acknowledged survives
 * the process being killed (tested with SIGKILL) and, on disks that honour fsync, a power cut.
 * A file that is replaced (room.json) or created whole (a journal and its header) is written to
 * a temporary file of this host's making, fsync'd, renamed over its name, and then the folder
 * itself is fsync'd, so the rename is on disk too; Windows cannot open a folder for that, so
 * there (only) that step is skipped.
 */
import { closeSync, constants, fsyncSync, openSync, renameSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { errnoCode } from './errors.ts';
import { createExclusive, IS_WINDOWS, O_DIRECTORY, O_NOFOLLOW, openOwnFileForAppend } from './safe-files.ts';

/** writeSync may write less than asked; a line must go out whole. At `position` if given. */
export function writeAll(fd: number, bytes: Buffer, position?: number): void {
  let offset = 0;
  while (offset < bytes.length) {
    offset += writeSync(fd, bytes, offset, bytes.length - offset, position === undefined ? null : position + offset);
  }
}

/** Writes `bytes` to an open file and fsyncs it before closing it. */
export function writeFsyncClose(fd: number, bytes: Buffer): void {
  try {
    writeAll(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes `bytes` to a temporary file made here and fsyncs it before closing. Whatever already has
 * that name (a crash's leftover, or a link planted there) is unlinked first, which never touches
 * what a link points to; O_EXCL then guarantees the file written is the one just made.
 */
export function writeTempDurably(path: string, bytes: Buffer): void {
  let fd: number;
  try {
    fd = createExclusive(path);
  } catch (err) {
    if (errnoCode(err) !== 'EEXIST') throw err;
    unlinkSync(path);
    fd = createExclusive(path);
  }
  writeFsyncClose(fd, bytes);
}

/** Appends `bytes` to a file that is only ever appended to (made if missing), fsync'd before it returns. */
export function appendDurably(path: string, bytes: Buffer): void {
  writeFsyncClose(openOwnFileForAppend(path), bytes);
}

/** Makes a rename in `dir` durable. Windows cannot open a folder, so there this is skipped. */
export function fsyncDir(dir: string): void {
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

export function removeQuietly(path: string): void {
  try {
    // rm removes a link itself, not what it points to.
    rmSync(path, { force: true });
  } catch {
    // Only tidying after a failure that is already being reported.
  }
}

/**
 * Puts `bytes` at `path` atomically and durably: `path` is at every instant either its old
 * content or `bytes`, whole. <path>.tmp is written and fsync'd, renamed over `path`, and `dir`
 * (the folder of both) is fsync'd. On a failure the temporary file is removed and the OS error
 * thrown as it is.
 */
export function replaceDurably(path: string, bytes: Buffer, dir: string): void {
  const tmp = `${path}.tmp`;
  try {
    writeTempDurably(tmp, bytes);
    renameSync(tmp, path);
    fsyncDir(dir);
  } catch (err) {
    removeQuietly(tmp);
    throw err;
  }
}
