/**
 * One host per data folder. Two hosts on one folder would both append to the same game's journal
 * and replace each other's room.json: interleaved lines and lost seats. The host takes this lock
 * before it opens the store and gives it back when it closes.
 *
 * The lock is the file `hideout.lock` in the data folder, one line of JSON naming its holder:
 *
 *     {"pid":4242,"start":"linux:<boot id>:<start ticks>","nonce":"<16 random hex digits>"}
 *
 * created with O_EXCL|O_NOFOLLOW so that of two hosts starting together exactly one creates it,
 * and never through a link (store/safe-files.ts says why the data folder follows none). A lock file left by
 * a host that was killed (SIGKILL, power cut) names a process that no longer runs: it is stale
 * and the next host takes it over, so a crash never locks the table out. Decisions, and why:
 * - Liveness is `process.kill(pid, 0)`: ESRCH means gone; EPERM means alive under another user.
 * - A pid alone cannot tell the host that wrote the lock from an unrelated process that got the
 *   same pid later: after a reboot pids start again from 1, and a service started at boot gets
 *   the same small pid each time. So the lock also records WHICH process it was: `start`, the
 *   process's start as the OS tells it, and a lock whose pid is alive but started at another
 *   time is stale (taken over, and logged). Where `start` comes from:
 *   - Linux: /proc/<pid>/stat's start time (clock ticks since boot) and the boot's id
 *     (/proc/sys/kernel/random/boot_id), so a process after a reboot never matches one before
 *     it even if it started at the same tick. Read from /proc: no process is spawned.
 *   - macOS and the BSDs (no /proc): `ps -o lstart= -p <pid>`, the start to the second, spawned
 *     once when a lock is taken and once when a live pid is found in one.
 *   - Windows: nothing cheap tells a process's start, so no `start` is recorded or compared: a
 *     lock whose pid is alive is refused, as before (annoying, not dangerous: delete the file).
 * - A lock without `start` (written by an older Hideout as a bare pid, or on Windows) whose pid
 *   is alive: on Linux /proc/<pid>/cmdline says whether that process could be a Hideout host (a
 *   node or electron process, or one naming hideout); one that cannot is taken over (logged).
 *   Elsewhere, or when the command line cannot be read, it is refused.
 * - Refusing wrongly is annoying, sharing a folder is data loss: whenever the lock's holder
 *   cannot be told apart from a live host, it counts as one.
 * - `nonce` makes each lock file's content unique: release removes the file only if it is still
 *   this lock's (not one taken over since by another host), and taking over a stale lock
 *   re-reads it just before removing it and removes it only if unchanged, which leaves only a
 *   tiny window in which two hosts starting at the same instant over the same stale lock could
 *   both win.
 * - A lock naming this very process is stale unless this process holds it right now: a container
 *   that restarts hands the same small pid to the new host, and one process may open several
 *   hosts (tests) on several folders, or close a host and open it again on the same folder.
 * - Pids are those of this machine's (and this pid namespace's) processes: two containers
 *   sharing one data folder through a volume see each other's pids as someone else's.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, constants, fstatSync, fsyncSync, lstatSync, openSync, readFileSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dataDirUnwritable, openDataDir, StoreError } from './store.ts';

export const LOCK_FILE = 'hideout.lock';

/** The lock files this process holds, by absolute path. */
const held = new Set<string>();

const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const O_NONBLOCK = process.platform === 'win32' ? 0 : (constants.O_NONBLOCK ?? 0);
/** A lock file is one short line; anything longer is not one of ours. */
const MAX_LOCK_BYTES = 4096;

const errno = (err: unknown): string | undefined => (err as NodeJS.ErrnoException | null)?.code;

/** Whether a process with this pid runs now (as far as this machine can tell). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errno(err) === 'EPERM';
  }
}

/** What a lock file says: its holder's pid, and which process that was (see the top of the file). */
export interface LockRecord {
  pid: number;
  /** The holder's start as processStart gave it; absent on Windows and in an older Hideout's lock. */
  start?: string;
  nonce?: string;
}

