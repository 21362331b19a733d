import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_PENDING, MAX_PER_ADDRESS, MAX_SPECTATORS } from '../../shared/protocol/index.ts';
import { startHost, type RunningHost } from './server.ts';
import { WsClient, type WsClientOptions } from './testing/ws-client.ts';

// Every host here listens on loopback only, with mDNS off. A guest "on the LAN" is a socket from
// 127.0.0.2: loopback still, but not an address of this machine's interfaces, so the host treats
// it as another device (only 127.0.0.1 and the interfaces' own addresses are this machine).
const running: { host: RunningHost; dir: string; sockets: { close(): void }[] }[] = [];

async function table() {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-admission-'));
  const host = await startHost({ dataDir: join(dir, 'data'), port: 0, bindHost: '127.0.0.1', mdns: false, botDelayMs: 0, holdForReveals: false });
  const entry = { host, dir, sockets: [] as { close(): void }[] };
  running.push(entry);
  const url = `ws://127.0.0.1:${host.port}/ws`;
  const open = (options?: WsClientOptions) => {
    const c = new WsClient(url, options);
    entry.sockets.push(c);
    return c;
  };
  const greeted = async (hello: Record<string, unknown> = {}, options?: WsClientOptions) => {
    const c = open(options);
    await c.ready();
    await c.request({ type: 'hello', ...hello }, 'welcome');
    return c;
  };
  return { host, url, open, greeted, http: `http://127.0.0.1:${host.port}` };
}

