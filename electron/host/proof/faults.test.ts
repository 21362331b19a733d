import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as tcpConnect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonEqual, type Viewer } from '../../../shared/engine/index.ts';
import { GAMES } from '../../../shared/games/index.ts';
import { startHost } from '../server.ts';
import { StoreError } from '../store.ts';
import { openTable, playedGames, playPhone, sleep, until, type Phone, type PhoneStats, type RecordingClient, type Table } from './table.ts';

/**
 * Faults inside one host process: a phone whose connection drops in every phase of a game, the
 * Wi-Fi going away for everybody at once, a disk that refuses to write, and the host closing
 * with phones and browsers still connected.
 */

// A disk that fails on demand: the store's writes and fsyncs go through these.
// 'room' refuses only the room file (room.json and its temporary copy): the journal still writes.
const disk = vi.hoisted(() => ({ fail: null as null | 'write' | 'fsync' | 'room' }));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const refuse = (what: string) => {
    const error = new Error(`${what}: no space left on device`) as NodeJS.ErrnoException;
    error.code = 'ENOSPC';
    return error;
  };
  return {
    ...real,
    openSync: ((...args: Parameters<typeof real.openSync>) => {
      if (disk.fail === 'room' && String(args[0]).includes('room.json')) throw refuse('open room.json');
      return real.openSync(...args);
    }) as typeof real.openSync,
    writeSync: ((...args: Parameters<typeof real.writeSync>) => {
      if (disk.fail === 'write') throw refuse('write');
      return real.writeSync(...args);
    }) as typeof real.writeSync,
    fsyncSync: ((fd: number) => {
      if (disk.fail === 'fsync') throw refuse('fsync');
      return real.fsyncSync(fd);
    }) as typeof real.fsyncSync,
    // The journal's appends sync with fdatasync.
    fdatasyncSync: ((fd: number) => {
      if (disk.fail === 'fsync') throw refuse('fdatasync');
      return real.fdatasyncSync(fd);
    }) as typeof real.fdatasyncSync,
  };
});

/** How long "the Wi-Fi goes away" lasts; 30 s on demand (HIDEOUT_OUTAGE_MS=30000), a few seconds on CI. */
const OUTAGE_MS = Number(process.env.HIDEOUT_OUTAGE_MS ?? 4000);

const tables: Table[] = [];
afterEach(async () => {
  disk.fail = null;
  for (const t of tables.splice(0)) await t.close();
});

/** A journal's lines, without the NUL padding an open journal keeps after them (store.ts). */
const journalText = (path: string): string => readFileSync(path, 'utf8').replace(/\0+$/, '');

async function table(): Promise<Table> {
  const t = await openTable();
  tables.push(t);
  return t;
}

describe('a phone whose connection drops', () => {
  for (const [id, entry] of Object.entries(GAMES)) {
    it(`${id}: drops in every phase of the game and comes back to its seat each time; the game finishes`, async () => {
      const t = await table();
      const admin = await t.admin();
      await admin.request({ type: 'selectGame', game: id }, 'room');
      const players = entry.game.minPlayers === 2 ? 3 : entry.game.minPlayers;
      const stats: PhoneStats[] = [];
      const phones = await t.seat(players, (c, i) => (stats[i] = playPhone(c, `drop:${id}:${i}`, { thinkMs: 15 })));
      // Seat 0's phone: the first view it sees in a phase it has not dropped in yet, it loses its
      // connection, and comes back with its seat token at once.
      const dropped = new Set<string>();
      let current: RecordingClient = phones[0]!.client;
      let returns = 0;
      let busy = false;
      const watch = async () => {
        const view = current.last('view');
        const phase = (view?.view as { phase?: string } | undefined)?.phase;
        if (busy || phase === undefined || dropped.has(phase)) return;
        busy = true;
        dropped.add(phase);
        current.socket.terminate();
        const back = await t.connect({ seatToken: phones[0]!.token }, (c) => (stats[0] = playPhone(c, `drop:${id}:back${returns}`, { thinkMs: 15 })));
        expect(back.last('welcome')!.you.seat).toBe(0);
        returns++;
        current = back;
        busy = false;
      };
      const timer = setInterval(() => void watch(), 2);
      const over = admin.next('room', (m) => m.room.phase === 'over', 120_000);
      admin.send({ type: 'start' });
      await over;
      await until(() => !busy && dropped.has('over'), 'a drop after the end too');
      clearInterval(timer);
      // Every phase the game went through, seat 0 dropped in.
      const [game] = playedGames(t.store()).values();
      const phases = new Set(game!.states.map((s) => (s as unknown as { phase: string }).phase));
      expect([...phases].filter((p) => !dropped.has(p))).toEqual([]);
      expect(returns).toBe(dropped.size);
      for (const s of stats) expect(s.errors.filter((e) => e.code !== 'GAME_OVER').map((e) => e.code)).toEqual([]);
      // The phone that came back last sees the end from its own seat.
      const last = current.last('view') ?? (await current.next('view'));
      expect(jsonEqual(last.view, entry.game.view(game!.states.at(-1)!, 0))).toBe(true);
    }, 120_000);
  }
});

