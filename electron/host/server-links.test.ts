import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHost, type RunningHost } from './server.ts';
import { WsClient } from './testing/ws-client.ts';

// Each phone's link as the host controls see it, over real sockets on loopback (mDNS off), with
// a quick heartbeat so a few beats take a fraction of a second, and news told at most every
// 200 ms instead of 5 s (host-news.test.ts checks the bound itself).

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const undo of cleanup.splice(0).reverse()) await undo();
});

async function table(): Promise<{ host: RunningHost; client: (hello: Record<string, unknown>, options?: { autoPong?: boolean }) => Promise<WsClient> }> {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-links-'));
  const host = await startHost({ dataDir: join(dir, 'data'), port: 0, bindHost: '127.0.0.1', mdns: false, botDelayMs: 0, heartbeatMs: 100, hostNewsMs: 200 });
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }), () => host.close());
  const client = async (hello: Record<string, unknown>) => {
    const c = new WsClient(`ws://127.0.0.1:${host.port}/ws`);
    cleanup.push(() => c.close());
    await c.ready();
    await c.request({ type: 'hello', ...hello }, 'welcome');
    return c;
  };
  return { host, client };
}

describe("the host controls see each phone's link", () => {
  it('lists every seated phone with its round-trip time once measured, in seat order, and no link for the board or watchers', async () => {
    const { host, client } = await table();
    for (const name of ['Ana', 'Bo']) {
      const phone = await client({});
      await phone.request({ type: 'join', name }, 'joined');
    }
    await client({});
    // A few beats, so every phone has answered pings.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const admin = await client({ hostToken: host.room.hostToken });
    const state = await admin.seen('hostState');
    expect(state.links).toEqual([
      { seat: 0, rttMs: expect.any(Number), weak: false },
      { seat: 1, rttMs: expect.any(Number), weak: false },
    ]);
    expect(state.links!.every((l) => l.rttMs !== null && l.rttMs < 300)).toBe(true);
    // mDNS is off here, so there is no .local name to show (network.lan.test.ts sees one).
    expect(state.mdnsName).toBeNull();
    expect(host.mdnsName).toBeNull();
  });

  it('sends hostState again when a phone stops answering pings while it still talks, saying its seat is weak', async () => {
    const { host, client } = await table();
    const admin = await client({ hostToken: host.room.hostToken });
    const phone = await client({});
    await phone.request({ type: 'join', name: 'Ana' }, 'joined');
    // Seated first, then the pongs stop: the link turns weak while the phone holds its seat.
    phone.socket.pong = () => {};
    // Messages keep it connected (the heartbeat cuts only a silent socket), but no pong comes.
    const talk = setInterval(() => phone.send({ type: 'ping' }), 40);
    cleanup.push(() => clearInterval(talk));
    const weak = await admin.seen('hostState', (m) => m.links?.some((l) => l.seat === 0 && l.weak) === true, 3000);
    // Its round trips before the pongs stopped may have been timed; weak is what matters here.
    expect(weak.links).toHaveLength(1);
    expect(weak.links![0]).toMatchObject({ seat: 0, weak: true });
  });
});