/**
 * When process `pid` started, as a string that differs between two processes that had the same
 * pid (the top of the file says how, on each system), or null if this system cannot say.
 * `platform` and `procRoot` are for tests.
 */
export function processStart(pid: number, platform: NodeJS.Platform = process.platform, procRoot = '/proc'): string | null {
  if (platform === 'linux') {
    try {
      const stat = readFileSync(`${procRoot}/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so count after the last ")".
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // Field 22 of the whole line, the start time; fields[0] is field 3.
      const ticks = fields[19];
      if (ticks === undefined || !/^\d+$/.test(ticks)) return null;
      let boot = '';
      try {
        boot = readFileSync(`${procRoot}/sys/kernel/random/boot_id`, 'utf8').trim();
      } catch {
        // Without it, the start ticks alone still tell most reused pids apart.
      }
      return `linux:${boot}:${ticks}`;
    } catch {
      return null;
    }
  }
  if (platform === 'win32') return null;
  // macOS and the BSDs: ps is always there; a second is enough to tell two processes apart.
  const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', timeout: 5000, env: { ...process.env, LC_ALL: 'C' } });
  const text = ps.status === 0 ? ps.stdout.trim() : '';
  return text === '' ? null : `ps:${text.replace(/\s+/g, ' ')}`;
}

/**
 * Whether process `pid` could be a Hideout host by its command line (Linux: /proc/<pid>/cmdline),
 * or null if that cannot be read. Only asked of a lock without `start`.
 */
export function couldBeHideout(pid: number, platform: NodeJS.Platform = process.platform, procRoot = '/proc'): boolean | null {
  if (platform !== 'linux') return null;
  let cmdline: string;
  try {
    cmdline = readFileSync(`${procRoot}/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
  // A kernel thread or a zombie has an empty command line: not a host.
  return /node|electron|hideout|tsx/i.test(cmdline);
}

/** Reads a lock file's content without following a link; null if there is none. */
function readLock(path: string): string | null {
  if (O_NOFOLLOW === 0) {
    try {
      if (lstatSync(path).isSymbolicLink()) throw linkedLock(path);
    } catch (err) {
      if (errno(err) === 'ENOENT') return null;
      throw err;
    }
  }
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | O_NOFOLLOW | O_NONBLOCK);
  } catch (err) {
    if (errno(err) === 'ENOENT') return null;
    if (['ELOOP', 'EMLINK', 'EFTYPE'].includes(errno(err) ?? '')) throw linkedLock(path);
    throw err;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw linkedLock(path, 'is not a plain file');
    const buf = Buffer.alloc(Math.min(st.size, MAX_LOCK_BYTES));
    const n = buf.length === 0 ? 0 : readSync(fd, buf, 0, buf.length, 0);
    return buf.toString('utf8', 0, n);
  } finally {
    closeSync(fd);
  }
}

function linkedLock(path: string, what = 'is a symbolic link'): StoreError {
  return new StoreError(
    'DATA_DIR_UNSAFE',
    path,
    `${path} ${what}. Hideout follows no links in its data folder: remove it, or choose another data folder (--data-dir).`,
  );
}

/** The lock file's record, or null if it holds none (an empty file: its creator died writing it; or junk). */
export function parseLock(text: string | null): LockRecord | null {
  if (text === null) return null;
  const trimmed = text.trim();
  // An older Hideout's lock: the pid alone.
  if (/^\d+$/.test(trimmed)) {
    const pid = Number(trimmed);
    return Number.isSafeInteger(pid) && pid > 0 ? { pid } : null;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(trimmed);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { pid, start, nonce } = raw as Record<string, unknown>;
  if (!(typeof pid === 'number' && Number.isSafeInteger(pid) && pid > 0)) return null;
  const record: LockRecord = { pid };
  if (typeof start === 'string') record.start = start;
  if (typeof nonce === 'string') record.nonce = nonce;
  return record;
}

/** This process's own start, worked out once (ps is a process to spawn on macOS). */
let ownStart: string | null | undefined;
function thisProcessStart(): string | null {
  if (ownStart === undefined) ownStart = processStart(process.pid);
  return ownStart;
}

/**
 * Whether the live process a lock names is the host that wrote it: 'host' (or cannot be told
 * apart from one), or why not, for the log.
 */
function holderOf(record: LockRecord): { host: true } | { host: false; why: string } {
  if (record.start !== undefined) {
    const now = processStart(record.pid);
    if (now !== null) {
      return now === record.start ? { host: true } : { host: false, why: `pid ${record.pid} is now another process (started ${now}, the lock's started ${record.start})` };
    }
  }
  if (couldBeHideout(record.pid) === false) return { host: false, why: `pid ${record.pid} is now a process that is not a Hideout host` };
  return { host: true };
}

export interface DataDirLockOptions {
  /** Where the lock says what it did by itself (a stale lock taken over, a folder made private); console.warn by default. */
  log?: (line: string) => void;
}

export class DataDirLock {
  /** The lock file. */
  readonly path: string;
  /** This lock's content: release removes the file only while it still says exactly this. */
  readonly #content: string;
  #released = false;

  private constructor(path: string, content: string) {
    this.path = path;
    this.#content = content;
  }

  /**
   * Takes the data folder for this process, creating the folder if needed. Throws StoreError
   * DATA_DIR_LOCKED (one sentence naming the folder and the other host's pid) if another host
   * holds it, DATA_DIR_UNWRITABLE if the folder cannot be created or written, DATA_DIR_UNSAFE if
   * the folder or the lock file is a link or another user's (store/folders.ts, openDataDir).
   */
  static acquire(dataDir: string, options: DataDirLockOptions = {}): DataDirLock {
    const log = options.log ?? ((line: string) => console.warn(`hideout: ${line}`));
    const dir = resolve(dataDir);
    const path = join(dir, LOCK_FILE);
    openDataDir(dir, log);
    const record: LockRecord = { pid: process.pid };
    const start = thisProcessStart();
    if (start !== null) record.start = start;
    record.nonce = randomBytes(8).toString('hex');
    const content = `${JSON.stringify(record)}\n`;
    // Each turn either creates the file, refuses, or removes a stale one; a few turns cover a
    // stale lock being taken over by someone else at the same moment.
    for (let attempt = 0; attempt < 5; attempt++) {
      let fd: number;
      try {
        fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | O_NOFOLLOW, 0o600);
      } catch (err) {
        if (errno(err) !== 'EEXIST') throw dataDirUnwritable(dir, err);
        const text = readLock(path);
        if (text === null) continue;
        const found = parseLock(text);
        if (held.has(path)) throw locked(dir, process.pid);
        if (found !== null && found.pid !== process.pid && isAlive(found.pid)) {
          const holder = holderOf(found);
          if (holder.host) throw locked(dir, found.pid);
          log(`the lock of the data folder ${dir} named ${holder.why}: taken over`);
        }
        // Stale: its host is gone. Remove it only if it still says the same.
        if (readLock(path) === text) {
          try {
            unlinkSync(path);
          } catch (unlinkErr) {
            if (errno(unlinkErr) !== 'ENOENT') throw dataDirUnwritable(dir, unlinkErr);
          }
        }
        continue;
      }
      try {
        writeSync(fd, content);
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
      return new DataDirLock(path, content);
    }
    throw new StoreError('DATA_DIR_LOCKED', dir, `Another Hideout host keeps taking ${dir}; stop it or choose another data folder (--data-dir).`);
  }

  /** Gives the folder back; idempotent. Removes the file only if it is still this lock's. */
  release(): void {
    if (this.#released) return;
    this.#released = true;
    held.delete(this.path);
    try {
      if (readLock(this.path) === this.#content) unlinkSync(this.path);
    } catch {
      // A lock file that cannot be removed names a process that will be gone: the next host takes it over.
    }
  }
}

function locked(dir: string, pid: number): StoreError {
  return new StoreError('DATA_DIR_LOCKED', dir, `Another Hideout host is already using ${dir} (pid ${pid}); stop it or choose another data folder (--data-dir).`);
}