describe('the Wi-Fi goes away for everybody at once', () => {
  it(`for ${OUTAGE_MS / 1000} s mid-game: stalled sockets catch up, dropped ones come back, and the game finishes`, async () => {
    const t = await table();
    const admin = await t.admin();
    const stats: PhoneStats[] = [];
    const phones = await t.seat(7, (c, i) => (stats[i] = playPhone(c, `outage:${i}`, { thinkMs: 10 })));
    const boards = [await t.connect(), await t.connect()];
    const midGame = admin.next('view', (m) => m.seq >= 12, 30_000);
    admin.send({ type: 'start' });
    await midGame;

    // Everybody's network goes: half the screens stall (nothing read, the connection stays
    // open), the other half lose their connection.
    const stalled: RecordingClient[] = [phones[0]!, phones[2]!, phones[4]!, phones[6]!].map((p) => p.client).concat(boards[0]!);
    const lost: Phone[] = [phones[1]!, phones[3]!, phones[5]!];
    for (const c of stalled) c.socket.pause();
    for (const p of lost) p.client.socket.terminate();
    boards[1]!.socket.terminate();
    const seqAtOutage = t.host.room.gameState === null ? -1 : playedGames(t.store()).get(1)!.states.length;
    await sleep(OUTAGE_MS);
    // Nobody could answer, so nothing moved (an action already on its way may have landed).
    expect(playedGames(t.store()).get(1)!.states.length).toBeLessThanOrEqual(seqAtOutage + stalled.length);
    expect(t.host.room.phase).toBe('playing');

    // The network is back.
    for (const c of stalled) c.socket.resume();
    const back: RecordingClient[] = [];
    for (const p of lost) back.push(await t.connect({ seatToken: p.token }, (c) => (stats[p.seat] = playPhone(c, `outage:back:${p.seat}`, { thinkMs: 10 }))));
    const board = await t.connect();
    const over = admin.next('room', (m) => m.room.phase === 'over', 60_000);
    await over;
    const [game] = playedGames(t.store()).values();
    const final = game!.states.at(-1)!;
    await until(() => [...stalled, ...back, board].every((c) => c.last('view')?.seq === game!.states.length - 1), 'everybody at the end');
    for (const [i, c] of [...stalled, ...back, board].entries()) {
      const viewer: Viewer = c === boards[0] || c === board ? 'board' : (c.last('welcome')?.you.seat ?? phones.find((p) => p.client === c)!.seat)!;
      expect(jsonEqual(c.last('view')!.view, GAMES['mole-in-the-crew']!.game.view(final, viewer)), `screen ${i}`).toBe(true);
    }
    for (const s of stats) expect(s.errors.filter((e) => e.code !== 'GAME_OVER').map((e) => e.code)).toEqual([]);
  }, 120_000);
});

