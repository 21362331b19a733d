import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHost, type RunningHost } from './server.ts';
import { SOCKET_TROUBLE_KEPT, SocketTroubleList } from './socket-trouble.ts';
import { WsClient } from './testing/ws-client.ts';

// A phone that cannot keep the socket says so over plain HTTP; the host controls list it. Every
// host here listens on loopback only, with mDNS off. Addresses 127.0.0.2 and up stand for other
// devices on the LAN (only 127.0.0.1 is this machine).

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const undo of cleanup.splice(0).reverse()) await undo();
});

async function table(): Promise<RunningHost> {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-trouble-'));
  const host = await startHost({ dataDir: join(dir, 'data'), port: 0, bindHost: '127.0.0.1', mdns: false, botDelayMs: 0, hostNewsMs: 200 });
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }), () => host.close());
  return host;
}

/** A POST from `from` (a loopback address), with the headers a phone's page would send unless told otherwise. */
async function report(host: RunningHost, body: string, options: { from?: string; origin?: string | null; type?: string } = {}) {
  const origin = options.origin === undefined ? `http://127.0.0.1:${host.port}` : options.origin;
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: host.port,
        path: '/api/socket-trouble',
        method: 'POST',
        localAddress: options.from ?? '127.0.0.2',
        headers: { 'content-type': options.type ?? 'application/json', ...(origin !== null ? { origin } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text === '' ? null : (JSON.parse(text) as unknown) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function hostState(host: RunningHost) {
  const admin = new WsClient(`ws://127.0.0.1:${host.port}/ws`);
  cleanup.push(() => admin.close());
  await admin.ready();
  await admin.request({ type: 'hello', hostToken: host.room.hostToken }, 'welcome');
  return admin;
}

describe('POST /api/socket-trouble', () => {
  it('keeps a report and tells the host controls, who get the list in hostState', async () => {
    const host = await table();
    const admin = await hostState(host);
    expect((await admin.seen('hostState')).socketTrouble).toEqual([]);
    const answer = await report(host, JSON.stringify({ what: 'cannot-open', attempts: 4 }));
    expect(answer).toEqual({ status: 204, body: null });
    const told = await admin.seen('hostState', (m) => (m.socketTrouble ?? []).length > 0, 3000);
    expect(told.socketTrouble).toEqual([{ address: '127.0.0.2', what: 'cannot-open', attempts: 4, at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
  });

  it('refuses bad input with a typed 4xx and keeps nothing', async () => {
    const host = await table();
    const cases: [string, Parameters<typeof report>[2], number, string][] = [
      ['{"what":"cannot-open","attempts":1,"extra":true}', {}, 400, 'BAD_MESSAGE'],
      ['{"what":"gone","attempts":1}', {}, 400, 'BAD_MESSAGE'],
      ['{"what":"keeps-dropping","attempts":-1}', {}, 400, 'BAD_MESSAGE'],
      ['{"what":"keeps-dropping","attempts":1.5}', {}, 400, 'BAD_MESSAGE'],
      ['[1,2]', {}, 400, 'BAD_MESSAGE'],
      ['{"what":', {}, 400, 'BAD_JSON'],
      [JSON.stringify({ what: 'cannot-open', attempts: 1, pad: 'x'.repeat(1100) }), {}, 413, 'TOO_LARGE'],
      ['what=cannot-open', { type: 'application/x-www-form-urlencoded' }, 415, 'BAD_MESSAGE'],
      ['{"what":"cannot-open","attempts":1}', { origin: 'http://evil.example' }, 403, 'NOT_ALLOWED'],
      ['{"what":"cannot-open","attempts":1}', { origin: 'null' }, 403, 'NOT_ALLOWED'],
    ];
    for (const [body, options, status, code] of cases) {
      const answer = await report(host, body, options);
      expect({ body, status: answer.status, code: (answer.body as { code?: string } | null)?.code }).toEqual({ body, status, code });
    }
    const admin = await hostState(host);
    expect((await admin.seen('hostState')).socketTrouble).toEqual([]);
  });

  it('takes a report with no Origin (not a browser page), and refuses a name that is not the host', async () => {
    const host = await table();
    expect((await report(host, '{"what":"keeps-dropping","attempts":2}', { origin: null })).status).toBe(204);
      const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: host.port, path: '/api/socket-trouble', method: 'POST', headers: { host: 'evil.example', 'content-type': 'application/json' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end('{"what":"keeps-dropping","attempts":2}');
    });
    expect(status).toBe(421);
  });

  it('lets each address report a few times, then refuses with RATE_LIMITED; other devices still can', async () => {
    const host = await table();
    const body = JSON.stringify({ what: 'keeps-dropping', attempts: 9 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await report(host, body, { from: '127.0.0.3' })).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const refused = await report(host, body, { from: '127.0.0.3' });
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await report(host, body, { from: '127.0.0.4' })).status).toBe(204);
  });
});

describe('SocketTroubleList', () => {
  it(`keeps the last ${SOCKET_TROUBLE_KEPT}, oldest dropped, and one entry per device and kind`, () => {
    let clock = Date.parse('2026-01-01T20:00:00Z');
    const list = new SocketTroubleList(() => clock);
    for (let i = 1; i <= 20; i++) {
      list.add(`10.0.0.${i}`, { what: 'cannot-open', attempts: i });
      clock += 1000;
    }
    expect(list.list()).toHaveLength(SOCKET_TROUBLE_KEPT);
    expect(list.list()[0]!.address).toBe('10.0.0.5');
    list.add('10.0.0.5', { what: 'cannot-open', attempts: 30 });
    list.add('10.0.0.5', { what: 'keeps-dropping', attempts: 1 });
    const kept = list.list();
    expect(kept).toHaveLength(SOCKET_TROUBLE_KEPT);
    expect(kept.filter((t) => t.address === '10.0.0.5').map((t) => [t.what, t.attempts])).toEqual([
      ['cannot-open', 30],
      ['keeps-dropping', 1],
    ]);
    expect(kept.at(-1)).toEqual({ address: '10.0.0.5', what: 'keeps-dropping', attempts: 1, at: '2026-01-01T20:00:20.000Z' });
  });
});
