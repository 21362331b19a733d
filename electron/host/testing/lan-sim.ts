import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll } from 'vitest';

// The simulated LAN of the discovery tests: everything that multicasts runs in the network
// namespaces of scripts/lan-sim, in child processes. The test process itself lives in the
// machine's real network namespace, and mDNS must never leave by the real interface.

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
// Part of the repository, so a clone anywhere runs the discovery tests with nothing else beside it.
export const lanSimPath = path.join(repoRoot, 'scripts', 'lan-sim');
export const HOST_ADDRESS = '10.213.0.1';

/**
 * Why no simulated LAN can be made here, in one line, or null when it can. Asks the script to
 * build and remove a throwaway LAN, so every reason it can fail (not root, no `ip`, a sandbox
 * that refuses namespaces) is found the same way and told in its words.
 */
export function lanSimUnavailable(env: NodeJS.ProcessEnv = process.env): string | null {
  if (process.platform !== 'linux') return `lan-sim: network namespaces are Linux-only (this is ${process.platform})`;
  const probe = spawnSync(lanSimPath, ['check'], { env, encoding: 'utf8', timeout: 30_000 });
  if (probe.error) return `lan-sim: cannot run ${lanSimPath}: ${probe.error.message}`;
  if (probe.status === 0) return null;
  const said = probe.stderr.trim().split('\n').pop();
  return said || `lan-sim check failed (exit ${probe.status ?? probe.signal})`;
}

/**
 * What a discovery test does when there is no LAN: on CI it fails (CI runs as root with
 * iproute2, so there it is a broken setup, not a reason to skip); a developer may skip with
 * HIDEOUT_ALLOW_SKIP_LAN=1; otherwise it fails, since `npm test` passing without having run
 * them would claim more than it showed.
 */
export function whenLanUnavailable(reason: string, env: NodeJS.ProcessEnv): { skip: boolean; message: string } {
  if (env.CI) return { skip: false, message: `${reason} (CI is set, so the simulated-LAN tests fail instead of skipping)` };
  if (env.HIDEOUT_ALLOW_SKIP_LAN === '1') return { skip: true, message: `skipping the simulated-LAN tests (HIDEOUT_ALLOW_SKIP_LAN=1): ${reason}` };
  return { skip: false, message: `${reason} (run the tests as root with iproute2, or set HIDEOUT_ALLOW_SKIP_LAN=1 to skip them on this machine)` };
}

/** A TypeScript program running in one of the namespaces, its stdout read line by line. */
export class NamespacedProgram {
  readonly child: ChildProcess;
  readonly lines: string[] = [];
  stderr = '';
  readonly exited: Promise<number | null>;
  private waiters: (() => void)[] = [];

  constructor(env: NodeJS.ProcessEnv, namespace: 'host' | 'phone', file: string, args: string[]) {
    // node --import tsx rather than npx tsx: npx and the tsx CLI are parents that would take the
    // SIGTERM a test sends, and `lan-sim host` execs, so the pid here is node's own.
    this.child = spawn(lanSimPath, [namespace, process.execPath, '--import', 'tsx', file, ...args], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      this.lines.push(line);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  get output(): string {
    return this.lines.join('\n');
  }

  /** The first line (seen so far or to come) matching `test`. */
  async line(test: (line: string) => boolean, what: string, timeoutMs = 8000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.lines.find(test);
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0 || this.child.exitCode !== null) {
        throw new Error(`no ${what} after ${timeoutMs} ms; stdout: ${JSON.stringify(this.lines)}; stderr: ${this.stderr}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async exitCode(timeoutMs = 5000): Promise<number | null> {
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
    const code = await Promise.race([this.exited, timeout]);
    if (code === 'timeout') throw new Error(`still running after ${timeoutMs} ms; stdout: ${JSON.stringify(this.lines)}; stderr: ${this.stderr}`);
    return code;
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

/**
 * One test file's own pair of namespaces. The prefix carries this process's id (in base 36, so
 * it fits 8 characters whatever the pid), so concurrent runs never share namespaces and `down`
 * removes only ours; the host's veth end is "<prefix>h".
 *
 * `failure` is the one-line reason the tests must fail, `skip` says they are skipped instead
 * (the reason is printed then, in one line); both come from whenLanUnavailable.
 */
export function simulatedLan(tag: string, file: string) {
  const prefix = `${tag.slice(0, 3)}${process.pid.toString(36).padStart(5, '0')}`;
  const env = { ...process.env, LAN_SIM_PREFIX: prefix };
  const reason = lanSimUnavailable(env);
  const verdict = reason === null ? null : whenLanUnavailable(reason, process.env);
  if (verdict?.skip) console.warn(`${file}: ${verdict.message}`);
  return {
    prefix,
    hostInterface: `${prefix}h`,
    skip: verdict?.skip ?? false,
    failure: verdict !== null && !verdict.skip ? verdict.message : null,
    run(...args: string[]): void {
      const run = spawnSync(lanSimPath, args, { env, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`lan-sim ${args.join(' ')} failed (exit ${run.status}): ${run.stderr}`);
    },
    start(namespace: 'host' | 'phone', file: string, args: string[]): NamespacedProgram {
      return new NamespacedProgram(env, namespace, file, args);
    },
  };
}

/**
 * A test file's suite on its own LAN: brought up before the tests (or failed with the reason it
 * cannot be), and after them every program the tests started stopped, the LAN taken down and
 * `cleanUp` run. Returns how a test starts a program on it.
 */
export function lanForSuite(lan: ReturnType<typeof simulatedLan>, cleanUp: () => void = () => undefined) {
  const started: NamespacedProgram[] = [];
  beforeAll(() => {
    if (lan.failure !== null) throw new Error(lan.failure);
    lan.run('up');
  });
  afterAll(async () => {
    for (const program of started) program.kill();
    await Promise.all(started.map((p) => p.exited));
    if (lan.failure === null) lan.run('down');
    cleanUp();
  });
  return (...args: Parameters<typeof lan.start>): NamespacedProgram => {
    const program = lan.start(...args);
    started.push(program);
    return program;
  };
}