afterEach(async () => {
  for (const { host, dir, sockets } of running.splice(0)) {
    for (const s of sockets) s.close();
    await host.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const settle = (ms = 100) => new Promise((r) => setTimeout(r, ms));

/** A GET with a Host header of our choosing (fetch will not send another site's Host). */
function get(port: number, path: string, headers: Record<string, string>, localAddress?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, ...(localAddress ? { localAddress } : {}) }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a flood of sockets cannot lock the table out', () => {
  it('63 spectators from one address: the extra ones are refused, and a seated phone, the board and the host controls still connect', async () => {
    const t = await table();
    const ana = await t.greeted();
    const joined = await ana.request({ type: 'join', name: 'Ana' }, 'joined');
    ana.close();
    // Each says hello as soon as it is open, as a real client does (silent sockets: the next test).
    const flood = Array.from({ length: 63 }, () => t.open());
    await Promise.all(flood.map((c) => c.ready().then(() => c.send({ type: 'hello' }))));
    await settle(300);
    const welcomed = flood.filter((c) => c.received.some((m) => m.type === 'welcome'));
    expect(welcomed).toHaveLength(MAX_SPECTATORS);
    const refused = flood.filter((c) => c.closed?.code === 4005);
    expect(refused).toHaveLength(63 - MAX_SPECTATORS);
    expect(refused[0]!.received.find((m) => m.type === 'error')).toMatchObject({ code: 'TOO_MANY_WATCHERS' });
    // The spectators still answer heartbeats; the table's own screens get in all the same.
    const back = await t.greeted({ seatToken: joined.seatToken });
    expect(back.received.find((m) => m.type === 'welcome')).toMatchObject({ you: { seat: 0 } });
    const board = await t.greeted({ board: true });
    expect(board.closed).toBeNull();
    const hostControls = await t.greeted({ hostToken: t.host.room.hostToken });
    expect(hostControls.received.find((m) => m.type === 'welcome')).toMatchObject({ you: { host: true } });
    const listed = await hostControls.next('hostState', (m) => m.spectators.length > 0, 2000).catch(() => hostControls.received.findLast((m) => m.type === 'hostState'));
    expect(listed?.type === 'hostState' && listed.spectators.filter((s) => !s.board)).toHaveLength(MAX_SPECTATORS);
  });

  it('sockets that never say hello let go of the oldest: a phone that greets at once still gets in', async () => {
    const t = await table();
    const silent = Array.from({ length: 63 }, () => t.open());
    await Promise.all(silent.map((c) => c.ready().catch(() => {})));
    await settle();
    expect(silent.filter((c) => c.closed?.code === 4007).length).toBeGreaterThanOrEqual(63 - MAX_PENDING);
    const phone = await t.greeted();
    const joined = await phone.request({ type: 'join', name: 'Ana' }, 'joined');
    expect(joined.seat).toBe(0);
  });

  it('limits the connections of one device on the LAN, not those of this machine', async () => {
    const t = await table();
    const guest = Array.from({ length: MAX_PER_ADDRESS }, () => t.open({ localAddress: '127.0.0.2' }));
    await Promise.all(guest.map((c) => c.ready()));
    const extra = new WebSocket(t.url, { localAddress: '127.0.0.2' });
    extra.on('error', () => {});
    const status = await new Promise<number>((resolve) => extra.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(503);
    // Another device, and this machine, are not held back by that one.
    const other = await t.greeted({}, { localAddress: '127.0.0.3', hostKey: t.host.room.hostPublicKey });
    expect(other.closed).toBeNull();
    const mine = await Promise.all(Array.from({ length: MAX_PER_ADDRESS + 1 }, () => t.greeted()));
    expect(mine.every((c) => c.closed === null)).toBe(true);
  });
});

describe('the host token is for this machine', () => {
  it('from a LAN device opens neither the host controls (until the host allows it) nor ever the past games', async () => {
    const t = await table();
    const token = t.host.room.hostToken;
    const far = await t.greeted({ hostToken: token }, { localAddress: '127.0.0.2', hostKey: t.host.room.hostPublicKey });
    expect(far.received.find((m) => m.type === 'welcome')).toMatchObject({ you: { host: false } });
    expect(far.received.find((m) => m.type === 'error')).toMatchObject({ code: 'NOT_ALLOWED', reason: 'host-not-local' });
    const auth = { host: `127.0.0.1:${t.host.port}`, authorization: `Bearer ${token}` };
    expect((await get(t.host.port, '/api/games', auth, '127.0.0.2')).status).toBe(403);
    expect((await get(t.host.port, '/api/games', auth)).status).toBe(200);
    const mine = await t.greeted({ hostToken: token });
    mine.send({ type: 'setRemoteHost', allow: true });
    await mine.next('hostState', (m) => m.remoteHost);
    const allowed = await t.greeted({ hostToken: token }, { localAddress: '127.0.0.2', hostKey: t.host.room.hostPublicKey });
    expect(allowed.received.find((m) => m.type === 'welcome')).toMatchObject({ you: { host: true } });
    // The past games are plain HTTP: their token and every secret of a game would cross the air in clear.
    expect((await get(t.host.port, '/api/games', auth, '127.0.0.2')).status).toBe(403);
  });

  it('renewed, the old one stops working for the socket and the HTTP API alike, and the host link follows', async () => {
    const t = await table();
    const old = t.host.room.hostToken;
    const mine = await t.greeted({ hostToken: old });
    mine.send({ type: 'renewHostToken' });
    const renewed = await mine.next('hostToken');
    expect(renewed.url).toBe(t.host.hostUrl);
    expect(t.host.hostUrl).toContain(`#host=${renewed.hostToken}&`);
    const stale = await t.greeted({ hostToken: old });
    expect(stale.received.find((m) => m.type === 'welcome')).toMatchObject({ you: { host: false } });
    const host = `127.0.0.1:${t.host.port}`;
    expect((await get(t.host.port, '/api/games', { host, authorization: `Bearer ${old}` })).status).toBe(403);
    expect((await get(t.host.port, '/api/games', { host, authorization: `Bearer ${renewed.hostToken}` })).status).toBe(200);
  });
});

describe('the Host header', () => {
  it('answers only to the table’s own names and addresses (no DNS rebinding)', async () => {
    const t = await table();
    for (const path of ['/health', '/board', '/qr.svg', '/', '/api/games']) {
      expect((await get(t.host.port, path, { host: 'evil.example' })).status, path).toBe(421);
      expect((await get(t.host.port, path, { host: `evil.example:${t.host.port}` })).status, path).toBe(421);
    }
    expect((await get(t.host.port, '/health', { host: `127.0.0.1:${t.host.port}` })).status).toBe(200);
    expect((await get(t.host.port, '/health', { host: `localhost:${t.host.port}` })).status).toBe(200);
    const upgrade = new WebSocket(t.url, { headers: { host: 'evil.example' } });
    upgrade.on('error', () => {});
    const status = await new Promise<number>((resolve) => upgrade.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(421);
    upgrade.terminate();
    // A page answered there keeps nothing open: the host still closes at once (afterEach).
  });
});
