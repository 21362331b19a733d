import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { couldBeHideout, DataDirLock, isAlive, LOCK_FILE, parseLock, processStart } from './data-dir-lock.ts';
import { StoreError } from './store.ts';
import { thrown } from './testing/thrown.ts';

const root = join(import.meta.dirname, '..', '..');
const made: string[] = [];
const locks: DataDirLock[] = [];
const children: ChildProcessWithoutNullStreams[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-lock-'));
  made.push(dir);
  return dir;
}

function acquire(dir: string, log?: (line: string) => void): DataDirLock {
  const lock = DataDirLock.acquire(dir, log === undefined ? {} : { log });
  locks.push(lock);
  return lock;
}

afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that has exited: its pid names nobody (until the system reuses it, long after). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** Runs electron/host/testing/lock-holder.ts in its own process (node --import tsx: signals reach it). */
function lockHolder(dir: string, mode: 'try' | 'hold'): { child: ChildProcessWithoutNullStreams; out: () => string; err: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', join('electron', 'host', 'testing', 'lock-holder.ts'), dir, mode], { cwd: root });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  return { child, out: () => out, err: () => err };
}

/** What a lock file of this process says. */
const lockOf = (path: string) => parseLock(readFileSync(path, 'utf8'));

/** A live process that is not a Hideout host (`sleep`), as a reboot or a reused pid can leave one named in a lock. */
async function unrelatedProcess(): Promise<ChildProcessWithoutNullStreams> {
  const child = spawn('sleep', ['30']);
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

function printed(child: ChildProcessWithoutNullStreams, text: string, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (output().includes(text)) resolve();
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited (${code}) before printing ${text}`)));
    check();
  });
}

describe('DataDirLock', () => {
  it('lets one host at a time take a folder, in one process too, and gives it back on release', () => {
    const dir = join(tempDir(), 'new', 'data');
    const first = acquire(dir);
    expect(first.path).toBe(join(dir, LOCK_FILE));
    // Which process holds it, not only its pid (see the top of data-dir-lock.ts), on one line.
    const text = readFileSync(first.path, 'utf8');
    expect(text.endsWith('\n') && text.indexOf('\n') === text.length - 1).toBe(true);
    expect(lockOf(first.path)).toEqual({ pid: process.pid, nonce: expect.stringMatching(/^[0-9a-f]{16}$/), ...(process.platform === 'win32' ? {} : { start: processStart(process.pid) }) });
    if (process.platform !== 'win32') expect(statSync(first.path).mode & 0o777).toBe(0o600);

    const err = thrown(() => DataDirLock.acquire(dir));
    expect(err).toBeInstanceOf(StoreError);
    expect(err).toMatchObject({ code: 'DATA_DIR_LOCKED', path: dir });
    expect((err as Error).message).toBe(
      `Another Hideout host is already using ${dir} (pid ${process.pid}); stop it or choose another data folder (--data-dir).`,
    );
    // Another folder is another lock.
    acquire(join(dir, 'other'));

    first.release();
    first.release();
    expect(existsSync(first.path)).toBe(false);
    // A host closed and started again in the same process gets its folder back.
    acquire(dir).release();
  });

  it('takes over the lock of a host that died: a dead pid, this pid from an earlier run, or an empty file', async () => {
    const dir = tempDir();
    const lockFile = join(dir, LOCK_FILE);
    const dead = await deadPid();
    expect(isAlive(dead)).toBe(false);
    const stales = [`${dead}\n`, `${process.pid}\n`, '', 'not a pid', `{"pid":${dead},"start":"linux:x:1","nonce":"ab"}\n`, '{"pid":"x"}'];
    for (const stale of stales) {
      writeFileSync(lockFile, stale);
      const lock = acquire(dir);
      expect(lockOf(lockFile)?.pid).toBe(process.pid);
      lock.release();
      expect(existsSync(lockFile)).toBe(false);
    }
  });

  it('does not remove a lock file that another host has taken since', () => {
    const dir = tempDir();
    const lock = acquire(dir);
    writeFileSync(lock.path, '1\n');
    lock.release();
    expect(readFileSync(lock.path, 'utf8')).toBe('1\n');
    // Nor one of this same process taken since (another host opened here): the nonce tells them apart.
    const again = acquire(tempDir());
    const other = JSON.stringify({ ...lockOf(again.path), nonce: '0000000000000000' });
    writeFileSync(again.path, other);
    again.release();
    expect(readFileSync(again.path, 'utf8')).toBe(other);
  });

  it('refuses a folder held by another live process, and takes it once that process is killed', async () => {
    const dir = tempDir();
    const holder = lockHolder(dir, 'hold');
    await printed(holder.child, 'held', holder.out);
    const err = thrown(() => DataDirLock.acquire(dir));
    expect(err).toMatchObject({ code: 'DATA_DIR_LOCKED' });
    expect((err as Error).message).toContain(`(pid ${holder.child.pid})`);

    holder.child.kill('SIGKILL');
    await exited(holder.child);
    // The killed host never released its lock: the file is still there, naming a dead pid.
    expect(lockOf(join(dir, LOCK_FILE))?.pid).toBe(holder.child.pid);
    acquire(dir);
  }, 20_000);

  it('makes a second process refuse, in one sentence, while this one holds the folder', async () => {
    const dir = tempDir();
    const lock = acquire(dir);
    const second = lockHolder(dir, 'try');
    expect(await exited(second.child)).toBe(3);
    expect(second.err().trim()).toBe(
      `DATA_DIR_LOCKED Another Hideout host is already using ${dir} (pid ${process.pid}); stop it or choose another data folder (--data-dir).`,
    );
    lock.release();
    const third = lockHolder(dir, 'try');
    expect(await exited(third.child)).toBe(0);
    expect(third.out()).toBe('acquired\n');
  }, 20_000);

  it.skipIf(process.platform !== 'linux')('takes over a lock whose pid is alive but is not the host that wrote it (a reboot, a reused pid), and says so', async () => {
    const dir = tempDir();
    const lockFile = join(dir, LOCK_FILE);
    const other = await unrelatedProcess();
    const pid = other.pid!;
    expect(isAlive(pid)).toBe(true);
    const realStart = processStart(pid)!;
    expect(realStart).toMatch(/^linux:[0-9a-f-]*:\d+$/);
    const [, boot, ticks] = realStart.split(':');
    const stale = [
      // Written by a host that started at another time: its pid went to `sleep` since.
      JSON.stringify({ pid, start: `linux:${boot}:${Number(ticks) + 1}`, nonce: 'aa' }),
      // Before a reboot, at the very same tick since boot (a service started at boot gets the same pid and tick).
      JSON.stringify({ pid, start: `linux:another-boot:${ticks}`, nonce: 'bb' }),
      // An older Hideout's lock, the pid alone: the command line says `sleep` is no host.
      `${pid}\n`,
    ];
    for (const text of stale) {
      writeFileSync(lockFile, text);
      const lines: string[] = [];
      const lock = acquire(dir, (line) => lines.push(line));
      expect(lockOf(lockFile)?.pid).toBe(process.pid);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`pid ${pid} is now`);
      expect(lines[0]).toContain('taken over');
      lock.release();
    }
    // The same pid AND the same start: that is the process that wrote it, so it is refused.
    writeFileSync(lockFile, JSON.stringify({ pid, start: realStart, nonce: 'cc' }));
    expect(thrown(() => DataDirLock.acquire(dir))).toMatchObject({ code: 'DATA_DIR_LOCKED' });
    // And an old bare-pid lock naming a live node process (it could be a host) is refused too.
    writeFileSync(lockFile, `${process.ppid}\n`);
    if (couldBeHideout(process.ppid)) expect(thrown(() => DataDirLock.acquire(dir))).toMatchObject({ code: 'DATA_DIR_LOCKED' });
  }, 20_000);

  it('reads a process\'s start from /proc even when its name holds spaces and parentheses; elsewhere it has a fallback', () => {
    const proc = tempDir();
    mkdirSync(join(proc, '77'));
    mkdirSync(join(proc, 'sys', 'kernel', 'random'), { recursive: true });
    const after = ['S', ...Array.from({ length: 18 }, (_, i) => String(i + 4)), '123456', '0'].join(' ');
    writeFileSync(join(proc, '77', 'stat'), `77 (a (b) c) ${after}\n`);
    writeFileSync(join(proc, 'sys', 'kernel', 'random', 'boot_id'), 'b00t\n');
    writeFileSync(join(proc, '77', 'cmdline'), 'sleep\u000030\u0000');
    expect(processStart(77, 'linux', proc)).toBe('linux:b00t:123456');
    expect(processStart(78, 'linux', proc)).toBeNull();
    expect(couldBeHideout(77, 'linux', proc)).toBe(false);
    writeFileSync(join(proc, '77', 'cmdline'), '/usr/bin/node\u0000out/main/serve.js\u0000');
    expect(couldBeHideout(77, 'linux', proc)).toBe(true);
    expect(couldBeHideout(78, 'linux', proc)).toBeNull();
    // Windows cannot say cheaply: no start is recorded, and a live pid is refused as before.
    expect(processStart(process.pid, 'win32')).toBeNull();
    expect(couldBeHideout(process.pid, 'darwin')).toBeNull();
    // The macOS and BSD way, tried here wherever ps is installed.
    if (spawnSync('ps', ['-p', String(process.pid)]).status === 0) expect(processStart(process.pid, 'darwin')).toMatch(/^ps:\S/);
  });

  it.skipIf(process.platform === 'win32')('follows no link: a linked lock file or data folder is refused, and what it points to is left alone', () => {
    const dir = tempDir();
    const victim = join(tempDir(), 'victim');
    writeFileSync(victim, 'precious\n');
    symlinkSync(victim, join(dir, LOCK_FILE));
    const err = thrown(() => DataDirLock.acquire(dir));
    expect(err).toMatchObject({ code: 'DATA_DIR_UNSAFE', path: join(dir, LOCK_FILE) });
    expect((err as Error).message).toContain('symbolic link');
    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
    // A dangling link: O_EXCL refuses to create through it.
    rmSync(join(dir, LOCK_FILE));
    symlinkSync(join(tempDir(), 'nothing-here'), join(dir, LOCK_FILE));
    expect(thrown(() => DataDirLock.acquire(dir))).toMatchObject({ code: 'DATA_DIR_UNSAFE' });

    const real = tempDir();
    const linked = join(tempDir(), 'data');
    symlinkSync(real, linked);
    expect(thrown(() => DataDirLock.acquire(linked))).toMatchObject({ code: 'DATA_DIR_UNSAFE', path: linked });
    expect(existsSync(join(real, LOCK_FILE))).toBe(false);
  });

  it.skipIf(process.platform === 'win32')('makes a data folder others may write to private before taking it, and says so once', () => {
    const dir = join(tempDir(), 'open');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    const lines: string[] = [];
    acquire(dir, (line) => lines.push(line)).release();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(lines).toEqual([`the data folder ${dir} could be changed by other users (mode 0777); it is now private to you (0700)`]);
    acquire(dir, (line) => lines.push(line)).release();
    expect(lines).toHaveLength(1);
  });

  it('says DATA_DIR_UNWRITABLE, naming the folder, when the folder cannot be made (as root too)', () => {
    const parent = tempDir();
    writeFileSync(join(parent, 'afile'), '');
    const dir = join(parent, 'afile', 'data');
    const err = thrown(() => DataDirLock.acquire(dir));
    expect(err).toMatchObject({ code: 'DATA_DIR_UNWRITABLE', path: dir });
    expect((err as Error).message).toContain(dir);
    expect((err as Error).message).toContain('ENOTDIR');
  });
});
