import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, createMatch, jsonEqual, type Viewer, matchOf } from '../../shared/engine/index.ts';
import { theSnitch } from '../../shared/games/the-snitch/index.ts';
import type { SnitchState } from '../../shared/games/the-snitch/types.ts';
import type { SnitchView } from '../../shared/games/the-snitch/view.ts';
import { startHost, type RunningHost } from './server.ts';
import { TableStore } from './store.ts';
import { playSeat } from './testing/client-bot.ts';
import { WsClient } from './testing/ws-client.ts';

// Every host here listens on loopback only, with mDNS off: no traffic leaves the machine.
const running: { host: RunningHost; dir: string; clients: WsClient[] }[] = [];

afterEach(async () => {
  for (const { host: h, dir, clients } of running.splice(0)) {
    for (const c of clients) c.close();
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

async function table() {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-snitch-'));
  const host = await startHost({ dataDir: join(dir, 'data'), staticDir: null, port: 0, bindHost: '127.0.0.1', mdns: false, botDelayMs: 0, holdForReveals: false });
  const entry = { host, dir, clients: [] as WsClient[] };
  running.push(entry);
  const client = async (hello: Record<string, unknown> = {}) => {
    const c = new WsClient(`ws://127.0.0.1:${host.port}/ws`);
    entry.clients.push(c);
    await c.ready();
    await c.request({ type: 'hello', ...hello }, 'welcome');
    return c;
  };
  return { ...entry, client, admin: () => client({ hostToken: host.room.hostToken }) };
}

/** Every state of the journaled game, by the `seq` the views carry (the clock's inputs included). */
function statesBySeq(dataDir: string): SnitchState[] {
  const store = new TableStore(dataDir);
  const [latest] = store.listGames();
  const journal = store.exportJournal(latest!.gameId);
  const created = createMatch(theSnitch, matchOf(journal));
  if (!created.ok) throw new Error(created.error.message);
  const states: SnitchState[] = [created.value];
  for (const { actor, action } of journal.actions) {
    const next = applyAction(theSnitch, states[states.length - 1]!, actor, action);
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value);
  }
  return states;
}

const views = (c: WsClient) => c.received.filter((m) => m.type === 'view') as unknown as { seq: number; view: SnitchView }[];

describe('The Snitch over real WebSockets', () => {
  for (const players of [4, 5, 6]) {
    it(`${players} phones play a whole game from their own views, a refusal window closing by the clock`, async () => {
      const t = await table();
      const admin = await t.admin();
      admin.send({ type: 'selectGame', game: 'the-snitch', options: { refusalWindowMs: 2000 } });
      await admin.next('room', (m) => m.room.game === 'the-snitch');
      const phones: { client: WsClient; seat: number }[] = [];
      for (let i = 0; i < players; i++) {
        const c = await t.client();
        const joined = await c.request({ type: 'join', name: `P${i}` }, 'joined');
        phones.push({ client: c, seat: joined.seat });
      }
      const board = await t.client();
      // Every seat stays silent at its first refusal window: the host's clock must close it.
      const stats = phones.map((p) => playSeat(p.client, p.seat, `snitch-${players}-${p.seat}`, { quiet: { times: 1, when: (view: SnitchView) => view.you?.prompt?.kind === 'refuse' } }));
      const over = admin.next('room', (m) => m.room.phase === 'over', 90_000);
      admin.send({ type: 'start' });
      await over;

      const states = statesBySeq(join(t.dir, 'data'));
      // The journal is written before anyone is told; every screen then gets the final view.
      await Promise.all([...phones.map((p) => p.client), board].map((c) => c.seen('view', (m) => m.seq === states.length - 1)));
      const last = states[states.length - 1]!;
      expect(theSnitch.outcome(last)).not.toBeNull();
      expect(stats.reduce((n, s) => n + s.silent, 0)).toBeGreaterThan(0);
      const log = views(board).at(-1)!.view.log;
      expect(log.some((e) => e.kind === 'accept' && e.by === 'clock')).toBe(true);

      const check = (client: WsClient, viewer: Viewer) => {
        const seen = views(client);
        expect(seen.length).toBeGreaterThan(10);
        for (const m of seen) {
          expect(jsonEqual(m.view, theSnitch.view(states[m.seq]!, viewer)), `view ${m.seq} for ${String(viewer)}`).toBe(true);
          if (viewer === 'board') {
            expect(m.view.you).toBeNull();
          } else {
            // Its own hand, exactly, and nobody else's.
            expect(m.view.you!.seat).toBe(viewer);
            expect(m.view.you!.hand).toEqual(states[m.seq]!.hands[viewer]);
          }
          if (m.view.reveal === null) expect(JSON.stringify(m.view)).not.toMatch(/"hands"|"removed":\[/);
        }
      };
      for (const p of phones) check(p.client, p.seat);
      check(board, 'board');
      for (const p of phones) expect(p.client.received.filter((m) => m.type === 'error')).toEqual([]);
    });
  }
});
