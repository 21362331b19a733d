import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, createMatch, jsonEqual, type Viewer, matchOf } from '../../shared/engine/index.ts';
import { turncoat, type TurncoatState, type TurncoatView } from '../../shared/games/turncoat/index.ts';
import { startHost, type RunningHost } from './server.ts';
import { TableStore } from './store.ts';
import { playSeat } from './testing/client-bot.ts';
import { WsClient } from './testing/ws-client.ts';

// Every host here listens on loopback only, with mDNS off: no traffic leaves the machine.
const running: { host: RunningHost; dir: string; clients: WsClient[] }[] = [];

async function host() {
  const dir = mkdtempSync(join(tmpdir(), 'hideout-turncoat-'));
  const started = await startHost({ dataDir: join(dir, 'data'), staticDir: null, port: 0, bindHost: '127.0.0.1', mdns: false, botDelayMs: 0, holdForReveals: false });
  const entry = { host: started, dir, clients: [] as WsClient[] };
  running.push(entry);
  const client = async (hello: Record<string, unknown> = {}) => {
    const c = new WsClient(`ws://127.0.0.1:${started.port}/ws`);
    entry.clients.push(c);
    await c.ready();
    await c.request({ type: 'hello', ...hello }, 'welcome');
    return c;
  };
  return { ...entry, client, hostClient: () => client({ hostToken: started.room.hostToken }) };
}

