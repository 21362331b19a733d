import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLock, isAlive, LOCK_FILE } from './data-dir-lock.ts';
import { StoreError } from './store.ts';

const root = join(import.meta.dirname, '..', '..');
const made: string[] = [];
const locks: DataDirLock[] = [];
const children: ChildProcessWithoutNullStreams[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-lock-'));
  made.push(dir);
  return dir;
}

function acquire(dir: string): DataDirLock {
  const lock = DataDirLock.acquire(dir);
  locks.push(lock);
  return lock;
}

afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected a throw');
}

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
    expect(readFileSync(first.path, 'utf8')).toBe(`${process.pid}\n`);

    const err = catchError(() => DataDirLock.acquire(dir));
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
    for (const stale of [`${dead}\n`, `${process.pid}\n`, '', 'not a pid']) {
      writeFileSync(lockFile, stale);
      const lock = acquire(dir);
      expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
      lock.release();
    }
  });

  it('does not remove a lock file that another host has taken since', () => {
    const dir = tempDir();
    const lock = acquire(dir);
    writeFileSync(lock.path, '1\n');
    lock.release();
    expect(readFileSync(lock.path, 'utf8')).toBe('1\n');
  });

  it('refuses a folder held by another live process, and takes it once that process is killed', async () => {
    const dir = tempDir();
    const holder = lockHolder(dir, 'hold');
    await printed(holder.child, 'held', holder.out);
    const err = catchError(() => DataDirLock.acquire(dir));
    expect(err).toMatchObject({ code: 'DATA_DIR_LOCKED' });
    expect((err as Error).message).toContain(`(pid ${holder.child.pid})`);

    holder.child.kill('SIGKILL');
    await exited(holder.child);
    // The killed host never released its lock: the file is still there, naming a dead pid.
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(`${holder.child.pid}\n`);
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

  it('says DATA_DIR_UNWRITABLE, naming the folder, when the folder cannot be made (as root too)', () => {
    const parent = tempDir();
    writeFileSync(join(parent, 'afile'), '');
    const dir = join(parent, 'afile', 'data');
    const err = catchError(() => DataDirLock.acquire(dir));
    expect(err).toMatchObject({ code: 'DATA_DIR_UNWRITABLE', path: dir });
    expect((err as Error).message).toContain(dir);
    expect((err as Error).message).toContain('ENOTDIR');
  });
});
