import { describe, expect, it } from 'vitest';
import { randomBot, registryOf, type Bot, type Seat } from '../../shared/engine/index.ts';
import { GAMES, type RegisteredGame } from '../../shared/games/index.ts';
import { MAX_SPECTATORS } from '../../shared/protocol/index.ts';
import { ManualScheduler, MemoryStore } from './testing/memory-store.ts';
import { fakeBytes, join, Phone, table } from './testing/room-phone.ts';
import { Room } from './room.ts';

/**
 * The room against its own players: ids that name nothing, a disk that refuses to save, a seat
 * opened twice, a retried move from an earlier game, bots that throw. Each case was first seen
 * to crash, wedge or lose moves on the host; each test here failed on that code.
 */

const bossOf = (room: Room): Seat => (room.gameState as unknown as { boss: Seat }).boss;

const INHERITED = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];

function reopen(store: MemoryStore, clock: ManualScheduler, registry: Readonly<Record<string, RegisteredGame>> = GAMES): Room {
  return Room.open({ registry, store, randomBytes: fakeBytes, newRoomCode: () => 'ZZZZ', scheduler: clock, now: () => clock.now, botDelayMs: 0 });
}

describe('ids that name nothing in a registry', () => {
  it.each(INHERITED)('refuses a bot called "%s" (addBot and fillBots) and seats nobody', (bot) => {
    const { room, host } = table();
    const vip = join(room, 'Vip');
    vip.phone.say({ type: 'addBot', bot });
    expect(vip.phone.lastError()).toMatchObject({ code: 'UNKNOWN_BOT', ref: 'addBot' });
    host.say({ type: 'fillBots', upTo: 6, bot });
    expect(host.lastError()).toMatchObject({ code: 'UNKNOWN_BOT', ref: 'fillBots' });
    expect(room.seats).toHaveLength(1);
  });

  it.each(INHERITED)('refuses a game called "%s"; joining and starting still work', (game) => {
    const { room, host, store } = table();
    const vip = join(room, 'Vip');
    vip.phone.say({ type: 'selectGame', game });
    expect(vip.phone.lastError()).toMatchObject({ code: 'UNKNOWN_GAME', ref: 'selectGame' });
    expect((store.room as { game: string }).game).toBe('mole-in-the-crew');
    for (let i = 1; i < 5; i++) join(room, `P${i}`);
    host.say({ type: 'start' });
    expect(room.phase).toBe('playing');
  });

  it('opens a room file that names an unknown game (written by an older host) on the default game, seats kept, and says so', () => {
    const store = new MemoryStore();
    const clock = new ManualScheduler();
    const first = table(GAMES, store, clock);
    join(first.room, 'Ana');
    (store.room as { game: string }).game = 'constructor';
    const room = reopen(store, clock);
    expect(room.seats.map((s) => s.name)).toEqual(['Ana']);
    const late = join(room, 'Bo');
    expect(late.seat).toBe(1);
    const host = new Phone(room);
    host.say({ type: 'hello', hostToken: room.hostToken });
    expect(host.last('welcome').room.game).toBe('mole-in-the-crew');
    expect(host.last('notices').notices.map((n) => n.code)).toContain('UNKNOWN_GAME');
  });
});

