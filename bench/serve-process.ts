/**
 * The built headless host as a child process, for the browser benchmarks: on loopback, mDNS off,
 * its own data folder (removed when it stops). Resolves once the host prints its READY line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repo = join(import.meta.dirname, '..');

export interface ServedHost {
  child: ChildProcess;
  joinUrl: string;
  boardUrl: string;
  hostUrl: string;
  dir: string;
  stop(): void;
}

export async function serveHost(extraArgs: readonly string[] = []): Promise<ServedHost> {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-bench-'));
  const child = spawn(process.execPath, ['out/main/serve.js', '--port', '0', '--no-mdns', '--interface', '127.0.0.1', '--data-dir', dir, ...extraArgs], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = await new Promise<{ joinUrl: string; boardUrl: string; hostUrl: string }>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the host did not start:\n${out}`)), 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice(6)) as { joinUrl: string; boardUrl: string; hostUrl: string });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the host exited (${code}):\n${out}`)));
  });
  return {
    child,
    dir,
    ...ready,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
