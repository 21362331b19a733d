import { mkdtempSync, rmSync } from 'node:fs';
import type os from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHost, type AddressChange, type RunningHost } from './server.ts';
import { LO, v4 } from './testing/interfaces.ts';
import { WsClient } from './testing/ws-client.ts';

// The host following the network, with the interfaces it reads made up by the test. It listens on
// loopback only, with mDNS off: the made-up addresses go into URLs, never onto a wire.

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const undo of cleanup.splice(0).reverse()) await undo();
});

async function table(first: NodeJS.Dict<os.NetworkInterfaceInfo[]>, interfaceName?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-net-'));
  let ifaces = first;
  const changes: AddressChange[] = [];
  const logged: string[] = [];
  const host: RunningHost = await startHost({
    dataDir: join(dir, 'data'),
    port: 0,
    bindHost: '127.0.0.1',
    mdns: false,
    botDelayMs: 0,
    networkWatchMs: 50,
    networkInterfaces: () => ifaces,
    ...(interfaceName !== undefined ? { interfaceName } : {}),
    onAddressChange: (change) => changes.push(change),
    log: (line) => logged.push(line),
  });
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }), () => host.close());
  const screen = new WsClient(`ws://127.0.0.1:${host.port}/ws`);
  cleanup.push(() => screen.close());
  await screen.ready();
  await screen.request({ type: 'hello' }, 'welcome');
  return { host, screen, changes, logged, set: (next: NodeJS.Dict<os.NetworkInterfaceInfo[]>) => (ifaces = next) };
}

describe('the host follows the network', () => {
  it('moves the join URL when the Wi-Fi comes up after a start on loopback only, and tells every screen, the log and the app', async () => {
    const t = await table(LO);
    expect(t.host.joinUrl).toBe(`http://127.0.0.1:${t.host.port}/`);
    const qr = () => fetch(`http://127.0.0.1:${t.host.port}/qr.svg`);
    const before = await qr();
    expect(before.headers.get('cache-control')).toBe('no-store');
    const beforeSvg = await before.text();
    const url = `http://192.168.1.20:${t.host.port}/`;
    const announced = t.screen.next('room', (m) => m.room.joinUrl === url, 3000);
    t.set({ ...LO, wlan0: [v4('192.168.1.20')] });
    await announced;
    expect(t.host.joinUrl).toBe(url);
    expect(t.host.interfaceName).toBe('wlan0');
    expect(t.host.qrUrl.startsWith(`${url}#k=`)).toBe(true);
    // The code a screen fetches now is another one (network.lan.test.ts decodes it).
    expect(await (await qr()).text()).not.toBe(beforeSvg);
    expect(t.changes).toEqual([{ joinUrl: url, qrUrl: t.host.qrUrl, boardUrl: `http://192.168.1.20:${t.host.port}/board`, address: '192.168.1.20', interfaceName: 'wlan0', reason: 'better' }]);
    expect(t.logged.filter((l) => l.includes('address changed'))).toEqual([`the table's address changed (better): phones now join at ${url} (wlan0)`]);
  });

  it('follows a new address of the chosen interface, and falls back to loopback when it is gone', async () => {
    const t = await table({ ...LO, wlan0: [v4('192.168.1.20')] });
    t.set({ ...LO, wlan0: [v4('10.0.0.7')] });
    await t.screen.next('room', (m) => m.room.joinUrl === `http://10.0.0.7:${t.host.port}/`, 3000);
    t.set(LO);
    await t.screen.next('room', (m) => m.room.joinUrl === `http://127.0.0.1:${t.host.port}/`, 3000);
    expect(t.changes.map((c) => c.reason)).toEqual(['address', 'gone']);
  });

  it('keeps to an interface the host asked for by address, followed by its name, even when a better one appears', async () => {
    const t = await table({ ...LO, docker0: [v4('172.17.0.1')] }, '172.17.0.1');
    expect(t.host.interfaceName).toBe('docker0');
    t.set({ ...LO, docker0: [v4('172.17.0.2')], wlan0: [v4('192.168.1.20')] });
    await t.screen.next('room', (m) => m.room.joinUrl === `http://172.17.0.2:${t.host.port}/`, 3000);
    expect(t.changes.map((c) => c.reason)).toEqual(['pinned']);
  });

  it('setInterface pins the interface chosen by hand and says so once; a bad name changes nothing', async () => {
    const t = await table({ ...LO, wlan0: [v4('192.168.1.20')], docker0: [v4('172.17.0.1')] });
    expect(t.host.setInterface('docker0')).toBe(`http://172.17.0.1:${t.host.port}/`);
    expect(t.changes.map((c) => [c.reason, c.interfaceName])).toEqual([['chosen', 'docker0']]);
    expect(() => t.host.setInterface('eth9')).toThrow(/No network interface "eth9"/);
    expect(t.host.interfaceName).toBe('docker0');
    // Several beats later the hand-picked interface still holds, though the Wi-Fi ranks higher.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.host.joinUrl).toBe(`http://172.17.0.1:${t.host.port}/`);
    expect(t.changes).toHaveLength(1);
  });
});
