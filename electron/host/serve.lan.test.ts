import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundService } from './mdns.ts';

// The real headless host (electron/host/serve.ts) with mDNS ON, found and joined by a phone on a
// simulated LAN. Everything that touches the network runs in lan-sim's namespaces, in child
// processes: this process lives in the machine's real network namespace, and multicast must never
// leave by the real interface. If `lan-sim up` fails, beforeAll throws and nothing is started;
// `lan-sim host` execs `ip netns exec`, which refuses to run anything when the namespace is missing.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const lanSim = process.env.HIDEOUT_LAN_SIM ?? path.resolve(repoRoot, '../shared/tools/lan-sim');
// Our own namespaces, named after this process, so concurrent runs (mdns.lan.test.ts uses "hdt")
// are left alone and `down` removes only ours. lan-sim names the veth after the first 8
// characters, so the prefix is exactly 8 and the host's interface is "<prefix>h".
const prefix = `hds${String(process.pid % 100_000).padStart(5, '0')}`;
const hostInterface = `${prefix}h`;
const env = { ...process.env, LAN_SIM_PREFIX: prefix };

const HOST_ADDRESS = '10.213.0.1';

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
if (skip) console.warn(`serve.lan.test.ts: skipping the simulated-LAN test of the headless host: ${missing}`);