describe('killed between the last move and the end of the game', () => {
  it('the restarted host writes the missing end-of-game line, so the journal does not stay unfinished', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hideout-unfinished-'));
    const dataDir = join(root, 'data');
    try {
      const first = await openTable({ dataDir });
      const admin = await first.admin();
      await admin.request({ type: 'fillBots', upTo: 5 }, 'room');
      const over = admin.next('room', (m) => m.room.phase === 'over', 30_000);
      admin.send({ type: 'start' });
      await over;
      await first.close();
      // The disk as a kill right after the last move's line would leave it: no end line, and
      // room.json still saying the game is being played.
      const [game] = new (await import('../store.ts')).TableStore(dataDir).listGames();
      const path = join(dataDir, 'games', `${game!.gameId}.jsonl`);
      const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
      writeFileSync(path, `${lines.slice(0, -1).join('\n')}\n`);
      const room = JSON.parse(readFileSync(join(dataDir, 'room.json'), 'utf8'));
      writeFileSync(join(dataDir, 'room.json'), JSON.stringify({ ...room, phase: 'playing' }));
      const second = await openTable({ dataDir });
      tables.push(second);
      expect(second.host.room.phase).toBe('over');
      expect(second.store().listGames()[0]!.finished).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a disk that refuses to write', () => {
  async function heldMole() {
    const t = await table();
    const admin = await t.admin();
    const phones = await t.seat(5);
    admin.send({ type: 'start' });
    await until(() => phones.every((p) => p.client.last('view') !== undefined), 'the first views');
    const boss = (t.host.room.gameState as unknown as { boss: number }).boss;
    const bossPhone = phones.find((p) => p.seat === boss)!;
    const size = (bossPhone.client.last('view')!.view as { you: { prompt: { size: number } } }).you.prompt.size;
    const propose = { type: 'propose', team: Array.from({ length: size }, (_, i) => i) };
    const [g] = t.store().listGames();
    const journalPath = join(t.dataDir, 'games', `${g!.gameId}.jsonl`);
    return { t, admin, phones, bossPhone, propose, journalPath };
  }

  for (const fail of ['write', 'fsync'] as const) {
    it(`a move that cannot be journaled (${fail} fails) is refused with STORAGE_FAILED, not applied, not broadcast; the next one, once the disk is back, plays`, async () => {
      const { t, phones, bossPhone, propose, journalPath } = await heldMole();
      const state = JSON.stringify(t.host.room.gameState);
      const journal = journalText(journalPath);
      const views = phones.map((p) => p.client.received.filter((m) => m.type === 'view').length);
      disk.fail = fail;
      const refused = await bossPhone.client.request({ type: 'act', id: 'lost', action: propose }, 'error');
      disk.fail = null;
      expect(refused).toMatchObject({ code: 'STORAGE_FAILED', id: 'lost' });
      expect(refused.message).toMatch(/could not save this move/);
      // A round trip to every phone: a view the refused move sent would be here by now.
      await Promise.all(phones.map((p) => p.client.sync()));
      expect(JSON.stringify(t.host.room.gameState)).toBe(state);
      expect(journalText(journalPath)).toBe(journal);
      expect(phones.map((p) => p.client.received.filter((m) => m.type === 'view').length)).toEqual(views);
      // The disk is back: the same move, sent again, is journaled and played.
      expect((await bossPhone.client.request({ type: 'act', id: 'again', action: propose }, 'ack')).duplicate).toBe(false);
      expect(journalText(journalPath).trim().split('\n')).toHaveLength(2);
      await until(() => phones.every((p) => (p.client.last('view')!.view as { phase: string }).phase === 'vote'), 'the vote on every phone');
    });
  }

  it('a game that cannot be saved does not start', async () => {
    const t = await table();
    const admin = await t.admin();
    await t.seat(5);
    disk.fail = 'write';
    const refused = await admin.request({ type: 'start' }, 'error');
    disk.fail = null;
    expect(refused).toMatchObject({ code: 'STORAGE_FAILED' });
    expect(t.host.room.phase).toBe('lobby');
    expect(t.store().listGames()).toEqual([]);
  });

  it('a start whose room file cannot be saved is refused: no game runs that the disk does not know, none is lost after a restart', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hideout-roomfull-'));
    const dataDir = join(root, 'data');
    try {
      const first = await openTable({ dataDir });
      const admin = await first.admin();
      const phones = await first.seat(5);
      disk.fail = 'room';
      const refused = await admin.request({ type: 'start' }, 'error');
      disk.fail = null;
      expect(refused).toMatchObject({ code: 'STORAGE_FAILED', ref: 'start' });
      expect(first.host.room.phase).toBe('lobby');
      await Promise.all(phones.map((p) => p.client.sync()));
      expect(phones.some((p) => p.client.received.some((m) => m.type === 'view'))).toBe(false);
      // The journal created for it was taken back: nothing to resume, nothing to report.
      expect(first.store().listGames()).toEqual([]);
      await first.close();
      const again = await openTable({ dataDir });
      tables.push(again);
      expect(again.host.room.phase).toBe('lobby');
      expect(again.host.room.seats).toHaveLength(5);
      expect(again.host.room.problems).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a join whose seat cannot be saved is refused: no token, and nobody sees a phantom seat', async () => {
    const t = await table();
    const admin = await t.admin();
    await t.seat(2);
    const late = await t.connect();
    const roomsBefore = admin.received.filter((m) => m.type === 'room').length;
    disk.fail = 'room';
    const refused = await late.request({ type: 'join', name: 'Phantom' }, 'error');
    disk.fail = null;
    expect(refused).toMatchObject({ code: 'STORAGE_FAILED', ref: 'join' });
    await admin.sync();
    expect(late.received.some((m) => m.type === 'joined')).toBe(false);
    expect(t.host.room.seats.map((s) => s.name)).not.toContain('Phantom');
    expect(admin.received.filter((m) => m.type === 'room').length).toBe(roomsBefore);
    expect((await late.request({ type: 'join', name: 'Phantom' }, 'joined')).seat).toBe(2);
  });

  it('an unwritable data folder stops the host at start with a clear error naming it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hideout-unwritable-'));
    try {
      // A folder under a plain file can never be created, whoever runs the test (even root).
      writeFileSync(join(root, 'file'), '');
      const dataDir = join(root, 'file', 'data');
      const error = await startHost({ dataDir, port: 0, bindHost: '127.0.0.1', mdns: false }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StoreError);
      expect(error).toMatchObject({ code: 'DATA_DIR_UNWRITABLE' });
      expect((error as Error).message).toContain(dataDir);
      expect((error as Error).message).toMatch(/Choose a folder you can write to/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('closing the host', () => {
  it('tells every phone "shutdown", closes idle browser connections at once and cuts a hanging one after the grace', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hideout-close-'));
    const screens = join(root, 'screens');
    for (const page of ['player', 'board', 'host']) {
      mkdirSync(join(screens, page), { recursive: true });
      writeFileSync(join(screens, page, 'index.html'), `<!doctype html><title>${page}</title>`);
    }
    const host = await startHost({ dataDir: join(root, 'data'), staticDir: screens, port: 0, bindHost: '127.0.0.1', mdns: false });
    try {
      const { RecordingClient } = await import('./table.ts');
      const phone = new RecordingClient(`ws://127.0.0.1:${host.port}/ws`);
      await phone.ready();
      await phone.request({ type: 'hello' }, 'welcome');
      // A browser's keep-alive connection, idle after one page.
      const idle = await rawHttp(host.port, 'GET /board HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      await until(() => idle.data.includes('</title>'), 'the page');
      // And one that sent half a request and hangs there.
      const hanging = await rawHttp(host.port, 'GET /board HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const bye = phone.next('bye');
      const started = Date.now();
      await host.close();
      const took = Date.now() - started;
      expect((await bye).reason).toBe('shutdown');
      expect((await phone.waitClosed()).code).toBe(1001);
      // The client side hears of each close a moment later.
      await until(() => idle.closedAt !== null && hanging.closedAt !== null, 'both browser connections closed', 1000);
      expect(idle.closedAt! - started).toBeLessThan(1000);
      // The hanging one was held until the grace ran out (2 s), then cut.
      expect(took).toBeGreaterThanOrEqual(1900);
      expect(took).toBeLessThan(5000);
    } finally {
      await host.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

async function rawHttp(port: number, text: string): Promise<{ socket: Socket; data: string; closedAt: number | null }> {
  const socket = tcpConnect(port, '127.0.0.1');
  const conn = { socket, data: '', closedAt: null as number | null };
  socket.on('data', (d) => (conn.data += d.toString()));
  socket.on('close', () => (conn.closedAt = Date.now()));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(text);
  return conn;
}


describe('a phone that goes silent without closing (Wi-Fi gone, asleep)', () => {
  it('is pinged, cut after a beat without an answer, and its seat shows away; it comes back to its seat', async () => {
    const { openTable } = await import('./table.ts');
    const { default: WebSocket } = await import('ws');
    const table = await openTable({ heartbeatMs: 200 });
    try {
      const admin = await table.admin();
      const [phone] = await table.seat(1);
      // A socket that stops answering pings: what a phone looks like when its Wi-Fi drops.
      const silent = new WebSocket(`ws://127.0.0.1:${table.port}/ws`, { autoPong: false });
      await new Promise((resolve) => silent.once('open', resolve));
      const welcomed = new Promise((resolve) => silent.once('message', resolve));
      silent.send(JSON.stringify({ type: 'hello', v: 2, seatToken: phone!.token }));
      await welcomed;
      const away = admin.next('room', (m) => m.room.seats[phone!.seat]?.connected === false, 5000);
      const cut = new Promise<number>((resolve) => silent.once('close', (code) => resolve(code)));
      const started = Date.now();
      await away;
      // Two beats at most (the ping, then the check that finds no answer), with some slack.
      expect(Date.now() - started).toBeLessThan(1500);
      expect(await cut).toBe(1006);
      const back = await table.connect({ seatToken: phone!.token });
      expect(back.last('welcome')!.you.seat).toBe(phone!.seat);
      await admin.next('room', (m) => m.room.seats[phone!.seat]?.connected === true);
    } finally {
      await table.close();
    }
  });

  it('a phone that answers pings stays connected through many beats', async () => {
    const { openTable } = await import('./table.ts');
    const table = await openTable({ heartbeatMs: 100 });
    try {
      const admin = await table.admin();
      const [phone] = await table.seat(1);
      const from = admin.received.length;
      // Five beats, counted as the pings the phone answers (ws answers them by itself).
      await new Promise<void>((resolve) => {
        let pings = 0;
        phone!.client.socket.on('ping', () => ++pings === 5 && resolve());
      });
      await phone!.client.sync();
      expect(phone!.client.closed).toBeNull();
      expect(admin.received.slice(from).some((m) => m.type === 'room' && m.room.seats[0]?.connected === false)).toBe(false);
    } finally {
      await table.close();
    }
  });
});
