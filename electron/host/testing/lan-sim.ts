import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

// The simulated LAN of the discovery tests: everything that multicasts runs in lan-sim's network
// namespaces, in child processes. The test process itself lives in the machine's real network
// namespace, and mDNS must never leave by the real interface.

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const lanSimPath = process.env.HIDEOUT_LAN_SIM ?? path.resolve(repoRoot, '../shared/tools/lan-sim');
export const HOST_ADDRESS = '10.213.0.1';

/** Why lan-sim cannot run here, or null when it can. */
export function missingPrerequisite(): string | null {
  if (process.platform !== 'linux') return 'lan-sim needs Linux network namespaces';
  if (process.getuid?.() !== 0) return 'lan-sim needs root to create network namespaces';
  if (spawnSync('ip', ['-V']).status !== 0) return 'the "ip" command is missing (Debian: apt-get install -y iproute2)';
  try {
    accessSync(lanSimPath, constants.X_OK);
  } catch {
    return `no executable lan-sim at ${lanSimPath} (set HIDEOUT_LAN_SIM to its path)`;
  }
  return null;
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
 * One test file's own pair of namespaces. The prefix carries this process's id, so concurrent
 * runs (and anyone else's lan-sim) are left alone and `down` removes only ours; lan-sim names the
 * veth after its first 8 characters, so the prefix is exactly 8 and the host's interface is
 * "<prefix>h".
 */
export function simulatedLan(tag: string) {
  const prefix = `${tag.slice(0, 3)}${String(process.pid % 100_000).padStart(5, '0')}`;
  const env = { ...process.env, LAN_SIM_PREFIX: prefix };
  const missing = missingPrerequisite();
  return {
    prefix,
    hostInterface: `${prefix}h`,
    missing,
    // CI runs as root with iproute2 installed, so there a missing prerequisite is a broken setup.
    skip: missing !== null && !process.env.CI,
    run(...args: string[]): void {
      const run = spawnSync(lanSimPath, args, { env, encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`lan-sim ${args.join(' ')} failed (exit ${run.status}): ${run.stderr}`);
    },
    start(namespace: 'host' | 'phone', file: string, args: string[]): NamespacedProgram {
      return new NamespacedProgram(env, namespace, file, args);
    },
  };
}
