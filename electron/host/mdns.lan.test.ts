import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disabledAdvertisement, fitLabel, mdnsHostName, serviceInstanceName, type FoundService } from './mdns.ts';

// mDNS runs only inside the network namespaces of lan-sim, in child processes: this process lives
// in the machine's real network namespace, and multicast must never leave by the real interface.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const lanSim = process.env.HIDEOUT_LAN_SIM ?? path.resolve(repoRoot, '../shared/tools/lan-sim');
// Our own namespaces, named after this process: concurrent runs (and anyone else's lan-sim) are
// left alone, and `down` at the end removes only ours. lan-sim uses the first 8 characters for
// the veth names, so the pid fits in those.
const prefix = `hdt${String(process.pid % 100_000).padStart(5, '0')}`;
const env = { ...process.env, LAN_SIM_PREFIX: prefix };

const HOST_ADDRESS = '10.213.0.1';
const ROOM = 'WXYZ';
const PORT = 47812;
const PATH = '/join';

function missingPrerequisite(): string | null {
  if (process.platform !== 'linux') return 'lan-sim needs Linux network namespaces';
  if (process.getuid?.() !== 0) return 'lan-sim needs root to create network namespaces';
  if (spawnSync('ip', ['-V']).status !== 0) return 'the "ip" command is missing (Debian: apt-get install -y iproute2)';
  try {
    accessSync(lanSim, constants.X_OK);
  } catch {
    return `no executable lan-sim at ${lanSim} (set HIDEOUT_LAN_SIM to its path)`;
  }
  return null;
}

const missing = missingPrerequisite();
// CI runs as root with iproute2 installed, so there a missing prerequisite is a broken setup.
const skip = missing !== null && !process.env.CI;
if (skip) console.warn(`mdns.lan.test.ts: skipping the simulated-LAN mDNS test: ${missing}`);

function lanSimRun(...args: string[]): void {
  const run = spawnSync(lanSim, args, { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`lan-sim ${args.join(' ')} failed (exit ${run.status}): ${run.stderr}`);
}

/** A script running in one of the namespaces, read line by line. */
class Script {
  readonly child: ChildProcess;
  readonly lines: string[] = [];
  stderr = '';
  readonly exited: Promise<number | null>;
  private waiters: (() => void)[] = [];

  constructor(namespace: 'host' | 'phone', script: string, args: string[]) {
    // node --import tsx rather than npx tsx: npx and the tsx CLI are parents that would take the
    // SIGTERM this test sends, and `lan-sim host` execs, so the pid here is node's own.
    this.child = spawn(lanSim, [namespace, process.execPath, '--import', 'tsx', path.join('electron/host/testing', script), ...args], {
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
    if (code === 'timeout') throw new Error(`still running after ${timeoutMs} ms; stderr: ${this.stderr}`);
    return code;
  }

  kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}

async function browseFromPhone(): Promise<FoundService[]> {
  const browser = new Script('phone', 'mdns-browse.ts', ['--timeout', '1200']);
  const line = await browser.line((l) => l.startsWith('['), 'browse result');
  expect(await browser.exitCode()).toBe(0);
  return JSON.parse(line) as FoundService[];
}

describe.skipIf(skip)(`mDNS on a simulated LAN (lan-sim ${prefix}-host and ${prefix}-phone)`, () => {
  const started: Script[] = [];
  const start = (...args: ConstructorParameters<typeof Script>) => {
    const script = new Script(...args);
    started.push(script);
    return script;
  };
  let publisher: Script;

  beforeAll(() => {
    if (missing !== null) throw new Error(`${missing}; CI is set, so this test fails instead of skipping`);
    lanSimRun('up');
  });

  afterAll(async () => {
    for (const script of started) script.kill();
    await Promise.all(started.map((s) => s.exited));
    if (missing === null) lanSimRun('down');
  });

  it('a phone finds the table with its room, path, port and LAN address', { timeout: 20_000 }, async () => {
    publisher = start('host', 'mdns-publish.ts', ['--room', ROOM, '--port', String(PORT), '--path', PATH]);
    // The URL is the one the host would print there: pickInterface must choose the veth.
    expect(await publisher.line((l) => l.startsWith('ready'), '"ready" from the publisher')).toBe(`ready http://${HOST_ADDRESS}:${PORT}${PATH}`);

    const found = await browseFromPhone();
    expect(found).toHaveLength(1);
    const service = found[0]!;
    expect(service).toMatchObject({
      name: serviceInstanceName(ROOM),
      port: PORT,
      room: ROOM,
      path: PATH,
      txt: { room: ROOM, path: PATH, app: 'hideout' },
    });
    expect(service.host).toMatch(/^[^.]+\.local$/);
    expect(service.addresses).toContain(HOST_ADDRESS);
  });

  it('SIGTERM withdraws it: a watching phone gets the goodbye, and a fresh browse finds nothing', { timeout: 20_000 }, async () => {
    const watcher = start('phone', 'mdns-browse.ts', ['--watch']);
    const event = (kind: string) => (line: string) => {
      const parsed = JSON.parse(line) as { event: string; service?: FoundService };
      return parsed.event === kind && parsed.service?.room === ROOM;
    };
    await watcher.line(event('up'), 'service seen by the watcher');

    publisher.child.kill('SIGTERM');
    expect(await publisher.exitCode()).toBe(0);
    expect(publisher.lines).toContain('stopped');
    // Only a goodbye packet explains a "down" this soon: the records' TTLs run to minutes.
    await watcher.line(event('down'), 'goodbye seen by the watcher', 3000);

    expect(await browseFromPhone()).toEqual([]);

    watcher.child.kill('SIGTERM');
    expect(await watcher.exitCode()).toBe(0);
  });
});

describe('mDNS names (no network)', () => {
  it('publishes the host as <first label>.local', () => {
    expect(mdnsHostName('laptop')).toBe('laptop.local');
    expect(mdnsHostName('Anas-MacBook-Air.local')).toBe('Anas-MacBook-Air.local');
    expect(mdnsHostName('box.example.com')).toBe('box.local');
    expect(mdnsHostName('')).toBe('hideout.local');
    expect(mdnsHostName()).toMatch(/\.local$/);
  });

  it('names the instance after the room and keeps it within one DNS label', () => {
    expect(serviceInstanceName('QXHR')).toBe('Hideout — QXHR');
    expect(fitLabel('Hideout — QXHR')).toBe('Hideout — QXHR');
    expect(fitLabel('Hideout v1.2')).toBe('Hideout v1-2');
    const long = fitLabel(serviceInstanceName('Sala de estar de la abuela — ñandú '.repeat(3)));
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(63);
    expect(long).not.toContain('\uFFFD');
    expect(long.startsWith('Hideout — Sala de estar')).toBe(true);
  });

  it('a disabled advertisement is ready at once and stops quietly, more than once', async () => {
    const none = disabledAdvertisement();
    await expect(none.ready).resolves.toBeUndefined();
    await none.stop();
    await expect(none.stop()).resolves.toBeUndefined();
  });
});
