/**
 * One host per data folder. Two hosts on one folder would both append to the same game's journal
 * and replace each other's room.json: interleaved lines and lost seats. The host takes this lock
 * before it opens the store and gives it back when it closes.
 *
 * The lock is the file `hideout.lock` in the data folder, holding the owner's pid, created with
 * O_EXCL ('wx') so that of two hosts starting together exactly one creates it. A lock file left
 * by a host that was killed (SIGKILL, power cut) names a pid that no longer runs: it is stale and
 * the next host takes it over, so a crash never locks the table out. Decisions, and why:
 * - Liveness is `process.kill(pid, 0)`: ESRCH means gone; EPERM means alive under another user.
 * - A lock naming this very process is stale unless this process holds it right now: a container
 *   that restarts hands the same small pid to the new host, and one process may open several
 *   hosts (tests) on several folders, or close a host and open it again on the same folder.
 * - The pid alone cannot tell a reused pid from the original host. A stale lock whose pid was
 *   reused by an unrelated process makes the host refuse until that process ends or someone
 *   deletes hideout.lock: refusing wrongly is annoying, sharing a folder is data loss.
 * - Taking over a stale lock re-reads it just before removing it, which leaves only a tiny window
 *   in which two hosts starting at the same instant over the same stale lock could both win.
 */
import { closeSync, fsyncSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dataDirUnwritable, makeDirs, StoreError } from './store.ts';

export const LOCK_FILE = 'hideout.lock';

/** The lock files this process holds, by absolute path. */
const held = new Set<string>();

/** Whether a process with this pid runs now (as far as this machine can tell). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid written in a lock file, or null if it holds none (an empty file: its creator died writing it). */
function readPid(path: string): number | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const pid = Number(text.trim());
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

export class DataDirLock {
  /** The lock file. */
  readonly path: string;
  #released = false;

  private constructor(path: string) {
    this.path = path;
  }

  /**
   * Takes the data folder for this process, creating the folder if needed. Throws StoreError
   * DATA_DIR_LOCKED (one sentence naming the folder and the other host's pid) if another host
   * holds it, DATA_DIR_UNWRITABLE if the folder cannot be created or written.
   */
  static acquire(dataDir: string): DataDirLock {
    const dir = resolve(dataDir);
    const path = join(dir, LOCK_FILE);
    try {
      makeDirs(dir);
    } catch (err) {
      throw dataDirUnwritable(dir, err);
    }
    // Each turn either creates the file, refuses, or removes a stale one; a few turns cover a
    // stale lock being taken over by someone else at the same moment.
    for (let attempt = 0; attempt < 5; attempt++) {
      let fd: number;
      try {
        fd = openSync(path, 'wx', 0o600);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw dataDirUnwritable(dir, err);
        const pid = readPid(path);
        if (held.has(path) || (pid !== null && pid !== process.pid && isAlive(pid))) {
          throw new StoreError(
            'DATA_DIR_LOCKED',
            dir,
            `Another Hideout host is already using ${dir} (pid ${held.has(path) ? process.pid : pid}); stop it or choose another data folder (--data-dir).`,
          );
        }
        // Stale: its host is gone. Remove it only if it still names the same pid.
        if (readPid(path) === pid) {
          try {
            unlinkSync(path);
          } catch (unlinkErr) {
            if ((unlinkErr as NodeJS.ErrnoException).code !== 'ENOENT') throw dataDirUnwritable(dir, unlinkErr);
          }
        }
        continue;
      }
      try {
        writeSync(fd, `${process.pid}\n`);
        fsyncSync(fd);
      } catch (err) {
        closeSync(fd);
        try {
          unlinkSync(path);
        } catch {
          // Reported below; an empty lock file counts as stale anyway.
        }
        throw dataDirUnwritable(dir, err);
      }
      closeSync(fd);
      held.add(path);
      return new DataDirLock(path);
    }
    throw new StoreError('DATA_DIR_LOCKED', dir, `Another Hideout host keeps taking ${dir}; stop it or choose another data folder (--data-dir).`);
  }

  /** Gives the folder back; idempotent. Removes the file only if it is still this process's. */
  release(): void {
    if (this.#released) return;
    this.#released = true;
    held.delete(this.path);
    try {
      if (readPid(this.path) === process.pid) unlinkSync(this.path);
    } catch {
      // A lock file that cannot be removed names a pid that will be gone: the next host takes it over.
    }
  }
}