afterEach(async () => {
  for (const { host: h, dir, clients } of running.splice(0)) {
    for (const c of clients) c.close();
    await h.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The game's state after each journaled action, rebuilt from the journal the host wrote. */
function statesBySeq(dataDir: string): TurncoatState[] {
  const store = new TableStore(dataDir);
  const [latest] = store.listGames();
  const journal = store.exportJournal(latest!.gameId);
  expect(journal.game).toBe('turncoat');
  const created = createMatch(turncoat, matchOf(journal));
  if (!created.ok) throw new Error(created.error.message);
  const states: TurncoatState[] = [created.value];
  for (const { actor, action } of journal.actions) {
    const next = applyAction(turncoat, states[states.length - 1]!, actor, action);
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value);
  }
  return states;
}

const views = (client: WsClient) =>
  client.received.filter((m) => m.type === 'view') as unknown as { seq: number; view: TurncoatView }[];

describe('Turncoat over real WebSockets', () => {
  it.each([2, 3, 4])('%i phones play a whole game from their own views; each sees only its own hand', async (players) => {
    const table = await host();
    const admin = await table.hostClient();
    const selected = admin.next('room', (m) => m.room.game === 'turncoat');
    admin.send({ type: 'selectGame', game: 'turncoat' });
    await selected;

    const phones: { client: WsClient; seat: number; stats: { acted: number } }[] = [];
    for (let i = 0; i < players; i++) {
      const c = await table.client();
      const joined = await c.request({ type: 'join', name: `Player ${i}` }, 'joined');
      phones.push({ client: c, seat: joined.seat, stats: playSeat(c, joined.seat, `turncoat-${players}-${i}`) });
    }
    const board = await table.client();
    const over = admin.next('room', (m) => m.room.phase === 'over', 20_000);
    admin.send({ type: 'start' });
    await over;

    const states = statesBySeq(join(table.dir, 'data'));
    // The journal is written before anyone is told; every screen then gets the final view.
    await Promise.all([...phones.map((p) => p.client), board].map((c) => c.seen('view', (m) => m.seq === states.length - 1)));
    const final = states[states.length - 1]!;
    const outcome = turncoat.outcome(final);
    expect(outcome).not.toBeNull();
    expect(final.phase).toBe('over');

    // Every message matches the view the rules give that viewer at that point, and nothing more.
    const check = (client: WsClient, viewer: Viewer) => {
      const received = views(client);
      expect(received.length).toBeGreaterThan(players);
      for (const m of received) {
        const state = states[m.seq]!;
        expect(jsonEqual(m.view, turncoat.view(state, viewer)), `view ${m.seq} for ${String(viewer)}`).toBe(true);
        const hands = JSON.stringify(m.view).split('"hand":').length - 1;
        if (viewer === 'board') {
          expect(m.view.you).toBeNull();
          expect(hands).toBe(0);
        } else {
          // One hand in the message, and it is this seat's own.
          expect(hands).toBe(1);
          expect(m.view.you!.seat).toBe(viewer);
          expect(m.view.you!.hand).toEqual(state.hands[viewer]);
          // Outside its own secret, no card another seat holds appears in it. (Checked until the
          // first reshuffle: after it, a card once revealed in public can be drawn again.)
          const text = JSON.stringify({ ...m.view, you: null });
          for (let other = 0; other < players && state.reshuffles === 0; other++) {
            if (other === viewer) continue;
            for (const card of state.hands[other]!) expect(text.includes(`"${card}"`), `${card} of seat ${other} seen by ${viewer}`).toBe(false);
          }
        }
      }
      const last = received[received.length - 1]!.view;
      expect(last.phase).toBe('over');
      expect(last.reveal).not.toBeNull();
      expect(last.reveal!.winner).toBe(outcome!.winner);
      expect(last.reveal!.identities).toEqual(final.identities);
    };
    for (const p of phones) check(p.client, p.seat);
    check(board, 'board');
    for (const p of phones) {
      // An accusation ends the game at once: a card another phone sent in the same moment
      // arrives too late, and is answered so, which is what a person would see too.
      const errors = p.client.received.filter((m) => m.type === 'error' && !(final.accusation !== null && m.code === 'GAME_OVER'));
      expect(errors).toEqual([]);
      expect(p.stats.acted).toBeGreaterThan(0);
    }

    // The outcome follows the rules' end conditions.
    const reveal = views(board).at(-1)!.view.reveal!;
    if (reveal.turncoat === null) expect(['everyone', 'nobody']).toContain(reveal.winner);
    else expect(['loyal', 'turncoat']).toContain(reveal.winner);
    if (final.accusation === null) {
      expect(Math.max(final.successes, final.failures)).toBe(5);
      expect(reveal.way).toBe(final.successes === 5 ? 'successes' : 'failures');
    } else {
      expect(final.identities[final.accusation.by]).toBe('loyal');
    }
  });

  it('refuses an accusation from the turncoat, telling only that phone', async () => {
    const table = await host();
    const admin = await table.hostClient();
    const selected = admin.next('room', (m) => m.room.game === 'turncoat');
    // 4 players with the English identity deck: 10, 10, 10, Joker, so there is always a turncoat.
    admin.send({ type: 'selectGame', game: 'turncoat' });
    await selected;
    const phones: { client: WsClient; seat: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const c = await table.client();
      const joined = await c.request({ type: 'join', name: `P${i}` }, 'joined');
      phones.push({ client: c, seat: joined.seat });
    }
    const dealt = phones.map((p) => p.client.next('view'));
    admin.send({ type: 'start' });
    const first = (await Promise.all(dealt)) as unknown as { view: TurncoatView }[];
    const at = first.findIndex((m) => m.view.you!.identity === 'turncoat');
    expect(at).toBeGreaterThanOrEqual(0);
    const { client, seat } = phones[at]!;
    expect(first[at]!.view.you!.prompt!.accuse).toMatchObject({ canAccuse: false, reason: 'turncoat-cannot-accuse' });
    const error = await client.request({ type: 'act', id: 'j', action: { type: 'accuse', target: (seat + 1) % 4, confirm: true } }, 'error');
    expect(error).toMatchObject({ code: 'ILLEGAL_ACTION', reason: 'turncoat-cannot-accuse', id: 'j' });
    // A round trip to each other phone: anything the refusal sent them would be here by now.
    for (const other of phones) if (other.seat !== seat) await other.client.sync();
    for (const other of phones) if (other.seat !== seat) expect(other.client.received.filter((m) => m.type === 'error')).toEqual([]);
    expect(table.host.room.phase).toBe('playing');
  });
});