function lanSimRun(...args: string[]): void {
  const run = spawnSync(lanSim, args, { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`lan-sim ${args.join(' ')} failed (exit ${run.status}): ${run.stderr}`);
}

/** A TypeScript program running in one of the namespaces, its stdout read line by line. */
class Program {
  readonly child: ChildProcess;
  readonly lines: string[] = [];
  stderr = '';
  readonly exited: Promise<number | null>;
  private waiters: (() => void)[] = [];

  constructor(namespace: 'host' | 'phone', file: string, args: string[]) {
    // node --import tsx rather than npx tsx: npx and the tsx CLI are parents that would take the
    // SIGTERM this test sends, and `lan-sim host` execs, so the pid here is node's own.
    this.child = spawn(lanSim, [namespace, process.execPath, '--import', 'tsx', file, ...args], {
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

interface Ready {
  port: number;
  joinUrl: string;
  boardUrl: string;
  hostUrl: string;
  room: string;
}

describe.skipIf(skip)(`the headless host on a simulated LAN (lan-sim ${prefix}-host and ${prefix}-phone)`, () => {
  const started: Program[] = [];
  const start = (...args: ConstructorParameters<typeof Program>) => {
    const program = new Program(...args);
    started.push(program);
    return program;
  };
  const browseFromPhone = async (): Promise<FoundService[]> => {
    const browser = start('phone', 'electron/host/testing/mdns-browse.ts', ['--timeout', '1500']);
    const line = await browser.line((l) => l.startsWith('['), 'browse result');
    expect(await browser.exitCode()).toBe(0);
    return JSON.parse(line) as FoundService[];
  };

  let dataDir: string | null = null;
  let host: Program;
  let ready: Ready;
  let watcher: Program;
  let service: FoundService;
  const watched = (kind: 'up' | 'down') => (line: string) => {
    const parsed = JSON.parse(line) as { event: string; service?: FoundService };
    return parsed.event === kind && parsed.service?.room === ready.room;
  };

  beforeAll(() => {
    if (missing !== null) throw new Error(`${missing}; CI is set, so this test fails instead of skipping`);
    lanSimRun('up');
    dataDir = mkdtempSync(path.join(tmpdir(), 'hideout-serve-lan-'));
  });

  afterAll(async () => {
    for (const program of started) program.kill();
    await Promise.all(started.map((p) => p.exited));
    if (missing === null) lanSimRun('down');
    if (dataDir !== null) rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with mDNS on and prints the LAN join URL, the QR code, the board and the host controls', { timeout: 20_000 }, async () => {
    // A phone watching from the start: it sees the announcement, and later the goodbye.
    watcher = start('phone', 'electron/host/testing/mdns-browse.ts', ['--watch']);
    host = start('host', 'electron/host/serve.ts', ['--port', '0', '--data-dir', dataDir!, '--bot-delay', '0']);
    const line = await host.line((l) => l.startsWith('READY '), 'READY line from the host', 15_000);
    ready = JSON.parse(line.slice('READY '.length)) as Ready;

    // The interface picker must choose the namespace's veth, not loopback.
    expect(ready.port).toBeGreaterThan(0);
    expect(ready.room).toMatch(/^[A-Z]{4}$/);
    expect(ready.joinUrl).toBe(`http://${HOST_ADDRESS}:${ready.port}/`);
    expect(ready.boardUrl).toBe(`http://${HOST_ADDRESS}:${ready.port}/board`);
    // The host controls stay on loopback (private to the laptop) and carry the host token; their
    // page's path is the host's business (it moved from /board to /host), so it is not pinned.
    expect(ready.hostUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${ready.port}/[^#\\s]*#host=[^\\s]+$`));

    const output = host.output;
    expect(output).toContain(`Hideout is hosting room ${ready.room} on ${hostInterface}.`);
    // The terminal QR code: rows of half and full blocks, a good many of them.
    const qrRows = host.lines.filter((l) => /[▀▄█]/.test(l));
    expect(qrRows.length).toBeGreaterThanOrEqual(10);
    expect(output).toContain(`Phones join (same Wi-Fi):  ${ready.joinUrl}`);
    expect(output).toContain(`Board for the TV:          ${ready.boardUrl}`);
    expect(output).toContain(`Host controls (private):   ${ready.hostUrl}`);
    expect(output).toContain('mDNS: advertising on the local network.');
  });

  it('a phone finds it over mDNS: its room, path "/", port and LAN address', { timeout: 20_000 }, async () => {
    await watcher.line(watched('up'), 'the service seen by the watching phone', 8000);

    const found = await browseFromPhone();
    expect(found).toHaveLength(1);
    service = found[0]!;
    expect(service).toMatchObject({
      port: ready.port,
      room: ready.room,
      path: '/',
      txt: { room: ready.room, path: '/', app: 'hideout' },
    });
    expect(service.host).toMatch(/^[^.]+\.local$/);
    expect(service.addresses).toContain(HOST_ADDRESS);
  });

  it('the phone uses what it found: /health answers, and it joins a seat over the WebSocket', { timeout: 20_000 }, async () => {
    // The address and port come from the mDNS answer, not from READY.
    const address = service.addresses.find((a) => a.startsWith('10.213.0.'));
    expect(address).toBe(HOST_ADDRESS);

    const phone = start('phone', 'electron/host/testing/lan-phone.ts', ['--address', address!, '--port', String(service.port), '--name', 'Phone']);
    const parsed = async (label: string) => JSON.parse((await phone.line((l) => l.startsWith(`${label} `), `"${label}" from the phone`)).slice(label.length + 1)) as unknown;
    expect(await parsed('health')).toMatchObject({ ok: true, room: ready.room, phase: 'lobby', protocol: 1 });
    expect(await parsed('welcome')).toMatchObject({ type: 'welcome', you: { seat: null, host: false }, room: { code: ready.room, joinUrl: ready.joinUrl } });
    const joined = (await parsed('joined')) as { type: string; seat: number; seatToken: string };
    expect(joined.type).toBe('joined');
    expect(joined.seat).toBe(0);
    expect(joined.seatToken).toEqual(expect.any(String));
    expect(joined.seatToken.length).toBeGreaterThanOrEqual(16);
    expect(await phone.exitCode()).toBe(0);
  });

  it('SIGTERM: the host exits 0 and withdraws the service (goodbye seen; a fresh browse finds nothing)', { timeout: 20_000 }, async () => {
    host.child.kill('SIGTERM');
    expect(await host.exitCode(8000)).toBe(0);
    expect(host.stderr).toContain('SIGTERM: closing the table');
    expect(host.stderr).not.toMatch(/mDNS:/);
    // Only a goodbye packet explains a "down" this soon: the records' TTLs run to minutes.
    await watcher.line(watched('down'), 'the goodbye seen by the watching phone', 3000);

    expect(await browseFromPhone()).toEqual([]);

    watcher.child.kill('SIGTERM');
    expect(await watcher.exitCode()).toBe(0);
  });
});
