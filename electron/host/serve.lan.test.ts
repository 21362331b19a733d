import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundService } from './mdns.ts';
import { HOST_ADDRESS, simulatedLan, type NamespacedProgram } from './testing/lan-sim.ts';
import { PROTOCOL_VERSION } from '../../shared/protocol/codes.ts';

// The real headless host (electron/host/serve.ts) with mDNS ON, found and joined by a phone on a
// simulated LAN. Everything that touches the network runs in lan-sim's namespaces, in child
// processes: this process lives in the machine's real network namespace, and multicast must never
// leave by the real interface. If `lan-sim up` fails, beforeAll throws and nothing is started;
// `lan-sim host` execs `ip netns exec`, which refuses to run anything when the namespace is missing.

const lan = simulatedLan('hds', 'serve.lan.test.ts');
const { prefix, hostInterface, skip, failure } = lan;

type Program = NamespacedProgram;

interface Ready {
  port: number;
  joinUrl: string;
  boardUrl: string;
  hostUrl: string;
  room: string;
}

describe.skipIf(skip)(`the headless host on a simulated LAN (lan-sim ${prefix}-host and ${prefix}-phone)`, () => {
  const started: Program[] = [];
  const start = (...args: Parameters<typeof lan.start>) => {
    const program = lan.start(...args);
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
    if (failure !== null) throw new Error(failure);
    lan.run('up');
    dataDir = mkdtempSync(path.join(tmpdir(), 'hideout-serve-lan-'));
  });

  afterAll(async () => {
    for (const program of started) program.kill();
    await Promise.all(started.map((p) => p.exited));
    if (failure === null) lan.run('down');
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
    expect(await parsed('health')).toMatchObject({ ok: true, room: ready.room, phase: 'lobby', protocol: PROTOCOL_VERSION });
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