describe('timers and bots never take the host down', () => {
  /** A Mole registry whose "smart" bot throws every time: the seat must fall back to a legal move. */
  const throwing: Bot<any, any> = {
    id: 'throwing',
    choose() {
      throw new TypeError('bot.choose is not a function');
    },
  };
  const registry = registryOf<RegisteredGame>([['mole-in-the-crew', { ...GAMES['mole-in-the-crew']!, bots: registryOf([['heuristic', throwing], ['random', randomBot]]) }]]);

  it('a bot that throws is replaced for that move by a random legal one, and the game goes on to its end', () => {
    const { room, host, clock } = table(registry);
    host.say({ type: 'fillBots', upTo: 5, bot: 'heuristic' });
    host.say({ type: 'start' });
    expect(() => clock.runAll()).not.toThrow();
    expect(room.phase).toBe('over');
  });

  it('a bot whose every move fails (the disk refuses) is retried later and the table is told, never crashing', () => {
    const { room, host, clock, store } = table(registry);
    host.say({ type: 'fillBots', upTo: 5, bot: 'heuristic' });
    host.say({ type: 'start' });
    store.failAppends = true;
    expect(() => clock.runAll(20)).not.toThrow();
    expect(room.phase).toBe('playing');
    expect(host.last('notices').notices.map((n) => n.code)).toContain('BOT_STUCK');
    store.failAppends = false;
    clock.runAll();
    expect(room.phase).toBe('over');
  });
});

