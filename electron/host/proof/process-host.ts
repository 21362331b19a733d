/**
 * The real host as its own process, for the fault suite: serve-all-games.ts bundled once (so a
 * restart costs a Node start, not a TypeScript compile), started on loopback with mDNS off.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const repo = join(import.meta.dirname, '../../..');
// Inside the repository, so the bundle finds node_modules.
const bundleDir = join(repo, 'node_modules', '.cache', 'hideout-proof');

export interface Ready {
  port: number;
  room: string;
  hostToken: string;
}

export interface HostProcess {
  child: ChildProcess;
  ready: Ready;
  output(): string;
  /** SIGKILL, and wait until it is gone. */
  kill(): Promise<void>;
}

let bundled: Promise<string> | null = null;

/** Bundles the host entry once per test process. */
export function bundleHost(): Promise<string> {
  bundled ??= (async () => {
    mkdirSync(bundleDir, { recursive: true });
    const outfile = join(bundleDir, `host-${process.pid}.mjs`);
    // One bundle per test process, removed when it exits.
    process.once('exit', () => rmSync(outfile, { force: true }));
    await build({
      entryPoints: [join(import.meta.dirname, 'serve-all-games.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outfile,
      logLevel: 'error',
    });
    return outfile;
  })();
  return bundled;
}

export async function startHostProcess(dataDir: string): Promise<HostProcess> {
  const entry = await bundleHost();
  const child = spawn(process.execPath, [entry, dataDir], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`host did not start:\n${out}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(6)) as Ready);
      }
    });
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`host exited (${code}) before it was ready:\n${out}`));
    });
  });
  return {
    child,
    ready,
    output: () => out,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    },
  };
}
