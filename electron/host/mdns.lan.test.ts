import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_ADDRESS, simulatedLan, type NamespacedProgram } from './testing/lan-sim.ts';
import { disabledAdvertisement, fitLabel, mdnsHostName, serviceInstanceName, type FoundService } from './mdns.ts';

// mDNS runs only inside the network namespaces of lan-sim, in child processes: this process lives
// in the machine's real network namespace, and multicast must never leave by the real interface.

const lan = simulatedLan('hdt', 'mdns.lan.test.ts');
const { prefix, skip, failure } = lan;

const ROOM = 'WXYZ';
const PORT = 47812;
const PATH = '/join';

type Script = NamespacedProgram;
const script = (namespace: 'host' | 'phone', file: string, args: string[]): Script =>
  lan.start(namespace, path.join('electron/host/testing', file), args);

async function browseFromPhone(): Promise<FoundService[]> {
  const browser = script('phone', 'mdns-browse.ts', ['--timeout', '1200']);
  const line = await browser.line((l) => l.startsWith('['), 'browse result');
  expect(await browser.exitCode()).toBe(0);
  return JSON.parse(line) as FoundService[];
}

describe.skipIf(skip)(`mDNS on a simulated LAN (lan-sim ${prefix}-host and ${prefix}-phone)`, () => {
  const started: Script[] = [];
  const start = (...args: Parameters<typeof script>) => {
    const running = script(...args);
    started.push(running);
    return running;
  };
  let publisher: Script;

  beforeAll(() => {
    if (failure !== null) throw new Error(failure);
    lan.run('up');
  });

  afterAll(async () => {
    for (const script of started) script.kill();
    await Promise.all(started.map((s) => s.exited));
    if (failure === null) lan.run('down');
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