describe('an answer of success means saved; a failed save changes nothing', () => {
  it('join on a full disk: STORAGE_FAILED, no seat, no token, nobody sees a phantom seat', () => {
    const { room, host, store } = table();
    join(room, 'Ana');
    store.failSaves = true;
    const bo = new Phone(room);
    bo.say({ type: 'hello' });
    const roomsBefore = host.received.filter((m) => m.type === 'room').length;
    bo.say({ type: 'join', name: 'Bo' });
    expect(bo.lastError()).toMatchObject({ code: 'STORAGE_FAILED', ref: 'join' });
    expect(bo.received.some((m) => m.type === 'joined')).toBe(false);
    expect(room.seats).toHaveLength(1);
    expect(host.received.filter((m) => m.type === 'room').length).toBe(roomsBefore);
    store.failSaves = false;
    bo.say({ type: 'join', name: 'Bo' });
    expect(bo.last('joined').seat).toBe(1);
  });

  it('start on a full disk: STORAGE_FAILED, still the lobby, no game journal left behind, no view sent', () => {
    const { room, host, store } = table();
    const players = Array.from({ length: 5 }, (_, i) => join(room, `P${i}`));
    store.failSaves = true;
    host.say({ type: 'start' });
    expect(host.lastError()).toMatchObject({ code: 'STORAGE_FAILED', ref: 'start' });
    expect(room.phase).toBe('lobby');
    expect(room.gameState).toBeNull();
    expect(store.journals.size).toBe(0);
    expect(players.some((p) => p.phone.received.some((m) => m.type === 'view'))).toBe(false);
    store.failSaves = false;
    host.say({ type: 'start' });
    expect(room.phase).toBe('playing');
  });

  it('start when the journal cannot be created: STORAGE_FAILED and nothing started', () => {
    const { room, host, store } = table();
    for (let i = 0; i < 5; i++) join(room, `P${i}`);
    store.failCreates = true;
    host.say({ type: 'start' });
    expect(host.lastError().code).toBe('STORAGE_FAILED');
    expect(room.phase).toBe('lobby');
    expect((store.room as { phase: string }).phase).toBe('lobby');
  });

  it('a game acknowledged to phones is one the disk knows: after a crash it resumes with every acknowledged move', () => {
    const store = new MemoryStore();
    const clock = new ManualScheduler();
    const { room, host } = table(GAMES, store, clock);
    const players = Array.from({ length: 5 }, (_, i) => join(room, `P${i}`));
    host.say({ type: 'start' });
    const boss: Seat = bossOf(room);
    players[boss]!.phone.say({ type: 'act', id: 'p', action: { type: 'propose', team: [0, 1] } });
    expect(players[boss]!.phone.last('ack').id).toBe('p');
    for (const p of players) p.phone.say({ type: 'act', id: `v${p.seat}`, action: { type: 'vote', approve: true } });
    const acked = JSON.stringify(room.gameState);
    const again = reopen(store, clock);
    expect(again.phase).toBe('playing');
    expect(JSON.stringify(again.gameState)).toBe(acked);
  });

  it('restart on a full disk: refused, and the current game goes on unfinished', () => {
    const { room, host, store } = table();
    for (let i = 0; i < 5; i++) join(room, `P${i}`);
    host.say({ type: 'start' });
    const state = JSON.stringify(room.gameState);
    store.failSaves = true;
    host.say({ type: 'restart' });
    expect(host.lastError()).toMatchObject({ code: 'STORAGE_FAILED', ref: 'restart' });
    expect(JSON.stringify(room.gameState)).toBe(state);
    expect(store.journals.size).toBe(1);
    expect([...store.journals.values()][0]!.finished).toBeUndefined();
    expect(host.last('room').room.gameNumber).toBe(1);
  });

  it('end on a full disk: refused, and the game goes on', () => {
    const { room, host, store } = table();
    for (let i = 0; i < 5; i++) join(room, `P${i}`);
    host.say({ type: 'start' });
    store.failSaves = true;
    host.say({ type: 'end' });
    expect(host.lastError()).toMatchObject({ code: 'STORAGE_FAILED', ref: 'end' });
    expect(room.phase).toBe('playing');
    expect([...store.journals.values()][0]!.finished).toBeUndefined();
  });

  it.each([
    ['kick', { type: 'kick', seat: 1 }],
    ['moveSeat', { type: 'moveSeat', from: 0, to: 2 }],
    ['rename', { type: 'rename', seat: 1, name: 'Zed' }],
    ['setVip', { type: 'setVip', seat: 2 }],
    ['addBot', { type: 'addBot' }],
    ['setOptions', { type: 'setOptions', options: { quick: true } }],
    ['selectGame', { type: 'selectGame', game: 'turncoat' }],
  ])('%s on a full disk: STORAGE_FAILED, the room exactly as it was', (_name, message) => {
    const { room, host, store } = table();
    const players = Array.from({ length: 3 }, (_, i) => join(room, `P${i}`));
    const before = JSON.stringify(store.room);
    const seatsBefore = JSON.stringify(room.seats);
    store.failSaves = true;
    host.say(message);
    expect(host.lastError().code).toBe('STORAGE_FAILED');
    expect(JSON.stringify(room.seats)).toBe(seatsBefore);
    store.failSaves = false;
    // What the room holds in memory is what the disk holds: saving now writes the same record.
    host.say({ type: 'setVip', seat: 0 });
    expect(JSON.stringify(store.room)).toBe(before);
    expect(players[1]!.phone.closed).toBeNull();
  });

  it('a journal the room file does not point at is reported to the host controls and closed as abandoned', () => {
    const store = new MemoryStore();
    const clock = new ManualScheduler();
    const { room } = table(GAMES, store, clock);
    store.journals.set('orphan-1', { header: { gameId: 'orphan-1' } as never, entries: [], finished: undefined });
    expect(room.phase).toBe('lobby');
    const again = reopen(store, clock);
    const host = new Phone(again);
    host.say({ type: 'hello', hostToken: again.hostToken });
    const notice = host.last('notices').notices.find((n) => n.code === 'GAME_NOT_IN_ROOM');
    expect(notice?.message).toContain('orphan-1');
    expect(store.journals.get('orphan-1')!.finished).toBe('abandoned');
    // Reported once: the next start finds nothing new.
    const third = reopen(store, clock);
    expect(third.problems.filter((n) => n.code === 'GAME_NOT_IN_ROOM')).toHaveLength(0);
  });
});

describe('one live connection per seat', () => {
  it('a newer hello with the seat token takes the seat; the older phone is told "elsewhere" and closed', () => {
    const { room, host } = table();
    const ana = join(room, 'Ana');
    const reloaded = new Phone(room);
    reloaded.say({ type: 'hello', seatToken: ana.token });
    expect(reloaded.last('welcome').you.seat).toBe(ana.seat);
    expect(ana.phone.last('bye').reason).toBe('elsewhere');
    expect(ana.phone.closed?.code).toBe(4003);
    // The old connection is gone: nothing it sends is read any more.
    ana.phone.say({ type: 'rename', name: 'Mallory' });
    expect(room.seats[0]!.name).toBe('Ana');
    expect(host.last('room').room.seats[0]!.connected).toBe(true);
  });

  it('during a game the older phone stops receiving the seat’s secret view', () => {
    const { room, host } = table();
    const players = Array.from({ length: 5 }, (_, i) => join(room, `P${i}`));
    host.say({ type: 'start' });
    const first = players[2]!;
    const viewsBefore = first.phone.received.filter((m) => m.type === 'view').length;
    const second = new Phone(room);
    second.say({ type: 'hello', seatToken: first.token });
    expect(second.view().you.seat).toBe(2);
    const boss: Seat = bossOf(room);
    const bossPhone = boss === 2 ? second : players[boss]!.phone;
    bossPhone.say({ type: 'act', id: 'p', action: { type: 'propose', team: [0, 1] } });
    expect(first.phone.received.filter((m) => m.type === 'view').length).toBe(viewsBefore);
  });

  it('a hello with a seat token the host does not know is refused, then welcomed as a spectator', () => {
    const { room } = table();
    const phone = new Phone(room);
    phone.say({ type: 'hello', seatToken: 'AAAAAAAAAAAAAAAAAAAAAA' });
    expect(phone.lastError()).toMatchObject({ code: 'BAD_TOKEN', reason: 'seat-token' });
    expect(phone.last('welcome').you).toEqual({ seat: null, host: false, vip: false });
    phone.say({ type: 'join', name: 'Ana' });
    expect(phone.last('joined').seat).toBe(0);
  });
});

describe('a move belongs to one game', () => {
  it('an act for game 1 resent after a restart is refused as STALE_GAME and not played in game 2', () => {
    const { room, host } = table();
    const players = Array.from({ length: 5 }, (_, i) => join(room, `P${i}`));
    host.say({ type: 'start' });
    const boss: Seat = bossOf(room);
    const phone = players[boss]!.phone;
    phone.say({ type: 'act', game: 1, id: 'x2', action: { type: 'propose', team: [0, 1] } });
    expect(phone.last('ack')).toMatchObject({ id: 'x2', duplicate: false });
    host.say({ type: 'restart' });
    const fresh = JSON.stringify(room.gameState);
    phone.say({ type: 'act', game: 1, id: 'x2', action: { type: 'propose', team: [0, 1] } });
    expect(phone.lastError()).toMatchObject({ code: 'STALE_GAME', id: 'x2', params: { game: 2, sent: 1 } });
    expect(JSON.stringify(room.gameState)).toBe(fresh);
  });

  it('the same after end and a new start', () => {
    const { room, host } = table();
    const players = Array.from({ length: 5 }, (_, i) => join(room, `P${i}`));
    host.say({ type: 'start' });
    host.say({ type: 'end' });
    host.say({ type: 'start' });
    const boss: Seat = bossOf(room);
    players[boss]!.phone.say({ type: 'act', game: 1, id: 'late', action: { type: 'propose', team: [0, 1] } });
    expect(players[boss]!.phone.lastError().code).toBe('STALE_GAME');
    players[boss]!.phone.say({ type: 'act', game: 2, id: 'late', action: { type: 'propose', team: [0, 1] } });
    expect(players[boss]!.phone.last('ack')).toMatchObject({ id: 'late', duplicate: false });
  });

  it('ids are remembered per game: an id used in game 1 is a new move in game 2', () => {
    const { room, host } = table();
    const players = Array.from({ length: 5 }, (_, i) => join(room, `P${i}`));
    host.say({ type: 'start' });
    let boss: Seat = bossOf(room);
    players[boss]!.phone.say({ type: 'act', game: 1, id: 'same', action: { type: 'propose', team: [0, 1] } });
    host.say({ type: 'restart' });
    boss = bossOf(room);
    players[boss]!.phone.say({ type: 'act', game: 2, id: 'same', action: { type: 'propose', team: [0, 1] } });
    expect(players[boss]!.phone.last('ack')).toMatchObject({ id: 'same', duplicate: false });
  });

  it('a stale act is refused after a host restart too', () => {
    const store = new MemoryStore();
    const clock = new ManualScheduler();
    const { room, host } = table(GAMES, store, clock);
    const players = Array.from({ length: 5 }, (_, i) => join(room, `P${i}`));
    host.say({ type: 'start' });
    host.say({ type: 'restart' });
    const again = reopen(store, clock);
    const boss: Seat = bossOf(again);
    const phone = new Phone(again);
    phone.say({ type: 'hello', seatToken: players[boss]!.token });
    phone.say({ type: 'act', game: 1, id: 'old', action: { type: 'propose', team: [0, 1] } });
    expect(phone.lastError()).toMatchObject({ code: 'STALE_GAME', params: { game: 2 } });
  });
});

describe('many watchers cost one frame each', () => {
  it('as many spectators as the table takes, arriving together, cost the others one room update, not one per arrival', () => {
    const { room, host, clock } = table();
    join(room, 'Ana');
    const before = host.received.length;
    const watchers = Array.from({ length: MAX_SPECTATORS }, () => {
      const w = new Phone(room);
      w.say({ type: 'hello' });
      return w;
    });
    clock.runAll();
    const updates = host.received.slice(before).filter((m) => m.type === 'room');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.type === 'room' && updates[0]!.room.spectators).toBe(MAX_SPECTATORS);
    const frames = watchers.reduce((n, w) => n + w.received.length, 0);
    // Each watcher: its welcome, plus at most the one gathered update.
    expect(frames).toBeLessThanOrEqual(2 * MAX_SPECTATORS);
  });

  it('a seated player coming back shows on the board at once', () => {
    const { room, host } = table();
    const ana = join(room, 'Ana');
    room.disconnect(ana.phone);
    expect(host.last('room').room.seats[0]!.connected).toBe(false);
    const back = new Phone(room);
    back.say({ type: 'hello', seatToken: ana.token });
    expect(host.last('room').room.seats[0]!.connected).toBe(true);
  });
});

describe('a seat handed back from a bot to a person', () => {
  it('mid-game: the host reissues a bot-played seat; the new phone plays it, the bot no longer does', () => {
    const { room, host, clock } = table();
    const players = Array.from({ length: 5 }, (_, i) => join(room, `P${i}`));
    host.say({ type: 'start' });
    const boss = bossOf(room);
    host.say({ type: 'kick', seat: boss });
    expect(host.last('room').room.seats[boss]).toMatchObject({ kind: 'bot', name: `P${boss}` });
    host.say({ type: 'reissueSeat', seat: boss });
    const link = host.last('seatLink');
    expect(host.last('room').room.seats[boss]).toMatchObject({ kind: 'human', connected: false });
    // No bot moves for that seat any more: the Boss's proposal waits for the person.
    clock.runAll();
    expect((room.gameState as unknown as { phase: string }).phase).toBe('propose');
    const fresh = new Phone(room);
    fresh.say({ type: 'hello', seatToken: link.seatToken });
    expect(fresh.view().you.seat).toBe(boss);
    fresh.say({ type: 'act', id: 'back', action: { type: 'propose', team: [0, 1] } });
    expect(fresh.last('ack').duplicate).toBe(false);
    expect(players[boss]!.phone.closed?.code).toBe(4001);
  });

  it('in the lobby a bot seat is not handed out', () => {
    const { host } = table();
    host.say({ type: 'addBot' });
    host.say({ type: 'reissueSeat', seat: 0 });
    expect(host.lastError()).toMatchObject({ code: 'BAD_SEAT', reason: 'bot-in-lobby' });
  });
});
